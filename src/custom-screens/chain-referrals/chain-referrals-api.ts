import { useQuery } from '@tanstack/react-query';
import { chainReferralSummarySchema, referredChainSchema } from '@/schema/chain-referrals/chain-referrals';
import { itemsResponseSchema } from '@/schema/protocol';
import { httpClient } from '@/lib/http-client';

/** Chain referrals' reads (server/modules/chain-referrals), answers checked with the server's schemas. */
const keys = {
  summary: (orgId: number) => ['chainReferrals', orgId, 'summary'] as const,
  referred: (orgId: number) => ['chainReferrals', orgId, 'referred'] as const,
};

export const useChainReferralSummary = (orgId: number) =>
  useQuery({
    queryKey: keys.summary(orgId),
    queryFn: async () => chainReferralSummarySchema.parse((await httpClient.get<unknown>(`/organizations/${orgId}/referrals`)).data),
    enabled: orgId > 0,
  });

export const useReferredChains = (orgId: number) =>
  useQuery({
    queryKey: keys.referred(orgId),
    queryFn: async () => itemsResponseSchema(referredChainSchema).parse((await httpClient.get<unknown>(`/organizations/${orgId}/referrals/chains`)).data).items,
    enabled: orgId > 0,
  });
