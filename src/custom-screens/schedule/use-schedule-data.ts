import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import type { Schedule, ScheduleEmployee } from '@/schema/schedule/schedule-read';
import { getBranchSchedule, getEmployeeSchedule } from './schedule-api';
import {
  dayColumns,
  dayCounts,
  dayRange,
  keptColumns,
  keptRanges,
  timesOfDate,
  weekColumns,
  weekDates,
  weekRanges,
  type DayCounts,
  type DayRange,
  type ScheduleColumn,
  type LegendKind,
} from './schedule-grid-model';
import { scheduleKeys } from './schedule-query-keys';
import type { ScheduleParams } from './use-schedule-params';

export type ScheduleGridData = {
  columns: ScheduleColumn[];
  ranges: DayRange[];
  counts: DayCounts;
  /** The shading kinds on screen, and times being booked online if any, for the legend. */
  legendKinds: LegendKind[];
};

export type ScheduleData = {
  /** The branch's day: its people, hours and zone; the week view reads its people from it too. */
  day: ReturnType<typeof useQuery<Schedule>>;
  /** The one person shown in the week view or on a phone (the filter's, else the first working that day). */
  shownEmployee: ScheduleEmployee | null;
  /** Who the toolbar's picker offers; null while the day loads. */
  pickable: ScheduleEmployee[] | null;
  /** The week view's read, when it is on. */
  week: ReturnType<typeof useQuery<Schedule>> | null;
  grid: ScheduleGridData | null;
};

const legendKindsOf = (columns: readonly ScheduleColumn[]): LegendKind[] =>
  Array.from(
    new Set<LegendKind>([
      ...columns.flatMap((column) => column.shades.map((shade) => shade.kind)),
      ...(columns.some((column) => column.holds.length > 0) ? (['hold'] as const) : []),
    ]),
  );

/**
 * The schedule's reads (cached 5 minutes, spec §9, as every query of the app) and the grid they make. Only
 * pure functions of schedule-grid-model.ts shape the data; this hook wires them to the cache.
 */
export function useScheduleData(
  branchId: number,
  params: ScheduleParams,
  onePerson: boolean,
  weekStart: number,
): ScheduleData {
  const day = useQuery({
    queryKey: scheduleKeys.branchDay(branchId, params.date),
    queryFn: () => getBranchSchedule(branchId, params.date),
    enabled: branchId > 0,
  });
  const dayData = day.data?.from === params.date ? day.data : undefined;

  const dayModel = useMemo(() => {
    if (!dayData) return null;
    const range = dayRange(
      params.date,
      dayData.timeZone,
      dayData.workingHours,
      timesOfDate(dayData, params.date),
    );
    const working = dayColumns(dayData, params.date, range, {
      showEveryone: params.showEveryone,
      employeeId: null,
    });
    return { range, working };
  }, [dayData, params.date, params.showEveryone]);

  const shownEmployee = useMemo(() => {
    if (!dayData) return null;
    const chosen = dayData.employees.find((employee) => employee.id === params.employeeId);
    return chosen ?? dayModel?.working[0]?.employee ?? dayData.employees[0] ?? null;
  }, [dayData, dayModel, params.employeeId]);

  const dates = useMemo(() => weekDates(params.date, weekStart), [params.date, weekStart]);
  const weekOn = params.view === 'week' && shownEmployee !== null;
  const employeeId = shownEmployee?.id ?? 0;
  const weekQuery = useQuery({
    queryKey: scheduleKeys.employeeRange(employeeId, dates[0]!, dates[6]!),
    queryFn: () => getEmployeeSchedule(employeeId, dates[0]!, dates[6]!),
    enabled: weekOn,
  });
  const weekData = weekOn && weekQuery.data?.from === dates[0] ? weekQuery.data : undefined;

  const grid = useMemo<ScheduleGridData | null>(() => {
    if (params.view === 'week') {
      if (!weekData || !shownEmployee) return null;
      const ranges = weekRanges(weekData, dates);
      const columns = weekColumns(weekData, shownEmployee, dates, ranges);
      return {
        columns,
        ranges,
        counts: dayCounts(columns, weekData.timeZone),
        legendKinds: legendKindsOf(columns),
      };
    }
    if (!dayModel || !dayData) return null;
    // A phone shows one person at a time; the filter shows its person even without a slot that day.
    const one = onePerson ? (params.employeeId ?? dayModel.working[0]?.employee.id) : params.employeeId;
    const columns = one
      ? dayColumns(dayData, params.date, dayModel.range, { showEveryone: true, employeeId: one })
      : dayModel.working;
    return {
      columns,
      ranges: [dayModel.range],
      counts: dayCounts(dayModel.working, dayData.timeZone),
      legendKinds: legendKindsOf(columns),
    };
  }, [
    params.view,
    params.date,
    params.employeeId,
    weekData,
    shownEmployee,
    dates,
    dayModel,
    dayData,
    onePerson,
  ]);

  // A change keeps the columns and ranges it did not touch, so only those it did render again (a drop, a refetch).
  const previous = useRef<ScheduleGridData | null>(null);
  const keptGrid = useMemo(
    () =>
      grid && {
        ...grid,
        columns: keptColumns(previous.current?.columns ?? null, grid.columns),
        ranges: keptRanges(previous.current?.ranges ?? null, grid.ranges),
      },
    [grid],
  );
  useEffect(() => {
    previous.current = keptGrid;
  }, [keptGrid]);

  // Who the picker offers: a phone's day steps through the people working, and the person shown even when they do
  // not work that day (a staff member's own column, a filter); otherwise anyone.
  const pickable = useMemo(() => {
    const working = dayModel?.working.map((column) => column.employee) ?? [];
    if (!(params.view === 'day' && onePerson && working.length > 0)) return dayData?.employees ?? null;
    const asked = dayData?.employees.find((employee) => employee.id === params.employeeId);
    return asked && !working.some((employee) => employee.id === asked.id) ? [asked, ...working] : working;
  }, [dayModel, dayData, params.view, params.employeeId, onePerson]);

  return { day, shownEmployee, pickable, week: params.view === 'week' ? weekQuery : null, grid: keptGrid };
}
