import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BookingLink } from '@/schema/online-booking/links';
import { PageLinkRow } from '@/custom-screens/online-booking/page-link-row';
import { QrCode } from './qr-code';

export type LinkCardProps = { link: BookingLink; url: string; detail?: string | null | undefined };

/** One booking page: its name, whether it takes bookings, its (tagged) address to copy and its QR code. */
export function LinkCard({ link, url, detail }: LinkCardProps) {
  const { t } = useTranslation('bookingLinks');
  const titleId = `link-${link.slug}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr auto' }, alignItems: 'start' }}>
      <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h2" id={titleId}>
            {link.name}
          </Typography>
          <Chip size="small" color={link.open ? 'success' : 'default'} variant="outlined" label={t(link.open ? 'open' : 'closed')} />
        </Box>
        {detail ? (
          <Typography variant="body2" color="text.secondary">
            {detail}
          </Typography>
        ) : null}
        <PageLinkRow url={url} />
        {link.open ? null : (
          <Typography variant="body2" color="text.secondary">
            {t('closedHelp')}
          </Typography>
        )}
      </Box>
      <QrCode url={url} name={link.name} />
    </Paper>
  );
}
