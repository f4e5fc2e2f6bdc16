import type { IsoDate } from '@/schema/schedule/calendar';
import { addDays, weekdayOf } from '@/schema/schedule/calendar';
import type { WorkingHours } from '@/schema/organization';
import type {
  Schedule,
  ScheduleBlock,
  ScheduleEmployee,
  ScheduleHold,
} from '@/schema/schedule/schedule-read';
import type { GridScale, TimedBlock } from '@/schema/schedule/schedule-layout';
import { instantToZoned, zonedToInstant } from '@/schema/schedule/time-zone';
import type { WorkSlot, WorkSlotType } from '@/schema/schedule/work-slot';

/**
 * What the schedule grid draws, worked out from the schedule answer without React: the visible range and its
 * hour rows, the columns (people on a day, or days of one person), their shading and blocks as instants, the
 * day's counts, and the time under a tap. Blocks are placed by instants, so a day when the clocks change has
 * 23 or 25 hour rows and nothing after the change sits an hour off.
 */

const minuteMs = 60_000;
export const pixelsPerHour = 80;
export const minutesPerPixel = 60 / pixelsPerHour;
/** A tap on empty time starts the new order on this mark under the pointer (whatever the branch's slot step). */
export const clickStepMinutes = 5;

/** One hour row of the axis: where it starts (instant, for its label) and its pixels (a first or last row may
 * be shorter when the day opens or closes off the hour). */
export type HourRow = { at: number; top: number; height: number };
export type DayRange = { scale: GridScale; rows: HourRow[]; height: number };

const pixelsOf = (ms: number) => ms / minuteMs / minutesPerPixel;

/** The wall-clock hour after `instant`, found by reading the minute in the zone (offsets of :30 and :45 too). */
function nextWallHour(instant: number, zone: string): number {
  const minute = Number(instantToZoned(instant, zone).time.slice(3, 5));
  return instant + (60 - minute) * minuteMs;
}

/**
 * The visible range of a local day: the branch's working hours, widened to whole hours around any slot or
 * block outside them (an order booked outside hours must still show), within the day itself.
 */
export function dayRange(
  date: IsoDate,
  zone: string,
  hours: WorkingHours,
  within: readonly TimedBlock[] = [],
): DayRange {
  const dayStart = zonedToInstant(date, '00:00', zone);
  const dayEnd = zonedToInstant(addDays(date, 1), '00:00', zone);
  let start = zonedToInstant(date, hours.start, zone);
  let end = hours.end === '24:00' ? dayEnd : zonedToInstant(date, hours.end, zone);
  for (const item of within) {
    start = Math.min(start, item.start);
    end = Math.max(end, item.end);
  }
  start = Math.max(dayStart, start);
  end = Math.min(dayEnd, end);
  // Whole hours: the first row starts on the hour, the last ends on one.
  const startMinute = Number(instantToZoned(start, zone).time.slice(3, 5));
  start = Math.max(dayStart, start - startMinute * minuteMs);
  const endMinute = Number(instantToZoned(end, zone).time.slice(3, 5));
  if (endMinute !== 0) end = Math.min(dayEnd, end + (60 - endMinute) * minuteMs);
  const rows: HourRow[] = [];
  for (let at = start; at < end;) {
    const next = Math.min(end, nextWallHour(at, zone));
    rows.push({ at, top: pixelsOf(at - start), height: pixelsOf(next - at) });
    at = next;
  }
  return {
    scale: { rangeStart: start, rangeEnd: end, minutesPerPixel },
    rows,
    height: pixelsOf(end - start),
  };
}

/** A block with its instants, as layoutColumn places it. */
export type GridBlock = ScheduleBlock & TimedBlock;
/** A time being booked online, with its instants: drawn, never opened or moved. */
export type GridHold = ScheduleHold & TimedBlock;

/** Part of a column not open for orders: outside the shift, or a whole day off of some kind. */
export type ShadeKind = 'offShift' | 'noSlot' | Exclude<WorkSlotType, 'work_slot.active'>;
export type Shade = { kind: ShadeKind; top: number; height: number };
/** What the legend explains: the shading on screen, and times being booked online when there are any. */
export type LegendKind = ShadeKind | 'hold';

export type ScheduleColumn = {
  key: string;
  employee: ScheduleEmployee;
  date: IsoDate;
  slot: WorkSlot | null;
  blocks: GridBlock[];
  holds: GridHold[];
  shades: Shade[];
};

/** One timed object per block or hold of an answer: the query cache keeps unchanged items' objects across
 * refetches and moves (structural sharing), so the grid can tell which columns a change left alone (`keptColumns`). */
const timedItems = new WeakMap<object, TimedBlock>();

function timedOf<Item extends { startsAt: string; endsAt: string }>(item: Item): Item & TimedBlock {
  let timed = timedItems.get(item) as (Item & TimedBlock) | undefined;
  if (!timed) {
    timed = { ...item, start: Date.parse(item.startsAt), end: Date.parse(item.endsAt) };
    timedItems.set(item, timed);
  }
  return timed;
}

export const gridBlockOf = (block: ScheduleBlock): GridBlock => timedOf(block);
export const gridHoldOf = (hold: ScheduleHold): GridHold => timedOf(hold);

/** The active shift's instants, or null for a day off or no slot. */
export function shiftOf(slot: WorkSlot | null, zone: string): TimedBlock | null {
  if (!slot || slot.type !== 'work_slot.active' || !slot.slotStart || !slot.slotEnd) return null;
  return {
    start: zonedToInstant(slot.date, slot.slotStart, zone),
    end: zonedToInstant(slot.date, slot.slotEnd, zone),
  };
}

/** The shading of a column over the range: everything but the shift, or the whole range for a day off. */
export function shadesOf(slot: WorkSlot | null, zone: string, scale: GridScale): Shade[] {
  const full = pixelsOf(scale.rangeEnd - scale.rangeStart);
  if (!slot) return [{ kind: 'noSlot', top: 0, height: full }];
  const shift = shiftOf(slot, zone);
  if (!shift) return [{ kind: slot.type as Exclude<WorkSlotType, 'work_slot.active'>, top: 0, height: full }];
  const shades: Shade[] = [];
  const before = Math.min(shift.start, scale.rangeEnd) - scale.rangeStart;
  if (before > 0) shades.push({ kind: 'offShift', top: 0, height: pixelsOf(before) });
  const after = scale.rangeEnd - Math.max(shift.end, scale.rangeStart);
  if (after > 0)
    shades.push({
      kind: 'offShift',
      top: pixelsOf(scale.rangeEnd - scale.rangeStart - after),
      height: pixelsOf(after),
    });
  return shades;
}

export type DayColumnsOptions = {
  /** The spec's "show casual schedule": everyone who can hold orders, with a slot that day or not. */
  showEveryone: boolean;
  /** Only this person (the employee filter, or the one a phone shows). */
  employeeId: number | null;
};

/** Blocks (or holds) of a schedule answer by employee and date, in the order the server sent them. */
function byColumn<Item extends { employeeId: number; date: string }, Timed>(
  items: readonly Item[],
  timed: (item: Item) => Timed,
): Map<string, Timed[]> {
  const map = new Map<string, Timed[]>();
  for (const item of items) {
    const key = `${item.employeeId}/${item.date}`;
    const list = map.get(key);
    if (list) list.push(timed(item));
    else map.set(key, [timed(item)]);
  }
  return map;
}

const slotsByColumn = (schedule: Schedule) =>
  new Map(schedule.workSlots.map((slot) => [`${slot.employeeId}/${slot.date}`, slot]));

/**
 * The day view's columns: people with a work slot that day (of any type: a day off shows, shaded) or with an
 * order that day (an order is never hidden), or everyone when asked; narrowed to one person when filtered.
 */
export function dayColumns(
  schedule: Schedule,
  date: IsoDate,
  range: DayRange,
  options: DayColumnsOptions,
): ScheduleColumn[] {
  const blocks = byColumn(schedule.blocks, gridBlockOf);
  const holds = byColumn(schedule.holds, gridHoldOf);
  const slots = slotsByColumn(schedule);
  return schedule.employees
    .filter((employee) => (options.employeeId === null ? true : employee.id === options.employeeId))
    .filter((employee) => {
      const key = `${employee.id}/${date}`;
      return options.showEveryone || options.employeeId !== null || slots.has(key) || blocks.has(key);
    })
    .map((employee) => {
      const key = `${employee.id}/${date}`;
      const slot = slots.get(key) ?? null;
      return {
        key,
        employee,
        date,
        slot,
        blocks: blocks.get(key) ?? [],
        holds: holds.get(key) ?? [],
        shades: shadesOf(slot, schedule.timeZone, range.scale),
      };
    });
}

/** The week view's columns: one person's days. Each day keeps its own range (see `weekRanges`). */
export function weekColumns(
  schedule: Schedule,
  employee: ScheduleEmployee,
  dates: readonly IsoDate[],
  ranges: readonly DayRange[],
): ScheduleColumn[] {
  const blocks = byColumn(schedule.blocks, gridBlockOf);
  const holds = byColumn(schedule.holds, gridHoldOf);
  const slots = slotsByColumn(schedule);
  return dates.map((date, i) => {
    const key = `${employee.id}/${date}`;
    const slot = slots.get(key) ?? null;
    return {
      key: date,
      employee,
      date,
      slot,
      blocks: blocks.get(key) ?? [],
      holds: holds.get(key) ?? [],
      shades: shadesOf(slot, schedule.timeZone, ranges[i]!.scale),
    };
  });
}

/** Every slot, block and hold of a date as instants: what `dayRange` widens the working hours to show. */
export function timesOfDate(schedule: Schedule, date: IsoDate): TimedBlock[] {
  const times: TimedBlock[] = [];
  for (const slot of schedule.workSlots) {
    const shift = slot.date === date ? shiftOf(slot, schedule.timeZone) : null;
    if (shift) times.push(shift);
  }
  for (const block of schedule.blocks) if (block.date === date) times.push(gridBlockOf(block));
  for (const hold of schedule.holds) if (hold.date === date) times.push(gridHoldOf(hold));
  return times;
}

/**
 * The week view's ranges, one per day, all over the same wall-clock hours (the union of the days' needs), so
 * the rows line up across the week. A day when the clocks change inside those hours is an hour longer or
 * shorter than the axis drawn beside it; its blocks are still placed by their instants.
 */
export function weekRanges(schedule: Schedule, dates: readonly IsoDate[]): DayRange[] {
  const zone = schedule.timeZone;
  let start = schedule.workingHours.start;
  let end = schedule.workingHours.end;
  for (const date of dates) {
    const own = dayRange(date, zone, schedule.workingHours, timesOfDate(schedule, date));
    const first = instantToZoned(own.scale.rangeStart, zone).time;
    const last =
      own.scale.rangeEnd >= zonedToInstant(addDays(date, 1), '00:00', zone)
        ? '24:00'
        : instantToZoned(own.scale.rangeEnd, zone).time;
    if (first < start) start = first;
    if (last > end) end = last;
  }
  return dates.map((date) => dayRange(date, zone, { start, end }));
}

/** The seven dates of the week holding `date`; `weekStart` 0 = Sunday … 6 = Saturday, as the locale says. */
export function weekDates(date: IsoDate, weekStart: number): IsoDate[] {
  const first = addDays(date, -((weekdayOf(date) - weekStart + 7) % 7));
  return Array.from({ length: 7 }, (_, i) => addDays(first, i));
}

/** Minutes of `spans` (merged where they overlap) inside `within`. */
function coveredMinutes(within: TimedBlock, spans: readonly TimedBlock[]): number {
  const clipped = spans
    .map((span) => ({ start: Math.max(span.start, within.start), end: Math.min(span.end, within.end) }))
    .filter((span) => span.end > span.start)
    .sort((a, b) => a.start - b.start);
  let total = 0;
  let reach = -Infinity;
  for (const span of clipped) {
    const from = Math.max(span.start, reach);
    if (span.end > from) total += span.end - from;
    reach = Math.max(reach, span.end);
  }
  return total / minuteMs;
}

export type DayCounts = { orders: number; freeMinutes: number };

/** What holds a column's time: its orders and breaks, and the times being booked online. */
export const takenIn = (column: Pick<ScheduleColumn, 'blocks' | 'holds'>): TimedBlock[] => [
  ...column.blocks,
  ...column.holds,
];

/**
 * The toolbar's counts for the columns shown: orders (an order with two people counts once; breaks and holds are
 * not orders) and free time, the active shifts' minutes not held by an order, a break or a client booking online.
 */
export function dayCounts(columns: readonly ScheduleColumn[], zone: string): DayCounts {
  const orders = new Set<number>();
  let freeMinutes = 0;
  for (const column of columns) {
    for (const block of column.blocks) if (block.mode !== 'order.break') orders.add(block.orderId);
    const shift = shiftOf(column.slot, zone);
    if (shift) freeMinutes += (shift.end - shift.start) / minuteMs - coveredMinutes(shift, takenIn(column));
  }
  return { orders: orders.size, freeMinutes };
}

/** The 5-minute mark under a tap `y` pixels below the range's top (the last mark of the range at most). */
export function markAt(y: number, scale: GridScale): number {
  const minutes = Math.max(0, y) * scale.minutesPerPixel;
  const mark = Math.floor(minutes / clickStepMinutes) * clickStepMinutes;
  return Math.min(scale.rangeStart + mark * minuteMs, scale.rangeEnd - clickStepMinutes * minuteMs);
}

/**
 * Where a tap on empty time starts a new order of `lengthMinutes`: at the 5-minute mark under the pointer, never
 * on the order before it (a mark floored into an order ending at 12:52 starts at 12:52), and, when that would
 * run into the next order but the gap between the two holds the length, as late as it fits (ending at the next
 * order's start, the start nearest the pointer). A gap too short keeps the mark: the drawer shows the conflict.
 * `blocks` are what holds the column's time (`takenIn`), in any order, overlapping or not.
 */
export function clickStartAt(y: number, scale: GridScale, blocks: readonly TimedBlock[], lengthMinutes: number): number {
  const mark = markAt(y, scale);
  const pointer = scale.rangeStart + Math.max(0, y) * scale.minutesPerPixel * minuteMs;
  // No order before it: the range's start is the floor (a new order is never shifted before the day shown).
  let gapStart = scale.rangeStart;
  let gapEnd = Infinity;
  for (const block of blocks) {
    // The pointer on a block (its click opens the order; a tap on its edge may land here): the mark as it is.
    if (block.start <= pointer && pointer < block.end) return mark;
    if (block.end <= pointer) gapStart = Math.max(gapStart, block.end);
    else gapEnd = Math.min(gapEnd, block.start);
  }
  const length = lengthMinutes * minuteMs;
  const start = Math.max(mark, gapStart);
  if (start + length <= gapEnd) return start;
  return gapEnd - gapStart >= length ? gapEnd - length : start;
}

/** Where the current time sits in the range, in pixels; null when it is outside. */
export function nowTop(now: number, scale: GridScale): number | null {
  if (now < scale.rangeStart || now >= scale.rangeEnd) return null;
  return pixelsOf(now - scale.rangeStart);
}

const sameItems = <T>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean = Object.is) =>
  a.length === b.length && a.every((item, i) => same(item, b[i]!));
const sameShade = (a: Shade, b: Shade) => a.kind === b.kind && a.top === b.top && a.height === b.height;
const sameScale = (a: GridScale, b: GridScale) =>
  a.rangeStart === b.rangeStart && a.rangeEnd === b.rangeEnd && a.minutesPerPixel === b.minutesPerPixel;

/**
 * The ranges and columns worked out again after a change (a moved order, a refetch), with each one the change
 * left as it was replaced by the previous object: the memoized columns and blocks of the grid then render only
 * where something moved, not all of a day of 800 orders.
 */
export function keptRanges(previous: readonly DayRange[] | null, next: DayRange[]): DayRange[] {
  if (!previous) return next;
  const kept = next.map((range, i) => {
    const before = previous[i];
    return before && sameScale(before.scale, range.scale) ? before : range;
  });
  return sameItems(kept, previous) ? (previous as DayRange[]) : kept;
}

export function keptColumns(
  previous: readonly ScheduleColumn[] | null,
  next: ScheduleColumn[],
): ScheduleColumn[] {
  if (!previous) return next;
  const byKey = new Map(previous.map((column) => [column.key, column]));
  const kept = next.map((column) => {
    const before = byKey.get(column.key);
    const same =
      before !== undefined &&
      before.employee === column.employee &&
      before.slot === column.slot &&
      before.date === column.date &&
      sameItems(before.blocks, column.blocks) &&
      sameItems(before.holds, column.holds) &&
      sameItems(before.shades, column.shades, sameShade);
    return same ? before : column;
  });
  return sameItems(kept, previous) ? (previous as ScheduleColumn[]) : kept;
}
