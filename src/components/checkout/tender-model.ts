import { decimal, maxMoney, moneyText, nonNegativeMoneySchema } from '@/schema/money/decimal';
import { tenderPayment, type Tender, type TenderRefusal, type TenderResult } from '@/schema/money/tender';

export type TenderMode = 'cash' | 'card' | 'split';
/**
 * What the person at the till typed, with a point for decimals ("" is nothing). `balance` is what the client's
 * balance pays (docs/client-referrals.md), beside any method; only a client with a balance is offered it.
 */
export type TenderDraft = { mode: TenderMode; cash: string; card: string; balance?: string };

/** The screen's own refusal (an amount it cannot read) has no server reason code. */
export type TenderCheck = TenderResult | Omit<TenderRefusal, 'reason'>;

/**
 * The tender as the server will read it: only the chosen method's amounts count (cash only, card only, or both),
 * an empty field is 0, a field that is no amount is refused on that field, and the rest is tenderPayment's rule
 * (the card and the balance never more than due, cash beyond it is change, less leaves a debt).
 */
export function checkTender(due: string, draft: TenderDraft): { tender: Required<Tender>; result: TenderCheck } {
  const cash = draft.mode === 'card' ? '0' : draft.cash.trim() || '0';
  const card = draft.mode === 'cash' ? '0' : draft.card.trim() || '0';
  const balance = draft.balance?.trim() || '0';
  for (const [field, value] of [['cash', cash], ['card', card], ['balance', balance]] as const) {
    if (!nonNegativeMoneySchema.safeParse(value).success) return { tender: { cash, card, balance }, result: { ok: false, field, message: 'Use an amount such as 12.50' } };
  }
  return { tender: { cash, card, balance }, result: tenderPayment(due, { cash, card, balance }) };
}

/** The amounts a method starts with: all of it by the chosen method; a split starts in cash, the card left to fill. */
export const tenderStart = (mode: TenderMode, due: string): TenderDraft =>
  mode === 'card' ? { mode, cash: '', card: due } : mode === 'cash' ? { mode, cash: due, card: '' } : { mode, cash: '', card: '' };

/**
 * A balance amount typed: cash or card alone then takes what is left of what is due (a split is the person's own),
 * so the till never asks for the whole amount and the balance's part again.
 */
export function withBalance(draft: TenderDraft, balance: string, due: string): TenderDraft {
  const taken = nonNegativeMoneySchema.safeParse(balance.trim() || '0').success ? decimal(balance.trim() || '0') : null;
  if (taken === null || draft.mode === 'split') return { ...draft, balance };
  return { ...tenderStart(draft.mode, moneyText(maxMoney('0', decimal(due).minus(taken)))), balance };
}
