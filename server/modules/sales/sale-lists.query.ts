import { and, asc, count, desc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ListQuery } from '../../../src/schema/list-query';
import type { ListMeta } from '../../../src/schema/protocol';
import type { AnyResourceDefinition } from '../../../src/schema/resource-definition';
import type { Sale, Transaction } from '../../../src/schema/sales/checkout';
import { eventListDefinition, type MoneyEvent } from '../../../src/schema/sales/event-list';
import { paymentListDefinition } from '../../../src/schema/sales/payment-list';
import { saleListDefinition } from '../../../src/schema/sales/sale-list';
import type { Db } from '../../db/client';
import { auditLog, sales, transactions, users } from '../../db/tables';
import { conditionSql } from '../../crud/crud-sql';
import { validateListQuery } from '../../crud/list-query.rules';
import { salesOfRows, salesQuery, transactionsQuery, withFiscalReceipts } from './sale-read';
import type { SalesCaller } from './sales-access';

/**
 * The branch's payments, sales and money events in the engine's list grammar: its rules validate the query
 * (400 naming the filter), its crud-sql writes each condition, so the filter bar, paging, sort and the CSV
 * export of the engine's list screen work on them as on any resource.
 */

type Page<T> = { items: T[]; meta: ListMeta };

function listParts(definition: AnyResourceDefinition, query: ListQuery, columns: Record<string, PgColumn>) {
  const valid = validateListQuery(definition, query);
  const conditions = valid.conditions.map((condition) => conditionSql(columns[condition.field]!, condition));
  const filter = conditions.length > 0 ? (valid.combiner === 'or' ? or(...conditions) : and(...conditions)) : undefined;
  const order = valid.sort.map((entry) => (entry.order === 'desc' ? desc : asc)(columns[entry.field]!));
  return { valid, filter, order };
}

const metaOf = (total: number, page: number, perPage: number, itemCount: number): ListMeta => ({
  totalItems: total,
  totalPages: Math.ceil(total / perPage),
  currentPage: page,
  itemsPerPage: perPage,
  itemCount,
});

const paymentColumns: Record<string, PgColumn> = {
  date: transactions.localDate,
  kind: transactions.kind,
  method: transactions.method,
  amount: transactions.amount,
  clientId: transactions.clientId,
  employeeId: transactions.employeeId,
  saleId: transactions.saleId,
  orderId: transactions.orderId,
  createdAt: transactions.createdAt,
  id: transactions.id,
};

/** `GET /branches/{id}/transactions`: Sales → Payments, refunds among them (negative, naming their payment). */
export async function listTransactions(db: Db, caller: SalesCaller, query: ListQuery): Promise<Page<Transaction>> {
  const { valid, filter, order } = listParts(paymentListDefinition, query, paymentColumns);
  const where = and(eq(transactions.organizationId, caller.organizationId), eq(transactions.branchId, caller.branchId), filter);
  const [rows, [counted]] = await Promise.all([
    transactionsQuery(db)
      .where(where)
      .orderBy(...order, desc(transactions.id))
      .limit(valid.perPage)
      .offset((valid.page - 1) * valid.perPage),
    db.select({ total: count() }).from(transactions).where(where),
  ]);
  // Each row's fiscal receipt where the branch fiscalises: the row opens it (Sales → Payments).
  const items = await withFiscalReceipts(db, caller.organizationId, rows);
  return { items, meta: metaOf(counted?.total ?? 0, valid.page, valid.perPage, items.length) };
}

const saleColumns: Record<string, PgColumn> = {
  date: sales.localDate,
  clientId: sales.clientId,
  orderId: sales.orderId,
  total: sales.total,
  paid: sales.paid,
  createdAt: sales.createdAt,
  id: sales.id,
};

/** `GET /branches/{id}/sales`: the branch's sales with items and payments (a client card filters by clientId). */
export async function listSales(db: Db, caller: SalesCaller, query: ListQuery): Promise<Page<Sale>> {
  const { valid, filter, order } = listParts(saleListDefinition, query, saleColumns);
  const where = and(eq(sales.organizationId, caller.organizationId), eq(sales.branchId, caller.branchId), filter);
  const [rows, [counted]] = await Promise.all([
    salesQuery(db)
      .where(where)
      .orderBy(...order, desc(sales.id))
      .limit(valid.perPage)
      .offset((valid.page - 1) * valid.perPage),
    db.select({ total: count() }).from(sales).where(where),
  ]);
  const items = await salesOfRows(db, caller.organizationId, rows);
  return { items, meta: metaOf(counted?.total ?? 0, valid.page, valid.perPage, items.length) };
}

const eventColumns: Record<string, PgColumn> = { at: auditLog.at, entity: auditLog.entity, action: auditLog.action, id: auditLog.id };

/** The money an event moved: a transaction's signed amount, a sale's total, as its audit entry recorded it. */
const amountOf = (changes: SQL) => sql<string | null>`coalesce(${changes} -> 'amount' ->> 'to', ${changes} -> 'total' ->> 'to')`;

/** `GET /branches/{id}/events`: Sales → Events, the audit rows that name this branch, newest first. */
export async function listEvents(db: Db, caller: SalesCaller, query: ListQuery): Promise<Page<MoneyEvent>> {
  const { valid, filter, order } = listParts(eventListDefinition, query, eventColumns);
  const where = and(eq(auditLog.organizationId, caller.organizationId), isNotNull(auditLog.branchId), eq(auditLog.branchId, caller.branchId), filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        action: auditLog.action,
        actorName: sql<string | null>`nullif(concat_ws(' ', ${users.firstName}, nullif(${users.lastName}, '')), '')`,
        amount: amountOf(sql`${auditLog.changes}`),
        changes: auditLog.changes,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(where)
      .orderBy(...order, desc(auditLog.id))
      .limit(valid.perPage)
      .offset((valid.page - 1) * valid.perPage),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  const items = rows.map((row) => ({ ...row, at: row.at.toISOString() }));
  return { items, meta: metaOf(counted?.total ?? 0, valid.page, valid.perPage, items.length) };
}
