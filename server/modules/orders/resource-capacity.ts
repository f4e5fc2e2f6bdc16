import type { DbTransaction } from '../../db/client';
import { DomainError, type Sentence } from '../../plugins/app/domain-error';
import { overfullResource, type OverfullResource } from './orders.repository';

/**
 * A room or a piece of equipment holds as many overlapping bookings as its capacity (1 by default). An exclusion
 * constraint can only say "none may overlap", so migration 0011 dropped the resource's and the guarantee is this
 * check under the resource's advisory lock (order-writer.ts takeTurns): bookings of one resource take turns, and
 * each counts what the others committed before it writes. Every writer of resource lines goes through
 * order-writer.ts writeLines, which takes the lock and runs the check: a single order booked or changed (create,
 * PATCH with services, a move on the schedule), each date of a group class; breaks hold no resource. Cancelling
 * only frees places, so it takes no turn.
 *
 * A capacity lowered below what is booked is allowed (the settings form edits resources through the engine, which
 * knows nothing of bookings): the bookings already made stand, and only lines written after it are judged by the
 * new capacity, so moving one of them within the over-full time is refused until enough have left.
 */

/** Refused because a resource is full at some instant of the new lines; a group class reads it as `resource_busy`. */
export class ResourceFullError extends DomainError {}

/** A resource of one says what it always said; a larger one says how full it is besides the line refused. */
const fullSentence =
  (full: OverfullResource): Sentence =>
  (m) =>
    full.capacity === 1 ? m.orders.resourceBusy({ name: full.name }) : m.orders.resourceFull({ name: full.name, booked: full.held - 1, capacity: full.capacity });

/** After the order's lines are written, under their resources' locks: 409 naming the first resource they overfill. */
export async function assertResourceCapacity(tx: DbTransaction, organizationId: number, orderId: number): Promise<void> {
  const full = await overfullResource(tx, organizationId, orderId);
  if (full) throw new ResourceFullError('overlap', fullSentence(full));
}
