import type { APIRequestContext, Page } from '@playwright/test';
import type { PublicTimes } from '../../../src/schema/online-booking/public-times';
import type { Availability, AvailableTimes } from '../../../src/schema/schedule/availability';
import { startTimesOf } from '../../../src/schema/schedule/availability-intervals';
import { apiCall } from '../crud/resource-flows';

/**
 * The free times specs look for before they book, read from the calls both screens read and expanded from their
 * stretches as the screens expand them (availability-intervals.ts).
 */

/** `GET /branches/{id}/availability?{query}` as the staff user signed in on `page`: start times per date and employee. */
export async function staffFreeTimes(page: Page, branchId: number, query: string): Promise<AvailableTimes[]> {
  const { stepMinutes, items } = await apiCall<Availability>(page, 'GET', `branches/${branchId}/availability?${query}`);
  return items.map(({ date, employeeId, free }) => ({ date, employeeId, startTimes: startTimesOf(free, stepMinutes) }));
}

/** `GET /public/book/{slug}/times?{query}`, as anyone: each day asked for with its start times. */
export async function publicFreeTimes(request: APIRequestContext, slug: string, query: string): Promise<{ date: string; times: string[] }[]> {
  const response = await request.get(`/api/v1/public/book/${slug}/times?${query}`);
  if (!response.ok()) throw new Error(`the times of ${slug} answered ${response.status()}: ${await response.text()}`);
  return daysOfTimes((await response.json()) as PublicTimes);
}

/** A times answer (one the page itself received, say) as each day's start times. */
export const daysOfTimes = (answer: PublicTimes): { date: string; times: string[] }[] =>
  answer.days.map(({ date, free }) => ({ date, times: startTimesOf(free, answer.stepMinutes) }));
