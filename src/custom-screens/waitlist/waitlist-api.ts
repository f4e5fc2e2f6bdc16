import { z } from 'zod';
import { waitlistEntrySchema, type WaitlistEntry } from '@/schema/online-booking/waitlist';
import { httpClient } from '@/lib/http-client';

/** The branch's live waitlist for a day (docs/online-booking.md "Built: the waitlist"), parsed with the contract. */
export const waitlistBranchKey = (branchId: number) => ['waitlist', branchId] as const;
export const waitlistKey = (branchId: number, date: string) => [...waitlistBranchKey(branchId), date] as const;

export async function getWaitlist(branchId: number, date: string): Promise<WaitlistEntry[]> {
  const { data } = await httpClient.get<unknown>(`/branches/${branchId}/waitlist`, { params: { date } });
  return z.object({ items: z.array(waitlistEntrySchema) }).parse(data).items;
}

export async function removeWaitlistEntry(branchId: number, entryId: number): Promise<void> {
  await httpClient.delete(`/branches/${branchId}/waitlist/${entryId}`);
}
