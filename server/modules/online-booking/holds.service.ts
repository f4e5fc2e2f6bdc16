import { and, isNotNull, lt } from 'drizzle-orm';
import type { Hold, HoldCreate } from '../../../src/schema/online-booking/public-booking';
import type { DbExecutor } from '../../db/client';
import { orders } from '../../db/tables';
import { conflict, DomainError } from '../../plugins/app/domain-error';
import { findBranch } from '../../crud/branch-records';
import { plannedLines, spanOf } from '../orders/booking-rules';
import { writeLines, writeOrders, type OrderDeps } from '../orders/order-writer';
import { insertOrder } from '../orders/orders.repository';
import { checkDay } from '../schedule/date-range';
import { signBookingToken, type BookingKeys } from './booking-tokens';
import { assignVisit, onlineStartTimes, visitRulesWith, type OnlineAvailabilityInput, type VisitLine } from './online-availability';
import { loadOnlineAvailability } from './online-availability.repository';
import { checkVisit, openBranchPage } from './public-page';
import { forgetBranchTimes } from './public-times-cache';

/**
 * A time chosen on the booking page, held for the client while they enter their details (docs/online-booking.md
 * decision 4): an order of origin `external` whose lines hold the time, so the employee's exclusion constraint keeps
 * everyone else out of it — another client, staff, a waitlist offer — and `held_until` keeps it out of every staff
 * read until it is confirmed or expires. Fifty clients on one time: one hold, and 49 answers naming the next times.
 */
export type PublicDeps = OrderDeps & { keys: BookingKeys };

const minuteMs = 60_000;

/** Expired holds go: the sweep every half minute, and every new hold first, so expiry frees a time at once. */
export async function deleteExpiredHolds(db: DbExecutor, now = new Date()): Promise<number> {
  const gone = await db.delete(orders).where(and(isNotNull(orders.heldUntil), lt(orders.heldUntil, now))).returning({ id: orders.id });
  return gone.length;
}

/**
 * 409 with the next free start times of that day after the one asked for, read again now that someone holds it (the
 * page offers them as buttons too).
 */
async function takenAnswer(deps: PublicDeps, scope: { organizationId: number; branchId: number }, input: OnlineAvailabilityInput, time: string): Promise<DomainError> {
  const fresh = await loadOnlineAvailability(deps.db, scope, input.services.map((service) => service.id), input.from, input.to);
  const times = onlineStartTimes({ ...input, workSlots: fresh.workSlots, busy: fresh.busy }).flatMap((found) => found.startTimes);
  const later = [...new Set(times)].filter((t) => t > time).sort().slice(0, 3);
  return conflict((m) => m.onlineBooking.timeTaken({ next: later }));
}

export async function createHold(deps: PublicDeps, slug: string, input: HoldCreate, now = Date.now()): Promise<Hold> {
  checkDay(input.date, 'date');
  const page = await openBranchPage(deps.db, slug);
  await deleteExpiredHolds(deps.db, new Date(now));
  const loaded = await loadOnlineAvailability(deps.db, page.scope, input.services, input.date, input.date);
  const services = checkVisit(loaded, input.employeeId, { services: 'services', employee: 'employeeId' });
  const availability: OnlineAvailabilityInput = { ...loaded, clock: page.branch, services, employeeId: input.employeeId ?? null, from: input.date, to: input.date, now };
  const firsts = onlineStartTimes(availability)
    .filter((found) => found.startTimes.includes(input.time))
    .map((found) => found.employeeId);
  const branch = await findBranch(deps.db, page.scope);
  if (!branch) throw conflict((m) => m.onlineBooking.pageNotFound);
  const actor = { organizationId: page.organizationId, userId: null, branch, scope: page.scope };

  for (const first of firsts) {
    const lines = assignVisit(availability, first, input.date, input.time);
    if (!lines) continue;
    const heldUntil = new Date(now + visitRulesWith(availability, first).values.holdMinutes * minuteMs);
    try {
      const orderId = await writeOrders(deps, actor, async (tx) => {
        const planned = plannedLines(
          lines.map((line) => ({ ...line, path: [], resourceId: null, date: input.date })),
          branch.timeZone,
        );
        const created = await insertOrder(tx, {
          ...page.scope,
          ...spanOf(planned),
          localDate: input.date,
          mode: 'order.single',
          origin: 'order_origin.external',
          currency: branch.currency,
          heldUntil,
        });
        await writeLines(tx, actor, created.id, planned);
        return created.id;
      });
      // Nobody else should be offered it: this process's answers go now, the others' within seconds.
      forgetBranchTimes(deps.db, page.branch.id);
      return holdAnswer(deps.keys, page.organizationId, orderId, heldUntil, input, lines);
    } catch (error) {
      // Someone took the time (or a later line's) between the read and the write: the next person who could do it.
      if (error instanceof DomainError && error.code === 'overlap') continue;
      throw error;
    }
  }
  throw await takenAnswer(deps, page.scope, availability, input.time);
}

function holdAnswer(keys: BookingKeys, organizationId: number, orderId: number, heldUntil: Date, input: HoldCreate, services: VisitLine[]): Hold {
  const holdToken = signBookingToken(keys.hold, { organizationId, orderId, expiresAt: heldUntil.getTime() });
  return { holdToken, heldUntil: heldUntil.toISOString(), date: input.date, startTime: input.time, services };
}
