import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { decimal } from '@/schema/money/decimal';
import type { Sale } from '@/schema/sales/checkout';
import { FiscalReceiptLine } from '@/components/fiscal/fiscal-receipt-line';
import { useFormats } from '@/components/session/use-formats';
import { useWorkspace } from '@/components/session/use-workspace';
import { AmountRow } from './cart-totals';

/** The day, the client and the sale's state, in one line. */
export function ReceiptHeading({ sale }: { sale: Sale }) {
  const { t } = useTranslation('checkout');
  const formats = useFormats();
  return (
    <Typography variant="body2" color="text.secondary">
      {[formats.date(sale.date), sale.clientName ?? t('receipt.walkIn'), t(`receipt.status.${sale.status}`)].join(' · ')}
    </Typography>
  );
}

/** The sale as the server recorded it: its lines, the total, each payment (with its fiscal receipt where the branch fiscalises) and any debt (on screen and on paper). */
export function ReceiptLines({ sale }: { sale: Sale }) {
  const { t } = useTranslation('checkout');
  const formats = useFormats();
  const timeZone = useWorkspace()?.branch?.timeZone ?? 'UTC';
  const currency = sale.currency;
  return (
    <>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
        {sale.items.map((item) => (
          <Box component="li" key={item.id} sx={{ display: 'flex', gap: 2 }}>
            <Typography variant="body2" sx={{ flex: 1 }}>
              {item.quantity > 1 ? `${item.quantity} × ${item.name}` : item.name}
            </Typography>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {formats.money(item.total, currency)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Divider />
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        {decimal(sale.discount).gt(0) ? <AmountRow label={t('totals.discount')} amount={`-${sale.discount}`} currency={currency} /> : null}
        <AmountRow label={t('totals.total')} amount={sale.total} currency={currency} strong testId="receipt-total" />
        {sale.transactions.map((transaction) => (
          <Fragment key={transaction.id}>
            <AmountRow label={t(transaction.kind === 'refund' ? 'receipt.refund' : `receipt.paidBy.${transaction.method}`)} amount={transaction.amount} currency={currency} />
            {transaction.fiscalReceipt ? <FiscalReceiptLine receipt={transaction.fiscalReceipt} timeZone={timeZone} /> : null}
          </Fragment>
        ))}
        <AmountRow label={t('payment.paid')} amount={sale.paid} currency={currency} testId="receipt-paid" />
        {decimal(sale.debt).gt(0) ? <AmountRow label={t('payment.debt')} amount={sale.debt} currency={currency} testId="receipt-debt" /> : null}
      </Box>
    </>
  );
}
