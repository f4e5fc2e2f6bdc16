import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FiscalReceiptChannel, FiscalReceiptDetail } from '@/schema/payments/fiscal';
import { toHttpError } from '@/providers/data-provider';
import { sendFiscalReceipt } from './fiscal-api';

/**
 * "Send by SMS" / "Send by Telegram" under an issued receipt, one for each contact the payment's client has
 * (`sendTo`): the receipt's number and verification link in a short text. Not printed.
 */
export function FiscalReceiptSend({ receipt }: { receipt: FiscalReceiptDetail }) {
  const { t } = useTranslation('fiscal');
  const send = useMutation({ mutationFn: (channel: FiscalReceiptChannel) => sendFiscalReceipt(receipt.id, channel) });
  if (receipt.status !== 'issued' || receipt.sendTo.length === 0) return null;
  return (
    <Box role="group" aria-label={t('send.label')} sx={{ display: 'grid', gap: 1, '@media print': { display: 'none' } }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {receipt.sendTo.map((channel) => (
          <Button key={channel} variant="outlined" size="small" disabled={send.isPending} onClick={() => send.mutate(channel)}>
            {t(`send.${channel}`)}
          </Button>
        ))}
      </Box>
      {send.isSuccess ? <Alert severity="success">{t('send.sent', { to: send.data })}</Alert> : null}
      {send.isError ? <Alert severity="error">{toHttpError(send.error).message}</Alert> : null}
    </Box>
  );
}
