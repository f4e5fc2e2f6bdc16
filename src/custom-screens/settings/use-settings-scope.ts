import { useWorkspace } from '@/components/session/use-workspace';
import type { Role } from '@/schema/enums';
import type { Branch } from '@/schema/organization';
import type { UsersScope } from './settings-api';

export type SettingsScope = {
  orgId: number;
  chainName: string;
  /** The caller's role in the chain. */
  role: Role;
  /** The branches the caller reaches (all live ones for owners). */
  branches: readonly Branch[];
  users: UsersScope;
  /** The branch on screen, for branch settings. */
  branch: Branch | null;
};

/** Where a settings screen is: its chain (and branch), read from the workspace the router set up. */
export function useSettingsScope(): SettingsScope | null {
  const workspace = useWorkspace();
  if (!workspace) return null;
  const { organization, branch } = workspace;
  return {
    orgId: organization.id,
    chainName: organization.name,
    role: workspace.access?.role ?? organization.role,
    branches: organization.branches,
    users: branch ? { kind: 'branch', orgId: organization.id, branchId: branch.id } : { kind: 'chain', orgId: organization.id },
    branch,
  };
}
