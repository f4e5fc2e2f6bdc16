import { httpClient } from '@/lib/http-client';
import { funnelSchema, type Funnel, type FunnelQuery } from '@/schema/online-booking/funnel';

export const bookingFunnelKey = (branchId: number, period: FunnelQuery) => ['online-booking', 'branch', branchId, 'funnel', period.from, period.to] as const;

/** A branch page's funnel per day (server/modules/online-booking/funnel.service.ts), checked with the contract. */
export async function getBookingFunnel(branchId: number, period: FunnelQuery): Promise<Funnel> {
  const { data } = await httpClient.get<unknown>(`/branches/${branchId}/online-booking/funnel`, { params: period });
  return funnelSchema.parse(data);
}
