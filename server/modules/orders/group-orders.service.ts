import type { z } from 'zod';
import { isCalendarDate } from '../../../src/schema/schedule/calendar';
import { occurrenceDates, type groupOrderCreatedSchema, type GroupOrderCreate, type occurrenceRefusalSchema, type Order } from '../../../src/schema/schedule/order';
import type { OrderStatus } from '../../../src/schema/schedule/order-status';
import type { DbTransaction } from '../../db/client';
import { badInput, conflict, notFound, type Sentence } from '../../plugins/app/domain-error';
import { assertCalendarDates, assertLiveReferences, linesOutsideHours, plannedLines, spanOf, type BookedLine } from './booking-rules';
import type { BranchScope } from '../../crud/branch-records';
import type { OrderCaller } from './order-access';
import { recordOrderChange, exclusionViolation, takeTurns, writeLines, writeOrders, type Announce, type OrderActor, type OrderDeps } from './order-writer';
import { ResourceFullError } from './resource-capacity';
import { loadOrder } from './orders.service';
import { addOrderClients, findOrder, insertOrder, joinedCount, removeOrderClient, updateOrder, type OrderRow } from './orders.repository';

/**
 * Group classes (mode `order.group`): one service with one employee (and maybe a room), places for `capacity`
 * clients, who join and leave until it is full. A weekly repeat books one class per date, each checked on its own:
 * a date whose time is taken or outside the hours is refused with its reason, the others are booked.
 */

export type GroupOrderCreated = z.infer<typeof groupOrderCreatedSchema>;
type Refusal = z.infer<typeof occurrenceRefusalSchema>;

const lineOn = (input: GroupOrderCreate, date: string): BookedLine => ({
  path: [],
  serviceId: input.serviceId,
  employeeId: input.employeeId,
  resourceId: input.resourceId,
  date,
  startTime: input.startTime,
  duration: input.duration,
  price: input.price,
});

/** The schemas take 2025-02-30 by its shape; the calendar does not. */
function assertRealDates(input: GroupOrderCreate): void {
  assertCalendarDates([{ path: [], date: input.date }]);
  const end = input.repeat?.endDate;
  if (end && !isCalendarDate(end)) throw badInput([{ path: ['repeat', 'endDate'], message: (m) => m.common.noSuchDate }]);
}

/** One class on one date, in a savepoint of its own: an overlap or a full room rolls back this class alone, and says whose. */
async function bookOccurrence(tx: DbTransaction, caller: OrderCaller, input: GroupOrderCreate, line: BookedLine): Promise<Order | Refusal['reason']> {
  // Classes of one employee or room take turns with every other booking of them (order-writer.ts takeTurns).
  await takeTurns(tx, caller.organizationId, [line]);
  try {
    return await tx.transaction(async (savepoint) => {
      const planned = plannedLines([line], caller.branch.timeZone);
      const created = await insertOrder(savepoint, {
        ...caller.scope,
        ...spanOf(planned),
        localDate: line.date,
        mode: 'order.group',
        capacity: input.capacity,
        description: input.description,
        currency: caller.branch.currency,
        createdBy: caller.userId,
      });
      await writeLines(savepoint, caller, created.id, planned);
      await addOrderClients(savepoint, caller.organizationId, created.id, input.clientIds);
      const order = await loadOrder(savepoint, caller, created);
      await recordOrderChange(savepoint, caller, 'create', null, order);
      return order;
    });
  } catch (error) {
    if (error instanceof ResourceFullError) return 'resource_busy';
    if (exclusionViolation(error)) return 'employee_busy';
    throw error;
  }
}

/**
 * `POST /branches/{id}/group-orders`: the class on its date and, with a repeat, on each chosen weekday up to the
 * end date. The references and the initial clients are checked once (400 naming the field); the hours, unless
 * confirmed, and the overlaps per date. Every class booked is announced once the whole request commits.
 */
export async function createGroupOrders(deps: OrderDeps, caller: OrderCaller, input: GroupOrderCreate): Promise<GroupOrderCreated> {
  assertRealDates(input);
  const lines = occurrenceDates(input.date, input.repeat).map((date) => lineOn(input, date));
  return writeOrders(deps, caller, async (tx, announce) => {
    const clients = input.clientIds.map((id, index) => ({ path: ['clientIds', index], id }));
    await assertLiveReferences(tx, { registry: deps.registry, scope: caller.scope }, [lineOn(input, input.date)], clients);
    const outside = input.confirmOutsideWorkingHours ? [] : await linesOutsideHours(tx, caller.scope, caller.branch, lines);
    const result: GroupOrderCreated = { created: [], refused: [] };
    for (const line of lines) {
      // The branch's reason comes before the employee's: one reason a date, the first to fix.
      const reason = outside.find((entry) => entry.line === line)?.reasons[0] ?? (await bookOccurrence(tx, caller, input, line));
      if (typeof reason === 'string') {
        result.refused.push({ date: line.date, reason });
        continue;
      }
      result.created.push({ date: line.date, id: reason.id });
      await announce('order:new', reason);
    }
    return result;
  });
}

/** A class that has ended one way or another takes no one in and lets no one out. */
const closedStatuses: readonly OrderStatus[] = ['order_status.canceled', 'order_status.success', 'order_status.pass'];

/** Whoever takes or gives up a place: staff, or the booking page with nobody signed in. */
type ClassActor = OrderActor & { scope: BranchScope };

/** The group class, locked until the transaction ends: joins and leaves of one class queue up behind each other. */
export async function lockedClass(tx: DbTransaction, caller: ClassActor, id: number): Promise<OrderRow> {
  const row = await findOrder(tx, caller.scope, id, true);
  if (!row) throw notFound('order');
  if (row.mode !== 'order.group') throw conflict((m) => m.orders.notGroupClass);
  if (closedStatuses.includes(row.status)) throw conflict((m) => m.orders.classClosed);
  return row;
}

/**
 * Bumps the class's version (whoever holds it open sees that it changed), audits the change on the class and in
 * the client's history, and announces it with the class's data.
 */
export async function recordClientChange(tx: DbTransaction, caller: ClassActor, announce: Announce, before: Order, event: 'group-order:add-customer' | 'group-order:cancel-customer'): Promise<Order> {
  const after = await loadOrder(tx, caller, await updateOrder(tx, caller.scope, before.id, {}));
  await recordOrderChange(tx, caller, 'update', before, after);
  await announce(event, after);
  return after;
}

/** How a place is refused: staff hear the class's own sentences, the booking page its page's. */
export type PlaceRefusals = { alreadyJoined: () => Error; full: (places: number) => Error };

const staffRefusals: PlaceRefusals = { alreadyJoined: () => conflict((m) => m.orders.alreadyJoined), full: (places) => conflict((m) => m.orders.classFull({ places })) };

/**
 * The client takes a place in the class locked by `lockedClass`: the row lock makes concurrent joins count one after
 * another, so a class of 5 never seats a 6th however many ask at once. `termsVersion`: the booking page's terms the
 * client accepted joining online.
 */
export async function takePlace(tx: DbTransaction, caller: ClassActor, announce: Announce, row: OrderRow, clientId: number, refusals: PlaceRefusals, termsVersion: number | null = null): Promise<Order> {
  const before = await loadOrder(tx, caller, row);
  if (before.clientIds.includes(clientId)) throw refusals.alreadyJoined();
  const joined = await joinedCount(tx, caller.organizationId, row.id);
  if (joined >= (row.capacity ?? 0)) throw refusals.full(row.capacity ?? 0);
  await addOrderClients(tx, caller.organizationId, row.id, [clientId], termsVersion);
  return recordClientChange(tx, caller, announce, before, 'group-order:add-customer');
}

/** `POST /orders/{id}/clients`: the client takes a place. */
export async function joinGroupOrder(deps: OrderDeps, caller: OrderCaller, id: number, clientId: number): Promise<Order> {
  return writeOrders(deps, caller, async (tx, announce) => {
    const row = await lockedClass(tx, caller, id);
    await assertLiveReferences(tx, { registry: deps.registry, scope: caller.scope }, [], [{ path: ['clientId'], id: clientId }]);
    return takePlace(tx, caller, announce, row, clientId, staffRefusals);
  });
}

/** `DELETE /orders/{id}/clients/{clientId}`: the client gives the place back. */
export async function leaveGroupOrder(deps: OrderDeps, caller: OrderCaller, id: number, clientId: number): Promise<Order> {
  return writeOrders(deps, caller, async (tx, announce) => {
    const row = await lockedClass(tx, caller, id);
    const before = await loadOrder(tx, caller, row);
    if (!(await removeOrderClient(tx, caller.organizationId, id, clientId))) throw notFound('clientInClass');
    return recordClientChange(tx, caller, announce, before, 'group-order:cancel-customer');
  });
}

/** What a 409 says when no date could be booked: each date with its reason. */
export const noneBookedMessage =
  (refused: readonly Refusal[]): Sentence =>
  (m) =>
    m.orders.noneBooked({ refusals: refused.map((refusal) => m.orders.refusal({ date: refusal.date, reason: m.orders.refusalReasons[refusal.reason] })) });
