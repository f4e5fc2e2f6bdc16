import { z } from 'zod';
import { decimal, maxMoney, minMoney, moneyText, moneyZero, nonNegativeMoneySchema, sumMoney } from './decimal';

/**
 * What the client hands over: cash, card and their balance (docs/client-referrals.md), any of which may be "0".
 * The balance is optional in the type: the screens and tenders that cannot take it (a walk-in, a membership's
 * instalment) leave it out.
 */
export type Tender = { cash: string; card: string; balance?: string };
export const tenderSchema = z.object({ cash: nonNegativeMoneySchema.default('0'), card: nonNegativeMoneySchema.default('0'), balance: nonNegativeMoneySchema.default('0') });

export type TenderResult = {
  ok: true;
  /** The cash kept in the drawer: cash given less change. */
  cash: string;
  card: string;
  /** Taken from the client's balance; whether the balance holds it is the server's to check. */
  balance: string;
  change: string;
  paid: string;
  /** What is still owed: a partial payment (or none) leaves a debt. */
  debt: string;
};
/** Why a tender is refused: a code for a translated sentence (the server's catalog), and the English one. */
export type TenderRefusal = {
  ok: false;
  field: 'card' | 'cash' | 'balance';
  reason: 'cash_negative' | 'card_negative' | 'card_above_due' | 'balance_negative' | 'balance_above_due';
  message: string;
};

/**
 * Taking payment at checkout or of a debt, as Fresha and Altegio do: the card is charged exactly, so it may not
 * exceed what is due; cash may, and the excess is change. The balance is taken exactly too, and card and balance
 * together may not pass what is due: change comes only out of cash. Paying less leaves a debt, paying nothing leaves it all.
 */
export function tenderPayment(due: string, tender: Tender): TenderResult | TenderRefusal {
  const owed = decimal(due);
  if (owed.lt(0)) throw new RangeError(`An amount due is never negative: ${due}`);
  const cash = decimal(tender.cash);
  const card = decimal(tender.card);
  const balance = decimal(tender.balance ?? '0');
  if (cash.lt(0)) return { ok: false, field: 'cash', reason: 'cash_negative', message: 'The cash amount cannot be negative.' };
  if (card.lt(0)) return { ok: false, field: 'card', reason: 'card_negative', message: 'The card amount cannot be negative.' };
  if (balance.lt(0)) return { ok: false, field: 'balance', reason: 'balance_negative', message: 'The balance amount cannot be negative.' };
  if (card.gt(owed)) return { ok: false, field: 'card', reason: 'card_above_due', message: 'The card payment is more than is due.' };
  if (card.plus(balance).gt(owed)) return { ok: false, field: 'balance', reason: 'balance_above_due', message: 'The card and balance together are more than is due.' };
  const cashKept = minMoney(cash, owed.minus(card).minus(balance));
  const paid = card.plus(balance).plus(cashKept);
  return {
    ok: true,
    cash: moneyText(cashKept),
    card: moneyText(card),
    balance: moneyText(balance),
    change: moneyText(cash.minus(cashKept)),
    paid: moneyText(paid),
    debt: moneyText(owed.minus(paid)),
  };
}

/** What is left to pay of `total` after the payments (refunds are negative payments); never below zero. */
export const remainingDue = (total: string, payments: readonly string[]): string =>
  moneyText(maxMoney(moneyZero, decimal(total).minus(sumMoney(payments))));
