import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { isoDateSchema } from '@/schema/primitives';
import { instantToZoned } from '@/schema/schedule/time-zone';

/**
 * Schedule modes (spec §4 schedule.single / group / multi) mapped onto two views:
 * - `day` is schedule.multi: a column per person working that day, the branch at a glance.
 * - `week` is schedule.single: one person's seven days.
 * - schedule.group is not a view of its own: group classes are blocks in either view, with their places taken
 *   ("3/8"), because a receptionist books a class beside the single orders of the same people.
 */
export type ScheduleView = 'day' | 'week';

/** What the schedule shows, kept in the address (`?d=&view=&emp=&all=`) so Back, reload and a shared link
 * land on the same day, and the order drawers (`order/new`, `order/{id}`) carry it along. */
export type ScheduleParams = {
  date: string;
  view: ScheduleView;
  employeeId: number | null;
  showEveryone: boolean;
};

/** `ownEmployeeId`: whom to show when the address names no one (the person's own column on a phone). */
export function useScheduleParams(
  timeZone: string,
  ownEmployeeId: number | null = null,
): [ScheduleParams, (change: Partial<ScheduleParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo<ScheduleParams>(() => {
    // The drawer's `date` (order/new?date=) names the day the schedule behind it shows.
    const asked = search.get('d') ?? search.get('date');
    const date = isoDateSchema.safeParse(asked).success ? asked! : instantToZoned(Date.now(), timeZone).date;
    // Only the filter's own `emp`: order/new's `employeeId` names who the order is for, not whom to show.
    const employee = Number(search.get('emp'));
    return {
      date,
      view: search.get('view') === 'week' ? 'week' : 'day',
      employeeId: Number.isInteger(employee) && employee > 0 ? employee : ownEmployeeId,
      showEveryone: search.get('all') === '1',
    };
  }, [search, timeZone, ownEmployeeId]);

  const change = useCallback(
    (next: Partial<ScheduleParams>) => setSearch(scheduleSearch({ ...params, ...next }), { replace: false }),
    [params, setSearch],
  );
  return [params, change];
}

/** The address's query for `params` (the schedule's own, and what a drawer carries back). */
export function scheduleSearch(params: ScheduleParams): URLSearchParams {
  const search = new URLSearchParams({ d: params.date });
  if (params.view === 'week') search.set('view', 'week');
  if (params.employeeId !== null) search.set('emp', String(params.employeeId));
  if (params.showEveryone) search.set('all', '1');
  return search;
}
