import { describe, expect, it } from 'vitest';
import { movedBlocks } from '@/schema/schedule/order-move';
import type { Schedule, ScheduleBlock, ScheduleHold } from '@/schema/schedule/schedule-read';
import { zonedToInstant } from '@/schema/schedule/time-zone';
import {
  clickStartAt,
  dayColumns,
  dayCounts,
  dayRange,
  keptColumns,
  keptRanges,
  markAt,
  minutesPerPixel,
  nowTop,
  pixelsPerHour,
  shadesOf,
  weekColumns,
  weekDates,
  takenIn,
  timesOfDate,
  weekRanges,
} from './schedule-grid-model';

const zone = 'Europe/Belgrade';
const date = '2025-06-02';
const at = (time: string, on = date) => zonedToInstant(on, time, zone);
const hours = { start: '09:00', end: '21:00' };

const employee = (id: number) => ({
  id,
  firstName: `First${id}`,
  lastName: `Last${id}`,
  specialtyDisplayName: 'Stylist',
  color: '#3366cc',
});
const block = (
  lineId: number,
  employeeId: number,
  start: string,
  end: string,
  extra: Partial<ScheduleBlock> = {},
): ScheduleBlock => ({
  orderId: lineId,
  lineId,
  mode: 'order.single',
  employeeId,
  resourceId: null,
  date,
  startTime: start,
  endTime: end,
  startsAt: new Date(at(start)).toISOString(),
  endsAt: new Date(at(end)).toISOString(),
  status: 'order_status.waiting',
  paymentStatus: 'payment.no',
  client: null,
  service: null,
  description: null,
  capacity: null,
  clientCount: 0,
  version: 1,
  ...extra,
});

/** A time being booked online, held until 14:32. */
const hold = (employeeId: number, start: string, end: string): ScheduleHold => ({
  employeeId,
  date,
  startTime: start,
  endTime: end,
  startsAt: new Date(at(start)).toISOString(),
  endsAt: new Date(at(end)).toISOString(),
  heldUntil: new Date(at('14:32')).toISOString(),
});

const schedule = (over: Partial<Schedule> = {}): Schedule => ({
  from: date,
  to: date,
  timeZone: zone,
  currency: 'EUR',
  workingHours: hours,
  employees: [employee(1), employee(2), employee(3)],
  workSlots: [
    { id: 1, employeeId: 1, date, type: 'work_slot.active', slotStart: '10:00', slotEnd: '18:00' },
    { id: 2, employeeId: 2, date, type: 'work_slot.vacation', slotStart: null, slotEnd: null },
  ],
  blocks: [],
  holds: [],
  hoursExceptions: [],
  ...over,
});

describe('the day range', () => {
  it('covers the working hours in hour rows', () => {
    const range = dayRange(date, zone, hours);
    expect(range.rows).toHaveLength(12);
    expect(range.scale.rangeStart).toBe(at('09:00'));
    expect(range.height).toBe(12 * pixelsPerHour);
    expect(range.rows[1]).toEqual({ at: at('10:00'), top: pixelsPerHour, height: pixelsPerHour });
  });

  it('widens to whole hours around an order outside the hours', () => {
    const range = dayRange(date, zone, hours, [
      { start: at('07:40'), end: at('08:10') },
      { start: at('21:00'), end: at('21:20') },
    ]);
    expect(range.scale.rangeStart).toBe(at('07:00'));
    expect(range.scale.rangeEnd).toBe(at('22:00'));
    expect(range.rows).toHaveLength(15);
  });

  it.each([
    ['spring: 23 hour rows, 02:00 never happens', '2025-03-30', 23],
    ['autumn: 25 hour rows, 02:00 twice', '2025-10-26', 25],
    ['an ordinary day', '2025-06-02', 24],
  ])('a whole local day on a change of clocks (%s)', (_, day, count) => {
    const range = dayRange(day, zone, { start: '00:00', end: '23:59' });
    expect(range.rows).toHaveLength(count);
    expect(range.height).toBe(count * pixelsPerHour);
  });

  it('an order after the spring change sits by its instant: 04:00 is 3 rows below 00:00', () => {
    const range = dayRange('2025-03-30', zone, { start: '00:00', end: '23:59' });
    expect(nowTop(at('04:00', '2025-03-30'), range.scale)).toBe(3 * pixelsPerHour);
  });

  it('a zone half an hour off whole hours still rows on its own hours', () => {
    const range = dayRange('2025-06-02', 'Asia/Kolkata', hours);
    expect(range.rows).toHaveLength(12);
    expect(range.rows.every((row) => row.height === pixelsPerHour)).toBe(true);
  });
});

describe('columns of the day', () => {
  const range = dayRange(date, zone, hours);

  it('show people with a slot that day, of any type, or with an order; everyone when asked', () => {
    const withOrder = schedule({ blocks: [block(9, 3, '12:00', '13:00')] });
    expect(
      dayColumns(schedule(), date, range, { showEveryone: false, employeeId: null }).map(
        (c) => c.employee.id,
      ),
    ).toEqual([1, 2]);
    expect(
      dayColumns(withOrder, date, range, { showEveryone: false, employeeId: null }).map((c) => c.employee.id),
    ).toEqual([1, 2, 3]);
    expect(
      dayColumns(schedule(), date, range, { showEveryone: true, employeeId: null }).map((c) => c.employee.id),
    ).toEqual([1, 2, 3]);
    expect(
      dayColumns(schedule(), date, range, { showEveryone: false, employeeId: 3 }).map((c) => c.employee.id),
    ).toEqual([3]);
  });

  it('shade outside the shift, a whole day off by its type, and no slot at all', () => {
    const [shift, vacation, none] = dayColumns(schedule(), date, range, {
      showEveryone: true,
      employeeId: null,
    });
    expect(shift!.shades).toEqual([
      { kind: 'offShift', top: 0, height: pixelsPerHour },
      { kind: 'offShift', top: 9 * pixelsPerHour, height: 3 * pixelsPerHour },
    ]);
    expect(vacation!.shades).toEqual([{ kind: 'work_slot.vacation', top: 0, height: 12 * pixelsPerHour }]);
    expect(none!.shades).toEqual([{ kind: 'noSlot', top: 0, height: 12 * pixelsPerHour }]);
  });

  it('a shift covering the whole range leaves nothing shaded', () => {
    const slot = {
      id: 1,
      employeeId: 1,
      date,
      type: 'work_slot.active' as const,
      slotStart: '08:00',
      slotEnd: '22:00',
    };
    expect(shadesOf(slot, zone, range.scale)).toEqual([]);
  });

  it('count orders once across people, leave breaks out, and free time is the shift less what is held', () => {
    const data = schedule({
      blocks: [
        block(1, 1, '10:00', '11:00'),
        block(1, 1, '10:30', '11:30', { lineId: 2 }),
        block(3, 1, '12:00', '12:30', { mode: 'order.break' }),
        block(4, 2, '12:00', '13:00'),
        block(1, 2, '09:00', '10:00', { lineId: 5 }),
      ],
    });
    const columns = dayColumns(data, date, range, { showEveryone: false, employeeId: null });
    // Employee 1: 8 h shift, 10:00–11:30 and the break 12:00–12:30 held → 6 h free; employee 2 is on holiday.
    expect(dayCounts(columns, zone)).toEqual({ orders: 2, freeMinutes: 360 });
  });

  it('hold times being booked online in their column: never an order, never free, and the range shows them', () => {
    const data = schedule({
      blocks: [block(1, 1, '10:00', '11:00')],
      holds: [hold(1, '12:00', '13:00'), hold(3, '21:00', '21:30')],
    });
    const range = dayRange(date, zone, hours, timesOfDate(data, date));
    expect(range.scale.rangeEnd).toBe(at('22:00'));
    const columns = dayColumns(data, date, range, { showEveryone: false, employeeId: null });
    // Bojan (3) has no slot that day: a hold alone does not make him a column (he is shown when asked for).
    expect(columns.map((column) => [column.employee.id, column.holds.map((held) => held.start)])).toEqual([
      [1, [at('12:00')]],
      [2, []],
    ]);
    // Employee 1: 8 h shift less the order's hour and the held hour → 6 h free; one order.
    expect(dayCounts(columns, zone)).toEqual({ orders: 1, freeMinutes: 360 });
    // A tap in the gap before it starts a 60-minute order as late as fits, ending where the hold begins.
    const y = (at('11:40') - range.scale.rangeStart) / 60_000 / minutesPerPixel;
    expect(clickStartAt(y, range.scale, takenIn(columns[0]!), 60)).toBe(at('11:00'));
  });
});

describe('the week', () => {
  it("starts on the locale's first day", () => {
    expect(weekDates('2025-06-04', 1)).toEqual([
      '2025-06-02',
      '2025-06-03',
      '2025-06-04',
      '2025-06-05',
      '2025-06-06',
      '2025-06-07',
      '2025-06-08',
    ]);
    expect(weekDates('2025-06-04', 0)[0]).toBe('2025-06-01');
    expect(weekDates('2025-06-01', 1)[0]).toBe('2025-05-26');
  });

  it("gives every day the same hours, widened for one late order, with each day's own blocks", () => {
    const dates = weekDates(date, 1);
    const data = schedule({
      to: dates[6]!,
      blocks: [
        block(7, 1, '21:30', '22:00', {
          date: dates[3]!,
          startsAt: new Date(at('21:30', dates[3])).toISOString(),
          endsAt: new Date(at('22:00', dates[3])).toISOString(),
        }),
      ],
    });
    const ranges = weekRanges(data, dates);
    expect(ranges.map((r) => r.rows.length)).toEqual([13, 13, 13, 13, 13, 13, 13]);
    const columns = weekColumns(data, employee(1), dates, ranges);
    expect(columns.map((c) => c.blocks.length)).toEqual([0, 0, 0, 1, 0, 0, 0]);
    expect(columns[0]!.slot?.type).toBe('work_slot.active');
    expect(columns[1]!.shades[0]!.kind).toBe('noSlot');
  });
});

describe('a tap on empty time', () => {
  const { scale } = dayRange(date, zone, hours);
  /** The pixel of a wall time, a minute more when asked (a pointer inside the 5-minute mark). */
  const y = (time: string, extraMinutes = 0) => (at(time) - scale.rangeStart) / 60_000 / minutesPerPixel + extraMinutes / minutesPerPixel;
  const span = (from: string, to: string) => ({ start: at(from), end: at(to) });

  it.each([
    [0, '09:00'],
    [y('09:04', 0.9), '09:00'],
    [y('09:05'), '09:05'],
    [y('12:50', 3), '12:50'],
    [-5, '09:00'],
    [99_999, '20:55'],
  ])('at %d px is on the mark %s', (pixels, time) => {
    expect(markAt(pixels, scale)).toBe(at(time));
  });

  // Orders till 12:50 and from 13:10 (a 20-minute gap), and from 15:00 (a two-hour gap after a 14:00-… order).
  const blocks = [span('12:00', '12:50'), span('13:10', '14:00'), span('15:00', '16:00')];
  it.each<[string, number, number, string]>([
    ['a length that fits after the mark starts on it', y('14:20', 2), 30, '14:20'],
    ['running into the next order, it ends where that one starts', y('14:20', 2), 60, '14:00'],
    ['a 20-minute gap holds 20 minutes, wherever it is tapped', y('13:00', 2), 20, '12:50'],
    ['a gap too short keeps the mark (the drawer shows the conflict)', y('13:00', 2), 60, '13:00'],
    ['the first free time of the day', y('10:10', 1), 60, '10:10'],
    ['before the first order, it ends where that one starts', y('11:40', 1), 60, '11:00'],
    ['after the last order, the mark', y('17:35', 4), 60, '17:35'],
  ])('%s', (_, pixels, length, time) => {
    expect(clickStartAt(pixels, scale, blocks, length)).toBe(at(time));
  });

  it('never starts on the order before it, when that one ends off the mark', () => {
    expect(clickStartAt(y('12:53'), scale, [span('12:00', '12:52')], 30)).toBe(at('12:52'));
  });

  it('never shifts before the range when no order comes before', () => {
    expect(clickStartAt(y('09:10'), scale, [span('09:30', '10:00')], 60)).toBe(at('09:10'));
  });

  it('overlapping orders hold their whole span', () => {
    const overlapping = [span('10:00', '11:00'), span('10:30', '11:30'), span('12:00', '13:00')];
    expect(clickStartAt(y('11:45'), scale, overlapping, 30)).toBe(at('11:30'));
  });

  it('the now line is drawn only within the range', () => {
    expect(nowTop(at('08:59'), scale)).toBeNull();
    expect(nowTop(at('10:15'), scale)).toBe(1.25 * pixelsPerHour);
    expect(nowTop(at('21:00'), scale)).toBeNull();
  });
});

describe('what a change leaves alone', () => {
  // Ana (1) and Bojan (3) each have an order; Vera (2) is on vacation. The answer as the query cache holds it.
  const before = schedule({
    workSlots: [
      ...schedule().workSlots,
      { id: 3, employeeId: 3, date, type: 'work_slot.active', slotStart: '09:00', slotEnd: '17:00' },
    ],
    blocks: [block(1, 1, '10:00', '11:00'), block(2, 3, '12:00', '13:00')],
  });
  const grid = (answer: Schedule) => {
    const range = dayRange(date, zone, hours);
    return {
      ranges: [range],
      columns: dayColumns(answer, date, range, { showEveryone: true, employeeId: null }),
    };
  };
  const first = grid(before);

  it("keeps every column and range of an answer whose blocks are the same objects (a refetch's structural sharing)", () => {
    const again = grid({ ...before, blocks: [...before.blocks] });
    expect(keptColumns(first.columns, again.columns)).toBe(first.columns);
    expect(keptRanges(first.ranges, again.ranges)).toBe(first.ranges);
  });

  it("renews only the column of a moved order: Ana's order an hour later", () => {
    const moved = { lineId: 1, shiftMs: 3_600_000, employeeId: 1, durationMinutes: null };
    const after = grid({ ...before, blocks: movedBlocks(before.blocks, 1, moved, zone) });
    const kept = keptColumns(first.columns, after.columns);
    expect(kept.map((column, i) => column === first.columns[i])).toEqual([false, true, true]);
    expect(kept[0]!.blocks[0]!.startTime).toBe('11:00');
  });

  it('renews the two columns an order moves between, and every range whose hours change', () => {
    const moved = { lineId: 1, shiftMs: 0, employeeId: 2, durationMinutes: null };
    const after = grid({ ...before, blocks: movedBlocks(before.blocks, 1, moved, zone) });
    expect(keptColumns(first.columns, after.columns).map((column, i) => column === first.columns[i])).toEqual(
      [false, false, true],
    );
    const wider = [dayRange(date, zone, { start: '08:00', end: '21:00' })];
    expect(keptRanges(first.ranges, wider)).toEqual(wider);
    expect(keptColumns(null, after.columns)).toBe(after.columns);
  });

  it("renews only the column whose holds change: a client starts booking Bojan's afternoon", () => {
    const after = grid({ ...before, holds: [hold(3, '15:00', '16:00')] });
    expect(keptColumns(first.columns, after.columns).map((column, i) => column === first.columns[i])).toEqual(
      [true, true, false],
    );
  });
});
