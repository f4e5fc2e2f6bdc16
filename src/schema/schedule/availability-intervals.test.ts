import { describe, expect, it } from 'vitest';
import { availableFree, availableStartTimes, type AvailabilityInput, type AvailabilityService, type BusyInterval } from './availability';
import { freeIntervalOf, freeIntervalSchema, startTimesOf, stretchesOf, wallsOf } from './availability-intervals';
import { addDays, minutesOfTime, timeOfMinutes } from './calendar';
import { zonedToInstant } from './time-zone';
import type { WorkSlotCreate } from './work-slot';

const walls = (...times: string[]) => times.map(minutesOfTime);

describe('stretches of start times', () => {
  it.each<[string, string[], number, { from: string; to: string }[]]>([
    ['none', [], 15, []],
    ['one free morning', ['09:00', '09:15', '09:30', '09:45'], 15, [{ from: '09:00', to: '09:45' }]],
    ['a gap that opens off the marks, then the marks after it', ['10:20', '10:30', '10:45', '11:00'], 15, [{ from: '10:20', to: '11:00' }]],
    ['two starts off the marks are two stretches', ['10:05', '10:10', '10:15'], 15, [{ from: '10:05', to: '10:05' }, { from: '10:10', to: '10:15' }]],
    ['a mark left out splits the stretch', ['09:00', '09:15', '09:45'], 15, [{ from: '09:00', to: '09:15' }, { from: '09:45', to: '09:45' }]],
    ['the hour the spring change skips splits it too', ['01:00', '01:30', '03:00', '03:30'], 30, [{ from: '01:00', to: '01:30' }, { from: '03:00', to: '03:30' }]],
    ['every minute', ['23:57', '23:58', '23:59'], 1, [{ from: '23:57', to: '23:59' }]],
  ])('%s', (_, times, step, free) => {
    expect(stretchesOf(walls(...times), step).map(freeIntervalOf)).toEqual(free);
    expect(startTimesOf(free, step)).toEqual(times);
  });

  it('refuses a stretch that ends before it starts', () => {
    expect(freeIntervalSchema.safeParse({ from: '10:00', to: '09:45' }).success).toBe(false);
    expect(freeIntervalSchema.safeParse({ from: '10:00', to: '10:00' }).success).toBe(true);
  });

  it('cuts and expands any ascending list of times exactly', () => {
    const random = seeded(7);
    for (let run = 0; run < 500; run++) {
      const step = pick(random, [1, 5, 10, 15, 20, 30, 60]);
      const times = [...new Set(Array.from({ length: Math.floor(random() * 80) }, () => Math.floor(random() * 1440)))].sort((a, b) => a - b);
      expect(wallsOf(stretchesOf(times, step), step)).toEqual(times);
    }
  });
});

/**
 * The proof that the stretches offer the same times as the start times did: the algorithm's own times, every candidate
 * tried as before (availability.ts, which the hold, the move and why-not still ask), against the call's stretches
 * expanded — found from the free time itself where that is exact — over days built at random from everything it
 * weighs: zones with their clock changes (an hour, and Lord Howe's half hour) and without, steps, hours and shifts off
 * the marks, orders and breaks at odd minutes and seconds, rooms of one and two, buffers, visits of up to three
 * services with members' own lengths, and "now" falling inside the days.
 */
describe('the availability call’s stretches offer exactly the algorithm’s start times', () => {
  const zones: [string, string[]][] = [
    ['Europe/Belgrade', ['2025-03-30', '2025-10-26', '2025-06-02', '2025-06-03']],
    ['America/New_York', ['2025-03-09', '2025-11-02', '2025-07-15']],
    ['Australia/Lord_Howe', ['2025-04-06', '2025-10-05', '2025-01-10']],
    ['Asia/Kolkata', ['2025-06-02']],
  ];

  it('over 400 varied branches and days', () => {
    const random = seeded(21);
    let offered = 0;
    let offMarks = 0;
    for (let run = 0; run < 400; run++) {
      const input = randomDay(random, zones);
      const expected = availableStartTimes(input);
      const free = availableFree(input);
      expect(
        free.map(({ date, employeeId, free: stretches }) => ({ date, employeeId, startTimes: startTimesOf(stretches, input.stepMinutes) })),
        `run ${run}`,
      ).toEqual(expected);
      offered += expected.reduce((n, entry) => n + entry.startTimes.length, 0);
      offMarks += free.flatMap((entry) => entry.free).filter(({ from }) => minutesOfTime(from) % input.stepMinutes !== 0).length;
    }
    // The fixtures offer times, and stretches that open off the marks among them.
    expect(offered).toBeGreaterThan(10_000);
    expect(offMarks).toBeGreaterThan(100);
  });
});

/** A small deterministic generator (mulberry32), so a failure is the same on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const pick = <T>(random: () => number, values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
const between = (random: () => number, low: number, high: number) => low + Math.floor(random() * (high - low + 1));

function randomDay(random: () => number, zones: readonly [string, string[]][]): AvailabilityInput {
  const [timeZone, dates] = pick(random, zones);
  const from = pick(random, dates);
  const to = random() < 0.3 ? addDays(from, 1) : from;
  const days = to === from ? [from] : [from, to];
  const employeeIds = [1, 2, 3, 4].slice(0, between(random, 1, 4));
  const stepMinutes = pick(random, [5, 10, 15, 20, 30, 60]);
  // Night hours on some days, so the clock changes fall inside them.
  const opens = random() < 0.3 ? between(random, 0, 2 * 60) : between(random, 6 * 60, 10 * 60);
  const closes = Math.min(opens + between(random, 3 * 60, 14 * 60), 24 * 60 - 1);
  const workSlots: WorkSlotCreate[] = days.flatMap((date) =>
    employeeIds.flatMap((employeeId): WorkSlotCreate[] => {
      if (random() < 0.1) return [{ employeeId, date, type: 'work_slot.sick', slotStart: null, slotEnd: null }];
      const start = Math.max(0, opens + between(random, -60, 90));
      const end = Math.min(24 * 60 - 1, closes + between(random, -120, 60));
      return end > start ? [{ employeeId, date, type: 'work_slot.active', slotStart: timeOfMinutes(start), slotEnd: timeOfMinutes(end) }] : [];
    }),
  );
  const resourceId = random() < 0.3 ? 9 : null;
  const busy: BusyInterval[] = days.flatMap((date) =>
    Array.from({ length: between(random, 0, 12) }, (): BusyInterval => {
      const start = zonedToInstant(date, timeOfMinutes(between(random, opens, closes)), timeZone) + (random() < 0.1 ? between(random, 1, 59) * 1000 : 0);
      const length = between(random, 5, 150) * 60_000;
      const ownerless = resourceId !== null && random() < 0.3;
      return {
        kind: random() < 0.2 ? 'break' : 'order',
        employeeId: ownerless ? 99 : pick(random, employeeIds),
        resourceId: resourceId !== null && random() < 0.5 ? resourceId : null,
        start,
        end: start + length,
      };
    }),
  );
  busy.sort((a, b) => a.start - b.start);
  const service = (index: number): AvailabilityService => {
    const own = employeeIds.filter(() => random() < 0.3).map((id): [number, number] => [id, between(random, 10, 90)]);
    return {
      duration: between(random, 1, 12) * 10 + (random() < 0.3 ? 5 : 0),
      durations: new Map(own),
      employeeId: index === 0 && random() < 0.3 ? pick(random, employeeIds) : 'any',
      performerIds: employeeIds.filter(() => random() < 0.8),
      resourceId: index === 0 ? resourceId : null,
    };
  };
  const services = Array.from({ length: random() < 0.6 ? 1 : between(random, 2, 3) }, (_, index) => service(index));
  const withNow = random() < 0.3;
  return {
    timeZone,
    from,
    to,
    services,
    employeeIds,
    workingHours: () => ({ start: timeOfMinutes(opens), end: timeOfMinutes(closes) }),
    workSlots,
    busy,
    resourceCapacities: new Map(resourceId !== null && random() < 0.5 ? [[resourceId, 2]] : []),
    bufferMinutes: random() < 0.3 ? pick(random, [5, 10, 15]) : 0,
    visitBuffer: random() < 0.3 ? { before: pick(random, [0, 5, 15]), after: pick(random, [0, 10, 30]) } : undefined,
    stepMinutes,
    now: withNow ? zonedToInstant(from, timeOfMinutes(between(random, opens, closes)), timeZone) + between(random, 0, 59) * 1000 : 0,
  };
}
