import { useQuery } from '@tanstack/react-query';
import { encodeSort, type FilterCondition } from '@/schema/list-query';
import {
  clientMoneySummarySchema,
  instalmentReceiptSchema,
  instalmentViewSchema,
  soldMembershipDetailsSchema,
  soldMembershipSchema,
  type InstalmentReceipt,
  type SoldMembershipDetails,
} from '@/schema/memberships/sold-membership';
import { listResponseSchema } from '@/schema/protocol';
import { httpClient } from '@/lib/http-client';
import { withIdempotencyKey } from '@/lib/use-idempotency-key';
import { moneyKeys } from '@/lib/money-query-keys';
import type { Tender } from '@/schema/money/tender';

/**
 * The memberships screens' reads and writes (server/modules/sold-memberships). Their keys are the money rule's
 * (src/lib/money-query-keys.ts), so a payment or a cancellation, here or anyone's, refreshes every list, card and page.
 */

export type SoldMembershipQuery = { page: number; perPage: number; q: string; conditions: FilterCondition[] };

const listSchema = listResponseSchema(soldMembershipSchema);

export const useSoldMemberships = (branchId: number, query: SoldMembershipQuery) =>
  useQuery({
    queryKey: moneyKeys.soldMemberships(branchId, query),
    queryFn: async () => {
      const params: Record<string, string> = { page: String(query.page), perPage: String(query.perPage), sort: encodeSort([{ field: 'startsOn', order: 'desc' }]) };
      if (query.q.trim()) params.q = query.q.trim();
      if (query.conditions.length > 0) params.filters = JSON.stringify({ combiner: 'and', conditions: query.conditions });
      const { data } = await httpClient.get<unknown>(`/branches/${branchId}/sold-memberships`, { params });
      return listSchema.parse(data);
    },
    enabled: branchId > 0,
    placeholderData: (previous) => previous,
  });

export const useSoldMembership = (branchId: number, id: number) =>
  useQuery({
    queryKey: moneyKeys.soldMembership(branchId, id),
    queryFn: async () => soldMembershipDetailsSchema.parse((await httpClient.get<unknown>(`/sold-memberships/${id}`)).data),
    enabled: id > 0,
  });

export const useInstalment = (branchId: number, id: number) =>
  useQuery({
    queryKey: moneyKeys.instalment(branchId, id),
    queryFn: async () => instalmentViewSchema.parse((await httpClient.get<unknown>(`/membership-instalments/${id}`)).data),
    enabled: id > 0,
  });

export const useClientMoney = (branchId: number, clientId: number) =>
  useQuery({
    queryKey: moneyKeys.clientMoney(branchId, clientId),
    queryFn: async () => clientMoneySummarySchema.parse((await httpClient.get<unknown>(`/clients/${clientId}/money-summary`)).data),
    enabled: clientId > 0,
    // A licence or role without sales answers 403: the card then shows no money panel, and asking again will not help.
    retry: false,
  });

export async function payInstalment(id: number, tender: Tender, idempotencyKey: string): Promise<InstalmentReceipt> {
  const { data } = await httpClient.post<unknown>(`/membership-instalments/${id}/payments`, { tender, note: null }, withIdempotencyKey(idempotencyKey));
  return instalmentReceiptSchema.parse(data);
}

export async function cancelMembership(id: number, reason: string): Promise<SoldMembershipDetails> {
  const { data } = await httpClient.post<unknown>(`/sold-memberships/${id}/cancel`, { reason });
  return soldMembershipDetailsSchema.parse(data);
}
