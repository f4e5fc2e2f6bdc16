import { type IsoDate, type TimeOfDay, addDays, dayMs } from './calendar';

/**
 * Wall clock ↔ instant for an IANA zone with the built-in Intl API only (src/schema loads in the browser and
 * on the server, so no dayjs). Orders are stored as instants (epoch ms) and shown in the branch's zone.
 *
 * Days when the clocks change:
 * - Spring gap (Belgrade 2025-03-30, 02:00 → 03:00): a wall time that never happens (02:30) moves forward by
 *   the gap and becomes 03:30, as Temporal's "compatible" choice and every calendar app do.
 * - Autumn overlap (Belgrade 2025-10-26, 03:00 → 02:00): a wall time that happens twice (02:30) is the
 *   first occurrence (still summer time), the earlier instant, so a booking never lands an hour late.
 * Assumes a zone changes its offset at most once in two days, true of every zone in the tz database since 1970.
 */
export type ZonedDateTime = { date: IsoDate; time: TimeOfDay };

const minuteMs = 60_000;
const hourMs = 3_600_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    // h23: some engines print midnight as "24" with hour12: false.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The zone's wall clock at `instant`, written as if it were a UTC instant (whole seconds). */
function wallClockOf(instant: number, zone: string): number {
  const part: Record<string, number> = {};
  for (const { type, value } of formatterOf(zone).formatToParts(instant)) part[type] = Number(value);
  return Date.UTC(part.year ?? 0, (part.month ?? 1) - 1, part.day ?? 1, part.hour ?? 0, part.minute ?? 0, part.second ?? 0);
}

/** How far the zone's clock runs ahead of UTC at `instant`, in ms (Belgrade in summer: +2 h). */
export const zoneOffsetMs = (instant: number, zone: string): number => {
  const whole = Math.floor(instant / 1000) * 1000;
  return wallClockOf(whole, zone) - whole;
};

/** The instant a wall clock in `zone` reads `date` `time` (see the gap and overlap rules above). */
export function zonedToInstant(date: IsoDate, time: TimeOfDay, zone: string): number {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const offsetBefore = zoneOffsetMs(wall - dayMs, zone);
  const offsetAfter = zoneOffsetMs(wall + dayMs, zone);
  if (offsetBefore === offsetAfter) return wall - offsetBefore;
  const readsWall = (instant: number) => wallClockOf(instant, zone) === wall;
  const matches = [wall - offsetBefore, wall - offsetAfter].filter(readsWall);
  // In the gap neither offset reads the wall time: the offset before the change carries it past the gap.
  return matches.length > 0 ? Math.min(...matches) : wall - offsetBefore;
}

/** The date and time (to the minute) a wall clock in `zone` shows at `instant`. */
export function instantToZoned(instant: number, zone: string): ZonedDateTime {
  const wall = wallClockOf(instant, zone);
  const iso = new Date(wall).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The instant a local day begins (its first minute, if midnight falls in a spring gap). */
export const startOfLocalDay = (date: IsoDate, zone: string): number => zonedToInstant(date, '00:00', zone);

/** How long a local day lasts, in hours: 24, 23 on the spring change, 25 in autumn (23.5 on Lord Howe). */
export const localDayHours = (date: IsoDate, zone: string): number => localDayClock(date, zone).minutes / 60;

/**
 * The same wall time `days` later (a standing Tuesday 10:00 stays at 10:00 across a clock change, 23 or 25
 * real hours later), with the gap and overlap rules above; to the minute.
 */
export function addLocalDays(instant: number, days: number, zone: string): number {
  const { date, time } = instantToZoned(instant, zone);
  return zonedToInstant(addDays(date, days), time, zone);
}

/**
 * One local day as a line of real minutes from its first instant, for code that places many times on it
 * (availability): `realMinute` says where a wall time (minutes since midnight) falls, `wallExists` whether
 * the wall clock shows it that day at all (not in the spring gap). Each call is arithmetic: the day's offsets
 * and the instant its clock changes are read from Intl once, not per time.
 */
export type LocalDayClock = {
  /** The instant the day begins, and its length in real minutes (1380, 1440 or 1500 mostly). */
  start: number;
  minutes: number;
  realMinute: (wallMinute: number) => number;
  wallExists: (wallMinute: number) => boolean;
  /** The wall time (minutes since midnight) the clock shows at a real minute of the day: `realMinute`'s inverse. */
  wallMinute: (realMinute: number) => number;
};

export function localDayClock(date: IsoDate, zone: string): LocalDayClock {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  // The day's instants all lie within 14 h before and 38 h after its UTC-written midnight (offsets stay
  // within ±14 h), so one offset sampled on each side brackets any change that day.
  const low = midnight - 14 * hourMs;
  const high = midnight + 38 * hourMs;
  const before = zoneOffsetMs(low, zone);
  const after = zoneOffsetMs(high, zone);
  const noChange = before === after;
  let change = Infinity;
  if (!noChange) {
    // The first minute with the new offset, by bisection: clocks change on whole minutes.
    let [lo, hi] = [low / minuteMs, high / minuteMs];
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (zoneOffsetMs(mid * minuteMs, zone) === before) lo = mid;
      else hi = mid;
    }
    change = hi * minuteMs;
  }
  // A wall time read with the earlier offset is right if it falls before the change, with the later one if
  // after; both in the autumn overlap (the first wins), neither in the spring gap (the earlier offset carries
  // it forward), as `zonedToInstant` decides.
  const instantOf = (wall: number): number => {
    const early = midnight + wall * minuteMs - before;
    return noChange || early < change || midnight + wall * minuteMs - after < change ? early : midnight + wall * minuteMs - after;
  };
  const start = instantOf(0);
  return {
    start,
    minutes: (instantOf(24 * 60) - start) / minuteMs,
    realMinute: (wall) => (instantOf(wall) - start) / minuteMs,
    wallExists: (wall) => {
      const at = midnight + wall * minuteMs;
      return noChange || at - before < change || at - after >= change;
    },
    wallMinute: (real) => {
      const instant = start + real * minuteMs;
      return (instant + (noChange || instant < change ? before : after) - midnight) / minuteMs;
    },
  };
}
