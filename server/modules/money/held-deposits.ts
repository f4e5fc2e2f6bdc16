import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { moneyText, sumMoney, decimal } from '../../../src/schema/money/decimal';
import type { DbExecutor, DbTransaction } from '../../db/client';
import { onlinePayments, sales, transactions } from '../../db/tables';
import { queueSaleCompletedByAdvances } from '../fiscal/fiscal-receipt-queue';
import { conflict } from '../../plugins/app/domain-error';
import { settleSaleShares } from '../sales/sale-allocation';

/**
 * Deposits held for a visit (docs/online-payments.md "Deposits"): card payments a `booking_deposit` attempt recorded
 * naming the order and no sale. Money held, not revenue, until the visit's sale takes them over: checkout moves them
 * onto the sale (`sale_id`), where they count toward what it is paid, or a kept deposit pays a no-show's fee.
 */
const depositsOf = (organizationId: number, orderId: number) =>
  and(
    eq(transactions.organizationId, organizationId),
    eq(transactions.orderId, orderId),
    isNull(transactions.saleId),
    eq(transactions.kind, 'payment'),
    gt(sql`${transactions.amount} - ${transactions.refunded}`, 0),
    inArray(
      transactions.id,
      // Only what a deposit attempt recorded: another sale-less payment of the order is not this path's to apply.
      sql`(select ${onlinePayments.transactionId} from ${onlinePayments} where ${onlinePayments.organizationId} = ${organizationId} and ${onlinePayments.purpose} = 'booking_deposit' and ${onlinePayments.transactionId} is not null)`,
    ),
  );

/** What the visit's held deposits come to now (what was taken less what was given back). */
export async function heldDepositOf(db: DbExecutor, organizationId: number, orderId: number): Promise<string> {
  const rows = await db.select({ amount: transactions.amount, refunded: transactions.refunded }).from(transactions).where(depositsOf(organizationId, orderId));
  return moneyText(sumMoney(rows.map((row) => decimal(row.amount).minus(decimal(row.refunded)))));
}

/**
 * Moves the visit's held deposits onto `saleId`, locked, when they still come to `expected` (what the caller counted
 * before its transaction); a refund or a second sale meanwhile is a 409 to try again, never money counted twice.
 */
export async function applyHeldDeposits(tx: DbTransaction, organizationId: number, orderId: number, saleId: number, expected: string): Promise<void> {
  const rows = await tx.select({ id: transactions.id, amount: transactions.amount, refunded: transactions.refunded }).from(transactions).where(depositsOf(organizationId, orderId)).for('update');
  const held = moneyText(sumMoney(rows.map((row) => decimal(row.amount).minus(decimal(row.refunded)))));
  if (held !== expected) throw conflict((m) => m.sales.amountsChanged);
  if (rows.length === 0) return;
  await tx
    .update(transactions)
    .set({ saleId })
    .where(and(eq(transactions.organizationId, organizationId), inArray(transactions.id, rows.map((row) => row.id))));
}

/**
 * A kept deposit pays a missed visit's fee sale (docs/no-show-rules.md decision 7): the deposits move onto it and it
 * is paid by them, so the money counts as revenue from the miss on, and nothing is owed.
 */
export async function payWithHeldDeposits(tx: DbTransaction, organizationId: number, orderId: number, saleId: number, amount: string): Promise<void> {
  await applyHeldDeposits(tx, organizationId, orderId, saleId, amount);
  await tx.update(sales).set({ paid: amount }).where(and(eq(sales.organizationId, organizationId), eq(sales.id, saleId)));
  await settleSaleShares(tx, organizationId, saleId, amount);
  // The fee is revenue now: the deposit's advance receipt is closed by the fee sale's final receipt.
  await queueSaleCompletedByAdvances(tx, organizationId, saleId);
}
