import { z } from 'zod';
import { workSlotSchema, workSlotsCreateBodySchema, workSlotsDeleteBodySchema, type WorkSlot } from '@/schema/schedule/work-slot';
import type { SlotEditPlan } from '@/schema/schedule/work-slot-template';
import { httpClient } from '@/lib/http-client';
import type { Month } from './work-slot-grid-model';

/** Work slots (server/modules/schedule/work-slots.routes.ts), parsed with the contract both sides share. */
const slotsAnswerSchema = z.object({ items: z.array(workSlotSchema) });

/** Every live member's slots of the branch in a month, in one read. */
export async function getBranchMonthSlots(branchId: number, { year, month }: Month): Promise<WorkSlot[]> {
  const { data } = await httpClient.get<unknown>(`/branches/${branchId}/slots`, { params: { m: month, y: year } });
  return slotsAnswerSchema.parse(data).items;
}

/**
 * Writes a plan: the slots in one call, then the removals in one call (each all or none, the server's rule). A
 * refusal stops the rest and rejects with the server's answer, which the screen shows.
 */
export async function runSlotPlan(plan: SlotEditPlan): Promise<void> {
  if (plan.create.length > 0) await httpClient.post('/slots', workSlotsCreateBodySchema.parse({ slots: plan.create }));
  if (plan.deleteIds.length > 0) await httpClient.post('/slots/delete', workSlotsDeleteBodySchema.parse({ ids: plan.deleteIds }));
}

export const workSlotKeys = {
  all: ['work-slots'] as const,
  month: (branchId: number, { year, month }: Month) => ['work-slots', 'branch', branchId, year, month] as const,
};
