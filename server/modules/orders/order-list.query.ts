import { and, asc, count, desc, eq, exists, ne, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ListQuery } from '../../../src/schema/list-query';
import type { ListMeta } from '../../../src/schema/protocol';
import type { Order } from '../../../src/schema/schedule/order';
import { orderListDefinition } from '../../../src/schema/schedule/order-list';
import { orderServices, orders } from '../../db/tables';
import { conditionSql, listFilterSql } from '../../crud/crud-sql';
import { validateListQuery, type ValidCondition } from '../../crud/list-query.rules';
import type { OrderCaller } from './order-access';
import { ordersOfRows } from '../schedule/order-mapper';
import type { OrderDeps } from './order-writer';
import { clientsOf, linesOf, notHeld } from './orders.repository';

/**
 * `GET /branches/{id}/orders`: the engine's list grammar (validated by its rules, each condition's SQL by its
 * crud-sql) over the branch's orders, breaks left out. `date` filters on the local date and sorts by the start;
 * `employeeId` matches orders with a line of that employee.
 */

const filterColumns: Record<string, PgColumn> = {
  id: orders.id,
  date: orders.localDate,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  mode: orders.mode,
  clientId: orders.clientId,
  description: orders.description,
};
const sortColumns: Record<string, PgColumn> = { ...filterColumns, date: orders.startsAt, createdAt: orders.createdAt, updatedAt: orders.updatedAt };

const hasLineOf = (condition: ValidCondition) =>
  exists(
    sql`(select 1 from ${orderServices} where ${orderServices.organizationId} = ${orders.organizationId} and ${orderServices.orderId} = ${orders.id} and ${conditionSql(orderServices.employeeId, condition)})`,
  );

export async function listOrders(deps: OrderDeps, caller: OrderCaller, query: ListQuery): Promise<{ items: Order[]; meta: ListMeta }> {
  const valid = validateListQuery(orderListDefinition, query);
  const conditions = valid.conditions.map((condition) =>
    condition.field === 'employeeId' ? hasLineOf(condition) : conditionSql(filterColumns[condition.field]!, condition),
  );
  const where = and(
    eq(orders.organizationId, caller.scope.organizationId),
    eq(orders.branchId, caller.scope.branchId),
    ne(orders.mode, 'order.break'),
    notHeld,
    conditions.length > 0 ? (valid.combiner === 'or' ? or(...conditions) : and(...conditions)) : undefined,
    listFilterSql(orderListDefinition, filterColumns, { conditions: [], combiner: 'and', terms: valid.terms }),
  );
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select()
      .from(orders)
      .where(where)
      // The id last: orders starting at the same time keep one order across pages.
      .orderBy(...valid.sort.map((entry) => (entry.order === 'desc' ? desc : asc)(sortColumns[entry.field]!)), asc(orders.id))
      .limit(valid.perPage)
      .offset((valid.page - 1) * valid.perPage),
    deps.db.select({ total: count() }).from(orders).where(where),
  ]);
  const ids = rows.map((row) => row.id);
  const [lines, clients] = await Promise.all([linesOf(deps.db, caller.organizationId, ids), clientsOf(deps.db, caller.organizationId, ids)]);
  const total = counted?.total ?? 0;
  return {
    items: ordersOfRows(rows, lines, clients, caller.branch.timeZone),
    meta: { totalItems: total, totalPages: Math.ceil(total / valid.perPage), currentPage: valid.page, itemsPerPage: valid.perPage, itemCount: rows.length },
  };
}
