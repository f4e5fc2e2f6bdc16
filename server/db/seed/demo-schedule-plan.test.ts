import { describe, expect, it } from 'vitest';
import type { Interval } from '../../../src/schema/schedule/availability';
import { addDays, daysBetween, minutesOfTime, weekdayOf } from '../../../src/schema/schedule/calendar';
import { seededRandom } from './demo-business';
import { demoCategories, demoTeams, stylistCareServices } from './demo-business-data';
import { demoServiceResources } from './demo-schedule-data';
import { demoScheduleDates, fillGaps, freeGaps, planDemoSchedule, type DemoSchedulePlan, type PlanInput, type PlanMember, type PlannedOrder } from './demo-schedule-plan';

/** A branch built from the demo's own data, as the writer reads it back: the team in order, their services and prices. */
function branchInput(team: string, now: PlanInput['now'], seed = 1): PlanInput {
  let serviceId = 100;
  const catalog = demoCategories.flatMap((c) => c.services.map((s) => ({ ...s, category: c, serviceId: serviceId++ })));
  const members = demoTeams[team]!.map((e, index): PlanMember => ({
    employeeId: index + 1,
    services: catalog
      .filter((s) => s.category.performedBy.includes(e.jobTitle) && (s.category.name !== 'Care' || e.jobTitle !== 'Stylist' || stylistCareServices.includes(s.name)))
      .map((s) => ({ serviceId: s.serviceId, name: s.name, minutes: s.minutes, price: e.ownPrices?.[s.name]?.RSD ?? s.RSD })),
  }));
  return {
    seed,
    workingHours: team === 'Main Street' ? { start: '08:00', end: '18:00' } : { start: '09:00', end: '21:00' },
    members,
    resources: ['Treatment room', 'Colour studio', 'Pedicure chair'].map((name, index) => ({ resourceId: 50 + index, name })),
    clientIds: Array.from({ length: 60 }, (_, index) => 1000 + index),
    now,
  };
}

const holds = (o: PlannedOrder) => o.status !== 'order_status.canceled';
const overlap = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;
const minutes = (lines: Interval[]) => lines.reduce((total, l) => total + l.end - l.start, 0);
const bookable = (input: PlanInput) => new Set(input.members.filter((m) => m.services.length > 0).map((m) => m.employeeId));

/** Booked minutes over working minutes of the members who take bookings, on one date. */
function bookedShare(input: PlanInput, plan: DemoSchedulePlan, date: string): number {
  const working = plan.slots
    .filter((s) => s.date === date && s.type === 'work_slot.active' && bookable(input).has(s.employeeId))
    .reduce((total, s) => total + minutesOfTime(s.slotEnd!) - minutesOfTime(s.slotStart!), 0);
  const booked = minutes(plan.orders.filter((o) => o.date === date && o.mode !== 'order.break' && holds(o)).flatMap((o) => o.lines));
  return booked / working;
}

/** Pairs of intervals on one date that share `key` and overlap. */
function clashes<T extends Interval & { date: string }>(items: T[], key: (item: T) => number | null): [T, T][] {
  const found: [T, T][] = [];
  items.forEach((a, i) => items.slice(i + 1).forEach((b) => a.date === b.date && key(a) !== null && key(a) === key(b) && overlap(a, b) && found.push([a, b])));
  return found;
}

// Every weekday of a week, a month's last day, a year's end, a spring DST week; early morning, midday, evening.
const scenarios: PlanInput['now'][] = [
  ...Array.from({ length: 7 }, (_, day) => ({ date: addDays('2025-06-09', day), minute: 600 + day * 60 })),
  { date: '2025-03-31', minute: 14 * 60 },
  { date: '2025-12-30', minute: 5 * 60 },
  { date: '2025-03-28', minute: 22 * 60 },
];
const teams = Object.keys(demoTeams);

describe('the demo schedule plan', () => {
  it('is the same for the same seed and clock, and another for another seed', () => {
    const now = { date: '2025-06-11', minute: 700 };
    expect(planDemoSchedule(branchInput('Centre', now))).toEqual(planDemoSchedule(branchInput('Centre', now)));
    expect(planDemoSchedule(branchInput('Centre', now, 2))).not.toEqual(planDemoSchedule(branchInput('Centre', now)));
  });

  it.each(teams.flatMap((team) => scenarios.map((now) => [team, now.date, now.minute] as const)))('%s on %s at minute %d: slots for this month and next, inside the opening hours', (team, date, minute) => {
    const input = branchInput(team, { date, minute });
    const plan = planDemoSchedule(input);
    const dates = demoScheduleDates(date);
    for (const member of input.members) {
      const active = plan.slots.filter((s) => s.employeeId === member.employeeId && s.type === 'work_slot.active');
      expect(active.some((s) => s.date.slice(0, 7) === date.slice(0, 7))).toBe(true);
      expect(active.some((s) => s.date.slice(0, 7) === dates.nextMonth[0]!.slice(0, 7))).toBe(true);
      for (const slot of active) {
        expect(slot.slotStart! >= input.workingHours.start && slot.slotEnd! <= input.workingHours.end && slot.slotStart! < slot.slotEnd!).toBe(true);
      }
    }
    expect(new Set(plan.slots.map((s) => `${s.employeeId}/${s.date}`)).size).toBe(plan.slots.length);
    expect(plan.slots.every((s) => (s.type === 'work_slot.active') === (s.slotStart !== null && s.slotEnd !== null))).toBe(true);
    // Someone takes bookings every day of the fortnight, Sundays included.
    for (let day = -7; day <= 7; day++) expect(bookedShare(input, plan, addDays(date, day))).toBeGreaterThan(0);
  });

  it.each(teams.flatMap((team) => scenarios.map((now) => [team, now.date, now.minute] as const)))('%s on %s at minute %d: 50–70 %% of each day booked, nothing overlapping', (team, date, minute) => {
    const input = branchInput(team, { date, minute });
    const plan = planDemoSchedule(input);
    for (let day = -7; day <= 7; day++) {
      const share = bookedShare(input, plan, addDays(date, day));
      expect(share).toBeGreaterThanOrEqual(0.5);
      expect(share).toBeLessThanOrEqual(0.7);
    }
    const lines = plan.orders.filter(holds).flatMap((o) => o.lines.map((l) => ({ ...l, date: o.date })));
    expect(clashes(lines, (l) => l.employeeId)).toEqual([]);
    expect(clashes(lines, (l) => l.resourceId)).toEqual([]);
    // Every line lies in its member's active shift of that day.
    for (const line of lines) {
      const slot = plan.slots.find((s) => s.employeeId === line.employeeId && s.date === line.date);
      expect(slot?.type).toBe('work_slot.active');
      expect(line.start >= minutesOfTime(slot!.slotStart!) && line.end <= minutesOfTime(slot!.slotEnd!)).toBe(true);
    }
    // No client is in two places at once.
    const visits = plan.orders.filter(holds).flatMap((o) => [o.clientId, ...o.clientIds].flatMap((clientId) => (clientId === null ? [] : [{ clientId, date: o.date, start: o.lines[0]!.start, end: o.lines.at(-1)!.end }])));
    expect(clashes(visits, (v) => v.clientId)).toEqual([]);
  });

  it.each(scenarios.map((now) => [now.date, now.minute] as const))('Centre on %s at minute %d: done before now, started across it, waiting or confirmed after', (date, minute) => {
    const plan = planDemoSchedule(branchInput('Centre', { date, minute }));
    for (const order of plan.orders.filter((o) => o.mode !== 'order.break' && holds(o))) {
      const start = daysBetween(date, order.date) * 1440 + order.lines[0]!.start;
      const end = daysBetween(date, order.date) * 1440 + order.lines.at(-1)!.end;
      if (end <= minute) expect(order.status).toMatch(order.mode === 'order.group' ? /success/ : /success|pass/);
      else if (start <= minute) expect(order.status).toBe('order_status.has_started');
      else expect(order.status).toMatch(/waiting|approved/);
    }
    expect(plan.orders.filter((o) => o.mode === 'order.break').every((o) => o.status === 'order_status.waiting' && o.description === 'Lunch')).toBe(true);
  });

  it('has what a lived-in fortnight has: missed and cancelled visits, group classes, two members back to back, rooms, online bookings', () => {
    const input = branchInput('Centre', { date: '2025-06-11', minute: 13 * 60 });
    const { orders } = planDemoSchedule(input);
    const count = (test: (o: PlannedOrder) => boolean) => orders.filter(test).length;
    expect(count((o) => o.status === 'order_status.pass')).toBeGreaterThan(3);
    expect(count((o) => o.status === 'order_status.success')).toBeGreaterThan(count((o) => o.status === 'order_status.pass') * 3);
    const cancelled = orders.filter((o) => o.status === 'order_status.canceled');
    expect(cancelled.length).toBeGreaterThan(2);
    expect(cancelled.every((o) => o.canceledHoursBefore! >= 1 && o.canceledHoursBefore! < 48 && o.clientId !== null)).toBe(true);
    expect(count((o) => o.mode === 'order.break')).toBeGreaterThan(30);
    const groups = orders.filter((o) => o.mode === 'order.group');
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) {
      expect(group.capacity).toBeGreaterThanOrEqual(6);
      expect(group.capacity).toBeLessThanOrEqual(10);
      expect(group.clientIds.length).toBeGreaterThanOrEqual(2);
      expect(group.clientIds.length).toBeLessThanOrEqual(group.capacity!);
      expect(new Set(group.clientIds).size).toBe(group.clientIds.length);
      expect(group.clientId).toBeNull();
    }
    const pairs = orders.filter((o) => new Set(o.lines.map((l) => l.employeeId)).size === 2);
    expect(pairs.length).toBeGreaterThan(2);
    for (const pair of pairs) expect(pair.lines[1]!.start).toBe(pair.lines[0]!.end);
    const resourceNames = new Map(input.resources.map((r) => [r.resourceId, r.name]));
    const serviceNames = new Map(input.members.flatMap((m) => m.services.map((s) => [s.serviceId, s.name])));
    const roomed = orders.flatMap((o) => o.lines).filter((l) => l.resourceId !== null);
    expect(roomed.length).toBeGreaterThan(3);
    for (const line of roomed) expect(resourceNames.get(line.resourceId!)).toBe(demoServiceResources[serviceNames.get(line.serviceId!)!]);
    expect(count((o) => o.origin === 'order_origin.external')).toBeGreaterThan(3);
    expect(count((o) => o.mode === 'order.single' && o.lines.length === 2 && o.lines[0]!.employeeId === o.lines[1]!.employeeId)).toBeGreaterThan(0);
  });

  it("prices each line at the member's own price or the service's", () => {
    const input = branchInput('Centre', { date: '2025-06-11', minute: 600 });
    const priceOf = new Map(input.members.flatMap((m) => m.services.map((s) => [`${m.employeeId}/${s.serviceId}`, s.price])));
    const lines = planDemoSchedule(input).orders.flatMap((o) => o.lines).filter((l) => l.serviceId !== null);
    for (const line of lines) expect(line.price).toBe(priceOf.get(`${line.employeeId}/${line.serviceId}`));
    expect(lines.some((l) => l.price === '3000.00')).toBe(true);
  });

  it('rotates two members 2 on, 2 off, gives one a sick day before today and another a vacation week next month', () => {
    const today = '2025-06-11';
    const { slots } = planDemoSchedule(branchInput('Centre', { date: today, minute: 600 }));
    const activeDays = (id: number) => slots.filter((s) => s.employeeId === id && s.type === 'work_slot.active').map((s) => s.date);
    const [first, second] = [activeDays(1), activeDays(2)];
    expect(first.filter((d) => second.includes(d))).toEqual([]);
    expect(new Set(first.map((d) => daysBetween('2024-01-01', d) % 4))).toEqual(new Set([0, 1]));
    const sick = slots.filter((s) => s.type === 'work_slot.sick');
    expect(sick).toHaveLength(1);
    expect(sick[0]!.date < today && sick[0]!.date >= addDays(today, -7)).toBe(true);
    const vacation = slots.filter((s) => s.type === 'work_slot.vacation');
    expect(vacation).toHaveLength(7);
    expect(new Set(vacation.map((s) => s.employeeId)).size).toBe(1);
    expect(vacation[0]!.employeeId).not.toBe(sick[0]!.employeeId);
    expect(vacation[0]!.date.slice(0, 7)).toBe('2025-07');
    expect(weekdayOf(vacation[0]!.date)).toBe(1);
    // Five-day staff work five days a week.
    const fiveDays = activeDays(3).filter((d) => d >= '2025-06-16' && d <= '2025-06-22');
    expect(fiveDays).toHaveLength(5);
  });
});

describe('fillGaps', () => {
  const services = [
    { serviceId: 1, name: 'Cut', minutes: 30, price: '10.00' },
    { serviceId: 2, name: 'Colour', minutes: 90, price: '40.00' },
    { serviceId: 3, name: 'Blow-dry', minutes: 45, price: '15.00' },
  ];

  it.each([
    [[{ start: 540, end: 1020 }], 288],
    [[{ start: 540, end: 780 }, { start: 840, end: 1020 }], 250],
    [[{ start: 600, end: 630 }, { start: 700, end: 1200 }], 300],
    [[{ start: 540, end: 560 }], 60],
  ])('books about the budget inside the gaps: %j, %d minutes', (gaps, budget) => {
    for (let seed = 1; seed <= 20; seed++) {
      const visits = fillGaps(gaps, budget, services, seededRandom(seed));
      const placed = visits.map((v) => ({ start: v.start, end: v.start + v.services.reduce((t, s) => t + s.minutes, 0) }));
      for (const visit of placed) expect(gaps.some((g) => visit.start >= g.start && visit.end <= g.end)).toBe(true);
      placed.slice(1).forEach((visit, i) => expect(visit.start).toBeGreaterThanOrEqual(placed[i]!.end));
      const room = Math.min(budget, minutes(gaps));
      expect(Math.abs(minutes(placed) - room)).toBeLessThanOrEqual(30);
    }
  });

  it('lists the free stretches of a shift around what is busy', () => {
    expect(freeGaps({ start: 540, end: 1020 }, [])).toEqual([{ start: 540, end: 1020 }]);
    expect(freeGaps({ start: 540, end: 1020 }, [{ start: 780, end: 840 }, { start: 540, end: 600 }, { start: 990, end: 1020 }])).toEqual([
      { start: 600, end: 780 },
      { start: 840, end: 990 },
    ]);
    expect(freeGaps({ start: 540, end: 600 }, [{ start: 500, end: 700 }])).toEqual([]);
  });
});
