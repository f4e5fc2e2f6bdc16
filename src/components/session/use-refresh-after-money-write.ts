import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { refreshAfterMoneyWrite, type MoneyFacts } from '@/lib/money-query-keys';
import { useWorkspace } from './use-workspace';

export type LocalMoneyFacts = Omit<MoneyFacts, 'organizationId' | 'branchId'>;

/** `refreshAfterMoneyWrite` for the chain and branch on screen: what a money screen calls once its write succeeded. */
export function useRefreshAfterMoneyWrite(): (facts?: LocalMoneyFacts) => Promise<void> {
  const queryClient = useQueryClient();
  const workspace = useWorkspace();
  const organizationId = workspace?.organization.id ?? 0;
  const branchId = workspace?.branch?.id ?? 0;
  return useCallback(
    (facts: LocalMoneyFacts = {}) => refreshAfterMoneyWrite(queryClient, { ...facts, organizationId, branchId }),
    [queryClient, organizationId, branchId],
  );
}
