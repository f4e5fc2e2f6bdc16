import ContentCopy from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCopyWithNotice } from '@/lib/use-copy';

/**
 * The addresses to paste into the provider's console (delivery reports, replies): each with its secret token in
 * the path, so it is shown only to those who set the integration up, with a copy button.
 */
export function CallbackUrls({ title, help, urls }: { title: string; help: string; urls: { label: string; url: string }[] }) {
  const { t } = useTranslation('integrations');
  const copy = useCopyWithNotice();
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}>
      <Typography variant="subtitle1" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {help}
      </Typography>
      {urls.map(({ label, url }) => (
        <Box key={label} sx={{ display: 'grid', gap: 0.5 }}>
          <Typography variant="body2" fontWeight={500}>
            {label}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, bgcolor: 'action.hover', borderRadius: 1, pl: 1.5, minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', flex: 1, py: 1 }}>
              {url}
            </Typography>
            <Tooltip title={t('callbacks.copy')}>
              <IconButton aria-label={t('callbacks.copyLabel', { label })} onClick={() => void copy(url, { copied: t('callbacks.copied'), failed: t('callbacks.copyFailed') })}>
                <ContentCopy fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        </Box>
      ))}
    </Paper>
  );
}
