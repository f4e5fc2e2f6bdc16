import type { LiveEventName } from '../../../src/schema/live';
import { scheduledOrderDataOf } from '../../../src/schema/schedule/order';
import { enqueueLiveEvent } from '../live/live-outbox';
import type { OrderDeps } from '../orders/order-writer';
import { deleteExpiredHoldsOf } from './expired-holds.repository';

/**
 * The live event of a hold made, released or expired: an `order:update` of the hold's order on its branch's channel,
 * with its date and employees (docs/online-booking.md decision 4). The schedule reads that day again and draws or
 * drops the "being booked online" block, and every process drops its kept free times of the branch. The id opens
 * nothing for staff until the client confirms, which announces `order:new` like any booking.
 */
export const holdChangedEvent = 'order:update' satisfies LiveEventName;

/**
 * Deletes the expired holds (every 30 s, and it may be called before a hold is made) and announces each, in one
 * transaction: the schedule shows the time free as soon as it is.
 */
export async function sweepExpiredHolds(deps: Pick<OrderDeps, 'db' | 'liveOutbox'>, now = new Date()): Promise<number> {
  const eventIds: number[] = [];
  const gone = await deps.db.transaction(async (tx) => {
    const holds = await deleteExpiredHoldsOf(tx, now);
    for (const hold of holds) {
      const data = scheduledOrderDataOf({ id: hold.id, date: hold.date, services: hold.employeeIds.map((employeeId) => ({ employeeId })) });
      eventIds.push(await enqueueLiveEvent(tx, { organizationId: hold.organizationId, channel: hold.branchGuid, message: { event: holdChangedEvent, data } }));
    }
    return holds.length;
  });
  await deps.liveOutbox.publishAfterCommit(eventIds);
  return gone;
}
