import { z } from 'zod';
import { waitlistEntrySchema, type WaitlistAdd, type WaitlistEntry } from '@/schema/online-booking/waitlist';
import { httpClient } from '@/lib/http-client';

/** The branch's live waitlist for a day (docs/online-booking.md "Built: the waitlist"), parsed with the contract. */
export const waitlistBranchKey = (branchId: number) => ['waitlist', branchId] as const;
export const waitlistKey = (branchId: number, date: string) => [...waitlistBranchKey(branchId), date] as const;
/** The live channel the drawer follows: the list's own path, as engine lists follow theirs (server/modules/waitlist/waitlist-live.ts). */
export const waitlistLiveChannel = (branchId: number) => `resources/branches/${branchId}/waitlist`;

export async function getWaitlist(branchId: number, date: string): Promise<WaitlistEntry[]> {
  const { data } = await httpClient.get<unknown>(`/branches/${branchId}/waitlist`, { params: { date } });
  return z.object({ items: z.array(waitlistEntrySchema) }).parse(data).items;
}

export async function addToWaitlist(branchId: number, body: WaitlistAdd): Promise<WaitlistEntry> {
  const { data } = await httpClient.post<unknown>(`/branches/${branchId}/waitlist`, body);
  return waitlistEntrySchema.parse(data);
}

/** The worker's offer for this entry on `date`, now; a 409 says no time in its window was free. */
export async function offerNow(branchId: number, entryId: number, date: string): Promise<WaitlistEntry> {
  const { data } = await httpClient.post<unknown>(`/branches/${branchId}/waitlist/${entryId}/offer`, { date });
  return waitlistEntrySchema.parse(data);
}

export async function removeWaitlistEntry(branchId: number, entryId: number): Promise<void> {
  await httpClient.delete(`/branches/${branchId}/waitlist/${entryId}`);
}
