import { describe, expect, it } from 'vitest';
import { breakUpdateSchema, orderUpdateSchema, type Order } from './order';
import { isMoving, movedBlock, movedBlocks, movedBreakUpdate, movedOrderUpdate, type LineMove } from './order-move';
import type { ScheduleBlock } from './schedule-read';

const zone = 'Europe/Belgrade';
const min = 60_000;
const hour = 60 * min;

/** Two services back to back: a haircut with Ana (7) at 10:00 for 60 minutes, then colour with Bojan (8). */
const order = {
  id: 40,
  version: 3,
  services: [
    { id: 101, serviceId: 1, employeeId: 7, resourceId: null, date: '2025-06-02', startTime: '10:00', duration: 60, price: '25.00' },
    { id: 102, serviceId: 2, employeeId: 8, resourceId: 5, date: '2025-06-02', startTime: '11:00', duration: 45, price: '40.50' },
  ],
} as unknown as Order;

const move = (patch: Partial<LineMove>): LineMove => ({ lineId: 101, shiftMs: 0, employeeId: 7, durationMinutes: null, ...patch });
const times = (body: ReturnType<typeof movedOrderUpdate>) =>
  body.services!.map((line) => `${line.employeeId} ${line.date} ${line.startTime} ${line.duration}`);

describe('an order moved on the grid', () => {
  it.each([
    ['an hour later: both lines', move({ shiftMs: hour }), ['7 2025-06-02 11:00 60', '8 2025-06-02 12:00 45']],
    ['5 minutes earlier', move({ shiftMs: -5 * min }), ['7 2025-06-02 09:55 60', '8 2025-06-02 10:55 45']],
    ['to another person: only the held line changes hands', move({ employeeId: 9 }), ['9 2025-06-02 10:00 60', '8 2025-06-02 11:00 45']],
    ['the second line held and moved to Ana', move({ lineId: 102, employeeId: 7, shiftMs: 30 * min }), ['7 2025-06-02 10:30 60', '7 2025-06-02 11:30 45']],
    ['the held line 30 minutes longer', move({ durationMinutes: 90 }), ['7 2025-06-02 10:00 90', '8 2025-06-02 11:00 45']],
    ['to the next day (week view)', move({ shiftMs: 24 * hour }), ['7 2025-06-03 10:00 60', '8 2025-06-03 11:00 45']],
  ])('%s', (_, lineMove, expected) => {
    const body = movedOrderUpdate(order, lineMove, zone, 3);
    expect(times(body)).toEqual(expected);
    // What the server reads: a valid body, prices and resources kept.
    expect(orderUpdateSchema.parse(body)).toEqual(body);
    expect(body.services!.map((line) => [line.price, line.resourceId])).toEqual([['25.00', null], ['40.50', 5]]);
  });

  it('sends the version seen on the grid and the confirmation when asked', () => {
    expect(movedOrderUpdate(order, move({ shiftMs: hour }), zone, 2)).toMatchObject({ version: 2, confirmOutsideWorkingHours: false });
    expect(movedOrderUpdate(order, move({ shiftMs: hour }), zone, 2, true).confirmOutsideWorkingHours).toBe(true);
  });

  it('keeps the wall clock across the autumn change: 24 hours later is an hour earlier on the clock', () => {
    const autumn = { ...order, services: [{ ...order.services[0]!, date: '2025-10-25' }] } as Order;
    expect(times(movedOrderUpdate(autumn, move({ shiftMs: 24 * hour }), zone, 3))).toEqual(['7 2025-10-26 09:00 60']);
  });
});

const block = (patch: Partial<ScheduleBlock> = {}): ScheduleBlock =>
  ({
    orderId: 40,
    lineId: 101,
    mode: 'order.single',
    employeeId: 7,
    date: '2025-06-02',
    startTime: '10:00',
    endTime: '11:00',
    startsAt: '2025-06-02T08:00:00.000Z',
    endsAt: '2025-06-02T09:00:00.000Z',
    version: 3,
    ...patch,
  }) as ScheduleBlock;

describe('the cached blocks after a move', () => {
  it.each([
    ['an hour later', move({ shiftMs: hour }), { employeeId: 7, startTime: '11:00', endTime: '12:00', startsAt: '2025-06-02T09:00:00.000Z', endsAt: '2025-06-02T10:00:00.000Z' }],
    ['to another person', move({ employeeId: 9 }), { employeeId: 9, startTime: '10:00', endTime: '11:00' }],
    ['longer', move({ durationMinutes: 95 }), { startTime: '10:00', endTime: '11:35', endsAt: '2025-06-02T09:35:00.000Z' }],
    ['after midnight on the clock', move({ shiftMs: 14 * hour }), { date: '2025-06-03', startTime: '00:00', endTime: '01:00' }],
  ])('%s', (_, lineMove, expected) => {
    expect(movedBlock(block(), lineMove, zone)).toMatchObject(expected);
  });

  it("moves every line of the order, keeps others' blocks, and a second line keeps its employee", () => {
    const other = block({ orderId: 41, lineId: 103 });
    const second = block({ lineId: 102, employeeId: 8, startTime: '11:00', endTime: '11:45', startsAt: '2025-06-02T09:00:00.000Z', endsAt: '2025-06-02T09:45:00.000Z' });
    const [held, next, kept] = movedBlocks([block(), second, other], 40, move({ shiftMs: 30 * min, employeeId: 9 }), zone);
    expect([held!.employeeId, held!.startTime, next!.employeeId, next!.startTime, next!.endTime]).toEqual([9, '10:30', 8, '11:30', '12:15']);
    expect(kept).toBe(other);
  });

  it('a break moves through its own body', () => {
    const lunch = block({ mode: 'order.break', orderId: 50, lineId: 150, version: 2 });
    const body = movedBreakUpdate(lunch, { lineId: 150, shiftMs: 2 * hour, employeeId: 8, durationMinutes: 30 }, zone);
    expect(body).toEqual({ version: 2, employeeId: 8, date: '2025-06-02', startTime: '12:00', endTime: '12:30', confirmOutsideWorkingHours: false });
    expect(breakUpdateSchema.parse(body)).toEqual(body);
  });
});

describe('whether a drop changes anything', () => {
  it.each([
    ['where it was', move({}), false],
    ['the same length, said outright', move({ durationMinutes: 60 }), false],
    ['5 minutes later', move({ shiftMs: 5 * min }), true],
    ['another person', move({ employeeId: 8 }), true],
    ['longer', move({ durationMinutes: 65 }), true],
  ])('%s', (_, lineMove, expected) => {
    expect(isMoving(lineMove, block())).toBe(expected);
  });
});
