import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatAccount } from '@/schema/payments/ips-qr';
import type { IpsSettings } from '@/schema/payments/ips-settings';
import { useFormats } from '@/components/session/use-formats';
import { QrImage } from '@/components/qr/qr-image';

/**
 * An IPS QR code for an amount in dinars, with what the client's bank app will show in words beside it: the payee,
 * the account and the amount, so the client can check them before paying.
 */
export function IpsQrPanel({ settings, text, amount }: { settings: IpsSettings; text: string; amount: string }) {
  const { t } = useTranslation('integrations');
  const formats = useFormats();
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <QrImage text={text} alt={t('ips.qrAlt', { amount: formats.money(amount, 'RSD') })} size={184} />
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5, minWidth: 0, flex: '1 1 180px', '& dd': { m: 0, mb: 0.5, overflowWrap: 'anywhere' } }}>
        <Typography component="dt" variant="caption" color="text.secondary">
          {t('ips.payee')}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          {[settings.payeeName, settings.payeeAddress].filter(Boolean).join('\n')}
        </Typography>
        <Typography component="dt" variant="caption" color="text.secondary">
          {t('ips.account')}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatAccount(settings.account)}
        </Typography>
        <Typography component="dt" variant="caption" color="text.secondary">
          {t('ips.amount')}
        </Typography>
        <Typography component="dd" variant="h6" data-testid="ips-amount">
          {formats.money(amount, 'RSD')}
        </Typography>
      </Box>
    </Box>
  );
}
