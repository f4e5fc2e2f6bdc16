import { roleCan } from './access';
import type { AreaDefinition, AreaScope, BranchArea, OrganizationArea, PageNode } from './area-definition';
import type { Role } from './enums';
import { licenceKeys } from './licence-gates';
import { withResourcePages } from './resource-pages';
import { resourceRegistry } from './resources';
import { branchPattern, chainPattern, joinPath } from './routes';

/**
 * The navigation tree of spec §2: every area of a chain and of a branch with all of its pages.
 * It is the one list that feeds Refine's resources, the router and the menus. Pages are data only;
 * which screen renders a page is decided by the web app (a placeholder until the area's issue lands).
 */

const orderDrawers = [
  { path: 'order/new', page: 'newOrder', drawer: true },
  { path: 'order/:orderId', page: 'order', drawer: true },
] as const satisfies readonly PageNode[];

const menuPage = { path: 'menu', page: 'menu', mobileMenu: true } as const satisfies PageNode;

/** Marketing's automated notifications (issue 17): the matrix and each notification's settings and words. */
const automationPages = [
  { path: '', redirectTo: 'automations' },
  { path: 'automations', nav: true },
  {
    path: 'notifications/:recipient/:notificationType',
    page: 'notification',
    tab: 'automations',
    children: [
      { path: '', redirectTo: 'settings' },
      { path: 'settings', nav: true },
      { path: 'templates', nav: true },
    ],
  },
] as const satisfies readonly PageNode[];

const declaredOrganizationAreas: readonly OrganizationArea[] = [
  {
    scope: 'organization',
    key: 'dashboard',
    menuKey: 'dashboard',
    permission: null,
    icon: 'dashboard',
    inMenu: true,
    pages: [{ path: '' }],
  },
  {
    scope: 'organization',
    key: 'onlineBooking',
    menuKey: 'onlineBooking',
    permission: 'onlineBooking',
    icon: 'onlineBooking',
    inMenu: true,
    pages: [
      { path: '', redirectTo: 'links' },
      { path: 'links', nav: true, page: 'bookingLinks' },
    ],
  },
  {
    scope: 'organization',
    key: 'network',
    menuKey: 'network',
    permission: null,
    icon: 'network',
    inMenu: true,
    pages: [
      { path: '', redirectTo: 'about' },
      { path: 'about/:selectedAlias?', page: 'about', nav: true },
      { path: 'blog', nav: true },
    ],
  },
  {
    scope: 'organization',
    key: 'vacancies',
    menuKey: 'vacancies',
    permission: 'vacancies',
    icon: 'vacancies',
    inMenu: true,
    pages: [
      { path: '' },
      { path: ':vacancyId/vacancy', page: 'vacancy' },
      { path: ':vacancyId/vacancy/replies', page: 'replies' },
    ],
  },
  {
    // Not in spec §2's chain routes: the chain's default notifications (issue 17) on the branch's automation pages,
    // opened as the API's chain rules are (the branch licence's and the role's marketing; only the owner changes
    // them: the screens say so, as the API does).
    scope: 'organization',
    key: 'marketing',
    menuKey: null,
    licence: 'marketing',
    permission: 'marketing',
    icon: 'marketing',
    inMenu: true,
    pages: automationPages,
  },
  {
    // The owner's, as Billing is: a referral earns billing credit (docs/chain-referrals.md).
    scope: 'organization',
    key: 'referrals',
    menuKey: null,
    permission: 'billing',
    icon: 'referrals',
    inMenu: true,
    pages: [{ path: '' }, { path: 'listOf', page: 'referralList', nav: true }],
  },
  {
    scope: 'organization',
    key: 'billing',
    menuKey: 'billing',
    permission: 'billing',
    icon: 'billing',
    inMenu: true,
    pages: [{ path: '' }, { path: 'subscription', nav: true, licenceExempt: true }],
  },
  {
    scope: 'organization',
    key: 'settings',
    menuKey: 'settings',
    permission: 'chain-settings',
    icon: 'settings',
    inMenu: true,
    pages: [
      // A menu of the tabs on phones; wide screens have the tabs and open the first.
      { path: '', wideRedirectTo: 'general' },
      { path: 'general', nav: true, licence: licenceKeys.chainGeneral },
      { path: 'users', nav: true, licence: licenceKeys.chainUsers },
      { path: 'users/invite', page: 'invite', licence: licenceKeys.chainUsers },
    ],
  },
];

/** A tab of a record card; its "about" is about the person, not the company (`pages.about`). */
const recordTab = (path: string): PageNode => (path === 'about' ? { path, page: 'aboutRecord', nav: true } : { path, nav: true });

const clientPages: readonly PageNode[] = [
  { path: '', page: 'main', wideRedirectTo: 'overview' },
  ...[
    'overview',
    'notifications',
    'details',
    'sales',
    'appointments',
    'reviews',
    'about',
    'history',
    'transactions',
  ].map(recordTab),
  {
    path: 'new-sale',
    page: 'newSale',
    children: [
      { path: '' },
      { path: 'select-membership', page: 'selectMembership' },
      { path: 'payment' },
      { path: 'edit-item/:itemUid', page: 'editItem' },
    ],
  },
  { path: 'membership-payment/:paymentId', page: 'membershipPayment' },
  ...orderDrawers,
];

const employeePages: readonly PageNode[] = [
  { path: '', page: 'main', wideRedirectTo: 'overview' },
  ...['overview', 'information', 'about', 'services'].map(recordTab),
  { path: 'salaryScheme', nav: true, children: [{ path: '' }, { path: 'documents' }] },
  ...['telegram', 'settings', 'calendar'].map((path) => ({ path, nav: true })),
];

const soldMembershipPages: readonly PageNode[] = [
  { path: 'sold-memberships', page: 'soldMemberships', nav: true, permission: 'sales' },
  { path: 'sold-memberships/details/:customerId/:id', page: 'soldMembership', permission: 'sales' },
];

const declaredBranchAreas: readonly BranchArea[] = [
  {
    scope: 'branch',
    key: 'dashboard',
    menuKey: 'dashboard',
    permission: null,
    icon: 'dashboard',
    inMenu: true,
    pages: [{ path: '' }],
  },
  {
    scope: 'branch',
    key: 'schedule',
    menuKey: 'schedule',
    permission: 'schedule',
    icon: 'schedule',
    inMenu: true,
    pages: [{ path: '' }, ...orderDrawers],
  },
  {
    scope: 'branch',
    key: 'clients',
    menuKey: 'clients',
    permission: 'clients',
    icon: 'clients',
    inMenu: true,
    pages: [{ path: '' }, { path: ':clientId', page: 'client', children: clientPages }],
  },
  {
    scope: 'branch',
    key: 'team',
    menuKey: 'team',
    permission: 'team',
    icon: 'team',
    inMenu: true,
    pages: [
      { path: '', redirectTo: 'members' },
      { path: 'members', nav: true },
      { path: 'members/:empId', page: 'employee', children: employeePages },
      { path: 'workSlots', nav: true },
      // Staff pay is its own permission area: an employee reads only their own, on their card's salaryScheme tab.
      { path: 'salary', page: 'paySchemes', nav: true, permission: 'pay' },
      { path: 'salary/new', page: 'newPayScheme', permission: 'pay' },
      { path: 'salary/:schemeId', page: 'payScheme', permission: 'pay' },
      { path: 'calculation', page: 'payCalculations', nav: true, permission: 'pay' },
      // Reviews of the branch's visits, by team member: read in the clients area's permission (an employee: their own).
      { path: 'reviews', nav: true, permission: 'clients' },
      menuPage,
    ],
  },
  {
    scope: 'branch',
    key: 'salary',
    segment: '',
    menuKey: 'team',
    permission: 'team',
    icon: 'salary',
    inMenu: false,
    pages: [
      { path: 'salary', page: 'salary', permission: 'pay' },
      { path: 'salaryScheme/calculation', page: 'payCalculations', permission: 'pay' },
    ],
  },
  {
    scope: 'branch',
    key: 'catalog',
    menuKey: 'catalog',
    permission: 'catalog',
    icon: 'catalog',
    inMenu: true,
    pages: [
      { path: '', redirectTo: 'services' },
      { path: 'services', nav: true, licence: licenceKeys.catalogServices },
      { path: 'categories', nav: true, licence: licenceKeys.catalogServices },
      { path: 'services/new', page: 'newCategory', licence: licenceKeys.catalogServices },
      { path: 'services/:categoryId', page: 'category', licence: licenceKeys.catalogServices },
      { path: 'units/new', page: 'newService', tab: 'services', licence: licenceKeys.catalogServices },
      { path: 'units/:itemId', page: 'service', tab: 'services', licence: licenceKeys.catalogServices },
      { path: 'sort', nav: true, licence: licenceKeys.catalogServices },
      { path: 'memberships', nav: true, licence: licenceKeys.catalogMemberships },
      { path: 'memberships/create', page: 'newMembership', licence: licenceKeys.catalogMemberships },
      { path: 'memberships/edit/:membershipId', page: 'editMembership', licence: licenceKeys.catalogMemberships },
      { path: 'products', nav: true },
      { path: 'products/new', page: 'newProduct' },
      { path: 'products/:productId', page: 'product' },
      ...soldMembershipPages,
      { path: 'catalogServiceMenu', page: 'menu', mobileMenu: true },
    ],
  },
  {
    scope: 'branch',
    key: 'sales',
    menuKey: 'sales',
    permission: 'sales',
    icon: 'sales',
    inMenu: true,
    pages: [
      { path: '', redirectTo: 'key-indicators' },
      { path: 'key-indicators', page: 'keyIndicators', nav: true },
      {
        path: 'services-overview',
        page: 'appointments',
        nav: true,
        children: [{ path: '' }, ...orderDrawers],
      },
      { path: 'events', nav: true },
      { path: 'transactions', page: 'payments', nav: true, children: [{ path: '' }, ...orderDrawers] },
      ...soldMembershipPages,
      {
        path: 'newSale',
        page: 'newSale',
        nav: true,
        children: [
          { path: '' },
          { path: 'summary' },
          { path: 'select-membership', page: 'selectMembership' },
          { path: 'payment' },
          { path: 'edit-item/:itemUid', page: 'editItem' },
        ],
      },
      menuPage,
    ],
  },
  {
    scope: 'branch',
    key: 'reports',
    menuKey: 'reports',
    permission: 'reports',
    icon: 'reports',
    inMenu: true,
    pages: [
      { path: '', page: 'allReports', nav: true },
      { path: 'sales', page: 'salesByDay', nav: true },
      { path: 'cash-flow', page: 'cashFlow', nav: true },
      menuPage,
    ],
  },
  {
    scope: 'branch',
    key: 'marketing',
    menuKey: 'marketing',
    permission: 'marketing',
    icon: 'marketing',
    inMenu: true,
    pages: [
      ...automationPages,
      { path: 'email', nav: true },
      { path: 'sms', nav: true },
      {
        path: 'instagram',
        nav: true,
        children: [
          { path: '' },
          { path: 'templates/:templateId', page: 'template' },
          { path: 'services', nav: true },
        ],
      },
      { path: ':broadcastType/new', page: 'newBroadcast' },
      { path: ':broadcastType/:broadcastId', page: 'broadcast' },
      menuPage,
    ],
  },
  {
    scope: 'branch',
    key: 'onlineBooking',
    menuKey: 'onlineBooking',
    permission: 'onlineBooking',
    icon: 'onlineBooking',
    inMenu: true,
    pages: [
      { path: '', redirectTo: 'presence' },
      {
        path: 'presence',
        page: 'marketplaceProfile',
        nav: true,
        children: [
          { path: '', redirectTo: 'about' },
          ...[
            'about',
            'domain',
            'contacts',
            'location',
            'hours',
            'images',
            'marketing',
            'analytics',
            'seo',
          ].map((path) => ({
            path,
            nav: true,
          })),
        ],
      },
      {
        path: 'settings',
        page: 'bookingSettings',
        nav: true,
        children: [
          { path: '', redirectTo: 'basic' },
          { path: 'basic', nav: true },
          { path: 'online-booking-rules', page: 'bookingRules', nav: true },
          { path: 'verification', nav: true },
          { path: 'widget', nav: true },
          { path: 'terms', nav: true },
        ],
      },
      menuPage,
    ],
  },
  {
    scope: 'branch',
    key: 'integrations',
    menuKey: 'integrations',
    permission: 'integrations',
    icon: 'integrations',
    inMenu: true,
    pages: [
      { path: '' },
      { path: 'sms', nav: true },
      // Not in spec §2's list: the e-mail (SMTP) integration of issue 17, beside SMS as Marketing has it.
      { path: 'email', nav: true },
      { path: 'telegram-bot', page: 'telegramBot', nav: true },
      { path: 'fiscal', page: 'cashRegister', nav: true },
      {
        path: 'manychat',
        nav: true,
        children: [{ path: '' }, { path: 'templates', nav: true }, { path: 'services', nav: true }],
      },
      { path: 'payments', nav: true },
      { path: 'ips', nav: true },
      { path: 'webhooks', nav: true },
      { path: ':integrationAlias', page: 'integration' },
    ],
  },
  {
    scope: 'branch',
    key: 'referrals',
    menuKey: null,
    // The programme and its referrals move the sales area's money (the API asks for it too).
    permission: 'sales',
    icon: 'referrals',
    inMenu: true,
    // Spec §2's `listOf`: the branch's clients' friends, titled apart from the chain's invited businesses.
    pages: [{ path: '' }, { path: 'listOf', page: 'clientReferralList', nav: true }],
  },
  {
    scope: 'branch',
    key: 'settings',
    menuKey: 'settings',
    permission: 'branch-settings',
    icon: 'settings',
    inMenu: true,
    pages: [
      { path: '', page: 'general', nav: true, licence: licenceKeys.branchGeneral },
      { path: 'resources', nav: true, licence: licenceKeys.resources },
      { path: 'jobTitles', nav: true, licence: licenceKeys.jobTitles },
      { path: 'cash-register', page: 'cashRegister', nav: true, licence: licenceKeys.cashRegister },
      { path: 'push-notifications', page: 'pushNotifications', nav: true, licence: licenceKeys.pushNotifications },
      { path: 'users', nav: true, licence: licenceKeys.branchUsers },
      { path: 'users/invite', page: 'invite', licence: licenceKeys.branchUsers },
    ],
  },
];

/** The tree with every registered resource's pages in it (src/schema/resource-pages.ts). */
export const organizationAreas: readonly OrganizationArea[] = withResourcePages(declaredOrganizationAreas, resourceRegistry);
export const branchAreas: readonly BranchArea[] = withResourcePages(declaredBranchAreas, resourceRegistry);
export const allAreas: readonly AreaDefinition[] = [...organizationAreas, ...branchAreas];

/**
 * Refine resource name of an area, in the access-control provider's notation: branch areas by key, chain
 * areas as `org:<key>`, so both scopes can share keys.
 */
export const areaResourceName = (area: AreaDefinition): string =>
  area.scope === 'branch' ? area.key : `org:${area.key}`;

/** The licence key the access-control provider checks for an area (`org:billing`, `team`), or null. */
export const areaAccessKey = (area: AreaDefinition): string | null =>
  area.licence ?? (area.menuKey === null ? null : area.scope === 'branch' ? area.menuKey : `org:${area.menuKey}`);

/** Whether the role may open the page as far as the page itself asks (its `permission`; the area's comes first). */
export const pageOpensFor = (role: Role, page: PageNode): boolean => !page.permission || roleCan(role, page.permission, 'view');

/**
 * The licence key a page is opened by: the innermost `licence` on its trail, else the area's (null: the area
 * sits outside the licence menus).
 */
export function pageLicenceKey(area: AreaDefinition, trail: readonly PageNode[]): string | null {
  const own = [...trail].reverse().find((page) => page.licence)?.licence;
  return own ?? areaAccessKey(area);
}

export const areaSegment = (area: AreaDefinition): string => area.segment ?? area.key;

/** The area's route pattern (`/chain/:orgId/branch/:branchId/clients`). */
export const areaPattern = (area: AreaDefinition): string =>
  joinPath(area.scope === 'branch' ? branchPattern : chainPattern, areaSegment(area));

/** i18n key of a page title: explicit, else the last fixed segment (`order/:orderId` → `order`). */
export function pageTitleKey(node: PageNode): string | null {
  if (node.page) return node.page;
  const fixed = node.path.split('/').filter((s) => s && !s.startsWith(':'));
  const last = fixed[fixed.length - 1];
  return last ? last.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()) : null;
}

export const findArea = (scope: AreaScope, key: string): AreaDefinition | undefined =>
  allAreas.find((a) => a.scope === scope && a.key === key);
