import { useMemo } from 'react';
import { buildAreaMenu, type AreaMenuEntry } from '@/components/navigation/area-menu';
import { useWorkspace } from '@/components/session/use-workspace';

/** The branch menu (when a branch is open) and the chain menu of the current workspace. */
export function useAreaMenus(): { branch: AreaMenuEntry[]; chain: AreaMenuEntry[] } {
  const workspace = useWorkspace();
  return useMemo(() => {
    if (!workspace) return { branch: [], chain: [] };
    const { organization, branch, access } = workspace;
    const common = { orgId: organization.id, role: organization.role, access };
    return {
      branch: branch ? buildAreaMenu({ ...common, scope: 'branch', branchId: branch.id }) : [],
      chain: buildAreaMenu({ ...common, scope: 'organization' }),
    };
  }, [workspace]);
}
