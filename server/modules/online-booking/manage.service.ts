import type { Booking } from '../../../src/schema/online-booking/public-booking';
import { branchOf, findOrder, findOrderHome, type OrderRow } from '../orders/orders.repository';
import { changeStatus, loadOrder } from '../orders/orders.service';
import { writeOrders } from '../orders/order-writer';
import { conflict, notFound } from '../../plugins/app/domain-error';
import type { DbExecutor } from '../../db/client';
import { readBookingToken } from './booking-tokens';
import { bookingView } from './booking-view';
import { listRuleRows } from './booking-rules.repository';
import { countFunnelStep } from './funnel-counter';
import type { PublicDeps } from './holds.service';
import { visitRules, rulesFor } from './rules-in-force';

/**
 * The manage link (`/book/m/{token}`, docs/online-booking.md decision 7): one booking, until its visit ends, without an
 * account. Its client may see it, move it (manage-move.service.ts) and cancel it up to the cut-offs the rules set, as
 * the canceller `external`; past a cut-off the page says to call the branch. Any other token, another chain's order,
 * or a visit over: 404 alike. The visit's end is the order's as it is now, not the one the token was signed with, so
 * every link a booking was given keeps working after a move, until the visit as moved ends.
 */
const gone = () => notFound((m) => m.onlineBooking.bookingGone);

export type ManagedBooking = Awaited<ReturnType<typeof managedBooking>>;

/** The booking a manage token opens, with who acts on it and its rules; locked for a change when `forUpdate`. */
export async function managedBooking(deps: PublicDeps, db: DbExecutor, token: string, forUpdate: boolean, now = Date.now()) {
  // Signed by us, whatever end it was signed with: the order's own end decides (above).
  const claim = readBookingToken(deps.keys.manage, token, 0);
  if (!claim) throw gone();
  // The order's branch scopes every read after it (a hold, never confirmed, has no manage link).
  const home = await findOrderHome(db, claim.orderId);
  if (!home || home.organizationId !== claim.organizationId) throw gone();
  const scope = { organizationId: claim.organizationId, branchId: home.branchId };
  const row = await findOrder(db, scope, claim.orderId, forUpdate);
  if (!row || row.origin !== 'order_origin.external' || row.endsAt.getTime() <= now) throw gone();
  const actor = { organizationId: claim.organizationId, userId: null, branch: await branchOf(db, claim.organizationId, scope.branchId), scope };
  const order = await loadOrder(db, actor, row);
  const rows = await listRuleRows(db, claim.organizationId, scope.branchId);
  const employee = (id: number) => ({ id, bookableOnline: true });
  const rules = visitRules(order.services.map((line) => rulesFor(rows, { id: line.serviceId ?? 0, bookableOnline: true }, employee(line.employeeId)))).values;
  return { row, order, actor, rules };
}

export const managedView = (deps: PublicDeps, db: DbExecutor, found: ManagedBooking, row: OrderRow = found.row) =>
  bookingView(db, deps.keys, found.order, row, found.rules);

export async function showManagedBooking(deps: PublicDeps, token: string): Promise<Booking> {
  const found = await managedBooking(deps, deps.db, token, false);
  return managedView(deps, deps.db, found);
}

export async function cancelManagedBooking(deps: PublicDeps, token: string): Promise<Booking> {
  // The funnel counts a cancellation once it has committed (a failed commit cancelled nothing).
  let cancelledAt: { organizationId: number; branchId: number; timeZone: string } | null = null;
  const answer = await writeOrders(deps, null, async (tx, announce) => {
    const found = await managedBooking(deps, tx, token, true);
    const booking = await managedView(deps, tx, found);
    if (booking.status === 'canceled') return booking;
    if (!booking.canCancel) throw conflict((m) => m.onlineBooking.pastCancelCutoff({ phone: booking.branch.phone }));
    const after = await changeStatus(tx, found.actor, found.row, 'order_status.canceled', (event, order) => announce(event, order, found.actor), {
      cancelerOrigin: 'canceler_origin.external',
      canceledAt: new Date(),
    });
    cancelledAt = { ...found.actor.scope, timeZone: found.actor.branch.timeZone };
    return bookingView(tx, deps.keys, after, found.row, found.rules);
  });
  if (cancelledAt) countFunnelStep(deps.db, cancelledAt, 'cancelled');
  return answer;
}
