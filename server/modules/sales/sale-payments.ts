import { decimal, moneyText } from '../../../src/schema/money/decimal';
import type { TenderResult } from '../../../src/schema/money/tender';
import type { DbTransaction } from '../../db/client';
import { badInput } from '../../plugins/app/domain-error';
import { moveClientBalance } from '../client-referrals/client-balance.ledger';
import { recordTransaction } from '../money/record-transaction';
import type { SalesCaller } from './sales-access';

export type PaymentTarget = { saleId: number; orderId: number | null; clientId: number | null; localDate: string; note: string | null };

/**
 * One payment per method the tender used: the card as charged, the cash kept after change, and what the client's
 * balance pays, taken from it in the same transaction (409 when it holds less; a walk-in has no balance: 400).
 */
export async function recordSalePayments(tx: DbTransaction, caller: SalesCaller, target: PaymentTarget, tender: TenderResult) {
  if (decimal(tender.balance).gt(0) && target.clientId === null) throw badInput([{ path: ['tender', 'balance'], message: (m) => m.clientReferrals.needsClient }]);
  for (const method of ['cash', 'card', 'balance'] as const) {
    if (!decimal(tender[method]).gt(0)) continue;
    const payment = await recordTransaction(tx, caller.scope, { kind: 'payment', method, amount: tender[method], ...target, actorUserId: caller.userId });
    if (method === 'balance') {
      await moveClientBalance(tx, caller.scope, { clientId: target.clientId!, kind: 'checkout_payment', amount: moneyText(decimal(tender.balance).neg()), transactionId: payment.id, note: target.note, actorUserId: caller.userId });
    }
  }
}
