import { instantToZoned } from '@/schema/schedule/time-zone';
import { scheduleSearch, type ScheduleParams } from './use-schedule-params';

/** What a new order starts with: who, which day, and the time when one is known. */
export type NewOrderAt = { employeeId: number | null; date: string; time: string | null };

/**
 * order/new's query for `at` (order-drawer-request.ts reads it), carrying the schedule's own view so that closing
 * the drawer comes back to it. order/new names the day itself (`date`), so the schedule's `d` is not repeated.
 */
export function newOrderQuery(at: NewOrderAt, params: ScheduleParams): string {
  const carried = scheduleSearch(params);
  carried.delete('d');
  return [
    at.employeeId === null ? '' : `employeeId=${at.employeeId}`,
    `date=${at.date}`,
    at.time === null ? '' : `time=${at.time}`,
    carried.toString(),
  ]
    .filter(Boolean)
    .join('&');
}

const markMs = 5 * 60_000;

/**
 * Where "New appointment" starts: on today, the next 5-minute mark of the branch's clock (a client at the desk
 * now); on another day shown, that day with no time yet, for the drawer's free times to offer. Every zone's offset
 * is a whole number of 5 minutes, so rounding the instant rounds the branch's clock.
 */
export function newAppointmentAt(
  shownDate: string,
  employeeId: number | null,
  now: number,
  timeZone: string,
): NewOrderAt {
  const today = instantToZoned(now, timeZone).date;
  if (shownDate !== today) return { employeeId, date: shownDate, time: null };
  const mark = instantToZoned(Math.ceil(now / markMs) * markMs, timeZone);
  return { employeeId, date: mark.date, time: mark.time };
}
