import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { decimal } from '@/schema/money/decimal';
import { useFormats } from '@/components/session/use-formats';
import { afterDeposit, type CheckoutDue } from './cart-model';
import { CheckoutContext } from './checkout-context';

/** One label and amount, right-aligned in tabular figures; `strong` for the total. The checkout's currency unless given. */
export function AmountRow({ label, amount, strong, testId, currency }: { label: string; amount: string; strong?: boolean; testId?: string; currency?: string }) {
  const formats = useFormats();
  const checkout = useContext(CheckoutContext);
  const shown = currency ?? checkout?.currency ?? '';
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography variant={strong ? 'subtitle1' : 'body2'} fontWeight={strong ? 700 : undefined}>
        {label}
      </Typography>
      <Typography variant={strong ? 'subtitle1' : 'body2'} fontWeight={strong ? 700 : undefined} sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
        {formats.money(amount, shown)}
      </Typography>
    </Box>
  );
}

/**
 * The sale's subtotal, discounts and total, and, when a membership is paid in instalments or a visit's deposit was
 * paid online at booking (`deposit`, which the sale counts), what is due today.
 */
export function CartTotals({ due, deposit = '0.00' }: { due: CheckoutDue; deposit?: string }) {
  const { t } = useTranslation('checkout');
  const hasDiscount = decimal(due.discount).gt(0);
  const hasLater = decimal(due.later).gt(0);
  const hasDeposit = decimal(deposit).gt(0);
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      {hasDiscount ? (
        <>
          <AmountRow label={t('totals.subtotal')} amount={due.subtotal} />
          <AmountRow label={t('totals.discount')} amount={`-${due.discount}`} />
        </>
      ) : null}
      <AmountRow label={t('totals.total')} amount={due.total} strong testId="sale-total" />
      {hasLater ? <AmountRow label={t('totals.later')} amount={due.later} /> : null}
      {hasDeposit ? <AmountRow label={t('totals.deposit')} amount={`-${deposit}`} testId="sale-deposit" /> : null}
      {hasLater || hasDeposit ? <AmountRow label={t('totals.dueNow')} amount={afterDeposit(due.dueNow, deposit)} strong testId="sale-due-now" /> : null}
    </Box>
  );
}
