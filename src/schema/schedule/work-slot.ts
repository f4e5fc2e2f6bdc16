import { z } from 'zod';
import { workSlotTypeSchema } from '../enums';
import { businessDateRange, businessDateSchema, idSchema, timeOfDaySchema } from '../primitives';
import { isReversedTimeRange } from './calendar';

/**
 * An employee's work slot (shift) on one date: at most one per employee and date (spec §3 "Work slot
 * selection: per employee and date"). Only `work_slot.active` slots offer time for orders; the other types
 * (sick, vacation, paid or unpaid day off, truancy, empty) mark the day and carry no hours.
 */
export type WorkSlotType = z.infer<typeof workSlotTypeSchema>;

const workSlotShape = {
  employeeId: idSchema,
  date: businessDateSchema,
  type: workSlotTypeSchema.default('work_slot.active'),
  /** Shift start and end in branch time; required for an active slot, empty for the others. */
  slotStart: timeOfDaySchema.nullable().default(null),
  slotEnd: timeOfDaySchema.nullable().default(null),
};

type SlotHours = { type: WorkSlotType; slotStart: string | null; slotEnd: string | null };
function checkHours(slot: SlotHours, ctx: z.RefinementCtx): void {
  if (slot.type !== 'work_slot.active') {
    if (slot.slotStart !== null) ctx.addIssue({ code: 'custom', path: ['slotStart'], message: 'Only an active slot has working hours' });
    if (slot.slotEnd !== null) ctx.addIssue({ code: 'custom', path: ['slotEnd'], message: 'Only an active slot has working hours' });
    return;
  }
  if (slot.slotStart === null) ctx.addIssue({ code: 'custom', path: ['slotStart'], message: 'Required for an active slot' });
  if (slot.slotEnd === null) ctx.addIssue({ code: 'custom', path: ['slotEnd'], message: 'Required for an active slot' });
  else if (isReversedTimeRange(slot.slotStart, slot.slotEnd)) ctx.addIssue({ code: 'custom', path: ['slotEnd'], message: 'Must be after the start' });
}

/** Names each item of a batch whose key an earlier item already has: a batch says each thing once. */
function flagRepeats<T>(items: readonly T[], keyOf: (item: T) => unknown, ctx: z.RefinementCtx, pathOf: (index: number) => (string | number)[], message: string): void {
  const seen = new Set<unknown>();
  items.forEach((item, index) => {
    const key = keyOf(item);
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: pathOf(index), message });
    seen.add(key);
  });
}

export const workSlotCreateSchema = z.object(workSlotShape).superRefine(checkHours);
export type WorkSlotCreate = z.infer<typeof workSlotCreateSchema>;

export const workSlotSchema = z.object({ id: idSchema, ...workSlotShape }).superRefine(checkHours);
export type WorkSlot = z.infer<typeof workSlotSchema>;

/** `POST /slots`: sets the slot of each (employee, date) named, replacing one already there; a month of a
 * 150-person branch fits. */
export const workSlotsCreateBodySchema = z
  .object({ slots: z.array(workSlotCreateSchema).min(1, 'Choose at least one day').max(5000, 'At most 5000 slots at once') })
  .superRefine(({ slots }, ctx) => flagRepeats(slots, (slot) => `${slot.employeeId}/${slot.date}`, ctx, (index) => ['slots', index, 'date'], 'This employee has this day twice'));
export type WorkSlotsCreateBody = z.infer<typeof workSlotsCreateBodySchema>;

/**
 * `POST /slots/delete`: removes the slots named, all or none (a month of a 150-person branch fits). A body may
 * not name a slot twice, as `POST /slots` may not name a day twice.
 */
export const workSlotsDeleteBodySchema = z
  .object({ ids: z.array(idSchema).min(1, 'Choose at least one slot').max(5000, 'At most 5000 slots at once') })
  .superRefine(({ ids }, ctx) => flagRepeats(ids, (id) => id, ctx, (index) => ['ids', index], 'This slot is named twice'));
export type WorkSlotsDeleteBody = z.infer<typeof workSlotsDeleteBodySchema>;

/** `GET /employees/{id}/slots?m&y` and `GET /branches/{id}/slots?m&y` (spec §7: m is the month 1–12). */
export const workSlotMonthQuerySchema = z.object({
  m: z.coerce.number().int().min(1).max(12),
  y: z.coerce.number().int().min(Number(businessDateRange.min.slice(0, 4))).max(Number(businessDateRange.max.slice(0, 4))),
});
