import type { PlanOpens } from '../../../src/schema/billing/plans';
import { branchMenuKeys, branchMenuPrefix, organizationMenuKeys, type MenuContent, type MenuItem, type MenuTree } from '../../../src/schema/license';

/** The one place licence menu trees are built: the plans' licences and the demo seed all start here. */

const item = (content: MenuContent = 'edit', extra: Partial<MenuItem> = {}): MenuItem => ({
  enable: true,
  content,
  visible: true,
  blocks: {},
  subCategories: {},
  ...extra,
});
const blocks = (...names: readonly string[]) => Object.fromEntries(names.map((name) => [name, { enable: true }]));

/** Organisation settings: general and users (spec §6). */
export function defaultOrganizationMenu(): MenuTree {
  const tree: MenuTree = Object.fromEntries(organizationMenuKeys.map((key) => [key, item()]));
  tree['settings'] = item('edit', { subCategories: { general: item(), users: item() } });
  return tree;
}

/**
 * Branch menu keys carry the `branch_` prefix. Settings holds the finance_settings and cash_register blocks
 * (cash register settings need both, spec §6) and the booking, branch and system settings groups.
 */
export function defaultBranchMenu(): MenuTree {
  const tree: MenuTree = Object.fromEntries(branchMenuKeys.map((key) => [`${branchMenuPrefix}${key}`, item()]));
  tree[`${branchMenuPrefix}settings`] = item('edit', {
    blocks: blocks('finance_settings', 'cash_register'),
    subCategories: {
      booking_settings: item('edit', { blocks: blocks('services', 'providers', 'job_titles', 'work_schedule', 'resources') }),
      branch_settings: item('edit', { blocks: blocks('general', 'users', 'schedule') }),
      system_settings: item('edit', { blocks: blocks('notifications') }),
    },
  });
  tree[`${branchMenuPrefix}catalog`] = item('edit', { subCategories: { services: item(), memberships: item() } });
  return tree;
}

/** The trees a plan's open keys give: each listed area open to edit with its blocks and sub-areas, the rest closed. */
export function planMenus(opens: PlanOpens): { organizationMenu: MenuTree; branchMenu: MenuTree } {
  const close = (tree: MenuTree, key: string) => {
    tree[key] = { ...tree[key]!, enable: false };
  };
  const organizationMenu = defaultOrganizationMenu();
  for (const key of organizationMenuKeys) if (!opens.organization.includes(key)) close(organizationMenu, key);
  const branchMenu = defaultBranchMenu();
  for (const key of branchMenuKeys) if (!opens.branch.includes(key)) close(branchMenu, `${branchMenuPrefix}${key}`);
  return { organizationMenu, branchMenu };
}

export type LicenseTerms = {
  title: string;
  price: string;
  currency: string;
  expiresAt: Date;
  isTrial: boolean;
  maxEmployees: number;
  maxBranches: number;
  organizationMenu: MenuTree;
  branchMenu: MenuTree;
};
