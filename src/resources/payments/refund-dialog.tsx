import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decimal, moneyText, moneyTextSchema } from '@/schema/money/decimal';
import { fiscalBuyerIdSchema } from '@/schema/payments/fiscal';
import type { Transaction } from '@/schema/sales/checkout';
import { useFormats } from '@/components/session/use-formats';
import { useRefreshAfterMoneyWrite } from '@/components/session/use-refresh-after-money-write';
import { amountInputText } from '@/i18n/formats';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { toHttpError } from '@/providers/data-provider';
import { refundPayment } from './payments-api';
import { refundableOf } from './payment-columns';

export type RefundDialogProps = { payment: Transaction; currency: string | undefined; onClose: () => void; onDone: () => void };

/** "Refund" on a payment: how much to give back (all that is left, to start with) and why; the server has the last word. */
export function RefundDialog({ payment, currency, onClose, onDone }: RefundDialogProps) {
  const { t } = useTranslation('sales');
  const formats = useFormats();
  const left = moneyText(refundableOf(payment));
  const [amount, setAmount] = useState(amountInputText(left, formats.decimalSeparator));
  const [note, setNote] = useState('');
  // Only a fiscalised payment's refund names the buyer on its receipt (docs/fiscal-receipts.md "The buyer on refunds").
  const [buyerId, setBuyerId] = useState('');
  const buyerIdError = buyerId.trim() !== '' && !fiscalBuyerIdSchema.safeParse(buyerId).success ? t('refund.buyerIdInvalid') : null;
  const typed = amount.trim().replace(',', '.');
  const valid = moneyTextSchema.safeParse(typed).success && decimal(typed).gt(0);
  const tooMuch = valid && decimal(typed).gt(decimal(left));
  const refreshMoney = useRefreshAfterMoneyWrite();
  // The dialog is one refund: pressed again after a lost answer, it is not given back twice.
  const { key: idempotencyKey } = useIdempotencyKey();
  const refund = useMutation({
    mutationFn: () => refundPayment(payment.id, { amount: moneyText(typed), note: note.trim() || null, buyerId: buyerId.trim() || null }, idempotencyKey),
    onSuccess: () => {
      void refreshMoney({ clientId: payment.clientId, orderIds: payment.orderId === null ? [] : [payment.orderId] });
      onDone();
    },
  });
  // No answer at all (statusCode 0): the refund may have been given; pressed again under its key, it is not given twice.
  const failure = refund.isError ? toHttpError(refund.error) : null;
  const amountError = !valid ? t('refund.amountInvalid') : tooMuch ? t('refund.tooMuch', { amount: formats.money(left, currency) }) : null;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="refund-title">
      <DialogTitle id="refund-title">{t('refund.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <Typography variant="body2" color="text.secondary">
          {t('refund.paid', { amount: formats.money(payment.amount, currency), method: t(`method.${payment.method}`), date: formats.date(payment.date) })}
        </Typography>
        <TextField
          label={t('refund.amount')}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          inputMode="decimal"
          autoFocus
          error={amountError !== null}
          helperText={amountError ?? t('refund.left', { amount: formats.money(left, currency) })}
        />
        <TextField label={t('refund.note')} value={note} onChange={(event) => setNote(event.target.value)} slotProps={{ htmlInput: { maxLength: 500 } }} />
        {payment.fiscalReceipt ? (
          <TextField
            label={t('refund.buyerId')}
            value={buyerId}
            onChange={(event) => setBuyerId(event.target.value)}
            error={buyerIdError !== null}
            helperText={buyerIdError ?? t('refund.buyerIdHint')}
            slotProps={{ htmlInput: { maxLength: 20, autoCapitalize: 'characters' } }}
          />
        ) : null}
        {failure ? (
          <Alert severity="error" role="alert">
            {failure.statusCode === 0 ? t('refund.unanswered') : failure.message}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('refund.cancel')}</Button>
        <Button variant="contained" color="error" disabled={amountError !== null || buyerIdError !== null || refund.isPending} onClick={() => refund.mutate()}>
          {t('refund.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
