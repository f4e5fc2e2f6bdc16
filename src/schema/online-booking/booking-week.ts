import { addDays } from '../schedule/calendar';

/**
 * The time step's week strip: seven of the branch's days from a first one, never before the branch's today nor past
 * the rules' horizon. Days are the branch's, whatever the visitor's device says: a client abroad books Belgrade's
 * Tuesday.
 */
export type Week = { dates: string[]; previous: string | null; next: string | null };

export const weekLength = 7;

/** The branch's calendar day now. */
export const todayIn = (timeZone: string, now: number = Date.now()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** The week from `from` (cut at the horizon), and where the arrows lead: null when there is nowhere to go. */
export function weekOf(from: string, today: string, horizonDays: number): Week {
  const last = addDays(today, horizonDays);
  const dates = Array.from({ length: weekLength }, (_, i) => addDays(from, i)).filter((date) => date <= last);
  const before = addDays(from, -weekLength);
  const after = addDays(from, weekLength);
  return { dates, previous: from > today ? (before > today ? before : today) : null, next: after <= last ? after : null };
}

export type PartOfDay = 'morning' | 'afternoon' | 'evening';

/** Start times under the part of the day they fall in (before 12:00, before 17:00, later), empty parts left out. */
export function timesByPartOfDay(times: readonly string[]): { part: PartOfDay; times: string[] }[] {
  const partOf = (time: string): PartOfDay => (time < '12:00' ? 'morning' : time < '17:00' ? 'afternoon' : 'evening');
  const parts: { part: PartOfDay; times: string[] }[] = [];
  for (const time of times) {
    const part = partOf(time);
    const last = parts.at(-1);
    if (last?.part === part) last.times.push(time);
    else parts.push({ part, times: [time] });
  }
  return parts;
}
