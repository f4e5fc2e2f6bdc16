import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FiscalReceipt, FiscalReceiptDetail } from '../../../src/schema/payments/fiscal';
import type { DbExecutor } from '../../db/client';
import { fiscalReceipts } from '../../db/tables';
import { notFound } from '../../plugins/app/domain-error';

/** Fiscal receipts as screens read them (docs/fiscal-receipts.md "Where receipts show"). */

type Row = typeof fiscalReceipts.$inferSelect;

const receiptOf = (row: Row): FiscalReceipt => ({
  id: row.id,
  transactionId: row.transactionId,
  status: row.status,
  invoiceType: row.invoiceType,
  transactionType: row.transactionType,
  requestId: row.requestId,
  totalAmount: row.totalAmount,
  attempts: row.attempts,
  lastError: row.lastError,
  invoiceNumber: row.invoiceNumber,
  sdcDateTime: row.sdcDateTime,
  invoiceCounter: row.invoiceCounter,
  verificationUrl: row.verificationUrl,
  journal: row.journal,
  createdAt: row.createdAt.toISOString(),
});

/** A branch's pending receipts, oldest first (the order they go out in), or its receipts of one day, newest first. */
export async function branchReceipts(db: DbExecutor, scope: { organizationId: number; branchId: number }, filter: { status?: 'pending' | 'issued' | undefined }): Promise<FiscalReceipt[]> {
  const conditions: SQL[] = [eq(fiscalReceipts.organizationId, scope.organizationId), eq(fiscalReceipts.branchId, scope.branchId)];
  if (filter.status) conditions.push(eq(fiscalReceipts.status, filter.status));
  const rows = await db
    .select()
    .from(fiscalReceipts)
    .where(and(...conditions))
    .orderBy(filter.status === 'pending' ? asc(fiscalReceipts.id) : desc(fiscalReceipts.id))
    .limit(200);
  return rows.map(receiptOf);
}

/** The receipts of some payments (an order's, a sale's), by payment. */
export async function receiptsOfTransactions(db: DbExecutor, organizationId: number, transactionIds: number[]): Promise<FiscalReceipt[]> {
  if (transactionIds.length === 0) return [];
  const rows = await db
    .select()
    .from(fiscalReceipts)
    .where(and(eq(fiscalReceipts.organizationId, organizationId), inArray(fiscalReceipts.transactionId, transactionIds)))
    .orderBy(asc(fiscalReceipts.id));
  return rows.map(receiptOf);
}

export async function receiptDetail(db: DbExecutor, organizationId: number, id: number): Promise<FiscalReceiptDetail> {
  const [row] = await db.select().from(fiscalReceipts).where(and(eq(fiscalReceipts.organizationId, organizationId), eq(fiscalReceipts.id, id)));
  if (!row) throw notFound('record');
  const [reference] = row.referentReceiptId
    ? await db.select({ invoiceNumber: fiscalReceipts.invoiceNumber }).from(fiscalReceipts).where(and(eq(fiscalReceipts.organizationId, organizationId), eq(fiscalReceipts.id, row.referentReceiptId)))
    : [];
  return {
    ...receiptOf(row),
    items: row.request.items.map(({ name, quantity, unitPrice, labels, totalAmount }) => ({ name, quantity, unitPrice, labels, totalAmount })),
    payment: row.request.payment,
    cashier: row.request.cashier ?? null,
    referentDocumentNumber: reference?.invoiceNumber ?? null,
  };
}
