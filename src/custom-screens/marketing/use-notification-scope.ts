import { roleCan } from '@/schema/access';
import { useWorkspace } from '@/components/session/use-workspace';
import type { NotificationScope } from './notifications-api';

/**
 * The scope of the page on screen: the branch under /chain/{orgId}/branch/{branchId}, the chain's defaults under
 * /chain/{orgId}. Id 0 outside a workspace (its queries wait).
 */
export function useNotificationScope(): NotificationScope {
  const workspace = useWorkspace();
  if (workspace?.branch) return { kind: 'branch', id: workspace.branch.id };
  return { kind: 'chain', id: workspace?.organization.id ?? 0 };
}

/**
 * The chain's id when the signed-in person keeps the chain's defaults, which a branch's page then links to: the
 * owner's, like the chain's settings (the server's notifications-access.ts). Null for anyone else.
 */
export function useChainDefaultsKeeper(): number | null {
  const workspace = useWorkspace();
  const role = workspace?.access?.role ?? workspace?.organization.role;
  return workspace && role && roleCan(role, 'chain-settings', 'edit') ? workspace.organization.id : null;
}

/** The page's view-only, also on the chain's defaults for anyone but whoever keeps them (the API refuses them). */
export function useScopeViewOnly(viewOnly: boolean): boolean {
  const chain = useNotificationScope().kind === 'chain';
  const keeper = useChainDefaultsKeeper();
  return viewOnly || (chain && keeper === null);
}
