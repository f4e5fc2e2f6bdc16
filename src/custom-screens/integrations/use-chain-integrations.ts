import { useQuery } from '@tanstack/react-query';
import { useWorkspace } from '@/components/session/use-workspace';
import { integrationKeys, listIntegrations } from './integrations-api';

/** The chain's integrations, read once for every Integrations page of the branch on screen. */
export function useChainIntegrations() {
  const workspace = useWorkspace();
  const orgId = workspace?.organization.id ?? 0;
  const branch = workspace?.branch ?? null;
  const query = useQuery({ queryKey: integrationKeys.all(orgId), queryFn: () => listIntegrations(orgId), enabled: orgId > 0 });
  return { orgId, branch, branchId: branch?.id ?? 0, query };
}
