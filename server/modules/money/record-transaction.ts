import type { TransactionKind, TransactionMethod } from '../../../src/schema/sales/checkout';
import type { DbTransaction } from '../../db/client';
import { transactions } from '../../db/tables';
import { recordAudit } from '../audit/audit.service';
import { enqueueWebhookEvent } from '../webhooks/webhook-events';
import type { BranchScope } from '../../crud/branch-records';
import { queueFiscalReceipt } from '../fiscal/fiscal-receipt-queue';
import { cashShiftForPayment } from './cash-shift-for-payment';

export type TransactionInput = {
  kind: TransactionKind;
  method: TransactionMethod;
  /** Signed decimal text: payments positive, refunds and staff pay negative (checked by the table too). */
  amount: string;
  /** The branch-local day it happened. */
  localDate: string;
  refundOfId?: number | null;
  saleId?: number | null;
  orderId?: number | null;
  clientId?: number | null;
  soldMembershipId?: number | null;
  instalmentId?: number | null;
  employeeId?: number | null;
  payCalculationId?: number | null;
  note?: string | null;
  actorUserId: number | null;
  /** The buyer's identification a refund's fiscal receipt carries (`20:…`), when given. */
  fiscalBuyerId?: string | null;
};

/**
 * Every movement of money is written here, inside the caller's transaction: cash lands in the open cash shift
 * (the day's first cash opens it when the register is on), the audit trail gets a branch-level event for Sales → Events,
 * and a branch with its fiscal integration on gets the payment's or refund's receipt queued (docs/fiscal-receipts.md).
 * Callers lock and update what the money is for (the sale's `paid`, an instalment's) before calling.
 */
export async function recordTransaction(tx: DbTransaction, scope: BranchScope, input: TransactionInput) {
  const cashShiftId = input.method === 'cash' ? await cashShiftForPayment(tx, scope, input.actorUserId) : null;
  const [row] = await tx
    .insert(transactions)
    .values({
      organizationId: scope.organizationId,
      branchId: scope.branchId,
      kind: input.kind,
      method: input.method,
      amount: input.amount,
      localDate: input.localDate,
      refundOfId: input.refundOfId ?? null,
      saleId: input.saleId ?? null,
      orderId: input.orderId ?? null,
      clientId: input.clientId ?? null,
      soldMembershipId: input.soldMembershipId ?? null,
      instalmentId: input.instalmentId ?? null,
      employeeId: input.employeeId ?? null,
      payCalculationId: input.payCalculationId ?? null,
      cashShiftId,
      note: input.note ?? null,
      createdBy: input.actorUserId,
    })
    .returning();
  const created = row!;
  await recordAudit(tx, {
    organizationId: scope.organizationId,
    branchId: scope.branchId,
    actorUserId: input.actorUserId,
    entity: 'transaction',
    entityId: created.id,
    action: 'create',
    before: null,
    after: { kind: created.kind, method: created.method, amount: created.amount, saleId: created.saleId, refundOfId: created.refundOfId, cashShiftId },
  });
  // Payments and refunds are the chain's to tell; staff pay (`salary`) is nobody else's business.
  if (created.kind !== 'salary') await enqueueWebhookEvent(tx, { organizationId: scope.organizationId, branchId: scope.branchId, type: 'payment.created', id: created.id, object: created });
  await queueFiscalReceipt(tx, created, input.fiscalBuyerId ?? null);
  return created;
}
