import { hoursOn, type HoursExceptions } from '../../../src/schema/online-booking/profile-hours';
import type { RuleRow } from '../../../src/schema/online-booking/settings';
import type { WorkingHours } from '../../../src/schema/organization';
import type { PublicTimes } from '../../../src/schema/online-booking/public-times';
import { availableStartTimes, offeredStarts, type AvailabilityInput, type AvailabilityService, type AvailableTimes, type BusyInterval } from '../../../src/schema/schedule/availability';
import { freeIntervalOf, stretchesOf, wallsOf } from '../../../src/schema/schedule/availability-intervals';
import { addDays, datesFrom, type IsoDate } from '../../../src/schema/schedule/calendar';
import { instantToZoned, zonedToInstant } from '../../../src/schema/schedule/time-zone';
import type { WorkSlotCreate } from '../../../src/schema/schedule/work-slot';
import { rulesFor, visitRules, type VisitRules } from './rules-in-force';

/**
 * Start times a client may book online: the staff's availability (src/schema/schedule/availability.ts) under the
 * rules in force. What each employee may be booked for depends on their own rules (notice, horizon, buffers, step),
 * so the employees the visit may start with are grouped by the rules of their visit, one run per group (one run in
 * the usual branch, where nobody overrides anything).
 */
export type OnlineService = { id: number; duration: number; bookableOnline: boolean; durations: ReadonlyMap<number, number>; prices: ReadonlyMap<number, string> };

export type OnlineAvailabilityInput = {
  clock: { timeZone: string; workingHours: WorkingHours; slotStepMinutes: number };
  rules: readonly RuleRow[];
  /** The visit's services in order. */
  services: readonly OnlineService[];
  /** Whether each live employee of the branch takes online bookings. */
  employeeBookable: ReadonlyMap<number, boolean>;
  /** The one employee asked for, or every one who may. */
  employeeId: number | null;
  from: IsoDate;
  to: IsoDate;
  workSlots: readonly WorkSlotCreate[];
  busy: readonly BusyInterval[];
  /** Dated exceptions to the opening hours (Presence → Hours); none: the every-day hours. */
  hoursExceptions?: HoursExceptions;
  now: number;
};

const minuteMs = 60_000;
const minutesPerDay = 24 * 60;

/** Who may start the visit online: performers of its first service who take online bookings. */
export function onlinePerformers(service: OnlineService, employeeBookable: ReadonlyMap<number, boolean>, employeeId: number | null): number[] {
  return [...service.durations.keys()].filter((id) => employeeBookable.get(id) === true && (employeeId === null || id === employeeId));
}

/** The visit's rules with the employee it starts with. */
export const visitRulesWith = (input: Pick<OnlineAvailabilityInput, 'rules' | 'services' | 'employeeBookable'>, employeeId: number): VisitRules =>
  visitRules(input.services.map((service) => rulesFor(input.rules, service, { id: employeeId, bookableOnline: input.employeeBookable.get(employeeId) === true })));

/** The runs of the availability function, each with its first employees and their rules. */
export function onlineRuns(input: OnlineAvailabilityInput): { employeeIds: number[]; rules: VisitRules }[] {
  const [first] = input.services;
  if (!first || input.services.some((service) => !service.bookableOnline)) return [];
  const groups = new Map<string, { employeeIds: number[]; rules: VisitRules }>();
  for (const employeeId of onlinePerformers(first, input.employeeBookable, input.employeeId)) {
    const rules = visitRulesWith(input, employeeId);
    if (!rules.values.bookable) continue;
    const key = JSON.stringify(rules.values);
    const group = groups.get(key) ?? { employeeIds: [], rules };
    group.employeeIds.push(employeeId);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The availability function's input for each run: its first employees, under its rules, to its horizon. */
function onlineRunInputs(input: OnlineAvailabilityInput): AvailabilityInput[] {
  const today = instantToZoned(input.now, input.clock.timeZone).date;
  return onlineRuns(input).flatMap(({ employeeIds, rules: { values } }) => {
    const lastDay = addDays(today, values.horizonDays);
    const to = input.to < lastDay ? input.to : lastDay;
    if (to < input.from) return [];
    const bookable = (id: number) => input.employeeBookable.get(id) === true;
    const sequence: AvailabilityService[] = input.services.map((service, index) => ({
      duration: service.duration,
      durations: service.durations,
      employeeId: 'any',
      // The visit starts with one of this run's employees; a later service goes to whoever may be booked for it.
      performerIds: index === 0 ? employeeIds : [...service.durations.keys()].filter(bookable),
    }));
    return [
      {
        timeZone: input.clock.timeZone,
        from: input.from,
        to,
        services: sequence,
        employeeIds,
        workingHours: (date: IsoDate) => hoursOn(input.clock.workingHours, input.hoursExceptions, date),
        workSlots: input.workSlots,
        busy: input.busy,
        visitBuffer: { before: values.bufferBeforeMinutes, after: values.bufferAfterMinutes },
        stepMinutes: values.stepMinutes ?? input.clock.slotStepMinutes,
        now: input.now + values.minNoticeMinutes * minuteMs,
      },
    ];
  });
}

/** Start times per date and first employee (the staff function's shape), under the rules of each run. */
export const onlineStartTimes = (input: OnlineAvailabilityInput): AvailableTimes[] => onlineRunInputs(input).flatMap(availableStartTimes);

/**
 * The booking page's answer: every date from `from` to `to`, each with the stretches of the union of its start times
 * over everyone who may take the visit, nothing naming who.
 */
export function onlineFreeDays(input: OnlineAvailabilityInput): PublicTimes {
  const runs = onlineRunInputs(input);
  // Every run has the visit's step (no employee sets one of their own, rules.ts); stretches cut and expanded with one
  // step are exact whatever it is, a step the times do not follow only makes them shorter.
  const stepMinutes = runs[0]?.stepMinutes ?? input.clock.slotStepMinutes;
  // A day's offered minutes as flags: uniting a week of 40 people is one pass over each, sorted for free.
  const offered = new Map<IsoDate, Uint8Array>();
  for (const run of runs) {
    for (const { date, stretches } of offeredStarts(run, true)) {
      let flags = offered.get(date);
      if (!flags) offered.set(date, (flags = new Uint8Array(minutesPerDay)));
      for (const wall of wallsOf(stretches, run.stepMinutes)) flags[wall] = 1;
    }
  }
  const days = datesFrom(input.from, input.to).map((date) => {
    const flags = offered.get(date);
    const walls: number[] = [];
    if (flags) for (let wall = 0; wall < minutesPerDay; wall++) if (flags[wall]) walls.push(wall);
    return { date, free: stretchesOf(walls, stepMinutes).map(freeIntervalOf) };
  });
  return { stepMinutes, days };
}

/** Every date asked for, each with the union of its start times, ascending (the manage page's week to move to). */
export function startTimesByDay(from: IsoDate, to: IsoDate, found: readonly AvailableTimes[]): { date: IsoDate; times: string[] }[] {
  const byDate = new Map<IsoDate, Set<string>>();
  for (const { date, startTimes } of found) {
    const times = byDate.get(date) ?? new Set<string>();
    for (const time of startTimes) times.add(time);
    byDate.set(date, times);
  }
  const days: { date: IsoDate; times: string[] }[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) days.push({ date, times: [...(byDate.get(date) ?? [])].sort() });
  return days;
}

/** One line of a visit as it will be booked: who does which service when, for how long and at what price. */
export type VisitLine = { serviceId: number; employeeId: number; startTime: string; duration: number; price: string };

/**
 * Who does each service of a visit that starts at `time` with `first`: the person `preferred` names for it (a moved
 * booking's own), else the same person where they do the next service and are free, else the first bookable
 * performer free for it (inside their shift and the opening hours, clear of time already held). Null when a service
 * finds nobody. The database judges the booking again.
 */
export function assignVisit(input: OnlineAvailabilityInput, first: number, date: IsoDate, time: string, preferred: readonly number[] = []): VisitLine[] | null {
  const zone = input.clock.timeZone;
  const instantOf = (wall: string) => zonedToInstant(date, wall, zone);
  const hours = hoursOn(input.clock.workingHours, input.hoursExceptions, date);
  if (!hours) return null;
  const opening = { start: instantOf(hours.start), end: instantOf(hours.end) };
  const freeFor = (employeeId: number, start: number, end: number) => {
    const slot = input.workSlots.find((s) => s.employeeId === employeeId && s.date === date);
    if (!slot?.slotStart || !slot.slotEnd) return false;
    if (start < Math.max(opening.start, instantOf(slot.slotStart)) || end > Math.min(opening.end, instantOf(slot.slotEnd))) return false;
    return !input.busy.some((b) => b.employeeId === employeeId && b.start < end && start < b.end);
  };
  const lines: VisitLine[] = [];
  let at = instantOf(time);
  for (const [index, service] of input.services.entries()) {
    const bookable = [...service.durations.keys()].filter((id) => input.employeeBookable.get(id) === true);
    const wanted = preferred[index];
    const tried = index === 0 ? [first] : [...new Set([...(wanted === undefined ? [] : [wanted]), first, ...bookable])].filter((id) => service.durations.has(id) && bookable.includes(id));
    const employeeId = tried.find((id) => freeFor(id, at, at + service.durations.get(id)! * minuteMs));
    if (employeeId === undefined) return null;
    const duration = service.durations.get(employeeId)!;
    lines.push({ serviceId: service.id, employeeId, startTime: instantToZoned(at, zone).time, duration, price: service.prices.get(employeeId) ?? '0' });
    at += duration * minuteMs;
  }
  return lines;
}

/** A stretch of an employee's time, as epoch milliseconds. */
export type HeldStretch = { employeeId: number; start: number; end: number };

/**
 * The time held by others: the busy time less a booking's own lines, so a booking being moved may land where it
 * overlaps itself (ten minutes later, say). The busy time comes merged per employee (availability.repository.ts);
 * the booking's lines never overlap another line of their employee (the exclusion constraint), so cutting them out
 * leaves exactly everyone else's.
 */
export function busyWithout(busy: readonly BusyInterval[], own: readonly HeldStretch[]): BusyInterval[] {
  return busy.flatMap((interval) =>
    own
      .filter((line) => line.employeeId === interval.employeeId)
      .reduce<BusyInterval[]>(
        (pieces, line) =>
          pieces.flatMap((piece) =>
            piece.end <= line.start || line.end <= piece.start
              ? [piece]
              : [...(piece.start < line.start ? [{ ...piece, end: line.start }] : []), ...(line.end < piece.end ? [{ ...piece, start: line.end }] : [])],
          ),
        [interval],
      ),
  );
}
