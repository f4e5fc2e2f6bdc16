import ContentCopy from '@mui/icons-material/ContentCopy';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useCopyWithNotice } from '@/lib/use-copy';

/** A booking page's address as a link that opens it, with a button that copies it (settings and the chain's links). */
export function PageLinkRow({ url }: { url: string }) {
  const { t } = useTranslation('onlineBooking');
  const copy = useCopyWithNotice();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, bgcolor: 'action.hover', borderRadius: 1, pl: 1.5, minWidth: 0 }}>
      <Link href={url} target="_blank" rel="noopener" variant="body2" sx={{ flex: 1, py: 1, overflowWrap: 'anywhere', display: 'inline-flex', gap: 0.5, alignItems: 'center' }}>
        {url}
        <OpenInNew sx={{ fontSize: 16 }} aria-hidden />
      </Link>
      <Tooltip title={t('address.copy')}>
        <IconButton aria-label={t('address.copyLabel', { address: url })} onClick={() => void copy(url, { copied: t('address.copied'), failed: t('address.copyFailed') })}>
          <ContentCopy fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
