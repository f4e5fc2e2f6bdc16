import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@/schema/schedule/order';
import { orderTotal } from '@/schema/schedule/order-total';
import { canTakePayment } from '@/schema/schedule/visit-payment';
import { useFormats } from '@/components/session/use-formats';
import { OrderTransactions } from './order-transactions';
import { TakePaymentButton } from './take-payment-button';

/**
 * What the order comes to and what is paid. Until a payment is taken, the order is unpaid and says so rather than
 * showing a zero that looks like a record. "Take payment" opens the drawer's payment step for what is left (a group
 * class takes it place by place, from its clients' list). Under it, the payments and refunds taken for the visit,
 * on the branch's clock.
 */
export function PaymentSummary({ order, timeZone, onPay }: { order: OrderDetail; timeZone: string; onPay: () => void }) {
  const { t } = useTranslation('orders');
  const formats = useFormats();
  const status = order.paymentStatus.replace('payment.', '');
  const payable = order.mode === 'order.single' && canTakePayment(order);
  return (
    <Box component="section" aria-label={t('payment.label')} sx={{ display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {t('payment.label')}
        </Typography>
        <Chip size="small" label={t(`payment.${status}`)} color={status === 'full' ? 'success' : status === 'partial' ? 'warning' : 'default'} />
      </Box>
      <Typography variant="body2">
        {t('payment.total')}: <strong>{formats.money(orderTotal(order), order.currency)}</strong>
      </Typography>
      {order.heldDeposit ? (
        // Money held for the visit, not yet on its sale (docs/online-payments.md "Deposits").
        <Typography variant="body2" data-testid="held-deposit">
          {t('payment.deposit', { amount: formats.money(order.heldDeposit, order.currency) })}
        </Typography>
      ) : order.paymentStatus === 'payment.no' ? (
        <Typography variant="body2" color="text.secondary">
          {t('payment.none')}
        </Typography>
      ) : null}
      <OrderTransactions order={order} timeZone={timeZone} />
      {payable ? (
        <Box sx={{ mt: 1 }}>
          <TakePaymentButton onPay={onPay} />
        </Box>
      ) : null}
    </Box>
  );
}
