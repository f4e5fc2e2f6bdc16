import ContentCopy from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCopyWithNotice } from '@/lib/use-copy';

/** A value to hand on (the link, the code), shown whole and copied with one button that names what it copies. */
export function CopyField({ label, value, testId, monospace = false }: { label: string; value: string; testId: string; monospace?: boolean }) {
  const { t } = useTranslation('chainReferrals');
  const copy = useCopyWithNotice();
  return (
    <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" component="span">
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, bgcolor: 'action.hover', borderRadius: 1, pl: 1.5, pr: 0.5, py: 0.5, minWidth: 0 }}>
        <Typography data-testid={testId} sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', fontFamily: monospace ? 'monospace' : undefined, fontSize: monospace ? '1.125rem' : undefined, letterSpacing: monospace ? '0.1em' : undefined }}>
          {value}
        </Typography>
        <Button size="small" startIcon={<ContentCopy fontSize="small" />} onClick={() => void copy(value, { copied: t('copied', { what: label }), failed: t('copyFailed') })} aria-label={t('copyLabel', { what: label })} sx={{ flexShrink: 0 }}>
          {t('copy')}
        </Button>
      </Box>
    </Box>
  );
}
