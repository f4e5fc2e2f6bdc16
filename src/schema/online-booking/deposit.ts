import type { OnlineBookingRules } from './rules';

/**
 * What a visit costing `price` asks at online booking under the branch's rules (docs/online-payments.md "Deposits"):
 * the deposit, the full price, or null for nothing (no rule, a free visit). Never more than the price. In whole cents,
 * without a decimal library, so the booking page's island shows the same amount the server charges.
 */
export function depositAmount(rules: Pick<OnlineBookingRules, 'paymentAtBooking' | 'depositValue'>, price: string): string | null {
  const total = Math.round(Number(price) * 100);
  if (rules.paymentAtBooking === 'none' || !(total > 0)) return null;
  const due =
    rules.paymentAtBooking === 'full'
      ? total
      : rules.paymentAtBooking === 'depositPercent'
        ? Math.round((total * Math.min(rules.depositValue, 100)) / 100)
        : Math.round(rules.depositValue * 100);
  const cents = Math.min(due, total);
  return cents > 0 ? (cents / 100).toFixed(2) : null;
}
