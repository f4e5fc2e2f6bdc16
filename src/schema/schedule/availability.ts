import { z } from 'zod';
import { idSchema, isoDateSchema } from '../primitives';
import { freeIntervalOf, freeIntervalSchema, stepMinutesSchema, stretchesOf, wallsOf, type WallStretch } from './availability-intervals';
import { type IsoDate, type TimeOfDay, datesFrom, minutesOfTime, timeOfMinutes } from './calendar';
import { type LocalDayClock, localDayClock } from './time-zone';
import type { WorkSlotCreate } from './work-slot';

/**
 * Free start times for a sequence of services done back to back (a client may see two employees in one
 * visit). The server offers them through the availability call and judges bookings with the same rules;
 * the drawer shows them before it asks.
 *
 * Each local day is worked on a line of real minutes from its first instant, converted once: busy instants
 * map straight onto it, so on the 23- and 25-hour days every gap has its true length. Candidate starts are
 * wall-clock times on the step grid (09:00, 09:15 …, counted from midnight), as calendars offer them; a wall
 * time the spring change skips is not offered, and one the autumn change repeats is offered once, its first
 * occurrence. No loop runs per minute: free time is the working window minus merged busy intervals, and each
 * candidate is a binary search.
 */
export type Interval = { start: number; end: number };
export type TimeRange = { start: TimeOfDay; end: TimeOfDay };

/** A service of the sequence: its length in minutes, who does it and what it needs. */
export type AvailabilityService = {
  duration: number;
  /** The length with each member who takes their own (employee_services.duration_minutes); `duration` with the rest. */
  durations?: ReadonlyMap<number, number>;
  /** A chosen employee, or `any` of `performerIds` (every employee given, when absent). */
  employeeId: number | 'any';
  performerIds?: readonly number[];
  resourceId?: number | null;
};

/** What holds an employee's or a resource's time: an order line (both, when it needs a resource) or a break. */
export type BusyInterval = Interval & { kind: 'order' | 'break'; employeeId?: number | null; resourceId?: number | null };

export type AvailabilityInput = {
  timeZone: string;
  from: IsoDate;
  to: IsoDate;
  services: readonly AvailabilityService[];
  /** The branch's employees to consider (those performing the services, usually). */
  employeeIds: readonly number[];
  /** The branch's opening hours on a date; null when it is closed. */
  workingHours: (date: IsoDate) => TimeRange | null;
  /** Only `work_slot.active` slots offer time; an employee with none on a date has no times then. */
  workSlots: readonly WorkSlotCreate[];
  busy: readonly BusyInterval[];
  /** How many overlapping lines each resource holds (its capacity); a resource not named holds one. */
  resourceCapacities?: ReadonlyMap<number, number>;
  /** Minutes an order keeps its employee and resource after it ends (cleanup). The new order's own buffer must
   * not run into another order or break, but may run past closing. */
  bufferMinutes?: number;
  /** Free time the new visit itself keeps before its start and after its end, clear of every order and break
   * (online booking's buffers, src/schema/online-booking/rules.ts). */
  visitBuffer?: { before: number; after: number };
  stepMinutes: number;
  /** No start before this instant. */
  now: number;
};

/** Start times per date and the employee the visit starts with (the first service's): wall-clock times in the branch's zone, ascending. */
export type AvailableTimes = { date: IsoDate; employeeId: number; startTimes: TimeOfDay[] };
/** The same as stretches of wall minutes (availability-intervals.ts), as the server finds and unites them. */
export type OfferedStarts = { date: IsoDate; employeeId: number; stretches: WallStretch[] };

/** `GET /branches/{id}/availability`: per date and employee the visit may start with, the stretches of its start times. */
export const availableFreeSchema = z.object({
  date: isoDateSchema,
  /** The employee the visit starts with (the first service's). */
  employeeId: idSchema,
  /** Ascending; expanded by `startTimesOf` (availability-intervals.ts) with the answer's step. */
  free: z.array(freeIntervalSchema),
});
export type AvailableFree = z.infer<typeof availableFreeSchema>;
export const availabilitySchema = z.object({
  /** The branch's slot step, which the marks of every stretch follow. */
  stepMinutes: stepMinutesSchema,
  items: z.array(availableFreeSchema),
});
export type Availability = z.infer<typeof availabilitySchema>;

const minuteMs = 60_000;
const minutesPerDay = 24 * 60;

/** Merges intervals sorted by start into disjoint ones, in place order. */
function mergeSorted(intervals: Interval[]): Interval[] {
  const merged: Interval[] = [];
  for (const { start, end } of intervals) {
    const last = merged.at(-1);
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else merged.push({ start, end });
  }
  return merged;
}

/**
 * Where at least `capacity` of the intervals (sorted by start) overlap, as disjoint sorted intervals: their union
 * for 1. A room of 2 with 10:00-11:00 and 10:30-11:30 is full from 10:30 to 11:00 only.
 */
function fullWhere(intervals: readonly Interval[], capacity: number): Interval[] {
  if (capacity <= 1) return mergeSorted(intervals.map(({ start, end }) => ({ start, end })));
  // An end before a start at the same instant: back to back is no overlap.
  const edges = intervals.flatMap(({ start, end }) => [{ at: start, step: 1 }, { at: end, step: -1 }]).sort((a, b) => a.at - b.at || a.step - b.step);
  const full: Interval[] = [];
  let held = 0;
  let from = 0;
  for (const { at, step } of edges) {
    held += step;
    if (step === 1 && held === capacity) from = at;
    else if (step === -1 && held === capacity - 1 && at > from) full.push({ start: from, end: at });
  }
  return mergeSorted(full);
}

/** The window minus the merged intervals: the free stretches inside it. */
function freeWithin(window: Interval, blocked: readonly Interval[]): Interval[] {
  const free: Interval[] = [];
  let cursor = window.start;
  for (const b of blocked) {
    if (b.end <= cursor) continue;
    if (b.start >= window.end) break;
    if (b.start > cursor) free.push({ start: cursor, end: b.start });
    cursor = Math.max(cursor, b.end);
  }
  if (cursor < window.end) free.push({ start: cursor, end: window.end });
  return free;
}

/** How many of the sorted intervals start before `at` (or at it, when `inclusive`): a binary search. */
function countStarting(intervals: readonly Interval[], at: number, inclusive: boolean): number {
  let low = 0;
  let high = intervals.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    const start = intervals[mid]!.start;
    if (start < at || (inclusive && start === at)) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Whether [start, end] lies inside one of the free stretches. */
const inside = (free: readonly Interval[], start: number, end: number): boolean => {
  const candidate = free[countStarting(free, start, true) - 1];
  return candidate !== undefined && candidate.end >= end;
};
/** Whether [start, end] misses every merged blocked interval (their ends grow with their starts). */
const clear = (blocked: readonly Interval[], start: number, end: number): boolean => {
  const before = blocked[countStarting(blocked, end, false) - 1];
  return before === undefined || before.end <= start;
};

/** Busy intervals per owner, sorted by start, with the longest length so a day's slice is found by search. */
type BusyIndex = { intervals: BusyInterval[]; longest: number };
function indexBy(busy: readonly BusyInterval[], owner: (b: BusyInterval) => number | null | undefined): Map<number, BusyIndex> {
  const index = new Map<number, BusyIndex>();
  for (const b of busy) {
    const id = owner(b);
    if (id === null || id === undefined) continue;
    const entry = index.get(id) ?? { intervals: [], longest: 0 };
    entry.intervals.push(b);
    entry.longest = Math.max(entry.longest, b.end - b.start);
    index.set(id, entry);
  }
  // The server reads busy time ordered by start; sorted input is not sorted again.
  const unsorted = (list: readonly Interval[]) => list.some((b, i) => i > 0 && b.start < list[i - 1]!.start);
  for (const entry of index.values()) if (unsorted(entry.intervals)) entry.intervals.sort((a, b) => a.start - b.start);
  return index;
}

/** A time range of the day on its real-minute line; null when it is empty. */
function rangeOnDay(day: LocalDayClock, range: TimeRange): Interval | null {
  const start = day.realMinute(minutesOfTime(range.start));
  const end = day.realMinute(minutesOfTime(range.end));
  return end > start ? { start, end } : null;
}

/**
 * The wall times tried as starts: the step marks, and where time comes free off the marks (an order or a break
 * ending at 12:50, the shift starting at 09:05, the room freed at 10:20), so every gap that holds the services
 * is offered even when no mark falls early enough in it, as Altegio offers them. A real minute the autumn
 * change repeats is left out: its wall time books the first occurrence. Ascending, each once.
 */
function candidateWalls(day: LocalDayClock, marks: readonly number[], step: number, freedAt: readonly number[]): readonly number[] {
  const offMarks = freedAt.flatMap((real) => {
    if (real < 0 || real >= day.minutes) return [];
    const wall = day.wallMinute(real);
    return Number.isInteger(wall) && wall % step !== 0 && day.realMinute(wall) === real ? [wall] : [];
  });
  if (offMarks.length === 0) return marks;
  return [...new Set([...marks, ...offMarks])].sort((a, b) => a - b);
}

/** How long the service takes with this member: their own length, else the service's. */
const lengthWith = (service: AvailabilityService, employeeId: number): number => service.durations?.get(employeeId) ?? service.duration;

/**
 * The wall times a visit may start at, per date and the employee it starts with (those with none left out), as
 * stretches. The one algorithm: the staff's and the booking page's times, the hold, the move and why-not all come from
 * it. `stretchesFromFreeTime` finds them from the free time where that is exact (the calls' answers, a week of
 * people at once); without it every candidate start is tried, as the single times asked for are.
 */
export function offeredStarts(input: AvailabilityInput, stretchesFromFreeTime: boolean): OfferedStarts[] {
  const { services, timeZone, stepMinutes } = input;
  if (!Number.isInteger(stepMinutes) || stepMinutes < 1) throw new RangeError(`A step of ${stepMinutes} minutes`);
  if (services.length === 0) return [];
  const buffer = input.bufferMinutes ?? 0;
  const { before: padBefore, after: padAfter } = input.visitBuffer ?? { before: 0, after: 0 };
  const activeSlots = new Map<string, WorkSlotCreate>();
  for (const slot of input.workSlots) if (slot.type === 'work_slot.active') activeSlots.set(`${slot.employeeId}/${slot.date}`, slot);
  const byEmployee = indexBy(input.busy, (b) => b.employeeId);
  const byResource = indexBy(input.busy, (b) => b.resourceId);
  const performersOf = (service: AvailabilityService) =>
    service.employeeId === 'any' ? (service.performerIds ?? input.employeeIds) : [service.employeeId];

  /**
   * Where a new line may not run on a day, on the real-minute line: where the owner is full (an employee with one
   * line, a resource with as many as its capacity), starting a buffer early. A new line [s, e] keeps its owner to
   * e + buffer; an order [a, b] keeps it to b + buffer; a break to its end. The visit's own buffer widens what it
   * keeps to [s - before, e + after].
   */
  const ahead = (buffer + padAfter) * minuteMs;
  const blockedOn = (day: LocalDayClock, entry: BusyIndex | undefined, capacity = 1): Interval[] => {
    if (!entry) return [];
    const dayEnd = day.start + day.minutes * minuteMs;
    const from = countStarting(entry.intervals, day.start - entry.longest - (buffer + padBefore) * minuteMs, true);
    const held: Interval[] = [];
    for (let i = from; i < entry.intervals.length; i++) {
      const b = entry.intervals[i]!;
      if (b.start >= dayEnd + ahead) break;
      held.push({ start: (b.start - day.start) / minuteMs, end: (b.end - day.start) / minuteMs + (b.kind === 'order' ? buffer : 0) });
    }
    return mergeSorted(fullWhere(held, capacity).map(({ start, end }) => ({ start: start - buffer - padAfter, end: end + padBefore })));
  };

  const results: OfferedStarts[] = [];
  for (const date of datesFrom(input.from, input.to)) {
    const hours = input.workingHours(date);
    if (!hours) continue;
    const day = localDayClock(date, timeZone);
    const opening = rangeOnDay(day, hours);
    if (!opening) continue;
    const freeCache = new Map<number, Interval[]>();
    const freeOf = (employeeId: number): Interval[] => {
      let free = freeCache.get(employeeId);
      if (!free) {
        const slot = activeSlots.get(`${employeeId}/${date}`);
        const shift = slot?.slotStart && slot.slotEnd ? rangeOnDay(day, { start: slot.slotStart, end: slot.slotEnd }) : null;
        const window = shift && { start: Math.max(shift.start, opening.start), end: Math.min(shift.end, opening.end) };
        free = window && window.end > window.start ? freeWithin(window, blockedOn(day, byEmployee.get(employeeId))) : [];
        freeCache.set(employeeId, free);
      }
      return free;
    };
    const resourceCache = new Map<number, Interval[]>();
    const resourceBlocked = (resourceId: number): Interval[] => {
      let blocked = resourceCache.get(resourceId);
      if (!blocked) resourceCache.set(resourceId, (blocked = blockedOn(day, byResource.get(resourceId), input.resourceCapacities?.get(resourceId))));
      return blocked;
    };
    // The visit stays with its first employee where they do a later `any` service, else anyone free does it.
    const performersAt = (i: number, service: AvailabilityService, first: number): readonly number[] => {
      if (i === 0) return [first];
      const performers = performersOf(service);
      return service.employeeId === 'any' && performers.includes(first) ? [first, ...performers] : performers;
    };
    /**
     * Whether the services fit back to back from `start`. Where performers take their own lengths, who does a
     * service moves where the next one starts, so each performer is tried in turn; a (service, start) found not to
     * fit is remembered, which keeps the search to services × starts × performers.
     */
    const fits = (first: number, start: number): boolean => {
      const failed = new Set<string>();
      const fitsFrom = (i: number, at: number): boolean => {
        const service = services[i];
        if (!service) return true;
        if (failed.has(`${i}/${at}`)) return false;
        const fitting = performersAt(i, service, first).some((id) => {
          const end = at + lengthWith(service, id);
          if (service.resourceId != null && !clear(resourceBlocked(service.resourceId), at, end)) return false;
          return inside(freeOf(id), at, end) && fitsFrom(i + 1, end);
        });
        if (!fitting) failed.add(`${i}/${at}`);
        return fitting;
      };
      return fitsFrom(0, start);
    };
    const firstWall = Math.ceil(minutesOfTime(hours.start) / stepMinutes) * stepMinutes;
    const lastWall = minutesOfTime(hours.end);
    const marks: number[] = [];
    for (let wall = firstWall; wall < lastWall; wall += stepMinutes) marks.push(wall);
    const [first, ...rest] = services;
    const firstOnly = rest.length === 0 && first!.resourceId == null;
    const firstResourceFreed = first!.resourceId == null ? [] : resourceBlocked(first!.resourceId).map((held) => held.end);
    // One service and no room on a day of 24 hours (no clock change: a wall minute is its real minute): each stretch
    // of free time gives its stretch of starts at once. Otherwise every candidate is tried.
    const fromFreeTime = stretchesFromFreeTime && firstOnly && day.minutes === minutesPerDay;
    for (const employeeId of performersOf(first!)) {
      const free = freeOf(employeeId);
      const firstLength = lengthWith(first!, employeeId);
      if (fromFreeTime) {
        const stretches = startsInFreeTime(free, firstLength, stepMinutes, day.start, input.now);
        if (stretches.length > 0) results.push({ date, employeeId, stretches });
        continue;
      }
      const walls: number[] = [];
      // Starts only grow, so the first free stretch long enough for the first service is found by a pointer.
      let f = 0;
      for (const wall of candidateWalls(day, marks, stepMinutes, [...free.map((stretch) => stretch.start), ...firstResourceFreed])) {
        if (f === free.length) break;
        const start = day.realMinute(wall);
        while (f < free.length && free[f]!.end < start + firstLength) f++;
        if (f === free.length || free[f]!.start > start) continue;
        if (day.start + start * minuteMs < input.now || !day.wallExists(wall)) continue;
        if (firstOnly || fits(employeeId, start)) walls.push(wall);
      }
      if (walls.length > 0) results.push({ date, employeeId, stretches: stretchesOf(walls, stepMinutes) });
    }
  }
  return results;
}

/**
 * The starts of one service in an employee's free time on a day without a clock change, from each free stretch's ends
 * (no loop over the marks): the stretch's own start when it lies off the marks on a whole minute and is not past, as
 * the candidates offer it, then every mark from the first not past to the last the service still fits from. The same
 * times the candidates give (availability-intervals.test.ts compares them over varied days).
 */
function startsInFreeTime(free: readonly Interval[], length: number, step: number, dayStart: number, now: number): WallStretch[] {
  const notPast = (minute: number) => dayStart + minute * minuteMs >= now;
  const stretches: WallStretch[] = [];
  for (const { start, end } of free) {
    if (start + length > end) continue;
    const ownStart = Number.isInteger(start) && start % step !== 0 && notPast(start);
    // Found by division, then put right by the same comparisons the candidates make (no rounding decides a start).
    let firstMark = Math.max(Math.ceil(start / step), Math.ceil((now - dayStart) / minuteMs / step)) * step;
    if (firstMark - step >= start && notPast(firstMark - step)) firstMark -= step;
    if (!notPast(firstMark)) firstMark += step;
    let lastMark = Math.floor((end - length) / step) * step;
    if (lastMark + length > end) lastMark -= step;
    if (lastMark + step + length <= end) lastMark += step;
    if (ownStart) stretches.push({ from: start, to: Math.max(start, lastMark) });
    else if (firstMark <= lastMark) stretches.push({ from: firstMark, to: lastMark });
  }
  return stretches;
}

/** The offered starts as times, for code that asks whether one time is offered (a hold, a move, why-not): every candidate tried. */
export const availableStartTimes = (input: AvailabilityInput): AvailableTimes[] =>
  offeredStarts(input, false).map(({ date, employeeId, stretches }) => ({ date, employeeId, startTimes: wallsOf(stretches, input.stepMinutes).map(timeOfMinutes) }));

/** The offered starts as stretches of the input's step: what the availability call answers. */
export const availableFree = (input: AvailabilityInput): AvailableFree[] =>
  offeredStarts(input, true).map(({ date, employeeId, stretches }) => ({ date, employeeId, free: stretches.map(freeIntervalOf) }));

/**
 * Why an order line needs the explicit confirmation (`confirmOutsideWorkingHours`): the branch is closed that
 * day, the line runs outside its working hours, the employee has no active slot that day (off, sick, on
 * vacation) or the line runs outside their shift. Empty when it fits.
 */
export const outsideHoursReasonSchema = z.enum(['branch_closed', 'outside_working_hours', 'not_working', 'outside_work_slot']);
export type OutsideHoursReason = z.infer<typeof outsideHoursReasonSchema>;

export function outsideHoursReasons(
  line: { date: IsoDate; startTime: TimeOfDay; duration: number },
  hours: TimeRange | null,
  slot: Pick<WorkSlotCreate, 'type' | 'slotStart' | 'slotEnd'> | undefined,
  zone: string,
): OutsideHoursReason[] {
  const day = localDayClock(line.date, zone);
  const start = day.realMinute(minutesOfTime(line.startTime));
  const end = start + line.duration;
  const within = (range: Interval | null) => range !== null && range.start <= start && end <= range.end;
  const reasons: OutsideHoursReason[] = [];
  if (!hours) reasons.push('branch_closed');
  else if (!within(rangeOnDay(day, hours))) reasons.push('outside_working_hours');
  if (slot?.type !== 'work_slot.active' || !slot.slotStart || !slot.slotEnd) reasons.push('not_working');
  else if (!within(rangeOnDay(day, { start: slot.slotStart, end: slot.slotEnd }))) reasons.push('outside_work_slot');
  return reasons;
}
