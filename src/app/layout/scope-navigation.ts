import { findArea } from '@/schema/areas';
import type { AreaScope } from '@/schema/area-definition';
import { areaHomePath } from '@/schema/area-paths';
import type { Branch, Organization } from '@/schema/organization';
import { buildAreaMenu, type AreaMenuEntry } from '@/components/navigation/area-menu';
import type { AccessContext } from '@/providers/access-control-provider';

/** A way into another scope: the whole chain, or one of its branches. */
export type ScopeLink = { id: number; name: string; to: string };

export type ScopeNavigation = {
  /** The scope on screen: a branch's pages show the branch's areas, chain pages the chain's. */
  scope: AreaScope;
  /** The name the navigation is headed with (the branch's, else the chain's). */
  name: string;
  entries: AreaMenuEntry[];
  /** Inside a branch: the way up to the whole chain. */
  chain: ScopeLink | null;
  /** On chain pages: the way into each branch the user reaches. */
  branches: ScopeLink[];
};

export type ScopeNavigationInput = {
  organization: Pick<Organization, 'id' | 'name' | 'role'> & { branches: readonly Pick<Branch, 'id' | 'name'>[] };
  branch: Pick<Branch, 'id' | 'name'> | null;
  access: AccessContext | null;
};

const dashboardOf = (scope: AreaScope, orgId: number, branchId?: number): string => {
  const dashboard = findArea(scope, 'dashboard');
  if (!dashboard) throw new Error(`The ${scope} areas have no dashboard`);
  return areaHomePath(dashboard, orgId, branchId);
};

/**
 * What the drawer, the phone menu page and the bottom bar list: only the current scope's areas (never the
 * branch's and the chain's in one list), and the way to the other scope.
 */
export function scopeNavigation({ organization, branch, access }: ScopeNavigationInput): ScopeNavigation {
  const common = { orgId: organization.id, role: organization.role, access };
  if (branch) {
    return {
      scope: 'branch',
      name: branch.name,
      entries: buildAreaMenu({ ...common, scope: 'branch', branchId: branch.id }),
      chain: { id: organization.id, name: organization.name, to: dashboardOf('organization', organization.id) },
      branches: [],
    };
  }
  return {
    scope: 'organization',
    name: organization.name,
    entries: buildAreaMenu({ ...common, scope: 'organization' }),
    chain: null,
    branches: organization.branches.map((item) => ({
      id: item.id,
      name: item.name,
      to: dashboardOf('branch', organization.id, item.id),
    })),
  };
}
