import type { SlotTemplate } from '../../../src/schema/schedule/work-slot-template';

/**
 * How the demo teams work and what their days hold, by service name (the catalog of demo-business-data.ts).
 * The plan (demo-schedule-plan.ts) turns these into work slots and orders around the day the demo is seeded.
 */

/** Where a shift sits in the branch's opening hours: all of them, or 8 hours from opening, to closing, or an hour in. */
export type DemoShift = 'all-day' | 'early' | 'late' | 'mid';
export type DemoShiftPattern = { days: SlotTemplate; shift: DemoShift };

/** 2-on-2-off rotas counted from a fixed Monday, so the same dates are worked whatever day the demo is seeded. */
const rotaAnchor = '2024-01-01';

/**
 * The first two members who take bookings work 2 on, 2 off over the whole opening hours, half a cycle apart, so
 * every branch has someone to book every day, Sundays included (the rota salons run); the others work five days
 * a week on an early, a late or a middle shift, in team order.
 */
export const demoRotas: DemoShiftPattern[] = [
  { days: { kind: 'period', startDate: rotaAnchor, workDays: 2, restDays: 2 }, shift: 'all-day' },
  { days: { kind: 'period', startDate: '2024-01-03', workDays: 2, restDays: 2 }, shift: 'all-day' },
];
export const demoWeeklyShifts: DemoShiftPattern[] = [
  { days: { kind: 'weekdays', weekdays: [1, 2, 3, 4, 5] }, shift: 'early' },
  { days: { kind: 'weekdays', weekdays: [2, 3, 4, 5, 6] }, shift: 'late' },
  { days: { kind: 'weekdays', weekdays: [1, 2, 4, 5, 6] }, shift: 'mid' },
];

/** Shifts of five days a week last 8 hours; a middle shift starts an hour after opening. */
export const shiftMinutes = 480;
export const midShiftDelay = 60;

/** A member books about this share of their working time, give or take half of `bookedShareSpread`. */
export const bookedShare = 0.6;
export const bookedShareSpread = 0.1;

/** Lunch: most days of shifts of 8 hours or more. */
export const lunch = { description: 'Lunch', minutes: [30, 45, 60], chance: 0.85, minShiftMinutes: 480 };

/** Group classes a member who performs the service may hold, a few times a fortnight. */
export const demoGroupClasses = [
  { service: 'Updo', minutes: 90, description: 'Updo workshop: three looks for the wedding season' },
  { service: 'Nail art', minutes: 90, description: 'Nail art class for beginners' },
  { service: 'Facial', minutes: 90, description: 'Skin care at home: a hands-on class' },
];
export const groupClassChance = 0.1;
export const groupCapacity = { min: 6, max: 10 };

/** Visits with two members back to back (colour, then the cut), by service: a few a day. */
export const demoTwoMemberVisits: [string, string][] = [
  ['Root colour', 'Blow-dry'],
  ['Toner', "Women's haircut"],
  ["Women's haircut", 'Manicure'],
  ['Manicure', 'Facial'],
];
export const twoMemberVisitTries = 2;
export const twoMemberVisitChance = 0.6;

/** The room or equipment a service takes, when the branch has it free. */
export const demoServiceResources: Record<string, string> = {
  Facial: 'Treatment room',
  'Full colour': 'Colour studio',
  Balayage: 'Colour studio',
  Pedicure: 'Pedicure chair',
};

/** How visits go: a second service now and then, some booked online, some cancelled, some missed. */
export const visitOdds = { secondService: 0.2, online: 0.2, cancelled: 0.15, missed: 0.12, approvedSoon: 0.75, approvedLater: 0.4 };

/** Orders fill the fortnight around the day of seeding: this week whatever day it starts on, a week behind and one ahead. */
export const bookedDaysAround = 7;
