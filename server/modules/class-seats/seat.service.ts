import { and, eq } from 'drizzle-orm';
import type { ClassSeat } from '../../../src/schema/online-booking/class-seats';
import { branches, classSeats, orderClients } from '../../db/tables';
import { conflict } from '../../plugins/app/domain-error';
import { lockedClass, recordClientChange } from '../orders/group-orders.service';
import { writeOrders } from '../orders/order-writer';
import { loadOrder } from '../orders/orders.service';
import { removeOrderClient } from '../orders/orders.repository';
import { readBookingToken } from '../online-booking/booking-tokens';
import { listRuleRows } from '../online-booking/booking-rules.repository';
import { findClass } from '../online-booking/classes.repository';
import { classRulesOf } from '../online-booking/classes.service';
import type { ClassSeatDeps } from './class-seat-deps';
import { classSeatWords } from './class-seat-strings';
import { publicActor, seatView } from './seat-view';

/**
 * The seat's link (`/book/c/{token}`): the place while it is the client's — joined, the class still on, the client
 * still in it (staff may have taken them out) — and giving it up before the class's cancellation cut-off. After
 * leaving, the same link says so until the class ends.
 */
export type FoundSeat = { state: 'joined' | 'left'; seat: ClassSeat; timeZone: string; currency: string };

async function seatOf(deps: ClassSeatDeps, token: string) {
  const claim = readBookingToken(deps.seatKeys.seat, token);
  if (!claim) return null;
  const [seat] = await deps.db
    .select()
    .from(classSeats)
    .where(and(eq(classSeats.organizationId, claim.organizationId), eq(classSeats.id, claim.orderId)));
  if (!seat?.clientId || seat.state === 'verifying') return null;
  const row = await findClass(deps.db, seat.organizationId, seat.orderId);
  if (!row) return null;
  const [seated] = await deps.db
    .select({ clientId: orderClients.clientId })
    .from(orderClients)
    .where(and(eq(orderClients.organizationId, seat.organizationId), eq(orderClients.orderId, seat.orderId), eq(orderClients.clientId, seat.clientId)));
  if (seat.state === 'joined' && !seated) return null;
  const [branch] = await deps.db.select({ id: branches.id, timeZone: branches.timeZone, currency: branches.isoCurrency }).from(branches).where(and(eq(branches.organizationId, seat.organizationId), eq(branches.id, seat.branchId)));
  const rules = classRulesOf(await listRuleRows(deps.db, seat.organizationId, seat.branchId), row);
  return { seat, row, rules, branch: branch! };
}

export async function findSeat(deps: ClassSeatDeps, token: string): Promise<FoundSeat | null> {
  const found = await seatOf(deps, token);
  if (!found) return null;
  const { seat, row, rules, branch } = found;
  const view = await seatView(deps.db, deps, branch, seat, row, rules);
  return { state: seat.state === 'left' ? 'left' : 'joined', seat: view, timeZone: branch.timeZone, currency: branch.currency };
}

/** Gives the place back (under the class's lock, as staff do), announced so the open schedule shows it at once. */
export async function leaveSeat(deps: ClassSeatDeps, token: string): Promise<void> {
  const found = await seatOf(deps, token);
  if (!found || found.seat.state !== 'joined') return;
  const { seat, row, rules } = found;
  if (row.startsAt.getTime() - Date.now() < rules.cancelCutoffMinutes * 60_000) throw conflict((_m, language) => classSeatWords[language].leaveClosed);
  const scope = { organizationId: seat.organizationId, branchId: seat.branchId };
  const actor = await publicActor(deps, { organizationId: seat.organizationId, scope });
  await writeOrders(deps, actor, async (tx, announce) => {
    const locked = await lockedClass(tx, actor, seat.orderId);
    const before = await loadOrder(tx, actor, locked);
    const [left] = await tx
      .update(classSeats)
      .set({ state: 'left', updatedAt: new Date() })
      .where(and(eq(classSeats.organizationId, seat.organizationId), eq(classSeats.id, seat.id), eq(classSeats.state, 'joined')))
      .returning({ id: classSeats.id });
    if (!left || !(await removeOrderClient(tx, seat.organizationId, seat.orderId, seat.clientId!))) return;
    await recordClientChange(tx, actor, announce, before, 'group-order:cancel-customer');
  });
}
