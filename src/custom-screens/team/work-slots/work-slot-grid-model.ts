import { monthDates, weekdayOf, type IsoDate } from '@/schema/schedule/calendar';
import type { WorkSlot, WorkSlotCreate } from '@/schema/schedule/work-slot';
import type { EmployeeDay } from '@/schema/schedule/work-slot-template';
import type { Formats } from '@/i18n/formats';

/**
 * The month grid of work slots (team/workSlots and the member card's calendar): which slot each cell holds,
 * which cells a click, a shift-click or a drag chooses, and the month shown. Pure, so the grid only renders.
 */

export type Month = { year: number; month: number };

export const cellKey = (day: EmployeeDay): string => `${day.employeeId}/${day.date}`;

export function dayOfKey(key: string): EmployeeDay {
  const [employeeId = '', date = ''] = key.split('/');
  return { employeeId: Number(employeeId), date };
}

/** Each cell's slot by `cellKey` (one slot per member and day, spec §3). */
export const slotsByCell = (slots: readonly WorkSlot[]): Map<string, WorkSlot> => new Map(slots.map((slot) => [cellKey(slot), slot]));

/** What a cell reads: an active shift as "09:00–17:00" (as `formats` write times); other types by style and label. */
export const shiftText = (slot: Pick<WorkSlot, 'type' | 'slotStart' | 'slotEnd'>, formats: Pick<Formats, 'clockRange'>): string | null =>
  slot.type === 'work_slot.active' && slot.slotStart && slot.slotEnd ? formats.clockRange(slot.slotStart, slot.slotEnd) : null;

/**
 * The rectangle between two cells, as a shift-click or a drag chooses it: the rows from one member to the other
 * in the order shown, the days between the two dates. A corner that is no longer shown chooses nothing.
 */
export function cellRange(anchor: EmployeeDay, target: EmployeeDay, employeeIds: readonly number[], dates: readonly IsoDate[]): EmployeeDay[] {
  const rows = [employeeIds.indexOf(anchor.employeeId), employeeIds.indexOf(target.employeeId)];
  const columns = [dates.indexOf(anchor.date), dates.indexOf(target.date)];
  if (rows.includes(-1) || columns.includes(-1)) return [];
  const [top, bottom] = [Math.min(...rows), Math.max(...rows)];
  const [left, right] = [Math.min(...columns), Math.max(...columns)];
  return employeeIds.slice(top, bottom + 1).flatMap((employeeId) => dates.slice(left, right + 1).map((date) => ({ employeeId, date })));
}

/** The selection with `cells` chosen (`on`) or let go. */
export function withCells(selected: ReadonlySet<string>, cells: readonly EmployeeDay[], on: boolean): Set<string> {
  const next = new Set(selected);
  for (const cell of cells) {
    if (on) next.add(cellKey(cell));
    else next.delete(cellKey(cell));
  }
  return next;
}

/** The chosen cells, in the grid's order (members as shown, then dates), for the edit to write. */
export const chosenDays = (selected: ReadonlySet<string>, employeeIds: readonly number[], dates: readonly IsoDate[]): EmployeeDay[] =>
  employeeIds.flatMap((employeeId) => dates.flatMap((date) => (selected.has(cellKey({ employeeId, date })) ? [{ employeeId, date }] : [])));

export const isWeekend = (date: IsoDate): boolean => [0, 6].includes(weekdayOf(date));

export const datesOfMonth = ({ year, month }: Month): IsoDate[] => monthDates(year, month);

export const monthOfDate = (date: IsoDate): Month => ({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) });

export function shiftMonth({ year, month }: Month, by: number): Month {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** "2025-06", the month as the page's address keeps it. */
export const monthParam = ({ year, month }: Month): string => `${year}-${String(month).padStart(2, '0')}`;

export function parseMonthParam(value: string | null): Month | null {
  const match = /^(\d{4})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const month = { year: Number(match[1]), month: Number(match[2]) };
  return month.month >= 1 && month.month <= 12 && month.year >= 2000 && month.year <= 2100 ? month : null;
}

/** The slots of the chosen members as `POST /slots` takes them: what "copy a week" repeats. */
export const asCreates = (slots: readonly WorkSlot[], employeeIds: readonly number[]): WorkSlotCreate[] =>
  slots
    .filter((slot) => employeeIds.includes(slot.employeeId))
    .map(({ employeeId, date, type, slotStart, slotEnd }) => ({ employeeId, date, type, slotStart, slotEnd }));

