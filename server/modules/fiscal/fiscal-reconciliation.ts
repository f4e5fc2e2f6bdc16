import { and, asc, eq, inArray } from 'drizzle-orm';
import { decimal, moneyText, sumMoney } from '../../../src/schema/money/decimal';
import type { FiscalDifferenceKind, FiscalReconciliation } from '../../../src/schema/payments/fiscal';
import type { DbExecutor } from '../../db/client';
import { transactions } from '../../db/tables';
import { receiptsOfTransactions } from './fiscal-receipts.read';

/**
 * A branch's day of money against its fiscal receipts (docs/fiscal-receipts.md "The day's reconciliation"): every
 * payment and refund of the branch-local day with its receipt; a signed total each side (refunds negative, the
 * receipt of a refund counted negative too), and the payments that differ — no receipt (taken while the integration
 * was off, or before it), still pending, or issued for another amount.
 */
export async function reconcileDay(db: DbExecutor, scope: { organizationId: number; branchId: number }, date: string): Promise<FiscalReconciliation> {
  const money = await db
    .select({ id: transactions.id, kind: transactions.kind, amount: transactions.amount, createdAt: transactions.createdAt })
    .from(transactions)
    .where(and(eq(transactions.organizationId, scope.organizationId), eq(transactions.branchId, scope.branchId), eq(transactions.localDate, date), inArray(transactions.kind, ['payment', 'refund'])))
    .orderBy(asc(transactions.id));
  const receipts = await receiptsOfTransactions(db, scope.organizationId, money.map((row) => row.id));
  const receiptOf = new Map(receipts.map((receipt) => [receipt.transactionId, receipt]));
  const issuedSigned = money.flatMap((row) => {
    const receipt = receiptOf.get(row.id);
    return receipt?.status === 'issued' ? [receipt.transactionType === 'Refund' ? decimal(receipt.totalAmount).neg() : decimal(receipt.totalAmount)] : [];
  });
  const differences = money.flatMap((row) => {
    const receipt = receiptOf.get(row.id) ?? null;
    const difference: FiscalDifferenceKind | null = !receipt ? 'no_receipt' : receipt.status === 'pending' ? 'pending' : !decimal(receipt.totalAmount).eq(decimal(row.amount).abs()) ? 'amount_differs' : null;
    return difference ? [{ transactionId: row.id, kind: row.kind as 'payment' | 'refund', amount: row.amount, createdAt: row.createdAt.toISOString(), difference, receipt }] : [];
  });
  return {
    date,
    money: { count: money.length, total: moneyText(sumMoney(money.map((row) => row.amount))) },
    issued: { count: issuedSigned.length, total: moneyText(sumMoney(issuedSigned)) },
    differences,
  };
}
