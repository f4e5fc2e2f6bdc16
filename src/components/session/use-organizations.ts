import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Organization } from '@/schema/organization';
import { loadOrganizations } from '@/lib/api';
import { clearCachedOrganizations } from '@/lib/session-storage';
import { sessionQueryKeys } from './session-query-keys';

/** The user's organisations with their branches: loaded once and cached in storage (spec §7). */
export function useOrganizations(enabled = true) {
  return useQuery<Organization[]>({
    queryKey: sessionQueryKeys.organizations,
    queryFn: loadOrganizations,
    enabled,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
    placeholderData: undefined,
  });
}

/** Forgets the cached list and loads it again (after onboarding creates a chain, for one). */
export function useReloadOrganizations() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    clearCachedOrganizations();
    await queryClient.invalidateQueries({ queryKey: sessionQueryKeys.organizations });
    return queryClient.fetchQuery({ queryKey: sessionQueryKeys.organizations, queryFn: loadOrganizations });
  }, [queryClient]);
}
