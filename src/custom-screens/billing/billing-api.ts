import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { billingOverviewSchema, planOfferSchema } from '@/schema/billing/billing-overview';
import { httpClient } from '@/lib/http-client';

/** Billing's reads (server/modules/billing/billing.routes.ts), answers checked with the server's schemas. */
export const billingKeys = {
  overview: (orgId: number) => ['billing', orgId, 'overview'] as const,
  plans: (orgId: number) => ['billing', orgId, 'plans'] as const,
};

export const useBillingOverview = (orgId: number) =>
  useQuery({
    queryKey: billingKeys.overview(orgId),
    queryFn: async () => billingOverviewSchema.parse((await httpClient.get<unknown>(`/organizations/${orgId}/billing`)).data),
    enabled: orgId > 0,
  });

export const usePlanOffers = (orgId: number) =>
  useQuery({
    queryKey: billingKeys.plans(orgId),
    queryFn: async () => z.array(planOfferSchema).parse((await httpClient.get<unknown>(`/organizations/${orgId}/plans`)).data),
    enabled: orgId > 0,
    staleTime: 5 * 60_000,
  });
