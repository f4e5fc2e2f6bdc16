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
import { paymentReference, refundableOf } from './payment-columns';

export type PaymentChoiceDialogProps = {
  payment: Transaction;
  currency: string | undefined;
  onOpenVisit: () => void;
  onRefund: () => void;
  onClose: () => void;
};

/** A payment of a visit with something left to give back: open the visit, or refund. */
export function PaymentChoiceDialog({ payment, currency, onOpenVisit, onRefund, onClose }: PaymentChoiceDialogProps) {
  const { t } = useTranslation('visitPayments');
  const { t: ts } = useTranslation('sales');
  const formats = useFormats();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="payment-choice-title">
      <DialogTitle id="payment-choice-title">{t('list.choose.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 0.5 }}>
        <Typography variant="body2">
          {ts('refund.paid', { amount: formats.money(payment.amount, currency), method: ts(`method.${payment.method}`), date: formats.date(payment.date) })}
        </Typography>
        <Typography variant="body2">{ts('refund.left', { amount: formats.money(moneyText(refundableOf(payment)), currency) })}</Typography>
        {payment.sale !== null ? (
          <Typography variant="body2" color="text.secondary">
            {paymentReference(payment, ts, formats.date)}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button onClick={onClose}>{t('list.choose.close')}</Button>
        <Button variant="outlined" color="error" onClick={onRefund}>
          {ts('payments.refund')}
        </Button>
        <Button variant="contained" onClick={onOpenVisit}>
          {t('list.openVisit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
