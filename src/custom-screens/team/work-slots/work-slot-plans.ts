import { datesFrom, type IsoDate } from '@/schema/schedule/calendar';
import type { WorkSlot } from '@/schema/schedule/work-slot';
import { copyWeek, monthTemplateDays, planSlotEdit, type SlotEditPlan, type SlotFill, type SlotTemplate } from '@/schema/schedule/work-slot-template';
import { asCreates, datesOfMonth, type Month } from './work-slot-grid-model';

/**
 * What the month's one-action fills write, built on the schedule's template rules (work-slot-template.ts):
 * the server replaces a member's slot of a day, so a plan is the slots to post and the ids to remove.
 */

export type TemplateFill = {
  template: SlotTemplate;
  fill: SlotFill;
  employeeIds: readonly number[];
  /** Also clear the chosen members' slots on the days the template leaves free (a rota planned afresh). */
  replaceMonth: boolean;
};

export function templatePlan(month: Month, { template, fill, employeeIds, replaceMonth }: TemplateFill, existing: readonly WorkSlot[]): SlotEditPlan {
  const marked = monthTemplateDays(employeeIds, month.year, month.month, template);
  const { create } = planSlotEdit({ mode: 'add', fill }, marked, existing);
  if (!replaceMonth) return { create, deleteIds: [] };
  const markedKeys = new Set(marked.map((day) => `${day.employeeId}/${day.date}`));
  const free = employeeIds.flatMap((employeeId) => datesOfMonth(month).map((date) => ({ employeeId, date }))).filter((day) => !markedKeys.has(`${day.employeeId}/${day.date}`));
  return { create, deleteIds: planSlotEdit({ mode: 'delete' }, free, existing).deleteIds };
}

/** The chosen members' week from `weekStart` repeated on the following weeks up to the month's last day. */
export function copyWeekPlan(month: Month, weekStart: IsoDate, employeeIds: readonly number[], existing: readonly WorkSlot[]): SlotEditPlan {
  const last = datesOfMonth(month).at(-1)!;
  const copies = copyWeek(asCreates(existing, employeeIds), weekStart, last);
  // Each copy is the same slot on a later day; planSlotEdit leaves out days that already hold it.
  const create = copies.filter((copy) => planSlotEdit({ mode: 'add', fill: copy }, [copy], existing).create.length > 0);
  return { create, deleteIds: [] };
}

/** The week a copy starts from must lie within the month with at least one later week. */
export const copyableWeekStarts = (month: Month): IsoDate[] => {
  const dates = datesOfMonth(month);
  return datesFrom(dates[0]!, dates.at(-8) ?? dates[0]!);
};
