import type { Order } from '../../../src/schema/schedule/order';

/**
 * What an order's change means to the people it concerns: pure, so the rules of who hears what are tested without a
 * database (order-changes.test.ts). A group class is many visits in one order: each client is judged on their own.
 */

export type VisitChange = 'made' | 'changed' | 'cancelled' | 'completed' | 'missed';

/** A place held: the order is not cancelled and the person is on it. */
const holds = (order: Order | null, has: (order: Order) => boolean): order is Order => !!order && !order.isCanceled && order.status !== 'order_status.canceled' && has(order);

const clientsOf = (order: Order): number[] => (order.mode === 'order.group' ? order.clientIds : order.clientId ? [order.clientId] : []);
const employeesOf = (order: Order): number[] => [...new Set(order.services.map((line) => line.employeeId))];

/** The visit's when and what, as a client sees it: a change of any of these is "your booking changed". */
const visitShape = (order: Order) =>
  JSON.stringify([order.date, order.startTime, order.services.map((line) => [line.serviceId, line.employeeId, line.startTime, line.duration])]);
/** An employee's own part of it. */
const employeeShape = (order: Order, employeeId: number) =>
  JSON.stringify([order.date, order.services.filter((line) => line.employeeId === employeeId).map((line) => [line.serviceId, line.startTime, line.duration])]);

function changeOf(before: Order | null, after: Order | null, has: (order: Order) => boolean, shape: (order: Order) => string): VisitChange | null {
  const [held, holding] = [holds(before, has), holds(after, has)];
  if (!held && holding) return 'made';
  if (held && !holding) return 'cancelled';
  if (!held || !holding) return null;
  if (after!.status === 'order_status.success' && before!.status !== 'order_status.success') return 'completed';
  if (after!.status === 'order_status.pass' && before!.status !== 'order_status.pass') return 'missed';
  return shape(before!) === shape(after!) ? null : 'changed';
}

/** Each client's change, for those the change concerns. */
export function clientChanges(before: Order | null, after: Order | null): Map<number, VisitChange> {
  const ids = new Set([...(before ? clientsOf(before) : []), ...(after ? clientsOf(after) : [])]);
  const changes = new Map<number, VisitChange>();
  for (const id of ids) {
    const change = changeOf(before, after, (order) => clientsOf(order).includes(id), visitShape);
    if (change) changes.set(id, change);
  }
  return changes;
}

/** Each employee's change: booked onto the visit, taken off it, or their part of it moved. */
export function employeeChanges(before: Order | null, after: Order | null): Map<number, Exclude<VisitChange, 'completed' | 'missed'>> {
  const ids = new Set([...(before ? employeesOf(before) : []), ...(after ? employeesOf(after) : [])]);
  const changes = new Map<number, Exclude<VisitChange, 'completed' | 'missed'>>();
  for (const id of ids) {
    const change = changeOf(before, after, (order) => employeesOf(order).includes(id), (order) => employeeShape(order, id));
    if (change === 'made' || change === 'changed' || change === 'cancelled') changes.set(id, change);
  }
  return changes;
}

/** Whether reminders and follow-ups must be looked at again: anything but a note or a price changed. */
export const touchesTiming = (before: Order | null, after: Order | null): boolean =>
  !before || !after || before.status !== after.status || before.isCanceled !== after.isCanceled || visitShape(before) !== visitShape(after) || clientsOf(before).join() !== clientsOf(after).join();
