import { and, asc, count, eq, inArray, isNull, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../src/schema/schedule/order-status';
import { branches, clients, employees, orderClients, orderServices, orders, resources, saleItems, workSlots } from '../../db/tables';
import type { DbExecutor } from '../../db/client';
import { branchInfoColumns, type BranchInfo, type BranchScope } from '../../crud/branch-records';

/** The only file of the orders module that talks to the database (besides the list's query, order-list.query.ts). */

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderServices.$inferSelect;
export type OrderClientRow = Pick<typeof orderClients.$inferSelect, 'orderId' | 'clientId'>;
export type NewOrderLine = Omit<typeof orderServices.$inferInsert, 'organizationId' | 'branchId' | 'orderId'>;

/**
 * Staff never see a time held for a client booking online (orders.held_until): it is not an order yet, and it is
 * gone within minutes, confirmed or expired (server/modules/online-booking).
 */
export const notHeld = isNull(orders.heldUntil);

/** `/orders/{id}` and `/breaks/{id}` name no chain: where the record lives, found by id alone (orders_id_idx). */
export async function findOrderHome(db: DbExecutor, id: number) {
  const [row] = await db.select({ organizationId: orders.organizationId, branchId: orders.branchId, mode: orders.mode }).from(orders).where(and(eq(orders.id, id), notHeld)).limit(1);
  return row ?? null;
}

/** The order, locked until the transaction ends when `forUpdate` (edits). */
export async function findOrder(db: DbExecutor, scope: BranchScope, id: number, forUpdate = false): Promise<OrderRow | null> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.organizationId, scope.organizationId), eq(orders.branchId, scope.branchId), eq(orders.id, id), notHeld))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The lines of the given orders, each order's in its own order. */
export async function linesOf(db: DbExecutor, organizationId: number, orderIds: readonly number[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderServices)
    .where(and(eq(orderServices.organizationId, organizationId), inArray(orderServices.orderId, [...orderIds])))
    .orderBy(asc(orderServices.orderId), asc(orderServices.position), asc(orderServices.id));
}

/** The clients who joined the given group orders, each order's in the order they joined. */
export async function clientsOf(db: DbExecutor, organizationId: number, orderIds: readonly number[]): Promise<OrderClientRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({ orderId: orderClients.orderId, clientId: orderClients.clientId })
    .from(orderClients)
    .where(and(eq(orderClients.organizationId, organizationId), inArray(orderClients.orderId, [...orderIds])))
    .orderBy(asc(orderClients.orderId), asc(orderClients.createdAt), asc(orderClients.clientId));
}

/** How many clients have joined a group order (read under its row lock, so joins cannot pass its capacity). */
export async function joinedCount(db: DbExecutor, organizationId: number, orderId: number): Promise<number> {
  const [row] = await db.select({ joined: count() }).from(orderClients).where(and(eq(orderClients.organizationId, organizationId), eq(orderClients.orderId, orderId)));
  return row?.joined ?? 0;
}

export async function addOrderClients(tx: DbExecutor, organizationId: number, orderId: number, clientIds: readonly number[], termsVersion: number | null = null): Promise<void> {
  if (clientIds.length === 0) return;
  await tx.insert(orderClients).values(clientIds.map((clientId) => ({ organizationId, orderId, clientId, termsVersion })));
}

/** Whether the client was in the class. */
export async function removeOrderClient(tx: DbExecutor, organizationId: number, orderId: number, clientId: number): Promise<boolean> {
  const removed = await tx
    .delete(orderClients)
    .where(and(eq(orderClients.organizationId, organizationId), eq(orderClients.orderId, orderId), eq(orderClients.clientId, clientId)))
    .returning({ clientId: orderClients.clientId });
  return removed.length > 0;
}

export async function insertOrder(tx: DbExecutor, values: typeof orders.$inferInsert): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(values).returning();
  return row!;
}

/** Bumps the version and the update time with the changes. */
export async function updateOrder(tx: DbExecutor, scope: BranchScope, id: number, changes: Partial<typeof orders.$inferInsert>): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ ...changes, version: sql`${orders.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(orders.organizationId, scope.organizationId), eq(orders.id, id)))
    .returning();
  return row!;
}

export async function deleteOrder(tx: DbExecutor, scope: BranchScope, id: number): Promise<void> {
  await tx.delete(orders).where(and(eq(orders.organizationId, scope.organizationId), eq(orders.id, id)));
}

/**
 * Writes the order's lines over its booked ones; order-writer.ts writeLines, the one caller, has them judged
 * against every other line. A line with an `id` changes that booked line in place and keeps its id: a sale item
 * and a membership visit point at a booked line by id, and deleting and inserting it would cut the sale off the
 * visit (the order would later read as unpaid, and the line could be sold a second time). A line without one is
 * new; booked lines no line names are deleted. The kept lines first stop holding time, so lines that trade places
 * within the order never meet the exclusion constraint half-written; each takes its time back with its new values.
 */
export async function replaceLines(tx: DbExecutor, scope: BranchScope, orderId: number, lines: readonly NewOrderLine[]): Promise<void> {
  const ofOrder = and(eq(orderServices.organizationId, scope.organizationId), eq(orderServices.orderId, orderId));
  const kept = lines.flatMap((line) => (line.id === undefined ? [] : [line.id]));
  await tx.delete(orderServices).where(kept.length === 0 ? ofOrder : and(ofOrder, notInArray(orderServices.id, kept)));
  if (kept.length > 0) await tx.update(orderServices).set({ holdsTime: false }).where(and(ofOrder, inArray(orderServices.id, kept)));
  for (const { id, ...line } of lines) {
    if (id !== undefined) await tx.update(orderServices).set({ ...line, holdsTime: true }).where(and(ofOrder, eq(orderServices.id, id)));
  }
  const added = lines.filter((line) => line.id === undefined);
  if (added.length > 0) await tx.insert(orderServices).values(added.map((line) => ({ ...line, ...scope, orderId })));
}

/** Which of the given booked lines a sale holds (an item of a sale not cancelled; a refund leaves it held). */
export async function linesOnSales(db: DbExecutor, organizationId: number, lineIds: readonly number[]): Promise<Set<number>> {
  if (lineIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: saleItems.orderServiceId })
    .from(saleItems)
    .where(and(eq(saleItems.organizationId, organizationId), inArray(saleItems.orderServiceId, [...lineIds]), eq(saleItems.canceled, false)));
  return new Set(rows.flatMap((row) => (row.id === null ? [] : [row.id])));
}

/** A resource the order's lines fill past its capacity at some instant, with how many lines hold it then. */
export type OverfullResource = { resourceId: number; name: string; capacity: number; held: number };

/**
 * The resource of the order's lines that holds more lines than its capacity at some instant, the fullest first;
 * null when every one fits. The count over an interval peaks where a line starts, so it is taken at the start of
 * each of the order's lines on the resource and at every start of another line inside it: A 10:00-11:00 and
 * B 10:30-11:30 fill a room of 2 only from 10:30 to 11:00, and C 11:00-11:30 finds B alone there. The caller holds
 * the resource's lock (order-writer.ts takeTurns), so what it counts cannot change before it commits.
 */
export async function overfullResource(db: DbExecutor, organizationId: number, orderId: number): Promise<OverfullResource | null> {
  const result = await db.execute<OverfullResource>(sql`
    with mine as (
      select resource_id, starts_at, ends_at from ${orderServices}
      where organization_id = ${organizationId} and order_id = ${orderId} and holds_time and resource_id is not null
    ), instants as (
      select resource_id, starts_at as at from mine
      union
      select mine.resource_id, other.starts_at from mine
      join ${orderServices} other on other.organization_id = ${organizationId} and other.resource_id = mine.resource_id and other.holds_time
        and tstzrange(other.starts_at, other.ends_at) && tstzrange(mine.starts_at, mine.ends_at) and other.starts_at > mine.starts_at
    )
    select instants.resource_id as "resourceId", r.name, r.capacity, count(*)::int as held
    from instants
    join ${orderServices} line on line.organization_id = ${organizationId} and line.resource_id = instants.resource_id and line.holds_time
      and tstzrange(line.starts_at, line.ends_at) @> instants.at
    join ${resources} r on r.organization_id = ${organizationId} and r.id = instants.resource_id
    group by instants.resource_id, instants.at, r.name, r.capacity
    having count(*) > r.capacity
    order by count(*) - r.capacity desc, instants.at
    limit 1`);
  return result.rows[0] ?? null;
}

/** A cancelled order's lines stop holding time, so the slot can be booked again. */
export async function releaseLines(tx: DbExecutor, organizationId: number, orderId: number): Promise<void> {
  await tx.update(orderServices).set({ holdsTime: false }).where(and(eq(orderServices.organizationId, organizationId), eq(orderServices.orderId, orderId)));
}

/** The employees' work slots on a local date. */
export const workSlotsOn = (db: DbExecutor, scope: BranchScope, employeeIds: readonly number[], date: string) =>
  employeeIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ employeeId: workSlots.employeeId, type: workSlots.type, slotStart: workSlots.slotStart, slotEnd: workSlots.slotEnd })
        .from(workSlots)
        .where(and(eq(workSlots.organizationId, scope.organizationId), eq(workSlots.date, date), inArray(workSlots.employeeId, [...employeeIds])));

export async function employeeName(db: DbExecutor, organizationId: number, id: number): Promise<string | null> {
  const [row] = await db.select({ firstName: employees.firstName, lastName: employees.lastName }).from(employees).where(and(eq(employees.organizationId, organizationId), eq(employees.id, id)));
  return row ? `${row.firstName} ${row.lastName}`.trim() : null;
}

/** Adds to a client's visit counts; answers them before and after, for the client's history. */
export async function addToVisitCounts(tx: DbExecutor, organizationId: number, clientId: number, change: { visits?: number; missed?: number }) {
  const [before] = await tx
    .select({ visitCount: clients.visitCount, missedVisitCount: clients.missedVisitCount })
    .from(clients)
    .where(and(eq(clients.organizationId, organizationId), eq(clients.id, clientId)))
    .for('update');
  if (!before) return null;
  const after = {
    visitCount: Math.max(0, before.visitCount + (change.visits ?? 0)),
    missedVisitCount: Math.max(0, before.missedVisitCount + (change.missed ?? 0)),
  };
  await tx.update(clients).set(after).where(and(eq(clients.organizationId, organizationId), eq(clients.id, clientId)));
  return { before, after };
}

const openStatuses: OrderStatus[] = ['order_status.waiting', 'order_status.approved'];

/**
 * Visits that ended before `now` and nobody closed, locked for this transaction; SKIP LOCKED lets another
 * process's job take the next ones rather than count these twice. Started visits stay: the client came.
 */
export const claimUnclosedOrders = (tx: DbExecutor, now: Date, limit: number) =>
  tx
    .select()
    .from(orders)
    .where(and(inArray(orders.status, openStatuses), lt(orders.endsAt, now), ne(orders.mode, 'order.break'), notHeld))
    .orderBy(asc(orders.endsAt))
    .limit(limit)
    .for('update', { skipLocked: true });

/** The branch of an order the caller did not name (the missed-visits job), deleted or not. */
export async function branchOf(db: DbExecutor, organizationId: number, branchId: number): Promise<BranchInfo> {
  const [row] = await db
    .select(branchInfoColumns)
    .from(branches)
    .where(and(eq(branches.organizationId, organizationId), eq(branches.id, branchId)));
  if (!row) throw new Error(`branch ${branchId} of an order is gone`);
  return row;
}
