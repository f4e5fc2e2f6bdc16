import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { moneyText } from '@/schema/money/decimal';
import type { Transaction } from '@/schema/sales/checkout';
import { useFormats } from '@/components/session/use-formats';
import { paymentReference, receiptStateOf, refundableOf, type PaymentActions } from './payment-columns';

export type PaymentChoiceDialogProps = {
  payment: Transaction;
  /** What the row offers (more than one): each a button. */
  actions: PaymentActions;
  currency: string | undefined;
  onOpenVisit: () => void;
  onRefund: () => void;
  onReceipt: () => void;
  onClose: () => void;
};

/** A payment offering more than one thing: open its visit, refund it, or see its fiscal receipt. */
export function PaymentChoiceDialog({ payment, actions, currency, onOpenVisit, onRefund, onReceipt, onClose }: PaymentChoiceDialogProps) {
  const { t } = useTranslation('visitPayments');
  const { t: ts } = useTranslation('sales');
  const formats = useFormats();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="payment-choice-title">
      <DialogTitle id="payment-choice-title">{actions.receipt ? ts('payments.chooseTitle') : t('list.choose.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 0.5 }}>
        <Typography variant="body2">
          {ts('refund.paid', { amount: formats.money(payment.amount, currency), method: ts(`method.${payment.method}`), date: formats.date(payment.date) })}
        </Typography>
        {actions.refund ? <Typography variant="body2">{ts('refund.left', { amount: formats.money(moneyText(refundableOf(payment)), currency) })}</Typography> : null}
        {payment.sale !== null ? (
          <Typography variant="body2" color="text.secondary">
            {paymentReference(payment, ts, formats.date)}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button onClick={onClose}>{t('list.choose.close')}</Button>
        {actions.refund ? (
          <Button variant="outlined" color="error" onClick={onRefund}>
            {ts('payments.refund')}
          </Button>
        ) : null}
        {actions.receipt && payment.fiscalReceipt ? (
          <Button variant="outlined" onClick={onReceipt}>
            {ts(`payments.receipt.${receiptStateOf(payment.fiscalReceipt)}`)}
          </Button>
        ) : null}
        {actions.visit ? (
          <Button variant="contained" onClick={onOpenVisit}>
            {t('list.openVisit')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
