import QrCode2Icon from '@mui/icons-material/QrCode2';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decimal } from '@/schema/money/decimal';
import { ipsQrFor, ipsReady } from '@/schema/payments/ips-settings';
import { instantToZoned } from '@/schema/schedule/time-zone';
import { useIpsSetup } from '@/components/ips/ips-api';
import { IpsQrPanel } from '@/components/ips/ips-qr-panel';
import { useWorkspace } from '@/components/session/use-workspace';

/**
 * "IPS QR" beside the payment: where the branch is in dinars and has its IPS settings, the amount due as an NBS IPS
 * QR code the client scans with their bank app. Nothing confirms the transfer to us (docs/payments-ips.md): staff
 * see it sent on the client's phone and record it as a card (non-cash) payment, as the hint says.
 */
export function IpsQrButton({ amount, currency }: { amount: string; currency: string | undefined }) {
  const { t } = useTranslation('checkout');
  const branch = useWorkspace()?.branch ?? null;
  const dinars = currency === 'RSD' && branch?.ISOCurrency === 'RSD';
  const setup = useIpsSetup(branch?.id ?? 0, dinars);
  const [open, setOpen] = useState(false);
  if (!branch || !dinars || !ipsReady(setup.data) || !decimal(amount).gt(0)) return null;
  const { settings } = setup.data;
  const text = ipsQrFor(settings, amount, instantToZoned(Date.now(), branch.timeZone).date);
  return (
    <>
      <Button variant="outlined" startIcon={<QrCode2Icon />} onClick={() => setOpen(true)}>
        {t('ips.show')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="sm" fullWidth aria-labelledby="ips-qr-title" sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}>
        <DialogTitle id="ips-qr-title">{t('ips.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <IpsQrPanel settings={settings} text={text} amount={amount} />
          <Alert severity="info">{t('ips.hint')}</Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('ips.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
