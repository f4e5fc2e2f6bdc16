import type { z } from 'zod';
import type { paymentStatusSchema } from '../enums';
import { moneyText, roundMoney, sumMoney } from '../money/decimal';
import { remainingDue } from '../money/tender';

export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export type PaymentSummary = {
  status: PaymentStatus;
  /** What the order costs, what was paid (refunds are negative payments) and what is still owed. */
  due: string;
  paid: string;
  /** Never below zero: an overpayment is change or a balance top-up, which sales deals with. */
  remaining: string;
};

/**
 * The order's payment status from what it costs and the payments made (decimal strings), derived rather than
 * stored so it can never disagree with the payments. Nothing owed (a free visit) counts as paid in full: a
 * "not paid" badge on it would send staff after money nobody owes. Refunds that bring the total back to zero
 * make it unpaid again.
 */
export function paymentSummary(due: string, payments: readonly string[]): PaymentSummary {
  const owed = roundMoney(due);
  const paid = roundMoney(sumMoney(payments));
  const status: PaymentStatus = paid.gte(owed) ? 'payment.full' : paid.gt(0) ? 'payment.partial' : 'payment.no';
  return { status, due: moneyText(owed), paid: moneyText(paid), remaining: remainingDue(due, payments) };
}

export const paymentStatusOf = (due: string, payments: readonly string[]): PaymentStatus => paymentSummary(due, payments).status;
