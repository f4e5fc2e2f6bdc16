import type { LiveEventName } from '../../../src/schema/live';
import { scheduledOrderDataOf } from '../../../src/schema/schedule/order';
import { enqueueLiveEvent } from '../live/live-outbox';
import type { OrderDeps } from '../orders/order-writer';
import type { DbTransaction } from '../../db/client';
import { deleteExpiredHoldsOf, deleteHoldOf, type GoneHold } from './expired-holds.repository';
import { forgetBranchTimesByGuid } from './public-times-cache';
import { planOffersOnHoldsGone } from '../waitlist/offer-jobs';

/**
 * The live event of a hold made, released or expired: an `order:update` of the hold's order on its branch's channel,
 * with its date and employees (docs/online-booking.md decision 4). The schedule reads that day again and draws or
 * drops the "being booked online" block, and every process drops its kept free times of the branch. The id opens
 * nothing for staff until the client confirms, which announces `order:new` like any booking.
 */
export const holdChangedEvent = 'order:update' satisfies LiveEventName;

type HoldDeps = Pick<OrderDeps, 'db' | 'liveOutbox'>;

/**
 * Deletes holds and announces each, in one transaction: the schedule shows the time free as soon as it is, and this
 * process's kept free times of their branches go at once (the others' when the event reaches them).
 */
async function deleteAndAnnounce(deps: HoldDeps, remove: (tx: DbTransaction) => Promise<GoneHold[]>): Promise<GoneHold[]> {
  const eventIds: number[] = [];
  const gone = await deps.db.transaction(async (tx) => {
    const holds = await remove(tx);
    // Their time is free again: the waitlist may be offered it, and an offer not taken passes on.
    await planOffersOnHoldsGone(tx, holds);
    for (const hold of holds) {
      const data = scheduledOrderDataOf({ id: hold.id, date: hold.date, services: hold.employeeIds.map((employeeId) => ({ employeeId })) });
      eventIds.push(await enqueueLiveEvent(tx, { organizationId: hold.organizationId, channel: hold.branchGuid, message: { event: holdChangedEvent, data } }));
    }
    return holds;
  });
  await deps.liveOutbox.publishAfterCommit(eventIds);
  for (const hold of gone) forgetBranchTimesByGuid(deps.db, hold.branchGuid);
  return gone;
}

/** The expired holds go: every 30 s, and before a hold is made or a booking moved. */
export async function sweepExpiredHolds(deps: HoldDeps, now = new Date()): Promise<number> {
  return (await deleteAndAnnounce(deps, (tx) => deleteExpiredHoldsOf(tx, now))).length;
}

/** One hold its client let go of; whether there was one to delete. */
export async function releaseHoldOf(deps: HoldDeps, organizationId: number, orderId: number): Promise<boolean> {
  return (await deleteAndAnnounce(deps, (tx) => deleteHoldOf(tx, organizationId, orderId))).length > 0;
}
