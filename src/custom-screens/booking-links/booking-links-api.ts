import { bookingLinksSchema, type BookingLinks } from '@/schema/online-booking/links';
import { httpClient } from '@/lib/http-client';

export const bookingLinksKey = (orgId: number) => ['online-booking', 'chain', orgId, 'links'] as const;

/** The chain's booking pages (server/modules/online-booking/booking-links.service.ts), checked with the contract. */
export async function getBookingLinks(orgId: number): Promise<BookingLinks> {
  return bookingLinksSchema.parse((await httpClient.get<unknown>(`/organizations/${orgId}/online-booking/links`)).data);
}
