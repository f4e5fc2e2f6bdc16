import type { ResourceAction } from '../../../src/schema/resource-definition';
import { orderListDefinition } from '../../../src/schema/schedule/order-list';
import type { Db } from '../../db/client';
import { orders } from '../../db/tables';
import type { CrudCaller } from '../../crud/crud-access';
import { DomainError, forbidden, notFound } from '../../plugins/app/domain-error';
import { employeeViewOf } from '../settings/employee-view';
import { findOrderHome, linesOf } from './orders.repository';
import { areaResource, authorizeBranchCaller, type BranchScope } from '../../crud/branch-records';
import type { OrderActor } from './order-writer';

/**
 * Orders and breaks are the schedule area's (src/schema/access.ts: owners and administrators all, employees
 * view, create and edit) under the licence's `schedule` menu: the engine's own `authorize` decides, with the
 * orders table standing for the area (a view-only licence answers 403 to writes, a foreign branch 404).
 */
export const ordersResource = areaResource(orderListDefinition, orders);

export type OrderCaller = CrudCaller & OrderActor & { scope: BranchScope };

/** `/branches/{id}/…`: the caller's access to the branch, with its clock and channel. */
export const authorizeBranch = (db: Db, userId: number, branchId: number, action: ResourceAction): Promise<OrderCaller> =>
  authorizeBranchCaller(db, ordersResource, userId, branchId, action);

export type RecordKind = 'order' | 'break';
const kindOf = (mode: string): RecordKind => (mode === 'order.break' ? 'break' : 'order');

/**
 * `/orders/{id}`, `/breaks/{id}`: the record is found by id alone, then the caller's access to its branch is
 * checked; another chain's id, or a break asked for as an order, answers 404 exactly like an unknown one.
 */
export async function authorizeRecord(db: Db, userId: number, id: number, kind: RecordKind, action: ResourceAction): Promise<OrderCaller> {
  const missing = notFound(kind === 'order' ? 'order' : 'break');
  const home = await findOrderHome(db, id);
  if (!home || kindOf(home.mode) !== kind) throw missing;
  try {
    const caller = await authorizeBranch(db, userId, home.branchId, action);
    if (caller.organizationId !== home.organizationId) throw missing;
    return caller;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'not_found') throw missing;
    throw error;
  }
}

/**
 * An employee writes only what is wholly theirs (src/schema/access.ts `employeeOwnReach.schedule`): every line of
 * the order or break, as booked and as asked for, is one of their own team members'; and rebooking its lines (a
 * move, another length or person) needs the branch's leave (`moveOwnOrders`). Owners and administrators pass.
 */
export async function requireOwnLines(
  db: Db,
  caller: OrderCaller,
  change: { orderId?: number; employeeIds?: readonly number[]; rebooks?: boolean },
): Promise<void> {
  const view = await employeeViewOf(db, { ...caller, branchId: caller.scope.branchId });
  if (!view) return;
  const booked = change.orderId === undefined ? [] : (await linesOf(db, caller.organizationId, [change.orderId])).map((line) => line.employeeId);
  const touched = [...booked, ...(change.employeeIds ?? [])];
  if (touched.length === 0 || touched.some((id) => id === null || !view.ownMemberIds.includes(id))) throw forbidden((m) => m.orders.notYourOwn);
  if (change.rebooks && change.orderId !== undefined && !view.rules.moveOwnOrders) throw forbidden((m) => m.orders.movesNotAllowed);
}

/** `authorizeBranch` for a booking, whose lines an employee must own. */
export async function authorizeBooking(db: Db, userId: number, branchId: number, employeeIds: readonly number[]): Promise<OrderCaller> {
  const caller = await authorizeBranch(db, userId, branchId, 'create');
  await requireOwnLines(db, caller, { employeeIds });
  return caller;
}

/** `authorizeRecord` for a change, whose record (as booked and as asked for) an employee must own. */
export async function authorizeChange(
  db: Db,
  userId: number,
  id: number,
  kind: RecordKind,
  change: { employeeIds?: readonly number[]; rebooks?: boolean } = {},
): Promise<OrderCaller> {
  const caller = await authorizeRecord(db, userId, id, kind, 'edit');
  await requireOwnLines(db, caller, { orderId: id, ...change });
  return caller;
}
