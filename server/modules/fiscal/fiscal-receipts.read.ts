import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FiscalReceipt, FiscalReceiptDetail } from '../../../src/schema/payments/fiscal';
import type { DbExecutor } from '../../db/client';
import { clients, fiscalReceipts, transactions } from '../../db/tables';
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

/** The receipts of some payments (an order's, a sale's), by payment: one each, the one the client gets. */
export async function receiptsOfTransactions(db: DbExecutor, organizationId: number, transactionIds: number[]): Promise<FiscalReceipt[]> {
  if (transactionIds.length === 0) return [];
  const rows = await db
    .select({ receipt: fiscalReceipts })
    .from(fiscalReceipts)
    .innerJoin(transactions, and(eq(transactions.organizationId, fiscalReceipts.organizationId), eq(transactions.id, fiscalReceipts.transactionId)))
    // A final payment's Advance Refund closes the advances for the V-SDC; the client's receipt is its Normal Sale.
    .where(and(eq(fiscalReceipts.organizationId, organizationId), inArray(fiscalReceipts.transactionId, transactionIds), sql`not (${fiscalReceipts.transactionType} = 'Refund' and ${transactions.kind} = 'payment')`))
    .orderBy(asc(fiscalReceipts.id));
  return rows.map((row) => receiptOf(row.receipt));
}

export async function receiptDetail(db: DbExecutor, organizationId: number, id: number): Promise<FiscalReceiptDetail> {
  const [row] = await db.select().from(fiscalReceipts).where(and(eq(fiscalReceipts.organizationId, organizationId), eq(fiscalReceipts.id, id)));
  if (!row) throw notFound('record');
  const [reference] = row.referentReceiptId
    ? await db.select({ invoiceNumber: fiscalReceipts.invoiceNumber }).from(fiscalReceipts).where(and(eq(fiscalReceipts.organizationId, organizationId), eq(fiscalReceipts.id, row.referentReceiptId)))
    : [];
  const [client] = await db
    .select({ phone: clients.phone, tgChatId: clients.tgChatId })
    .from(transactions)
    .innerJoin(clients, and(eq(clients.organizationId, transactions.organizationId), eq(clients.id, transactions.clientId)))
    .where(and(eq(transactions.organizationId, organizationId), eq(transactions.id, row.transactionId)));
  return {
    ...receiptOf(row),
    items: row.request.items.map(({ name, quantity, unitPrice, labels, totalAmount }) => ({ name, quantity, unitPrice, labels, totalAmount })),
    payment: row.request.payment,
    cashier: row.request.cashier ?? null,
    referentDocumentNumber: reference?.invoiceNumber ?? null,
    sendTo: [...(client?.phone ? (['sms'] as const) : []), ...(client?.tgChatId ? (['telegram'] as const) : [])],
  };
}
