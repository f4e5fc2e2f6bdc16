import type { PermissionArea } from './access';
import type { BranchMenuKey, OrganizationMenuKey } from './license';

/**
 * The shapes of the navigation tree (src/schema/areas.ts): an area of a chain or of a branch, and its pages.
 */

export type AreaScope = 'organization' | 'branch';

export type PageNode = {
  /** Path below the parent; '' is the index page. May hold `:params` (checked by `routeParamRules`). */
  path: string;
  /** i18n key of the page title (`shell:pages.<page>`); defaults to the last fixed segment of the path. */
  page?: string;
  /** An index page that always sends on to a sibling (`marketing` → `automations`). */
  redirectTo?: string;
  /** An index page that sends on to a sibling on wide screens only (client main → overview, spec §2). */
  wideRedirectTo?: string;
  /** Listed in the area's sub-navigation and its mobile menu. */
  nav?: boolean;
  /** The area tab this page is shown under when its path is not below that tab's (a service under "Services"). */
  tab?: string;
  /** Opens as a side drawer over its area (order drawers). */
  drawer?: boolean;
  /** The area's mobile menu page (spec §2 "Other"). */
  mobileMenu?: boolean;
  /** Reachable even when the licence closes the area (billing/subscription, spec §2). */
  licenceExempt?: boolean;
  /**
   * The licence key (src/schema/licence-gates.ts) of a sub-area or block the page and its children sit in, when
   * it is narrower than the area's (`settings.branch_settings#users`, cash register settings' two blocks). The
   * innermost one on a page's trail decides; its tab is hidden and the page shows the no-licence page when it is
   * closed, exactly where the API answers 403.
   */
  licence?: string;
  /** The role must also view this permission area: memberships sold, listed under Catalog, are sales records. */
  permission?: PermissionArea;
  children?: readonly PageNode[];
};

export type AreaIcon =
  | 'dashboard'
  | 'schedule'
  | 'clients'
  | 'team'
  | 'catalog'
  | 'sales'
  | 'reports'
  | 'marketing'
  | 'onlineBooking'
  | 'integrations'
  | 'settings'
  | 'referrals'
  | 'salary'
  | 'network'
  | 'vacancies'
  | 'billing';

type AreaBase = {
  /** Unique within its scope; also the URL segment unless `segment` says otherwise. */
  key: string;
  segment?: string;
  /** The permission area of the role table (src/schema/access.ts); null when every role may open it. */
  permission: PermissionArea | null;
  /**
   * The licence key (src/schema/licence-gates.ts) of an area its scope's licence menu does not list (`menuKey`
   * null): the chain's Marketing opens with the branch menu's `marketing`, as its API does.
   */
  licence?: string;
  icon: AreaIcon;
  /** Shown in the drawer; hidden areas are reached from another area's pages. */
  inMenu: boolean;
  pages: readonly PageNode[];
};

export type BranchArea = AreaBase & { scope: 'branch'; menuKey: BranchMenuKey | null };
export type OrganizationArea = AreaBase & { scope: 'organization'; menuKey: OrganizationMenuKey | null };
export type AreaDefinition = BranchArea | OrganizationArea;
