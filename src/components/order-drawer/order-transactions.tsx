import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OrderDetail, OrderTransaction } from '@/schema/schedule/order';
import { FiscalReceiptLine } from '@/components/fiscal/fiscal-receipt-line';
import { useFormats } from '@/components/session/use-formats';

/**
 * The visit's payments and refunds in its drawer, oldest first: when (on the branch's clock), what, how, how
 * much (refunds negative, as stored) and who it is credited to. An employee's read carries none, and lists none.
 */
export function OrderTransactions({ order, timeZone }: { order: Pick<OrderDetail, 'transactions' | 'paymentMethodSelected'>; timeZone: string }) {
  const { t } = useTranslation('visitPayments');
  if (order.transactions.length === 0) {
    return order.paymentMethodSelected === 'membership' ? (
      <Typography variant="body2" color="text.secondary">
        {t('drawer.paidBy.membership')}
      </Typography>
    ) : null;
  }
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      {order.paymentMethodSelected ? (
        <Typography variant="body2" color="text.secondary">
          {t(`drawer.paidBy.${order.paymentMethodSelected}`)}
        </Typography>
      ) : null}
      <Box component="ul" aria-label={t('drawer.title')} sx={{ listStyle: 'none', m: 0, p: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {order.transactions.map((transaction, index) => (
          <TransactionRow key={transaction.id} transaction={transaction} timeZone={timeZone} divided={index > 0} />
        ))}
      </Box>
    </Box>
  );
}

function TransactionRow({ transaction, timeZone, divided }: { transaction: OrderTransaction; timeZone: string; divided: boolean }) {
  const { t } = useTranslation('visitPayments');
  const formats = useFormats();
  const names = transaction.creditedEmployees.map((employee) => employee.name).join(', ');
  const refund = transaction.kind === 'refund';
  return (
    <Box component="li" sx={{ px: 1.5, py: 1, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 1, ...(divided ? { borderTop: 1, borderColor: 'divider' } : {}) }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {t(`drawer.kind.${transaction.kind}`)} · {t(`drawer.method.${transaction.method}`)}
        {refund && transaction.refundOfId !== null ? ` · ${t('drawer.refundOf', { id: transaction.refundOfId })}` : ''}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 500, textAlign: 'right', whiteSpace: 'nowrap', color: refund ? 'error.main' : 'text.primary' }}>
        {formats.money(transaction.amount, transaction.currency)}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
        {formats.dateTime(transaction.createdAt, timeZone)}
        {names ? ` · ${t('drawer.credited', { names })}` : ''}
      </Typography>
      {transaction.fiscalReceipt ? <FiscalReceiptLine receipt={transaction.fiscalReceipt} timeZone={timeZone} /> : null}
    </Box>
  );
}
