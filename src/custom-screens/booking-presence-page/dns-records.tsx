import ContentCopy from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCopyWithNotice } from '@/lib/use-copy';

/** The DNS records a domain needs, one a row: its type, name and value, the value copied with a button. */
export function DnsRecords({ records }: { records: { type: string; name: string; value: string }[] }) {
  const { t } = useTranslation('bookingPresence');
  const copy = useCopyWithNotice();
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
      {records.map((record) => (
        <Box key={record.type} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '4rem minmax(0, 1fr) minmax(0, 1.4fr) auto' }, gap: { xs: 0.25, sm: 1 }, alignItems: 'center', bgcolor: 'action.hover', borderRadius: 1, px: 1.5, py: 0.75 }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            {record.type}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontFamily: 'monospace', overflowWrap: 'anywhere' }} aria-label={t('domain.recordName')}>
            {record.name}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontFamily: 'monospace', overflowWrap: 'anywhere' }} aria-label={t('domain.recordValue')}>
            {record.value}
          </Typography>
          <Tooltip title={t('domain.copy')}>
            <IconButton size="small" aria-label={t('domain.copyLabel', { type: record.type })} onClick={() => void copy(record.value, { copied: t('domain.copied'), failed: t('domain.copyFailed') })} sx={{ justifySelf: 'start' }}>
              <ContentCopy fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      ))}
    </Box>
  );
}
