import { z } from 'zod';
import { slotEditModeSchema } from '../enums';
import { businessDateSchema, idSchema } from '../primitives';
import { type IsoDate, addDays, datesFrom, datesOnWeekdays, daysBetween, monthDates } from './calendar';
import type { WorkSlot, WorkSlotCreate } from './work-slot';

/** Spec §9 "default slot period 2": two days on, two days off. */
export const defaultSlotPeriod = 2;

/**
 * How a month is filled in one action: a period (work N days, rest M days, counted from a chosen date, the
 * shift rotas salons run) or chosen weekdays (0 = Sunday).
 */
export const slotTemplateSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('period'),
    startDate: businessDateSchema,
    workDays: z.number().int().min(1).max(31).default(defaultSlotPeriod),
    restDays: z.number().int().min(0).max(31).default(defaultSlotPeriod),
  }),
  z.object({
    kind: z.literal('weekdays'),
    weekdays: z.array(z.number().int().min(0).max(6)).min(1, 'Choose at least one weekday'),
  }),
]);
export type SlotTemplate = z.infer<typeof slotTemplateSchema>;

/** The days a template marks between `from` and `to`; a period marks nothing before its start date. */
export function templateDates(template: SlotTemplate, from: IsoDate, to: IsoDate): IsoDate[] {
  if (template.kind === 'weekdays') return datesOnWeekdays(from, to, template.weekdays);
  const cycle = template.workDays + template.restDays;
  return datesFrom(from, to).filter((date) => {
    const day = daysBetween(template.startDate, date);
    return day >= 0 && day % cycle < template.workDays;
  });
}

/** What the add mode writes on each chosen day: the slot type and, for an active one, the shift. */
export type SlotFill = Pick<WorkSlotCreate, 'type' | 'slotStart' | 'slotEnd'>;

export type EmployeeDay = { employeeId: z.infer<typeof idSchema>; date: IsoDate };
/** The spec's slot edit mode: add writes the fill on the chosen days, delete clears them. */
type SlotMode = z.infer<typeof slotEditModeSchema>;
export type SlotEdit = { mode: Extract<SlotMode, 'add'>; fill: SlotFill } | { mode: Extract<SlotMode, 'delete'> };

/** The days of a month (`month` 1–12) a template marks, for each employee. */
export const monthTemplateDays = (employeeIds: readonly number[], year: number, month: number, template: SlotTemplate): EmployeeDay[] => {
  const dates = monthDates(year, month);
  const marked = templateDates(template, dates[0]!, dates.at(-1)!);
  return employeeIds.flatMap((employeeId) => marked.map((date) => ({ employeeId, date })));
};

/** A week's slots (the 7 days from `weekStart`) repeated on each following week up to `until`, inclusive. */
export function copyWeek(slots: readonly WorkSlotCreate[], weekStart: IsoDate, until: IsoDate): WorkSlotCreate[] {
  const week = slots.filter((slot) => {
    const day = daysBetween(weekStart, slot.date);
    return day >= 0 && day < 7;
  });
  const copies: WorkSlotCreate[] = [];
  for (let shift = 7; daysBetween(addDays(weekStart, shift), until) >= 0; shift += 7) {
    for (const slot of week) {
      const date = addDays(slot.date, shift);
      if (date <= until) copies.push({ ...slot, date });
    }
  }
  return copies;
}

export type SlotEditPlan = { create: WorkSlotCreate[]; deleteIds: number[] };

/**
 * What an edit of chosen days writes. Add: a slot for each day (`POST /slots` replaces a day's slot), leaving
 * out days that already hold exactly that slot. Delete: the ids of the slots on the chosen days.
 */
export function planSlotEdit(edit: SlotEdit, days: readonly EmployeeDay[], existing: readonly WorkSlot[]): SlotEditPlan {
  const key = (day: EmployeeDay) => `${day.employeeId}/${day.date}`;
  const existingByDay = new Map(existing.map((slot) => [key(slot), slot]));
  if (edit.mode === 'delete') {
    const ids = days.flatMap((day) => existingByDay.get(key(day))?.id ?? []);
    return { create: [], deleteIds: [...new Set(ids)] };
  }
  const create = days
    .map((day): WorkSlotCreate => ({ employeeId: day.employeeId, date: day.date, ...edit.fill }))
    .filter((slot) => {
      const held = existingByDay.get(key(slot));
      return !held || held.type !== slot.type || held.slotStart !== slot.slotStart || held.slotEnd !== slot.slotEnd;
    });
  return { create, deleteIds: [] };
}
