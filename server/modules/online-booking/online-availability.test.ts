import { describe, expect, it } from 'vitest';
import type { RuleRow } from '../../../src/schema/online-booking/settings';
import { startTimesOf } from '../../../src/schema/schedule/availability-intervals';
import { addDays } from '../../../src/schema/schedule/calendar';
import { zonedToInstant } from '../../../src/schema/schedule/time-zone';
import { busyWithout, onlineFreeDays, onlineStartTimes, startTimesByDay, type OnlineAvailabilityInput } from './online-availability';

/** A booking being moved: its own lines are cut out of the merged busy time, so it may land over where it is now. */
describe("the busy time less a booking's own lines", () => {
  const busy = (employeeId: number, start: number, end: number) => ({ kind: 'order' as const, employeeId, resourceId: null, start, end });

  it('cuts the lines out of the stretches they sit in, leaving everyone else’s time', () => {
    // Anna: someone at 9–10, the booking at 10–11, someone at 11–12, merged into one stretch 9–12.
    expect(busyWithout([busy(1, 9, 12), busy(2, 10, 11)], [{ employeeId: 1, start: 10, end: 11 }])).toEqual([busy(1, 9, 10), busy(1, 11, 12), busy(2, 10, 11)]);
  });

  it('drops a stretch that is the booking alone, and cuts each of several lines', () => {
    expect(busyWithout([busy(1, 10, 11)], [{ employeeId: 1, start: 10, end: 11 }])).toEqual([]);
    expect(
      busyWithout(
        [busy(1, 8, 14)],
        [
          { employeeId: 1, start: 9, end: 10 },
          { employeeId: 1, start: 12, end: 13 },
        ],
      ),
    ).toEqual([busy(1, 8, 9), busy(1, 10, 12), busy(1, 13, 14)]);
  });

  it('leaves the busy time as it is without lines of its own', () => {
    expect(busyWithout([busy(1, 9, 10)], [])).toEqual([busy(1, 9, 10)]);
  });
});

/**
 * The booking page's stretches against the times it offered before them (each run's start times, united per day): the
 * same, over a week with people under rules of their own (another buffer, notice and horizon make separate runs), a
 * gap that opens off the marks, a visit of two services, and a day the clocks go forward.
 */
describe("the booking page's stretches", () => {
  const zone = 'Europe/Belgrade';
  const from = '2025-03-27';
  const to = addDays(from, 6);
  const row = (level: RuleRow['level'], refId: number | null, overrides: RuleRow['overrides']): RuleRow => ({ level, refId, overrides, version: 1 });
  const order = (employeeId: number, date: string, start: string, minutes: number) => {
    const at = zonedToInstant(date, start, zone);
    return { kind: 'order' as const, employeeId, resourceId: null, start: at, end: at + minutes * 60_000 };
  };
  const service = (id: number, duration: number, own: [number, number][] = []) => ({
    id,
    duration,
    bookableOnline: true,
    durations: new Map([[1, duration], [2, duration], [3, duration], ...own]),
    prices: new Map([[1, '10'], [2, '10'], [3, '10']]),
  });
  const input = (services: OnlineAvailabilityInput['services'], rules: RuleRow[]): OnlineAvailabilityInput => ({
    clock: { timeZone: zone, workingHours: { start: '01:00', end: '20:00' }, slotStepMinutes: 15 },
    rules,
    services,
    employeeBookable: new Map([[1, true], [2, true], [3, true]]),
    employeeId: null,
    from,
    to,
    workSlots: [1, 2, 3].flatMap((employeeId) => Array.from({ length: 7 }, (_, d) => ({ employeeId, date: addDays(from, d), type: 'work_slot.active' as const, slotStart: employeeId === 3 ? '01:00' : '09:00', slotEnd: '18:00' }))),
    busy: [order(1, from, '09:00', 80), order(2, from, '10:05', 50), order(3, '2025-03-30', '01:10', 30), order(1, '2025-03-31', '12:00', 240), order(2, '2025-03-31', '09:00', 37)].sort((a, b) => a.start - b.start),
    now: zonedToInstant(from, '11:07', zone),
  });

  it.each<[string, OnlineAvailabilityInput]>([
    ['one service, the branch’s rules', input([service(7, 45)], [])],
    ['people under rules of their own', input([service(7, 45, [[2, 20]])], [row('employee', 2, { bufferAfterMinutes: 10 }), row('employee', 3, { minNoticeMinutes: 600, horizonDays: 3 })])],
    ['two services, a 10-minute step', input([service(7, 30), service(8, 25, [[3, 40]])], [row('branch', null, { stepMinutes: 10 })])],
  ])('%s', (_, asked) => {
    const answer = onlineFreeDays(asked);
    const expected = startTimesByDay(from, to, onlineStartTimes(asked));
    expect(answer.days.map((day) => ({ date: day.date, times: startTimesOf(day.free, answer.stepMinutes) }))).toEqual(expected);
    expect(expected.some((day) => day.times.length > 20)).toBe(true);
  });
});
