import { describe, expect, it } from 'vitest';
import type { ScheduleBlock } from '@/schema/schedule/schedule-read';
import { zonedToInstant } from '@/schema/schedule/time-zone';
import {
  columnAtX,
  contentPoint,
  dragTarget,
  edgeScroll,
  holdAt,
  landsOnOther,
  lineMoveOf,
  nudgedTarget,
  type DragSource,
  type GridLayout,
} from './drag-geometry';
import { dayRange, gridBlockOf, pixelsPerHour, type ScheduleColumn } from './schedule-grid-model';

const zone = 'Europe/Belgrade';
const date = '2025-06-02';
const at = (time: string) => zonedToInstant(date, time, zone);
const min = 60_000;
// 09:00–21:00: 80 px an hour, so 10:00 is 80 px down and a pixel is 45 seconds.
const range = dayRange(date, zone, { start: '09:00', end: '21:00' });
const y = (time: string) => ((at(time) - at('09:00')) / min / 60) * pixelsPerHour;

const block = (lineId: number, orderId: number, start: string, end: string): ScheduleBlock =>
  ({
    orderId,
    lineId,
    mode: 'order.single',
    employeeId: 0,
    startsAt: new Date(at(start)).toISOString(),
    endsAt: new Date(at(end)).toISOString(),
    version: 1,
  }) as ScheduleBlock;
const column = (
  employeeId: number,
  blocks: ScheduleBlock[],
  holds: Array<[string, string]> = [],
): ScheduleColumn =>
  ({
    key: `${employeeId}/${date}`,
    employee: { id: employeeId },
    date,
    blocks: blocks.map((line) => gridBlockOf({ ...line, employeeId })),
    holds: holds.map(([start, end]) => ({ start: at(start), end: at(end) })),
  }) as ScheduleColumn;

// Ana (7) has order 1 at 10:00–11:00; Bojan (8) order 2 at 12:00–13:00; Vera (9) only a time being booked online,
// 15:00–16:00.
const layout: GridLayout = {
  columns: [
    column(7, [block(11, 1, '10:00', '11:00')]),
    column(8, [block(21, 2, '12:00', '13:00')]),
    column(9, [], [['15:00', '16:00']]),
  ],
  rangeOf: () => range,
  columnWidth: 200,
};
// Taken 20 px below its top, or by its bottom edge 3 px above its end.
const held = (kind: DragSource['kind'] = 'move') =>
  holdAt(layout, 11, kind, kind === 'move' ? y('10:00') + 20 : y('11:00') - 3)!;
const hhmm = (instant: number) => new Date(instant + 2 * 60 * min).toISOString().slice(11, 16);

describe('the column under the pointer (virtualized columns share one width)', () => {
  it.each([
    [0, 0],
    [199, 0],
    [200, 1],
    [599, 2],
    [10_000, 2],
    [-30, 0],
  ])('x %i → column %i of 3', (x, expected) => {
    expect(columnAtX(x, 200, 3)).toBe(expected);
  });

  it('reads the pointer on the content: the box, its scroll and the axis and heads left out', () => {
    expect(
      contentPoint(
        { x: 500, y: 400 },
        { left: 100, top: 150, scrollLeft: 640, scrollTop: 300 },
        { x: 64, y: 64 },
      ),
    ).toEqual({ x: 976, y: 486 });
  });
});

describe('the grid scrolling under a block held near its edges', () => {
  it.each([
    ['well inside', 300, 0],
    ['near the start (under the heads)', 130, -14],
    ['near the end', 580, 14],
    ['past the end', 900, 14],
  ])('%s', (_, at, step) => {
    expect(edgeScroll(at, 100, 600)).toBe(step);
  });
});

describe('taking hold of a block', () => {
  it('finds its line and column, and where in it the pointer took it', () => {
    expect(held()).toMatchObject({ kind: 'move', columnIndex: 0, grabOffset: 20 });
    expect(holdAt(layout, 21, 'move', y('12:30'))).toMatchObject({ columnIndex: 1, grabOffset: 40 });
    // By its bottom edge: measured from the end, so the end does not jump to the pointer.
    expect(holdAt(layout, 21, 'resize', y('12:58'))).toMatchObject({
      columnIndex: 1,
      grabOffset: y('12:58') - y('13:00'),
    });
    expect(holdAt(layout, 999, 'move', 0)).toBeNull();
  });
});

describe('where a held block lands', () => {
  it.each([
    ['an hour lower, same column', 'move', { x: 50, y: y('11:00') + 20 }, [0, '11:00', '12:00']],
    ['snapped to 5 minutes', 'move', { x: 50, y: y('11:03') + 20 }, [0, '11:05', '12:05']],
    ["into Bojan's column", 'move', { x: 250, y: y('14:00') + 20 }, [1, '14:00', '15:00']],
    ['past the last column: the last', 'move', { x: 900, y: y('10:00') + 20 }, [2, '10:00', '11:00']],
    ['above the first hour: kept inside', 'move', { x: 50, y: -200 }, [0, '09:00', '10:00']],
    ['below the last: ends at closing', 'move', { x: 50, y: y('20:50') }, [0, '20:00', '21:00']],
    ['its bottom edge 30 minutes lower', 'resize', { x: 450, y: y('11:30') - 3 }, [0, '10:00', '11:30']],
    [
      'its bottom edge 2 px lower: where it was',
      'resize',
      { x: 50, y: y('11:00') - 1 },
      [0, '10:00', '11:00'],
    ],
    [
      'its bottom edge above its start: 5 minutes long',
      'resize',
      { x: 50, y: y('09:00') },
      [0, '10:00', '10:05'],
    ],
  ] as const)('%s', (_, kind, point, [columnIndex, start, end]) => {
    const target = dragTarget(held(kind), point, layout);
    expect([target.columnIndex, hhmm(target.start), hhmm(target.end)]).toEqual([columnIndex, start, end]);
  });

  it('arrow keys move by 5 minutes, or lengthen when resizing, inside the range', () => {
    const from = { columnIndex: 0, start: at('10:00'), end: at('11:00') };
    const show = (target: { start: number; end: number }) => `${hhmm(target.start)}–${hhmm(target.end)}`;
    expect(show(nudgedTarget(held(), from, 1, layout))).toBe('10:05–11:05');
    expect(show(nudgedTarget(held(), from, -3, layout))).toBe('09:45–10:45');
    expect(show(nudgedTarget(held(), from, -100, layout))).toBe('09:00–10:00');
    expect(show(nudgedTarget(held('resize'), from, 2, layout))).toBe('10:00–11:10');
    expect(show(nudgedTarget(held('resize'), from, -100, layout))).toBe('10:00–10:05');
  });
});

describe('what a drop sends', () => {
  it.each([
    ['where it was: nothing', 'move', { columnIndex: 0, start: at('10:00'), end: at('11:00') }, null],
    [
      'an hour later',
      'move',
      { columnIndex: 0, start: at('11:00'), end: at('12:00') },
      { lineId: 11, shiftMs: 60 * min, employeeId: 7, durationMinutes: null },
    ],
    [
      'to Vera at the same time',
      'move',
      { columnIndex: 2, start: at('10:00'), end: at('11:00') },
      { lineId: 11, shiftMs: 0, employeeId: 9, durationMinutes: null },
    ],
    [
      '30 minutes longer',
      'resize',
      { columnIndex: 0, start: at('10:00'), end: at('11:30') },
      { lineId: 11, shiftMs: 0, employeeId: 7, durationMinutes: 90 },
    ],
  ] as const)('%s', (_, kind, target, expected) => {
    expect(lineMoveOf(held(kind), target, layout)).toEqual(expected);
  });

  it('says when the place is being booked online', () => {
    expect(landsOnOther(held(), { columnIndex: 2, start: at('14:30'), end: at('15:30') }, layout)).toBe(true);
    expect(landsOnOther(held(), { columnIndex: 2, start: at('14:00'), end: at('15:00') }, layout)).toBe(
      false,
    );
  });

  it("says when the place is taken by another order, not by the order's own lines", () => {
    expect(landsOnOther(held(), { columnIndex: 1, start: at('12:30'), end: at('13:30') }, layout)).toBe(true);
    expect(landsOnOther(held(), { columnIndex: 1, start: at('13:00'), end: at('14:00') }, layout)).toBe(
      false,
    );
    expect(landsOnOther(held(), { columnIndex: 0, start: at('10:30'), end: at('11:30') }, layout)).toBe(
      false,
    );
  });
});
