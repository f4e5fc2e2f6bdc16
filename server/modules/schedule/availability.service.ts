import { hoursExceptionMap, hoursOn } from '../../../src/schema/online-booking/profile-hours';
import { availableFree, type Availability, type AvailabilityService } from '../../../src/schema/schedule/availability';
import { addDays } from '../../../src/schema/schedule/calendar';
import type { AvailabilityQuery } from '../../../src/schema/schedule/schedule-read';
import type { Db } from '../../db/client';
import { badInput, notFound, type FieldIssue } from '../../plugins/app/domain-error';
import { activeSlotsBetween, branchClock, busyLines, isLiveEmployee, resourceCapacity, servicesWithPerformers } from './availability.repository';
import { listHoursExceptions } from '../online-booking/profile.repository';
import { checkDateRange } from './date-range';
import { authorizeBranch } from './schedule-access';

/** A week at most: the drawer asks for the one date it shows; a week bounds the work of any other caller. */
export const maxAvailabilityDays = 7;
const dayMs = 86_400_000;

/**
 * `GET /branches/{id}/availability`: free start times per date and employee for the services done back to back, as
 * stretches of the branch's step (availability-intervals.ts).
 * With `employeeId`, that member does every service (times only where they perform each); without, the visit
 * starts with any member who performs the first service and stays with them where they do the next ones.
 */
export async function branchAvailability(db: Db, userId: number, branchId: number, query: AvailabilityQuery): Promise<Availability> {
  checkDateRange(query, maxAvailabilityDays);
  const caller = await authorizeBranch(db, userId, branchId, 'schedule', 'view');
  // Offsets lie within ±14 h of UTC: a day either side of the UTC dates holds every local instant of the range.
  const window = { start: Date.parse(`${query.from}T00:00:00Z`) - dayMs, end: Date.parse(`${addDays(query.to, 1)}T00:00:00Z`) + dayMs };
  const [clock, found, slots, busy, chosenIsLive, capacity, exceptions] = await Promise.all([
    branchClock(db, caller),
    servicesWithPerformers(db, caller, query.serviceIds),
    activeSlotsBetween(db, caller, query.from, query.to),
    busyLines(db, caller, query.serviceIds, query.resourceId ?? null, window),
    query.employeeId === undefined ? true : isLiveEmployee(db, caller, query.employeeId),
    query.resourceId === undefined ? null : resourceCapacity(db, caller, query.resourceId),
    listHoursExceptions(db, caller, query.from, query.to),
  ]);
  if (!clock) throw notFound('branch');
  const hoursExceptions = hoursExceptionMap(exceptions);
  const byId = new Map(found.map((service) => [service.id, service]));
  const issues: FieldIssue[] = query.serviceIds.flatMap((id) => (byId.has(id) ? [] : [{ path: ['serviceIds'], message: (m) => m.schedule.serviceNotInBranch({ id }) }]));
  if (!chosenIsLive) issues.push({ path: ['employeeId'], message: (m) => m.schedule.noSuchTeamMemberInBranch });
  if (issues.length > 0) throw badInput(issues);

  const sequence: AvailabilityService[] = query.serviceIds.map((id) => {
    const { duration, durations } = byId.get(id)!;
    const performers = [...durations.keys()];
    return {
      duration,
      // Each member's own length for it, where they keep one (the catalog's member services).
      durations,
      employeeId: 'any',
      performerIds: query.employeeId === undefined ? performers : performers.filter((performer) => performer === query.employeeId),
      resourceId: query.resourceId ?? null,
    };
  });
  const items = availableFree({
    timeZone: clock.timeZone,
    from: query.from,
    to: query.to,
    services: sequence,
    employeeIds: [...new Set(sequence.flatMap((service) => service.performerIds ?? []))],
    // The branch keeps one set of opening hours for every day (branchSchema), but for its dated exceptions (Presence → Hours).
    workingHours: (date) => hoursOn(clock.workingHours, hoursExceptions, date),
    workSlots: slots,
    busy,
    // A room of 2 is offered until two bookings overlap there, as the booking itself is judged (resource-capacity.ts).
    resourceCapacities: new Map(query.resourceId === undefined || capacity === null ? [] : [[query.resourceId, capacity]]),
    // The branch's slot step (09:00, 09:10 … from midnight), besides where each gap starts (availability.ts).
    stepMinutes: clock.slotStepMinutes,
    now: Date.now(),
  });
  return { stepMinutes: clock.slotStepMinutes, items };
}
