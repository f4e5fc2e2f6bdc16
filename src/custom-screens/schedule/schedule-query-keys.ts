import { scheduleAvailabilityKey, scheduleOrderKey, scheduleQueryRoot } from '@/lib/schedule-query-keys';

/** The schedule's query keys, and which of them a live event makes stale (spec §4 "Live updates"). */
export const scheduleKeys = {
  branchDay: (branchId: number, date: string) => [...scheduleQueryRoot, 'branch', branchId, date] as const,
  employeeRange: (employeeId: number, from: string, to: string) =>
    [...scheduleQueryRoot, 'employee', employeeId, from, to] as const,
  /** One order as its drawer reads it; group-order events refresh it too. */
  order: scheduleOrderKey,
  /** The drawer's free times of a branch's date. */
  availability: scheduleAvailabilityKey,
};

/** What an order or group-order event says (its `data`), and whether it was a group-order event. */
export type ScheduleEventFacts = { date: string; id: number; employeeIds: readonly number[]; group: boolean };

/**
 * Whether a cached query is one the event changed: the branch's day of its date and its free times that day (a
 * time just taken is never offered), the ranges of each employee it names that hold its date, and for group-order
 * events the order itself. Nothing else is refetched.
 */
export function isStaleAfter(
  facts: ScheduleEventFacts,
  branchId: number,
  queryKey: readonly unknown[],
): boolean {
  if (queryKey[0] !== scheduleQueryRoot[0]) return false;
  const [, kind, id, from, to] = queryKey;
  if (kind === 'branch' || kind === 'availability') return id === branchId && from === facts.date;
  if (kind === 'employee') {
    return (
      facts.employeeIds.includes(id as number) &&
      typeof from === 'string' &&
      typeof to === 'string' &&
      from <= facts.date &&
      facts.date <= to
    );
  }
  if (kind === 'order') return facts.group && id === facts.id;
  return false;
}
