import type { QuietHours } from '../../../src/schema/messages/notification-rule';
import { addDays, minutesOfTime } from '../../../src/schema/schedule/calendar';
import { instantToZoned, zonedToInstant } from '../../../src/schema/schedule/time-zone';

/**
 * When a message due at `due` may go, given the quiet hours in the branch's time zone: `due` itself outside them,
 * else the morning they end. Quiet hours may wrap midnight (20:00–09:00) or not (13:00–14:00).
 */
export function afterQuietHours(due: number, quiet: QuietHours | null | undefined, timeZone: string): number {
  if (!quiet || quiet.from === quiet.to) return due;
  const local = instantToZoned(due, timeZone);
  const [now, from, to] = [minutesOfTime(local.time), minutesOfTime(quiet.from), minutesOfTime(quiet.to)];
  const wraps = from > to;
  const inside = wraps ? now >= from || now < to : now >= from && now < to;
  if (!inside) return due;
  // Past midnight inside a wrapping window, or inside a same-day one, the end is today; before midnight, tomorrow.
  const endDate = wraps && now >= from ? addDays(local.date, 1) : local.date;
  return zonedToInstant(endDate, quiet.to, timeZone);
}
