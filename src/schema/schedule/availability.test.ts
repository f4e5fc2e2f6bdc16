import { describe, expect, it } from 'vitest';
import { type AvailabilityInput, type BusyInterval, availableStartTimes, outsideHoursReasons } from './availability';
import { zonedToInstant } from './time-zone';
import type { WorkSlotCreate } from './work-slot';

const zone = 'Europe/Belgrade';
const date = '2025-06-02';
const at = (time: string, on = date) => zonedToInstant(on, time, zone);
const slot = (employeeId: number, slotStart = '09:00', slotEnd = '17:00', on = date): WorkSlotCreate => ({
  employeeId,
  date: on,
  type: 'work_slot.active',
  slotStart,
  slotEnd,
});
const order = (employeeId: number | null, from: string, to: string, extra: Partial<BusyInterval> = {}): BusyInterval => ({
  kind: 'order',
  employeeId,
  start: at(from),
  end: at(to),
  ...extra,
});
const hours = (start: string, end: string) => () => ({ start, end });
const base: AvailabilityInput = {
  timeZone: zone,
  from: date,
  to: date,
  services: [{ duration: 60, employeeId: 1 }],
  employeeIds: [1, 2],
  workingHours: hours('09:00', '17:00'),
  workSlots: [slot(1), slot(2)],
  busy: [],
  stepMinutes: 60,
  now: 0,
};
const times = (input: Partial<AvailabilityInput>) =>
  availableStartTimes({ ...base, ...input }).map(({ date: d, employeeId, startTimes }) => `${d} #${employeeId}: ${startTimes.join(' ')}`);
const hourly = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `${String(from + i).padStart(2, '0')}:00`).join(' ');

describe('free start times', () => {
  it.each<[string, Partial<AvailabilityInput>, string[]]>([
    ['a free day', {}, [`${date} #1: ${hourly(9, 16)}`]],
    ['around an order', { busy: [order(1, '10:00', '11:00')] }, [`${date} #1: 09:00 ${hourly(11, 16)}`]],
    ['not around another employee’s order', { busy: [order(2, '10:00', '11:00')] }, [`${date} #1: ${hourly(9, 16)}`]],
    [
      'with a buffer after each order',
      { busy: [order(1, '10:00', '11:00')], bufferMinutes: 15, stepMinutes: 15, services: [{ duration: 45, employeeId: 1 }] },
      [`${date} #1: 09:00 11:15 11:30 11:45 12:00 12:15 12:30 12:45 13:00 13:15 13:30 13:45 14:00 14:15 14:30 14:45 15:00 15:15 15:30 15:45 16:00 16:15`],
    ],
    [
      'a break keeps no buffer of its own',
      { busy: [{ kind: 'break', employeeId: 1, start: at('12:00'), end: at('13:00') }], bufferMinutes: 30, stepMinutes: 30 },
      [`${date} #1: 09:00 09:30 10:00 10:30 13:00 13:30 14:00 14:30 15:00 15:30 16:00`],
    ],
    [
      "an online visit's own buffers: 15 minutes clear before it, 30 after it",
      { busy: [order(1, '10:00', '11:00')], visitBuffer: { before: 15, after: 30 }, stepMinutes: 15, services: [{ duration: 30, employeeId: 1 }], workingHours: hours('09:00', '12:30') },
      [`${date} #1: 09:00 11:15 11:30 11:45 12:00`],
    ],
    ['inside the work slot only', { workSlots: [slot(1, '12:00', '20:00')] }, [`${date} #1: ${hourly(12, 16)}`]],
    ['inside the working hours only', { workingHours: hours('10:00', '14:00') }, [`${date} #1: ${hourly(10, 13)}`]],
    ['not on a sick day', { workSlots: [{ ...slot(1), type: 'work_slot.sick', slotStart: null, slotEnd: null }] }, []],
    ['not without a slot', { workSlots: [slot(2)] }, []],
    ['not when the branch is closed', { workingHours: () => null }, []],
    ['not in the past', { now: at('13:10') }, [`${date} #1: ${hourly(14, 16)}`]],
    [
      'on the step grid from midnight, and where the day opens off it',
      { workingHours: hours('09:10', '12:00'), stepMinutes: 30 },
      [`${date} #1: 09:10 09:30 10:00 10:30 11:00`],
    ],
    ...([5, 10, 15] as const).map((step): [string, Partial<AvailabilityInput>, string[]] => [
      `a 20-minute service in a 12:50-13:10 gap, every ${step} minutes`,
      {
        services: [{ duration: 20, employeeId: 1 }],
        busy: [order(1, '09:00', '12:50'), order(1, '13:10', '17:00')],
        stepMinutes: step,
      },
      [`${date} #1: 12:50`],
    ]),
    [
      'a gap’s own start beside the marks, every 15 minutes (an order ending at 10:20)',
      { services: [{ duration: 30, employeeId: 1 }], busy: [order(1, '09:00', '10:20')], stepMinutes: 15, workingHours: hours('09:00', '11:30') },
      [`${date} #1: 10:20 10:30 10:45 11:00`],
    ],
    ['a gap shorter than the service is not offered', { services: [{ duration: 25, employeeId: 1 }], busy: [order(1, '09:00', '12:50'), order(1, '13:10', '17:00')], stepMinutes: 5 }, []],
    [
      'where the room comes free off the marks',
      { services: [{ duration: 30, employeeId: 1, resourceId: 9 }], busy: [order(2, '09:00', '10:20', { resourceId: 9 })], stepMinutes: 15, workingHours: hours('09:00', '11:00') },
      [`${date} #1: 10:20 10:30`],
    ],
    [
      'not while the resource is taken',
      { services: [{ duration: 60, employeeId: 1, resourceId: 9 }], busy: [order(2, '10:00', '12:00', { resourceId: 9 })] },
      [`${date} #1: 09:00 ${hourly(12, 16)}`],
    ],
    [
      'in a room of 2, only where two bookings overlap (10:30-11:00)',
      {
        services: [{ duration: 30, employeeId: 1, resourceId: 9 }],
        busy: [order(2, '10:00', '11:00', { resourceId: 9 }), order(3, '10:30', '11:30', { resourceId: 9 })],
        resourceCapacities: new Map([[9, 2]]),
        stepMinutes: 30,
      },
      [`${date} #1: 09:00 09:30 10:00 11:00 11:30 12:00 12:30 13:00 13:30 14:00 14:30 15:00 15:30 16:00 16:30`],
    ],
    [
      'in a room of 1 (a room not named), wherever it is booked',
      {
        services: [{ duration: 30, employeeId: 1, resourceId: 9 }],
        busy: [order(2, '10:00', '11:00', { resourceId: 9 }), order(3, '10:30', '11:30', { resourceId: 9 })],
        resourceCapacities: new Map([[8, 5]]),
        stepMinutes: 30,
      },
      [`${date} #1: 09:00 09:30 11:30 12:00 12:30 13:00 13:30 14:00 14:30 15:00 15:30 16:00 16:30`],
    ],
    [
      'in a room of 2 with a buffer: full from 10:30 to 11:15, so a 30-minute line ends 15 minutes before it',
      {
        services: [{ duration: 30, employeeId: 1, resourceId: 9 }],
        busy: [order(2, '10:00', '11:00', { resourceId: 9 }), order(3, '10:30', '11:30', { resourceId: 9 })],
        resourceCapacities: new Map([[9, 2]]),
        bufferMinutes: 15,
        stepMinutes: 15,
        workingHours: hours('09:00', '12:30'),
      },
      [`${date} #1: 09:00 09:15 09:30 09:45 11:15 11:30 11:45 12:00`],
    ],
    ['for any employee', { services: [{ duration: 60, employeeId: 'any' }], busy: [order(2, '09:00', '16:00')] }, [`${date} #1: ${hourly(9, 16)}`, `${date} #2: 16:00`]],
    ['for any of the performers', { services: [{ duration: 60, employeeId: 'any', performerIds: [2] }] }, [`${date} #2: ${hourly(9, 16)}`]],
    [
      'two employees back to back',
      {
        services: [
          { duration: 30, employeeId: 1 },
          { duration: 30, employeeId: 2 },
        ],
        busy: [order(2, '09:30', '10:30')],
        stepMinutes: 30,
      },
      [`${date} #1: 10:00 10:30 11:00 11:30 12:00 12:30 13:00 13:30 14:00 14:30 15:00 15:30 16:00`],
    ],
    [
      'a later “any” service passes to whoever is free',
      {
        services: [
          { duration: 30, employeeId: 1 },
          { duration: 30, employeeId: 'any' },
        ],
        busy: [order(1, '09:30', '10:00'), order(2, '10:00', '17:00')],
        stepMinutes: 30,
        workingHours: hours('09:00', '11:00'),
      },
      [`${date} #1: 09:00 10:00`],
    ],
    [
      'a member’s own shorter length fits a gap the service’s would not',
      {
        services: [{ duration: 30, employeeId: 'any', durations: new Map([[2, 20]]) }],
        busy: [order(1, '09:00', '12:50'), order(1, '13:10', '17:00'), order(2, '09:00', '12:50'), order(2, '13:10', '17:00')],
        stepMinutes: 5,
      },
      [`${date} #2: 12:50`],
    ],
    [
      'a later service runs for the length of whoever takes it',
      {
        services: [
          { duration: 15, employeeId: 1 },
          { duration: 30, employeeId: 'any', performerIds: [2, 3], durations: new Map([[3, 15]]) },
          { duration: 15, employeeId: 1 },
        ],
        // With member 2 (the service's 30 minutes) the last service would start at 09:45; with 3 (their own 15), at 09:30.
        busy: [order(1, '09:45', '10:00')],
        workSlots: [slot(1), slot(2), slot(3)],
        workingHours: hours('09:00', '10:00'),
        stepMinutes: 15,
      },
      [`${date} #1: 09:00`],
    ],
    ['over several days', { to: '2025-06-03', workSlots: [slot(1), slot(1, '15:00', '17:00', '2025-06-03')] }, [`${date} #1: ${hourly(9, 16)}`, '2025-06-03 #1: 15:00 16:00']],
  ])('%s', (_, input, expected) => {
    expect(times(input)).toEqual(expected);
  });

  it('refuses a step that would never move', () => {
    expect(() => availableStartTimes({ ...base, stepMinutes: 0 })).toThrow(RangeError);
  });

  it('keeps an order that started the day before', () => {
    const busy = [{ kind: 'order' as const, employeeId: 1, start: at('22:00', '2025-06-01'), end: at('10:00') }];
    expect(times({ busy })).toEqual([`${date} #1: ${hourly(10, 16)}`]);
  });
});

describe('free start times on days the clocks change (Europe/Belgrade)', () => {
  const night = (on: string) => ({ from: on, to: on, workingHours: hours('01:00', '05:00'), workSlots: [slot(1, '01:00', '05:00', on)], stepMinutes: 30 });

  it('skips the wall times the spring change leaves out, and gaps keep their real length', () => {
    // 02:00 becomes 03:00: 01:30 + 60 min ends at 03:30 on the wall.
    expect(times(night('2025-03-30'))).toEqual(['2025-03-30 #1: 01:00 01:30 03:00 03:30 04:00']);
  });

  it('reads orders in the repeated autumn hour at their real time', () => {
    // 03:00 becomes 02:00 again; the order holds the second 02:00–03:00 (00:00–01:00 UTC is the first).
    const busy = [{ kind: 'order' as const, employeeId: 1, start: Date.parse('2025-10-26T01:00:00Z'), end: Date.parse('2025-10-26T02:00:00Z') }];
    expect(times({ ...night('2025-10-26'), busy })).toEqual(['2025-10-26 #1: 01:00 01:30 02:00 03:00 03:30 04:00']);
  });

  it('places a daytime order right on both change days', () => {
    for (const on of ['2025-03-30', '2025-10-26']) {
      const busy = [{ kind: 'order' as const, employeeId: 1, start: at('10:00', on), end: at('11:00', on) }];
      expect(times({ from: on, to: on, workSlots: [slot(1, '09:00', '17:00', on)], busy })).toEqual([`${on} #1: 09:00 ${hourly(11, 16)}`]);
    }
  });

  it('works in a half-hour zone', () => {
    const kolkata = 'Asia/Kolkata';
    const busy = [{ kind: 'order' as const, employeeId: 1, start: zonedToInstant(date, '10:00', kolkata), end: zonedToInstant(date, '11:00', kolkata) }];
    expect(times({ timeZone: kolkata, busy })).toEqual([`${date} #1: 09:00 ${hourly(11, 16)}`]);
  });
});

describe('why an order needs confirmation', () => {
  it.each<[string, string, number, { start: string; end: string } | null, Partial<WorkSlotCreate> | undefined, string[]]>([
    ['inside everything', '10:00', 60, { start: '09:00', end: '17:00' }, {}, []],
    ['ending after closing', '16:30', 60, { start: '09:00', end: '17:00' }, { slotEnd: '18:00' }, ['outside_working_hours']],
    ['on a closed day', '10:00', 60, null, {}, ['branch_closed']],
    ['outside the shift', '09:00', 60, { start: '09:00', end: '17:00' }, { slotStart: '12:00' }, ['outside_work_slot']],
    ['on a vacation day', '10:00', 60, { start: '09:00', end: '17:00' }, { type: 'work_slot.vacation', slotStart: null, slotEnd: null }, ['not_working']],
    ['with no slot at all', '08:00', 60, { start: '09:00', end: '17:00' }, undefined, ['outside_working_hours', 'not_working']],
  ])('%s', (_, startTime, duration, workingHours, slotChange, reasons) => {
    const workSlot = slotChange && { ...slot(1), ...slotChange };
    expect(outsideHoursReasons({ date, startTime, duration }, workingHours, workSlot, zone)).toEqual(reasons);
  });

  it('counts real minutes on the spring change day', () => {
    // 01:30 + 60 real minutes ends at 03:30 on the wall: past a 03:00 closing.
    expect(outsideHoursReasons({ date: '2025-03-30', startTime: '01:30', duration: 60 }, { start: '01:00', end: '03:00' }, slot(1, '01:00', '05:00', '2025-03-30'), zone)).toEqual([
      'outside_working_hours',
    ]);
  });
});
