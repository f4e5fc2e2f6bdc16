import { z } from 'zod';
import { decimal, maxMoney, minMoney, moneyText, moneyZero, nonNegativeMoneySchema, sumMoney } from './decimal';

/** What the client hands over: cash and card, either of which may be "0". */
export type Tender = { cash: string; card: string };
export const tenderSchema = z.object({ cash: nonNegativeMoneySchema.default('0'), card: nonNegativeMoneySchema.default('0') });

export type TenderResult = {
  ok: true;
  /** The cash kept in the drawer: cash given less change. */
  cash: string;
  card: string;
  change: string;
  paid: string;
  /** What is still owed: a partial payment (or none) leaves a debt. */
  debt: string;
};
/** Why a tender is refused: a code for a translated sentence (the server's catalog), and the English one. */
export type TenderRefusal = { ok: false; field: 'card' | 'cash'; reason: 'cash_negative' | 'card_negative' | 'card_above_due'; message: string };

/**
 * Taking payment at checkout or of a debt, as Fresha and Altegio do: the card is charged exactly, so it may not
 * exceed what is due; cash may, and the excess is change. Paying less leaves a debt, paying nothing leaves it all.
 */
export function tenderPayment(due: string, tender: Tender): TenderResult | TenderRefusal {
  const owed = decimal(due);
  if (owed.lt(0)) throw new RangeError(`An amount due is never negative: ${due}`);
  const cash = decimal(tender.cash);
  const card = decimal(tender.card);
  if (cash.lt(0)) return { ok: false, field: 'cash', reason: 'cash_negative', message: 'The cash amount cannot be negative.' };
  if (card.lt(0)) return { ok: false, field: 'card', reason: 'card_negative', message: 'The card amount cannot be negative.' };
  if (card.gt(owed)) return { ok: false, field: 'card', reason: 'card_above_due', message: 'The card payment is more than is due.' };
  const cashKept = minMoney(cash, owed.minus(card));
  const paid = card.plus(cashKept);
  return {
    ok: true,
    cash: moneyText(cashKept),
    card: moneyText(card),
    change: moneyText(cash.minus(cashKept)),
    paid: moneyText(paid),
    debt: moneyText(owed.minus(paid)),
  };
}

/** What is left to pay of `total` after the payments (refunds are negative payments); never below zero. */
export const remainingDue = (total: string, payments: readonly string[]): string =>
  moneyText(maxMoney(moneyZero, decimal(total).minus(sumMoney(payments))));
