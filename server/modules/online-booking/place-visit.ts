import { conflict, DomainError } from '../../plugins/app/domain-error';
import type { Db } from '../../db/client';
import { assignVisit, busyWithout, onlineStartTimes, type HeldStretch, type OnlineAvailabilityInput, type VisitLine } from './online-availability';
import { loadOnlineAvailability } from './online-availability.repository';

/**
 * Putting a visit at a time the booking page would offer (docs/online-booking.md decision 4), for a new hold and for a
 * booking moved from its manage link alike: each employee who could start it then is tried in turn, the write judged
 * by the exclusion constraint; when everyone's time was taken meanwhile, a 409 naming the next free times of that day.
 */
type Scope = { organizationId: number; branchId: number };

/**
 * What a placement starts from: the visit's availability on one day (`from` = `to`), and, for a booking being moved,
 * its own lines (cut out of the busy time, here and when the times are read again) and its employees line by line
 * (tried first, so a move keeps them where they are free).
 */
export type Placement = { availability: OnlineAvailabilityInput; own?: readonly HeldStretch[]; preferred?: readonly number[] };

/**
 * 409 with the next free start times of that day after the one asked for, read again now that someone holds it (the
 * page offers them as buttons too).
 */
async function takenAnswer(db: Db, scope: Scope, { availability, own = [] }: Placement, time: string): Promise<DomainError> {
  const fresh = await loadOnlineAvailability(db, scope, availability.services.map((service) => service.id), availability.from, availability.to);
  const times = onlineStartTimes({ ...availability, workSlots: fresh.workSlots, busy: busyWithout(fresh.busy, own) }).flatMap((found) => found.startTimes);
  const later = [...new Set(times)].filter((t) => t > time).sort().slice(0, 3);
  return conflict((m) => m.onlineBooking.timeTaken({ next: later }));
}

/** Tries each employee who could start the visit at `time` until `write` succeeds for one; overlaps move on to the next. */
export async function placeVisit<T>(db: Db, scope: Scope, placement: Placement, time: string, write: (lines: VisitLine[], first: number) => Promise<T>): Promise<T> {
  const { availability, preferred = [] } = placement;
  const firsts = onlineStartTimes(availability)
    .filter((found) => found.startTimes.includes(time))
    .map((found) => found.employeeId);
  const [wanted] = preferred;
  const ordered = wanted !== undefined && firsts.includes(wanted) ? [wanted, ...firsts.filter((id) => id !== wanted)] : firsts;
  for (const first of ordered) {
    const lines = assignVisit(availability, first, availability.from, time, preferred);
    if (!lines) continue;
    try {
      return await write(lines, first);
    } catch (error) {
      // Someone took the time (or a later line's) between the read and the write: the next person who could do it.
      if (error instanceof DomainError && error.code === 'overlap') continue;
      throw error;
    }
  }
  throw await takenAnswer(db, scope, placement, time);
}
