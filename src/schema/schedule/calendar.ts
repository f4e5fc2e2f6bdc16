import { timeOfDaySchema } from '../primitives';

/**
 * Calendar dates (YYYY-MM-DD) and times of day (HH:mm) as a wall clock reads them, with no time zone: the
 * arithmetic runs on UTC dates, where every day has 24 hours, so "the day after" is never off by a DST shift.
 * Turning them into instants is `time-zone.ts`'s job.
 */
export type IsoDate = string;
export type TimeOfDay = string;

export const dayMs = 86_400_000;

/** An instant's date in UTC. */
export const utcDateOf = (at: Date): IsoDate => at.toISOString().slice(0, 10);

const utcOf = (date: IsoDate): number => Date.parse(`${date}T00:00:00Z`);
const isoOf = (utc: number): IsoDate => new Date(utc).toISOString().slice(0, 10);

export const addDays = (date: IsoDate, days: number): IsoDate => isoOf(utcOf(date) + days * dayMs);

/** A YYYY-MM-DD the calendar has: not 2025-02-30 (which Date rolls over to March) nor 2025-01-32 (which it refuses). */
export const isCalendarDate = (date: string): boolean => {
  const utc = utcOf(date);
  return !Number.isNaN(utc) && isoOf(utc) === date;
};

/** Whole days from `from` to `to` (negative when `to` comes first). */
export const daysBetween = (from: IsoDate, to: IsoDate): number => Math.round((utcOf(to) - utcOf(from)) / dayMs);

/** 0 = Sunday … 6 = Saturday, as `Date.getDay` and the spec's week (starting Sunday) count. */
export const weekdayOf = (date: IsoDate): number => new Date(utcOf(date)).getUTCDay();

/** Every date from `from` to `to`, both included. */
export function datesFrom(from: IsoDate, to: IsoDate): IsoDate[] {
  const dates: IsoDate[] = [];
  for (let utc = utcOf(from), end = utcOf(to); utc <= end; utc += dayMs) dates.push(isoOf(utc));
  return dates;
}

/** The dates from `from` to `to` that fall on the given weekdays (0 = Sunday): weekly templates and repeats. */
export function datesOnWeekdays(from: IsoDate, to: IsoDate, weekdays: readonly number[]): IsoDate[] {
  const chosen = new Set(weekdays);
  return datesFrom(from, to).filter((date) => chosen.has(weekdayOf(date)));
}

/** The dates of a month (`month` 1–12). */
export const monthDates = (year: number, month: number): IsoDate[] =>
  datesFrom(isoOf(Date.UTC(year, month - 1, 1)), isoOf(Date.UTC(year, month, 0)));

/** "09:30" → 570. */
export function minutesOfTime(time: TimeOfDay): number {
  const [hours = '', minutes = ''] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** 570 → "09:30" (within one day: 0 ≤ minutes < 1440). */
export const timeOfMinutes = (minutes: number): TimeOfDay =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Whether two well-formed HH:mm times end at or before they start (fixed-width strings compare as times).
 * False when either is missing or malformed: zod runs refinements even after a format error, which it
 * reports itself. A range past midnight is two ranges.
 */
export const isReversedTimeRange = (start: unknown, end: unknown): boolean =>
  timeOfDaySchema.safeParse(start).success && timeOfDaySchema.safeParse(end).success && (end as string) <= (start as string);
