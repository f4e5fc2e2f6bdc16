import { decimal } from '../../../src/schema/money/decimal';
import type { TenderResult } from '../../../src/schema/money/tender';
import type { DbTransaction } from '../../db/client';
import { recordTransaction } from '../money/record-transaction';
import type { SalesCaller } from './sales-access';

export type PaymentTarget = { saleId: number; orderId: number | null; clientId: number | null; localDate: string; note: string | null };

/** One payment per method the tender used: the card as charged, the cash kept after change. */
export async function recordSalePayments(tx: DbTransaction, caller: SalesCaller, target: PaymentTarget, tender: TenderResult) {
  for (const method of ['cash', 'card'] as const) {
    if (!decimal(tender[method]).gt(0)) continue;
    await recordTransaction(tx, caller.scope, { kind: 'payment', method, amount: tender[method], ...target, actorUserId: caller.userId });
  }
}
