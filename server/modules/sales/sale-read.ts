import { aliasedTable, and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { decimal, moneyText } from '../../../src/schema/money/decimal';
import type { Discount } from '../../../src/schema/money/discount';
import type { FiscalReceipt } from '../../../src/schema/payments/fiscal';
import type { Sale, SaleStatus, TransactionSale } from '../../../src/schema/sales/checkout';
import type { DbExecutor } from '../../db/client';
import { clients, employees, saleItems, sales, soldMemberships, transactions, users } from '../../db/tables';
import { notFound } from '../../plugins/app/domain-error';
import { readTogether } from '../../db/read-together';
import { receiptsOfTransactions } from '../fiscal/fiscal-receipts.read';

/** Reading sales and payments as the API answers them, names joined in (a transaction sees its own writes). */

const fullName = (first: SQL | unknown, last: SQL | unknown) => sql<string | null>`nullif(concat_ws(' ', ${first}, nullif(${last}, '')), '')`;
const creator = aliasedTable(users, 'creator');

/**
 * Who a transaction credits: its own team member (staff pay, or a refund copying its payment's), else the team
 * members its sale's items credit, by name, each once.
 */
const creditedNames = sql<string | null>`coalesce(${fullName(employees.firstName, employees.lastName)}, (
  select string_agg(distinct ${fullName(sql.raw('credited.first_name'), sql.raw('credited.last_name'))}, ', ')
  from ${saleItems} item join ${employees} credited on credited.organization_id = item.organization_id and credited.id = item.employee_id
  where item.organization_id = ${transactions.organizationId} and item.sale_id = ${transactions.saleId}))`;

/** What a transaction's sale was, for a reference a person reads: its day, its first item and how many items. */
const saleReference = sql<TransactionSale | null>`(
  select json_build_object(
    'date', sold.local_date,
    'item', (select first.name from ${saleItems} first where first.organization_id = sold.organization_id and first.sale_id = sold.id order by first.id limit 1),
    'items', (select count(*)::int from ${saleItems} counted where counted.organization_id = sold.organization_id and counted.sale_id = sold.id))
  from ${sales} sold where sold.organization_id = ${transactions.organizationId} and sold.id = ${transactions.saleId})`;

export const transactionColumns = {
  id: transactions.id,
  branchId: transactions.branchId,
  kind: transactions.kind,
  method: transactions.method,
  amount: transactions.amount,
  refunded: transactions.refunded,
  refundOfId: transactions.refundOfId,
  saleId: transactions.saleId,
  orderId: transactions.orderId,
  clientId: transactions.clientId,
  clientName: fullName(clients.firstName, clients.lastName),
  soldMembershipId: transactions.soldMembershipId,
  instalmentId: transactions.instalmentId,
  employeeId: transactions.employeeId,
  employeeName: creditedNames,
  cashShiftId: transactions.cashShiftId,
  date: transactions.localDate,
  createdAt: sql<string>`to_char(${transactions.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  createdByName: fullName(creator.firstName, creator.lastName),
  note: transactions.note,
  sale: saleReference,
};

/** Transactions with their client's, employee's and author's names. */
export const transactionsQuery = (db: DbExecutor) =>
  db
    .select(transactionColumns)
    .from(transactions)
    .leftJoin(clients, and(eq(clients.organizationId, transactions.organizationId), eq(clients.id, transactions.clientId)))
    .leftJoin(employees, and(eq(employees.organizationId, transactions.organizationId), eq(employees.id, transactions.employeeId)))
    .leftJoin(creator, eq(creator.id, transactions.createdBy));

export function saleStatusOf(sale: { total: string; paid: string; canceledAt: Date | null }): SaleStatus {
  if (sale.canceledAt) return 'canceled';
  if (decimal(sale.paid).gte(decimal(sale.total))) return 'paid';
  return decimal(sale.paid).gt(0) ? 'partial' : 'unpaid';
}

const discountOf = (kind: 'none' | 'percent' | 'amount', value: string): Discount => (kind === 'none' ? { kind } : { kind, value });

const saleColumns = {
  id: sales.id,
  branchId: sales.branchId,
  clientId: sales.clientId,
  clientName: fullName(clients.firstName, clients.lastName),
  orderId: sales.orderId,
  date: sales.localDate,
  currency: sales.currency,
  subtotal: sales.subtotal,
  discount: sales.discount,
  total: sales.total,
  paid: sales.paid,
  canceledAt: sales.canceledAt,
  note: sales.note,
  createdAt: sales.createdAt,
  createdByName: fullName(creator.firstName, creator.lastName),
  version: sales.version,
};

/** Sales with their client's and author's names. */
export const salesQuery = (db: DbExecutor) =>
  db
    .select(saleColumns)
    .from(sales)
    .leftJoin(clients, and(eq(clients.organizationId, sales.organizationId), eq(clients.id, sales.clientId)))
    .leftJoin(creator, eq(creator.id, sales.createdBy));

type SaleRow = Awaited<ReturnType<typeof salesQuery>>[number];

/** Sales as the API answers them, with their items and payments, in the order of `rows`. */

/**
 * Where the branch fiscalises, each payment carries its receipt, pending or issued (a sale's screen, Sales →
 * Payments' rows); the client's receipt of the payment, never the Advance Refund a final payment also has.
 */
export async function withFiscalReceipts<Row extends { id: number }>(db: DbExecutor, organizationId: number, payments: Row[]): Promise<(Row & { fiscalReceipt?: FiscalReceipt })[]> {
  const receipts = new Map((await receiptsOfTransactions(db, organizationId, payments.map((payment) => payment.id))).map((receipt) => [receipt.transactionId, receipt]));
  return payments.map((payment) => {
    const fiscalReceipt = receipts.get(payment.id);
    return fiscalReceipt ? { ...payment, fiscalReceipt } : payment;
  });
}

export async function salesOfRows(db: DbExecutor, organizationId: number, rows: readonly SaleRow[]): Promise<Sale[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [items, payments] = await readTogether(
    db,
    () => db
      .select({
        saleId: saleItems.saleId,
        id: saleItems.id,
        uid: saleItems.uid,
        kind: saleItems.kind,
        serviceId: saleItems.serviceId,
        membershipId: saleItems.membershipId,
        productId: saleItems.productId,
        name: saleItems.name,
        orderServiceId: saleItems.orderServiceId,
        employeeId: saleItems.employeeId,
        employeeName: fullName(employees.firstName, employees.lastName),
        quantity: saleItems.quantity,
        price: saleItems.unitPrice,
        discountKind: saleItems.discountKind,
        discountValue: saleItems.discountValue,
        discountAmount: saleItems.discountAmount,
        total: saleItems.total,
        startsAt: saleItems.startsOn,
        soldMembershipId: soldMemberships.id,
      })
      .from(saleItems)
      .leftJoin(employees, and(eq(employees.organizationId, saleItems.organizationId), eq(employees.id, saleItems.employeeId)))
      .leftJoin(soldMemberships, and(eq(soldMemberships.organizationId, saleItems.organizationId), eq(soldMemberships.saleItemId, saleItems.id)))
      .where(and(eq(saleItems.organizationId, organizationId), inArray(saleItems.saleId, ids)))
      .orderBy(asc(saleItems.id)),
    () => transactionsQuery(db)
      .where(and(eq(transactions.organizationId, organizationId), inArray(transactions.saleId, ids)))
      .orderBy(asc(transactions.createdAt), asc(transactions.id)),
  );
  const withReceipts = await withFiscalReceipts(db, organizationId, payments);
  return rows.map((row) => ({
    id: row.id,
    branchId: row.branchId,
    clientId: row.clientId,
    clientName: row.clientName,
    orderId: row.orderId,
    date: row.date,
    currency: row.currency,
    subtotal: row.subtotal,
    discount: row.discount,
    total: row.total,
    paid: row.paid,
    debt: row.canceledAt ? '0.00' : moneyText(decimal(row.total).minus(decimal(row.paid))),
    status: saleStatusOf(row),
    items: items
      .filter((item) => item.saleId === row.id)
      .map((item) => ({
        id: item.id,
        uid: item.uid,
        kind: item.kind,
        refId: (item.serviceId ?? item.membershipId ?? item.productId)!,
        name: item.name,
        orderServiceId: item.orderServiceId,
        employeeId: item.employeeId,
        employeeName: item.employeeName,
        quantity: item.quantity,
        price: item.price,
        discount: discountOf(item.discountKind, item.discountValue),
        discountAmount: item.discountAmount,
        total: item.total,
        startsAt: item.startsAt,
        soldMembershipId: item.soldMembershipId,
      })),
    transactions: withReceipts.filter((payment) => payment.saleId === row.id),
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    createdByName: row.createdByName,
    version: row.version,
  }));
}

export async function loadSale(db: DbExecutor, organizationId: number, saleId: number): Promise<Sale> {
  const rows = await salesQuery(db).where(and(eq(sales.organizationId, organizationId), eq(sales.id, saleId)));
  const [sale] = await salesOfRows(db, organizationId, rows);
  if (!sale) throw notFound('sale');
  return sale;
}
