import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import LinkIcon from '@mui/icons-material/Link';
import SmsIcon from '@mui/icons-material/SmsOutlined';
import TelegramIcon from '@mui/icons-material/Telegram';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '@/components/session/use-formats';
import { useCopy } from '@/lib/use-copy';
import { toHttpError } from '@/providers/data-provider';
import type { PaymentLinkChannel } from '@/schema/payments/online-payments';
import { createInstalmentPaymentLink, createPaymentLink, sendPaymentLink } from './online-payments-api';

const channels: { channel: PaymentLinkChannel; icon: ReactNode; label: 'sendSms' | 'sendEmail' | 'sendTelegram' }[] = [
  { channel: 'sms', icon: <SmsIcon />, label: 'sendSms' },
  { channel: 'email', icon: <EmailIcon />, label: 'sendEmail' },
  { channel: 'telegram', icon: <TelegramIcon />, label: 'sendTelegram' },
];

/**
 * "Pay by link" where the branch has online payments set up (the order's `availablePaymentMethods` holds `online`,
 * an instalment's `payableByLink`): a link for all the sale still owes — or, given `instalmentId`, for what that
 * instalment of the membership sold on the sale owes — which the client opens on their phone to pay on the
 * provider's page; staff copy it or send it to the client by SMS, e-mail or Telegram. It is paid when the provider's
 * signed notification arrives (docs/online-payments.md); the drawer follows by its live events and, while a link is
 * open (`requiredPolling`), by asking again.
 */
export function PayByLinkButton({ saleId, instalmentId }: { saleId: number; instalmentId?: number }) {
  const { t } = useTranslation('checkout');
  const formats = useFormats();
  const [open, setOpen] = useState(false);
  const { copied, copy, forget } = useCopy();
  const make = useMutation({ mutationFn: () => (instalmentId ? createInstalmentPaymentLink(instalmentId) : createPaymentLink(saleId)) });
  const send = useMutation({ mutationFn: ({ linkId, channel }: { linkId: number; channel: PaymentLinkChannel }) => sendPaymentLink(saleId, linkId, channel) });
  const link = make.data;
  // A card without the contact is a 400 naming `channel` with the sentence to show (the envelope's message is generic).
  const refusal = send.isError ? toHttpError(send.error) : null;
  const channelIssue = refusal?.errors?.['channel'];
  const refusalText = channelIssue ? String(Array.isArray(channelIssue) ? channelIssue[0] : channelIssue) : refusal?.message;
  const start = () => {
    setOpen(true);
    forget();
    send.reset();
    make.mutate();
  };
  return (
    <>
      <Button variant="outlined" startIcon={<LinkIcon />} onClick={start}>
        {t('payByLink.make')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="sm" fullWidth aria-labelledby="pay-by-link-title" sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}>
        <DialogTitle id="pay-by-link-title">{t('payByLink.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {make.isPending ? <Alert severity="info">{t('payByLink.making')}</Alert> : null}
          {make.isError ? (
            <Alert severity="error" role="alert">
              {toHttpError(make.error).message}
            </Alert>
          ) : null}
          {link ? (
            <>
              <Alert severity="info">{t('payByLink.hint', { amount: formats.money((link.amountMinor / 100).toFixed(2), link.currency) })}</Alert>
              <TextField label={t('payByLink.link')} value={link.url} fullWidth slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'payment-link-url' } }} />
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {channels.map(({ channel, icon, label }) => (
                  <Button key={channel} variant="outlined" startIcon={icon} disabled={send.isPending} onClick={() => send.mutate({ linkId: link.id, channel })}>
                    {t(`payByLink.${label}`)}
                  </Button>
                ))}
              </Box>
              {send.isSuccess ? <Alert severity="success">{t('payByLink.sent', { target: send.data })}</Alert> : null}
              {refusal ? (
                <Alert severity="error" role="alert">
                  {refusalText}
                </Alert>
              ) : null}
            </>
          ) : null}
        </DialogContent>
        <DialogActions>
          {link ? (
            <Button startIcon={<ContentCopyIcon />} onClick={() => void copy(link.url)}>
              {copied === 'yes' ? t('payByLink.copied') : t('payByLink.copy')}
            </Button>
          ) : null}
          <Button onClick={() => setOpen(false)}>{t('payByLink.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
