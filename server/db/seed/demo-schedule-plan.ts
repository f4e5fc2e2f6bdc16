import type { z } from 'zod';
import type { orderOriginSchema } from '../../../src/schema/enums';
import type { Interval } from '../../../src/schema/schedule/availability';
import { type IsoDate, type TimeOfDay, addDays, datesFrom, minutesOfTime, monthDates, timeOfMinutes, weekdayOf } from '../../../src/schema/schedule/calendar';
import type { OrderStatus } from '../../../src/schema/schedule/order-status';
import type { WorkSlotType } from '../../../src/schema/schedule/work-slot';
import { type SlotTemplate, templateDates } from '../../../src/schema/schedule/work-slot-template';
import { pick, seededRandom } from './demo-business';
import {
  bookedDaysAround,
  bookedShare,
  bookedShareSpread,
  demoGroupClasses,
  demoRotas,
  demoServiceResources,
  demoTwoMemberVisits,
  demoWeeklyShifts,
  type DemoShift,
  groupCapacity,
  groupClassChance,
  lunch,
  midShiftDelay,
  shiftMinutes,
  twoMemberVisitChance,
  twoMemberVisitTries,
  visitOdds,
} from './demo-schedule-data';

/**
 * A demo branch's lived-in schedule as plain data, from its team, catalog and clients and the wall clock at the
 * moment of seeding: work slots for this month and next (rotas, five-day shifts, a sick day, a vacation week),
 * and for the fortnight around today lunch breaks, a few group classes and visits with two members, and single
 * visits filling about 60 % of each member's shift. Nothing overlaps for a member or a resource, and no client is
 * in two places at once. Orders before "now" are done (completed, some missed), the ones under way have started,
 * later ones wait or are confirmed; a few were cancelled. Deterministic for a seed and a "now", so tests can
 * hold it to all of this; times are wall-clock minutes of the date, which the writer turns into instants.
 */

export type PlanService = { serviceId: number; name: string; minutes: number; /** the member's own price or the service's */ price: string };
export type PlanMember = { employeeId: number; services: PlanService[] };
export type PlanInput = {
  seed: number;
  workingHours: { start: TimeOfDay; end: TimeOfDay };
  /** In team order: the first two who take bookings run the rota. */
  members: PlanMember[];
  resources: { resourceId: number; name: string }[];
  clientIds: number[];
  /** The branch's wall clock at seed time. */
  now: { date: IsoDate; minute: number };
};

export type PlannedSlot = { employeeId: number; date: IsoDate; type: WorkSlotType; slotStart: TimeOfDay | null; slotEnd: TimeOfDay | null };
export type PlannedLine = { employeeId: number; serviceId: number | null; resourceId: number | null; start: number; end: number; price: string | null };
export type PlannedOrder = {
  date: IsoDate;
  mode: 'order.single' | 'order.group' | 'order.break';
  status: OrderStatus;
  origin: z.infer<typeof orderOriginSchema>;
  clientId: number | null;
  /** A group class's clients. */
  clientIds: number[];
  capacity: number | null;
  description: string | null;
  /** A cancelled order: how many hours before its start it was called off. */
  canceledHoursBefore: number | null;
  lines: PlannedLine[];
};
export type DemoSchedulePlan = { slots: PlannedSlot[]; orders: PlannedOrder[] };

/** The dates the plan covers: slots from this month (or the fortnight's first day) to the end of next month. */
export function demoScheduleDates(today: IsoDate) {
  const [year = 0, month = 0] = today.split('-').map(Number);
  const thisMonth = monthDates(year, month);
  const nextMonth = month === 12 ? monthDates(year + 1, 1) : monthDates(year, month + 1);
  const bookedFrom = addDays(today, -bookedDaysAround);
  return {
    slotFrom: bookedFrom < thisMonth[0]! ? bookedFrom : thisMonth[0]!,
    slotTo: nextMonth.at(-1)!,
    bookedFrom,
    bookedTo: addDays(today, bookedDaysAround),
    nextMonth,
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const length = (interval: Interval) => interval.end - interval.start;
const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;
const isFree = (busy: readonly Interval[], interval: Interval) => !busy.some((held) => overlaps(held, interval));
const roundTo = (minutes: number, step: number) => Math.round(minutes / step) * step;
/** Fisher–Yates on a copy. */
function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** The shift a pattern gives within the opening hours. */
function shiftOf(shift: DemoShift, hours: PlanInput['workingHours']): Interval {
  const open = minutesOfTime(hours.start);
  const close = minutesOfTime(hours.end);
  const clamp = (start: number) => ({ start, end: Math.min(start + shiftMinutes, close) });
  if (shift === 'all-day') return { start: open, end: close };
  if (shift === 'early') return clamp(open);
  if (shift === 'late') return { start: Math.max(close - shiftMinutes, open), end: close };
  return clamp(Math.min(open + midShiftDelay, Math.max(open, close - shiftMinutes)));
}

/** The stretches of a shift no busy interval holds, in time order. */
export function freeGaps(shift: Interval, busy: readonly Interval[]): Interval[] {
  const gaps: Interval[] = [];
  let cursor = shift.start;
  for (const held of [...busy].sort((a, b) => a.start - b.start)) {
    if (held.start > cursor) gaps.push({ start: cursor, end: Math.min(held.start, shift.end) });
    cursor = Math.max(cursor, held.end);
  }
  if (cursor < shift.end) gaps.push({ start: cursor, end: shift.end });
  return gaps.filter((gap) => gap.end > gap.start);
}

/** Starts on the quarter hour where `minutes` fit inside the shift, free of `busy`. */
function freeStarts(shift: Interval, busy: readonly Interval[], minutes: number): number[] {
  const starts: number[] = [];
  for (let start = Math.ceil(shift.start / 15) * 15; start + minutes <= shift.end; start += 15) {
    if (isFree(busy, { start, end: start + minutes })) starts.push(start);
  }
  return starts;
}

/** How far past its share a gap may be booked while filling it. */
const overbookMinutes = 15;

export type PlacedVisit = { start: number; services: PlanService[] };

/**
 * Visits of one member placed into the free gaps of their shift so that they add up to about `budget` minutes:
 * each gap takes its share of what is still to book, visits are added while they keep within it, and what a gap
 * leaves over passes to the next. The idle time of a gap is spread between its visits in 5-minute steps, so
 * visits start where a person would book them, never across a gap's edge.
 */
export function fillGaps(gaps: readonly Interval[], budget: number, services: readonly PlanService[], random: () => number): PlacedVisit[] {
  const visits: PlacedVisit[] = [];
  let toBook = budget;
  let freeLeft = sum(gaps.map(length));
  for (const gap of gaps) {
    const room = length(gap);
    const share = Math.round((toBook * room) / freeLeft);
    freeLeft -= room;
    const chosen: PlanService[][] = [];
    let used = 0;
    const add = (visit: PlanService[]) => {
      chosen.push(visit);
      used += sum(visit.map((s) => s.minutes));
    };
    // Visits that keep within the share (a quarter hour over at most) while there are any; then the one that
    // lands nearest to it, if that is nearer than stopping short.
    const fitting = (minutes: number) => minutes <= room - used && minutes <= share - used + overbookMinutes;
    for (let fits = services.filter((s) => fitting(s.minutes)); fits.length > 0; fits = services.filter((s) => fitting(s.minutes))) {
      const first = pick(random, fits);
      const seconds = random() < visitOdds.secondService ? services.filter((s) => s !== first && fitting(first.minutes + s.minutes)) : [];
      add(seconds.length > 0 ? [first, pick(random, seconds)] : [first]);
    }
    const distance = (s: PlanService) => Math.abs(share - used - s.minutes);
    const closing = services.filter((s) => s.minutes <= room - used).sort((a, b) => distance(a) - distance(b))[0];
    if (closing && distance(closing) < share - used) add([closing]);
    toBook -= used;
    const weights = Array.from({ length: chosen.length + 1 }, () => random());
    const idleSteps = Math.floor((room - used) / 5);
    let cursor = gap.start;
    chosen.forEach((visit, index) => {
      cursor += Math.floor((idleSteps * weights[index]!) / sum(weights)) * 5;
      visits.push({ start: cursor, services: visit });
      cursor += sum(visit.map((s) => s.minutes));
    });
  }
  return visits;
}

/**
 * Who works when: the first members who take bookings run the rotas, the others the five-day shifts in team
 * order; each with the days their pattern marks and their shift within the opening hours. The money seed
 * (demo-money-plan.ts) reads the same patterns for the months before the schedule.
 */
export function memberShifts(members: readonly { employeeId: number; services: readonly unknown[] }[], hours: PlanInput['workingHours']): Map<number, { days: SlotTemplate; shift: Interval }> {
  const rota = members.filter((m) => m.services.length > 0).slice(0, demoRotas.length);
  const others = members.filter((m) => !rota.includes(m));
  return new Map(
    members.map((m) => {
      const pattern = rota.includes(m) ? demoRotas[rota.indexOf(m)]! : demoWeeklyShifts[others.indexOf(m) % demoWeeklyShifts.length]!;
      return [m.employeeId, { days: pattern.days, shift: shiftOf(pattern.shift, hours) }];
    }),
  );
}

/** A member's slots over the plan's dates: the pattern's work days, a sick day, a vacation week. */
function planSlots(input: PlanInput, random: () => number): { slots: PlannedSlot[]; shifts: Map<IsoDate, Map<number, Interval>> } {
  const dates = demoScheduleDates(input.now.date);
  const patterns = memberShifts(input.members, input.workingHours);
  const rota = input.members.filter((m) => m.services.length > 0).slice(0, demoRotas.length);
  const others = input.members.filter((m) => !rota.includes(m));
  const workDates = new Map(input.members.map((m) => [m, new Set(templateDates(patterns.get(m.employeeId)!.days, dates.slotFrom, dates.slotTo))]));

  // The sick day is the last day one of the five-day staff worked before today; the vacation, another member's
  // second week of next month (a Monday from the 8th), clear of the fortnight of orders.
  const sickMember = others.some((m) => m.services.length > 0) ? pick(random, others.filter((m) => m.services.length > 0)) : null;
  const sickDay = sickMember ? [...workDates.get(sickMember)!].filter((d) => d >= dates.bookedFrom && d < input.now.date).at(-1) : undefined;
  const vacationers = others.filter((m) => m !== sickMember);
  const vacationMember = vacationers.length > 0 ? pick(random, vacationers) : null;
  const vacationStart = dates.nextMonth.slice(7).find((d) => weekdayOf(d) === 1)!;
  const vacation = new Set(datesFrom(vacationStart, addDays(vacationStart, 6)));

  const slots: PlannedSlot[] = [];
  const shifts = new Map<IsoDate, Map<number, Interval>>();
  for (const member of input.members) {
    const shift = patterns.get(member.employeeId)!.shift;
    for (const date of datesFrom(dates.slotFrom, dates.slotTo)) {
      const day = { employeeId: member.employeeId, date, slotStart: null, slotEnd: null };
      if (member === vacationMember && vacation.has(date)) slots.push({ ...day, type: 'work_slot.vacation' });
      else if (member === sickMember && date === sickDay) slots.push({ ...day, type: 'work_slot.sick' });
      else if (workDates.get(member)!.has(date)) {
        slots.push({ ...day, type: 'work_slot.active', slotStart: timeOfMinutes(shift.start), slotEnd: timeOfMinutes(shift.end) });
        if (!shifts.has(date)) shifts.set(date, new Map());
        shifts.get(date)!.set(member.employeeId, shift);
      }
    }
  }
  return { slots, shifts };
}

type Draft = Omit<PlannedOrder, 'status' | 'origin' | 'clientId' | 'clientIds'> & { groupSize?: number };

/** One day of a branch: who works when, then breaks, classes, visits with two members, single visits. */
function planDay(input: PlanInput, date: IsoDate, shifts: Map<number, Interval>, random: () => number): PlannedOrder[] {
  const working = input.members.filter((m) => shifts.has(m.employeeId));
  const busy = new Map(working.map((m) => [m.employeeId, [] as Interval[]]));
  const booked = new Map(working.map((m) => [m.employeeId, 0]));
  const resourceBusy = new Map(input.resources.map((r) => [r.resourceId, [] as Interval[]]));
  const drafts: Draft[] = [];
  const draft = (fields: Partial<Draft> & Pick<Draft, 'mode' | 'lines'>): Draft => ({ date, capacity: null, description: null, canceledHoursBefore: null, ...fields });

  /** A line of `service` for `member` from `start`, with the room or equipment it takes if that is free. */
  const line = (member: PlanMember, service: PlanService, start: number): PlannedLine => {
    const interval = { start, end: start + service.minutes };
    const resource = input.resources.find((r) => r.name === demoServiceResources[service.name]);
    const taken = resource && isFree(resourceBusy.get(resource.resourceId)!, interval) ? resource.resourceId : null;
    if (taken !== null) resourceBusy.get(taken)!.push(interval);
    busy.get(member.employeeId)!.push(interval);
    booked.set(member.employeeId, booked.get(member.employeeId)! + service.minutes);
    return { employeeId: member.employeeId, serviceId: service.serviceId, resourceId: taken, ...interval, price: service.price };
  };

  for (const member of working) {
    const shift = shifts.get(member.employeeId)!;
    if (length(shift) < lunch.minShiftMinutes || random() >= lunch.chance) continue;
    const minutes = pick(random, lunch.minutes);
    const middle = roundTo(shift.start + (length(shift) - minutes) / 2, 15) + pick(random, [-30, 0, 0, 30]);
    const interval = { start: middle, end: middle + minutes };
    busy.get(member.employeeId)!.push(interval);
    drafts.push(draft({ mode: 'order.break', description: lunch.description, lines: [{ employeeId: member.employeeId, serviceId: null, resourceId: null, ...interval, price: null }] }));
  }

  for (const member of working) {
    const classes = demoGroupClasses.filter((c) => member.services.some((s) => s.name === c.service));
    if (classes.length === 0 || random() >= groupClassChance) continue;
    const chosen = pick(random, classes);
    // Classes run late in the shift, after the day's visits.
    const starts = freeStarts(shifts.get(member.employeeId)!, busy.get(member.employeeId)!, chosen.minutes).slice(-4);
    if (starts.length === 0) continue;
    const service = { ...member.services.find((s) => s.name === chosen.service)!, minutes: chosen.minutes };
    const capacity = groupCapacity.min + Math.floor(random() * (groupCapacity.max - groupCapacity.min + 1));
    drafts.push(draft({ mode: 'order.group', capacity, description: chosen.description, lines: [line(member, service, pick(random, starts))] }));
  }

  for (let attempt = 0; attempt < twoMemberVisitTries; attempt++) {
    if (random() >= twoMemberVisitChance) continue;
    const [firstName, secondName] = pick(random, demoTwoMemberVisits);
    const performs = (name: string) => working.filter((m) => m.services.some((s) => s.name === name));
    const firsts = performs(firstName);
    if (firsts.length === 0) continue;
    const first = pick(random, firsts);
    const seconds = performs(secondName).filter((m) => m !== first);
    if (seconds.length === 0) continue;
    const second = pick(random, seconds);
    const [a, b] = [first.services.find((s) => s.name === firstName)!, second.services.find((s) => s.name === secondName)!];
    const secondShift = shifts.get(second.employeeId)!;
    const starts = freeStarts(shifts.get(first.employeeId)!, busy.get(first.employeeId)!, a.minutes).filter((start) => {
      const then = { start: start + a.minutes, end: start + a.minutes + b.minutes };
      return then.start >= secondShift.start && then.end <= secondShift.end && isFree(busy.get(second.employeeId)!, then);
    });
    if (starts.length === 0) continue;
    const start = pick(random, starts);
    drafts.push(draft({ mode: 'order.single', lines: [line(first, a, start), line(second, b, start + a.minutes)] }));
  }

  for (const member of working) {
    if (member.services.length === 0) continue;
    const shift = shifts.get(member.employeeId)!;
    const target = Math.round(length(shift) * (bookedShare + (random() - 0.5) * bookedShareSpread));
    const visits = fillGaps(freeGaps(shift, busy.get(member.employeeId)!), target - booked.get(member.employeeId)!, member.services, random);
    const singles = visits.map((visit) => {
      let start = visit.start;
      const lines = visit.services.map((service) => {
        const placed = line(member, service, start);
        start = placed.end;
        return placed;
      });
      return draft({ mode: 'order.single', lines });
    });
    drafts.push(...singles);
    // A visit called off: its time was booked again by the visit now in its place.
    if (singles.length > 0 && random() < visitOdds.cancelled) {
      const replaced = pick(random, singles);
      drafts.push({ ...replaced, canceledHoursBefore: 1 + Math.floor(random() * 47) });
    }
  }
  return settle(input, drafts, random);
}

/** Statuses from the clock, clients free at the time (one visit a day each while there are enough), origins. */
function settle(input: PlanInput, drafts: Draft[], random: () => number): PlannedOrder[] {
  const span = (d: Draft): Interval => ({ start: Math.min(...d.lines.map((l) => l.start)), end: Math.max(...d.lines.map((l) => l.end)) });
  const clientBusy = new Map<number, Interval[]>();
  const seenToday = new Set<number>();
  const freeClients = (interval: Interval) => {
    const free = input.clientIds.filter((id) => isFree(clientBusy.get(id) ?? [], interval));
    const fresh = free.filter((id) => !seenToday.has(id));
    return fresh.length > 0 ? fresh : free;
  };
  const take = (id: number, interval: Interval | null) => {
    seenToday.add(id);
    if (interval) clientBusy.set(id, [...(clientBusy.get(id) ?? []), interval]);
    return id;
  };

  return drafts
    .map((d, index) => ({ d, index, interval: span(d) }))
    .sort((x, y) => x.interval.start - y.interval.start || x.index - y.index)
    .map(({ d, interval }): PlannedOrder => {
      const when = d.date < input.now.date || (d.date === input.now.date && interval.end <= input.now.minute) ? 'past' : d.date === input.now.date && interval.start <= input.now.minute ? 'now' : 'ahead';
      const soon = d.date <= addDays(input.now.date, 1);
      const ahead: OrderStatus = random() < (soon ? visitOdds.approvedSoon : visitOdds.approvedLater) ? 'order_status.approved' : 'order_status.waiting';
      const base = { ...d, origin: 'order_origin.internal' as const, clientId: null, clientIds: [] };
      // Breaks keep the status a break is written with (breaks.service.ts): it never moves.
      if (d.mode === 'order.break') return { ...base, status: 'order_status.waiting' };
      if (d.mode === 'order.group') {
        const places = d.capacity!;
        const wanted = when === 'ahead' ? 2 + Math.floor(random() * (places - 1)) : places - Math.floor(random() * 3);
        const clientIds = shuffled(freeClients(interval), random)
          .slice(0, wanted)
          .map((id) => take(id, interval));
        return { ...base, clientIds, status: when === 'past' ? 'order_status.success' : when === 'now' ? 'order_status.has_started' : ahead };
      }
      const candidates = freeClients(interval);
      const clientId = candidates.length > 0 ? take(pick(random, candidates), d.canceledHoursBefore === null ? interval : null) : null;
      const origin = d.lines.length === 1 && random() < visitOdds.online ? 'order_origin.external' : 'order_origin.internal';
      if (d.canceledHoursBefore !== null) return { ...base, clientId, origin, status: 'order_status.canceled' };
      const status: OrderStatus = when === 'past' ? (random() < visitOdds.missed ? 'order_status.pass' : 'order_status.success') : when === 'now' ? 'order_status.has_started' : ahead;
      return { ...base, clientId, origin, status };
    });
}

/** The whole plan of one branch. */
export function planDemoSchedule(input: PlanInput): DemoSchedulePlan {
  const random = seededRandom(input.seed);
  const { slots, shifts } = planSlots(input, random);
  const dates = demoScheduleDates(input.now.date);
  const orders = datesFrom(dates.bookedFrom, dates.bookedTo).flatMap((date) => (shifts.has(date) ? planDay(input, date, shifts.get(date)!, random) : []));
  return { slots, orders };
}
