import type { AuditHistory } from '../../../src/schema/audit';
import type { Order, OrderCreate, OrderDetail, OrderServiceLine, OrderUpdate } from '../../../src/schema/schedule/order';
import { checkOrderTransition, type OrderStatus } from '../../../src/schema/schedule/order-status';
import { recordHistory } from '../../crud/crud.service';
import type { DbExecutor, DbTransaction } from '../../db/client';
import { badInput, conflict, DomainError, notFound, type FieldIssue } from '../../plugins/app/domain-error';
import { assertCalendarDates, assertLiveReferences, type BookedLine } from './booking-rules';
import { membershipVisitsOnStatusChange } from '../sold-memberships/membership-draw-down';
import { ordersResource, type OrderCaller } from './order-access';
import { orderOfRows } from '../schedule/order-mapper';
import { recordOrderChange, checkedLines, clientsOfOrder, writeLines, writeOrders, type Announce, type OrderActor, type OrderDeps, type OrderEventName, type VisitCounts } from './order-writer';
import { addToVisitCounts, clientsOf, findOrder, insertOrder, linesOf, linesOnSales, releaseLines, updateOrder, type OrderRow } from './orders.repository';
import { assertHeldLinesKept, matchEditedLines } from './paid-lines';
import { orderPaymentFields } from './order-payments';
import { applyNoShowRules } from './no-show-charges';
import { refreshOrderPaymentStatus } from '../money/order-payment-status';
import { branchToday, type BranchScope } from '../../crud/branch-records';
import { readTogether } from '../../db/read-together';

/** A single order's life: booked, changed, moved through its statuses, cancelled; each step audited and announced. */

const bookedLines = (services: readonly OrderServiceLine[]): BookedLine[] =>
  services.map((line, index) => ({ ...line, path: ['services', index] }));

const missingOrder = () => notFound('order');

/** The order as the API answers it, read in `db` (a transaction sees its own writes). */
export async function loadOrder(db: DbExecutor, caller: OrderActor & { scope: BranchScope }, row: OrderRow): Promise<Order> {
  const [lines, clients] = await readTogether(
    db,
    () => linesOf(db, caller.organizationId, [row.id]),
    () => clientsOf(db, caller.organizationId, [row.id]),
  );
  const order = orderOfRows(row, lines, clients, caller.branch.timeZone);
  // Which lines a sale holds, so the drawer shows their price as final before it asks (paid-lines.ts).
  const held = await linesOnSales(db, caller.organizationId, order.services.map((line) => line.id));
  return { ...order, services: order.services.map((line) => ({ ...line, onSale: held.has(line.id) })) };
}

/** `GET /orders/{id}`, the drawer's read: the order with its payments (order-payments.ts); the writes answer it lean. */
export async function showOrder(deps: OrderDeps, caller: OrderCaller, id: number): Promise<OrderDetail> {
  const row = await findOrder(deps.db, caller.scope, id);
  if (!row) throw missingOrder();
  const order = await loadOrder(deps.db, caller, row);
  return { ...order, ...(await orderPaymentFields(deps.db, caller, order)) };
}

export async function createOrder(deps: OrderDeps, caller: OrderCaller, input: OrderCreate): Promise<Order> {
  const lines = bookedLines(input.services);
  assertCalendarDates(lines);
  return writeOrders(deps, caller, async (tx, announce) => {
    const { planned, row } = await checkedLines(tx, deps, caller, lines, {
      confirmed: input.confirmOutsideWorkingHours,
      client: { path: ['clientId'], id: input.clientId },
    });
    const created = await insertOrder(tx, {
      ...caller.scope,
      ...row,
      mode: 'order.single',
      clientId: input.clientId,
      description: input.description,
      currency: caller.branch.currency,
      createdBy: caller.userId,
    });
    await writeLines(tx, caller, created.id, planned);
    const order = await loadOrder(tx, caller, created);
    await recordOrderChange(tx, caller, 'create', null, order);
    await announce('order:new', order);
    return order;
  });
}

/** What a change of status does to the client's visit counts: a completed visit counts, a missed one too. */
function visitCountChange(from: OrderStatus, to: OrderStatus): { visits?: number; missed?: number } | null {
  const change = {
    visits: (to === 'order_status.success' ? 1 : 0) - (from === 'order_status.success' ? 1 : 0),
    missed: (to === 'order_status.pass' ? 1 : 0) - (from === 'order_status.pass' ? 1 : 0),
  };
  return change.visits === 0 && change.missed === 0 ? null : change;
}

const eventOfStatus = (to: OrderStatus): OrderEventName => {
  if (to === 'order_status.approved') return 'order:confirm';
  if (to === 'order_status.canceled') return 'order:cancel';
  if (to === 'order_status.pass') return 'order:missed';
  return 'order:update';
};

/**
 * Moves an order to `to` inside the caller's transaction: the visit counts of its client (each joined client of
 * a group class) follow, the change is audited and announced. The missed-visits job and the staff's calls share it.
 */
export async function changeStatus(
  tx: DbTransaction,
  actor: OrderActor & { scope: BranchScope },
  row: OrderRow,
  to: OrderStatus,
  announce: Announce,
  extra: Partial<OrderRow> = {},
): Promise<Order> {
  const before = await loadOrder(tx, actor, row);
  // Memberships first: the payment status their visits change is then in the row updateOrder answers.
  for (const eventId of await membershipVisitsOnStatusChange(tx, actor, row, to)) announce.queued?.(eventId);
  const updated = await updateOrder(tx, actor.scope, row.id, { ...extra, status: to });
  if (to === 'order_status.canceled') await releaseLines(tx, actor.organizationId, row.id);
  const after = await loadOrder(tx, actor, updated);
  const change = visitCountChange(row.status, to);
  const counts = new Map<number, VisitCounts>();
  for (const clientId of change ? clientsOfOrder(after) : []) {
    const moved = await addToVisitCounts(tx, actor.organizationId, clientId, change!);
    if (moved) counts.set(clientId, moved);
  }
  // What a miss costs (no-show-charges.ts), in this same transaction; the row's unique key applies it once.
  for (const eventId of await applyNoShowRules(tx, actor, row, to, clientsOfOrder(after))) announce.queued?.(eventId);
  await recordOrderChange(tx, actor, 'update', before, after, counts);
  await announce(eventOfStatus(to), after);
  return after;
}

/** Locks the order for a change and checks the version the person read. */
async function lockedOrder(tx: DbTransaction, caller: OrderCaller, id: number, version: number | undefined): Promise<OrderRow> {
  const row = await findOrder(tx, caller.scope, id, true);
  if (!row) throw missingOrder();
  if (version !== undefined && row.version !== version) throw new DomainError('stale_version', (m) => m.common.staleVersion);
  return row;
}

/** `today` is the branch's own date: starting or completing waits for the appointment's day (order-status.ts). */
function assertTransition(row: OrderRow, to: OrderStatus, today: string, viaCancelCall = false): void {
  const refusal = checkOrderTransition(row.status, to, { viaCancelCall, startsAt: row.startsAt.getTime(), now: Date.now(), date: row.localDate, today });
  if (refusal) throw conflict((m) => m.orders.transitionRefused(refusal));
}

/**
 * A group class is one service and one employee; its clients join through their own calls, and its places may
 * not go below those who joined. A single order has no places.
 */
async function assertGroupChange(tx: DbTransaction, caller: OrderCaller, row: OrderRow, input: OrderUpdate): Promise<void> {
  const issues: FieldIssue[] = [];
  if (row.mode !== 'order.group') {
    if (input.capacity !== undefined) issues.push({ path: ['capacity'], message: (m) => m.orders.onlyGroupHasPlaces });
  } else {
    if (input.services && input.services.length > 1) issues.push({ path: ['services'], message: (m) => m.orders.groupHasOneService });
    if (input.clientId) issues.push({ path: ['clientId'], message: (m) => m.orders.clientsJoinOneByOne });
  }
  if (issues.length > 0) throw badInput(issues);
  if (row.mode !== 'order.group' || input.capacity === undefined) return;
  const joined = (await clientsOf(tx, caller.organizationId, [row.id])).length;
  if (input.capacity < joined) throw conflict((m) => m.orders.capacityBelowJoined({ joined }));
}

export async function editOrder(deps: OrderDeps, caller: OrderCaller, id: number, input: OrderUpdate): Promise<Order> {
  const lines = input.services ? bookedLines(input.services) : null;
  if (lines) assertCalendarDates(lines);
  return writeOrders(deps, caller, async (tx, announce) => {
    let row = await lockedOrder(tx, caller, id, input.version);
    if (row.status === 'order_status.canceled') throw conflict((m) => m.orders.cancelledUnchangeable);
    if (input.status !== undefined) assertTransition(row, input.status, branchToday(caller));
    await assertGroupChange(tx, caller, row, input);
    const before = await loadOrder(tx, caller, row);
    const client = input.clientId === undefined ? undefined : { path: ['clientId'], id: input.clientId };
    let times = {};
    if (lines) {
      const booked = await linesOf(tx, caller.organizationId, [id]);
      const keep = matchEditedLines(booked, input.services!);
      assertHeldLinesKept(booked, await linesOnSales(tx, caller.organizationId, booked.map((line) => line.id)), input.services!, keep);
      const checked = await checkedLines(tx, deps, caller, lines, { confirmed: input.confirmOutsideWorkingHours, client });
      // Each edited line keeps the id of the booked line it changes, and with it the sale that pays it.
      await writeLines(tx, caller, id, checked.planned.map((line, index) => (keep[index] === null ? line : { ...line, id: keep[index] })));
      // A line added to a paid visit is owed (so is an unsold one repriced): the payment status follows at once.
      announce.queued?.(await refreshOrderPaymentStatus(tx, caller.organizationId, id));
      times = checked.row;
    } else if (client) {
      await assertLiveReferences(tx, { registry: deps.registry, scope: caller.scope }, [], [client]);
    }
    const fields = {
      ...times,
      ...(input.clientId === undefined ? {} : { clientId: input.clientId }),
      ...(input.description === undefined ? {} : { description: input.description }),
      ...(input.capacity === undefined ? {} : { capacity: input.capacity }),
    };
    if (Object.keys(fields).length > 0 || input.status === undefined) {
      row = await updateOrder(tx, caller.scope, id, fields);
      await recordOrderChange(tx, caller, 'update', before, await loadOrder(tx, caller, row));
    }
    if (input.status !== undefined) return changeStatus(tx, caller, row, input.status, announce);
    const after = await loadOrder(tx, caller, row);
    await announce('order:update', after);
    // Screens showing where it was (another day, another person's column, their free times) refresh too.
    const employeesOf = (order: Order) => order.services.map((line) => line.employeeId).sort().join();
    if (before.date !== after.date || employeesOf(before) !== employeesOf(after)) await announce('order:update', before);
    return after;
  });
}

/** Staff cancel through this call (canceler `internal`); the lines stop holding time, so the slot is free again. */
export async function cancelOrder(deps: OrderDeps, caller: OrderCaller, id: number, version: number | undefined): Promise<Order> {
  return writeOrders(deps, caller, async (tx, announce) => {
    const row = await lockedOrder(tx, caller, id, version);
    assertTransition(row, 'order_status.canceled', branchToday(caller), true);
    return changeStatus(tx, caller, row, 'order_status.canceled', announce, { cancelerOrigin: 'canceler_origin.internal', canceledAt: new Date() });
  });
}

/** The order's audit trail, newest first, in the engine's history shape. */
export const orderHistory = (deps: OrderDeps, caller: OrderCaller, id: number, page: number, perPage: number): Promise<AuditHistory> =>
  recordHistory(deps, ordersResource, caller, id, page, perPage);
