import type { PermissionAction, PermissionArea } from '../../src/schema/access';
import type { AnyResourceDefinition } from '../../src/schema/resource-definition';
import { resourceRegistry } from '../../src/schema/resources';

/**
 * Every route of the app, classified by the permission it needs and where its records live, for
 * role-table.test.ts. A new endpoint must be added here.
 */

export type Scope = 'branch' | 'chain';
/** A tenant route: the permission it needs, where its records live, and whether an employee reaches their own there. */
export type Guarded = {
  area: PermissionArea;
  action: PermissionAction;
  scope: Scope;
  /** An employee reaches their own records here though the role table closes the area (`employeeOwnReach`). */
  own?: true;
  /** Closed to employees though the area is open to them: managers only (hiding a review). */
  managersOnly?: true;
  /** The records are named in the body, and one out of reach answers 400 naming the field, as a reference does. */
  namedInBody?: true;
  /**
   * A chain route acting on the first branch's people (a member's role, an invitation to it): closed to an
   * administrator of another branch, with a sentence saying whose branch it is (403) or as unknown (404).
   */
  ofFirstBranch?: true;
};
/** Anyone in the chain may call it (its names, its licence). */
export type ChainWide = { anyone: Scope };
/** Not tenant-scoped: sign-in, the person's own account, docs, health, the live socket. Only "never a 500" holds. */
type Public = 'public';
export type Rule = Guarded | ChainWide | Public;

const guarded = (area: PermissionArea, action: PermissionAction, scope: Scope = 'branch', own?: true): Guarded => ({ area, action, scope, ...(own ? { own } : {}) });
const managersOnly = (area: PermissionArea, action: PermissionAction): Guarded => ({ ...guarded(area, action), managersOnly: true });
const ofFirstBranch = (area: PermissionArea, action: PermissionAction): Guarded => ({ ...guarded(area, action, 'chain'), ofFirstBranch: true });
const namedInBody = (area: PermissionArea, action: PermissionAction): Guarded => ({ ...guarded(area, action), namedInBody: true });

/** The engine's routes follow from each definition: its area, its scope and the action of each verb. */
function resourceRoutes(definition: AnyResourceDefinition): Record<string, Rule> {
  const scope: Scope = definition.scope === 'branch' ? 'branch' : 'chain';
  const base = scope === 'branch' ? `/api/v1/branches/:branchId/${definition.name}` : `/api/v1/organizations/:orgId/${definition.name}`;
  const area = definition.permission;
  const rows: Record<string, Rule> = {
    [`GET ${base}`]: guarded(area, 'view', scope),
    [`POST ${base}`]: guarded(area, 'create', scope),
    [`GET ${base}/:id`]: guarded(area, 'view', scope),
    [`PATCH ${base}/:id`]: guarded(area, 'edit', scope),
    [`DELETE ${base}/:id`]: guarded(area, 'delete', scope),
    [`GET ${base}/:id/history`]: guarded(area, 'view', scope),
  };
  if (definition.importable) rows[`POST ${base}/import`] = guarded(area, 'create', scope);
  if (definition.avatar) {
    rows[`PUT ${base}/:id/photo`] = guarded(area, 'edit', scope);
    rows[`DELETE ${base}/:id/photo`] = guarded(area, 'edit', scope);
    rows[`GET ${base}/:id/photo/:photoId`] = guarded(area, 'view', scope);
    rows[`GET ${base}/:id/photo/:photoId/thumb`] = guarded(area, 'view', scope);
  }
  return rows;
}

/** Every route of the app, classified. A new endpoint must be added here. */
export const routeTable: Record<string, Rule> = {
  ...Object.fromEntries(resourceRegistry.flatMap((definition) => Object.entries(resourceRoutes(definition)))),

  // Not tenant-scoped.
  'GET /api/v1/health': 'public',
  'GET /api/v1/config': 'public',
  'GET /api/v1/docs': 'public',
  'GET /api/v1/docs/json': 'public',
  'GET /api/v1/docs/yaml': 'public',
  'GET /api/v1/docs/static/*': 'public',
  'GET /api/v1/docs/static/index.html': 'public',
  'GET /api/v1/docs/static/swagger-initializer.js': 'public',
  'GET /api/v1/me': 'public',
  'PATCH /api/v1/me': 'public',
  'GET /api/v1/organizations': 'public',
  'POST /api/v1/organizations': 'public',
  'GET /ws/v1': 'public',
  'GET /id/assets/favicon.ico': 'public',
  'GET /id/assets/icon.svg': 'public',
  'GET /id/assets/sign-in.css': 'public',
  'GET /id/forgot': 'public',
  'GET /id/invite': 'public',
  'GET /id/mailbox': 'public',
  'GET /id/me': 'public',
  'GET /id/reset': 'public',
  'GET /id/signup': 'public',
  'POST /id/2fa/confirm': 'public',
  'POST /id/2fa/disable': 'public',
  'POST /id/2fa/setup': 'public',
  'POST /id/forgot': 'public',
  'POST /id/invite': 'public',
  'POST /id/login': 'public',
  'POST /id/logout': 'public',
  'POST /id/password/change': 'public',
  'POST /id/reset': 'public',
  'POST /id/signup': 'public',
  'POST /id/token/refresh': 'public',
  // A client's review page: the link's token is the only key.
  'GET /r/:token': 'public',
  'POST /r/:token': 'public',
  // A salon's booking page, and its manage link's page: the slug is public, the link's token the only key.
  'GET /book/:slug': 'public',
  'GET /book/:slug/': 'public',
  'GET /book/:slug/embed.js': 'public',
  'GET /book/:slug/images/:photoId': 'public',
  'GET /book/:slug/images/:photoId/thumb': 'public',
  'GET /book/consent.js': 'public',
  'GET /book/nearest.js': 'public',
  'GET /n/:chain': 'public',
  'GET /n/:chain/': 'public',
  'GET /n/:chain/about': 'public',
  'GET /n/:chain/about/:alias': 'public',
  'GET /n/:chain/blog': 'public',
  'GET /n/:chain/blog/:post': 'public',
  'GET /n/:chain/jobs': 'public',
  'GET /n/-/images/:photoId': 'public',
  'GET /n/-/images/:photoId/thumb': 'public',
  'GET /book/m/:token': 'public',
  'GET /book/m/:token/visit.ics': 'public',
  'POST /book/m/:token/move': 'public',
  'POST /book/m/:token/cancel': 'public',
  'GET /book/w/:token': 'public',
  'POST /book/w/:token': 'public',
  'GET /book/wl/:token': 'public',
  'POST /book/wl/:token': 'public',
  'GET /book/c/:token': 'public',
  'POST /book/c/:token': 'public',
  // For search engines: which pages to read, and every page open online.
  'GET /robots.txt': 'public',
  'GET /sitemap.xml': 'public',

  // The chain and its people.
  'GET /api/v1/organizations/:orgId': guarded('chain-settings', 'view', 'chain'),
  'GET /api/v1/organizations/:orgId/branch-names': { anyone: 'chain' },
  'GET /api/v1/organizations/:orgId/license': { anyone: 'chain' },
  'GET /api/v1/organizations/:orgId/billing': guarded('billing', 'view', 'chain'),
  'GET /api/v1/organizations/:orgId/plans': guarded('billing', 'view', 'chain'),
  'POST /api/v1/organizations/:orgId/billing/plan-change': guarded('billing', 'edit', 'chain'),
  'GET /api/v1/organizations/:orgId/billing/invoices': guarded('billing', 'view', 'chain'),
  'GET /api/v1/organizations/:orgId/billing/invoices/:invoiceId/pdf': guarded('billing', 'view', 'chain'),
  'POST /api/v1/organizations/:orgId/billing/invoices/:invoiceId/pay': guarded('billing', 'edit', 'chain'),
  'GET /api/v1/organizations/:orgId/billing/payments': guarded('billing', 'view', 'chain'),
  'GET /api/v1/organizations/:orgId/billing/details': guarded('billing', 'view', 'chain'),
  'PUT /api/v1/organizations/:orgId/billing/details': guarded('billing', 'edit', 'chain'),
  // A payment's state names its chain only to whoever may see that chain's billing; anyone else is told 404.
  'GET /api/v1/billing/payments/:reference': 'public',
  'POST /api/v1/callbacks/billing/monri': 'public',
  'GET /api/v1/organizations/:orgId/referrals': guarded('billing', 'view', 'chain'),
  'GET /api/v1/organizations/:orgId/referrals/chains': guarded('billing', 'view', 'chain'),
  'PATCH /api/v1/organizations/:orgId': guarded('chain-settings', 'edit', 'chain'),
  'POST /api/v1/organizations/:orgId/branches': guarded('chain-settings', 'create', 'chain'),
  // People: owners manage the chain's, administrators those of their branches (branch-users), others see no one.
  'GET /api/v1/organizations/:orgId/users': guarded('branch-users', 'view', 'chain'),
  'PATCH /api/v1/organizations/:orgId/users/:userId': ofFirstBranch('branch-users', 'edit'),
  'DELETE /api/v1/organizations/:orgId/users/:userId': ofFirstBranch('branch-users', 'delete'),
  'GET /api/v1/organizations/:orgId/invitations': guarded('branch-users', 'view', 'chain'),
  'POST /api/v1/organizations/:orgId/invitations': ofFirstBranch('branch-users', 'create'),
  'DELETE /api/v1/organizations/:orgId/invitations/:invitationId': ofFirstBranch('branch-users', 'delete'),

  // A branch's settings and people.
  'GET /api/v1/branches/:branchId': guarded('branch-settings', 'view'),
  'PATCH /api/v1/branches/:branchId': guarded('branch-settings', 'edit'),
  'DELETE /api/v1/branches/:branchId': guarded('chain-settings', 'delete'),
  'GET /api/v1/branches/:branchId/users': guarded('branch-users', 'view'),
  'GET /api/v1/branches/:branchId/employee-rules': guarded('branch-users', 'view'),
  'PUT /api/v1/branches/:branchId/employee-rules': guarded('branch-users', 'edit'),
  'GET /api/v1/employees/:id/account': guarded('branch-users', 'view'),
  'POST /api/v1/employees/:id/account': guarded('branch-users', 'create'),
  'DELETE /api/v1/employees/:id/account': guarded('branch-users', 'delete'),

  // Catalog beyond the engine.
  'GET /api/v1/branches/:branchId/employees/:employeeId/services': guarded('catalog', 'view'),
  'PUT /api/v1/branches/:branchId/employees/:employeeId/services': guarded('catalog', 'edit'),
  'GET /api/v1/branches/:branchId/services/:serviceId/employees': guarded('catalog', 'view'),
  'PUT /api/v1/branches/:branchId/service-categories/order': guarded('catalog', 'edit'),
  'PUT /api/v1/branches/:branchId/services/order': guarded('catalog', 'edit'),

  // The schedule: orders, breaks, group classes, reads, availability.
  'GET /api/v1/branches/:branchId/orders': guarded('schedule', 'view'),
  'POST /api/v1/branches/:branchId/orders': guarded('schedule', 'create'),
  'POST /api/v1/branches/:branchId/breaks': guarded('schedule', 'create'),
  'POST /api/v1/branches/:branchId/group-orders': guarded('schedule', 'create'),
  'GET /api/v1/orders/:id': guarded('schedule', 'view'),
  'GET /api/v1/orders/:id/history': guarded('schedule', 'view'),
  'PATCH /api/v1/orders/:id': guarded('schedule', 'edit'),
  'PATCH /api/v1/orders/:id/cancel': guarded('schedule', 'edit'),
  'GET /api/v1/branches/:branchId/no-show-charges': guarded('schedule', 'view'),
  'POST /api/v1/no-show-charges/:id/waive': guarded('schedule', 'edit'),
  'GET /api/v1/branches/:branchId/clients/:clientId/saved-card': guarded('schedule', 'view'),
  'DELETE /api/v1/branches/:branchId/clients/:clientId/saved-card': guarded('schedule', 'edit'),
  'GET /api/v1/branches/:branchId/clients/:clientId/balance': managersOnly('clients', 'view'),
  'GET /api/v1/branches/:branchId/clients/:clientId/referral': managersOnly('clients', 'view'),
  'POST /api/v1/branches/:branchId/clients/:clientId/referral/send': managersOnly('clients', 'edit'),
  'PUT /api/v1/branches/:branchId/clients/:clientId/referral/referred-by': managersOnly('clients', 'edit'),
  'GET /api/v1/branches/:branchId/referral-programme': guarded('sales', 'view'),
  'PUT /api/v1/branches/:branchId/referral-programme': guarded('sales', 'edit'),
  'GET /api/v1/branches/:branchId/client-referrals': guarded('sales', 'view'),
  'GET /api/v1/branches/:branchId/no-show-rules': guarded('branch-settings', 'view'),
  'PUT /api/v1/branches/:branchId/no-show-rules': guarded('branch-settings', 'edit'),
  'PUT /api/v1/branches/:branchId/no-show-rules/services/:serviceId': guarded('branch-settings', 'edit'),
  'DELETE /api/v1/branches/:branchId/no-show-rules/services/:serviceId': guarded('branch-settings', 'edit'),
  'POST /api/v1/orders/:id/clients': guarded('schedule', 'edit'),
  'DELETE /api/v1/orders/:id/clients/:clientId': guarded('schedule', 'edit'),
  'PATCH /api/v1/breaks/:id': guarded('schedule', 'edit'),
  'DELETE /api/v1/breaks/:id': guarded('schedule', 'edit'),
  'GET /api/v1/branches/:branchId/schedule': guarded('schedule', 'view'),
  'GET /api/v1/branches/:branchId/waitlist': guarded('schedule', 'view'),
  'DELETE /api/v1/branches/:branchId/waitlist/:entryId': guarded('schedule', 'edit'),
  'POST /api/v1/branches/:branchId/waitlist': guarded('schedule', 'edit'),
  'POST /api/v1/branches/:branchId/waitlist/:entryId/offer': guarded('schedule', 'edit'),
  'GET /api/v1/employees/:employeeId/schedule': guarded('schedule', 'view'),
  'GET /api/v1/employees/:employeeId/orders': guarded('schedule', 'view'),
  'GET /api/v1/branches/:branchId/availability': guarded('schedule', 'view'),

  // Work slots: team planning, read by employees (their own), set by owners and administrators.
  'GET /api/v1/branches/:branchId/slots': guarded('team', 'view'),
  'GET /api/v1/employees/:employeeId/slots': guarded('team', 'view', 'branch', true),
  'POST /api/v1/slots': namedInBody('team', 'create'),
  'POST /api/v1/slots/delete': namedInBody('team', 'delete'),
  'DELETE /api/v1/slots/:slotId': guarded('team', 'delete'),

  // Sales, payments, memberships sold.
  'GET /api/v1/branches/:branchId/sales': guarded('sales', 'view'),
  'POST /api/v1/branches/:branchId/sales': guarded('sales', 'create'),
  'GET /api/v1/sales/:id': guarded('sales', 'view'),
  'POST /api/v1/sales/:id/payments': guarded('sales', 'create'),
  'POST /api/v1/sales/:id/payment-links': guarded('sales', 'create'),
  'POST /api/v1/sales/:id/payment-links/:linkId/send': guarded('sales', 'create'),
  'POST /api/v1/sales/:id/cancel': guarded('sales', 'edit'),
  'POST /api/v1/sales/:id/receipt-email': guarded('sales', 'create'),
  'POST /api/v1/transactions/:id/refunds': guarded('sales', 'create'),
  'GET /api/v1/branches/:branchId/transactions': guarded('sales', 'view'),
  'GET /api/v1/branches/:branchId/events': guarded('sales', 'view'),
  'GET /api/v1/branches/:branchId/sold-memberships': guarded('sales', 'view'),
  'GET /api/v1/sold-memberships/:id': guarded('sales', 'view'),
  'POST /api/v1/sold-memberships/:id/cancel': guarded('sales', 'edit'),
  'GET /api/v1/membership-instalments/:id': guarded('sales', 'view'),
  'POST /api/v1/membership-instalments/:id/payments': guarded('sales', 'create'),
  'POST /api/v1/membership-instalments/:id/payment-links': guarded('sales', 'create'),
  'GET /api/v1/clients/:id/money-summary': guarded('sales', 'view'),

  // The cash register.
  'GET /api/v1/branches/:branchId/cash-register': guarded('sales', 'view'),
  'PUT /api/v1/branches/:branchId/cash-register': guarded('sales', 'edit'),
  'GET /api/v1/branches/:branchId/cash-shifts': guarded('sales', 'view'),
  'POST /api/v1/branches/:branchId/cash-shifts': guarded('sales', 'create'),
  'GET /api/v1/cash-shifts/:id': guarded('sales', 'view'),
  'POST /api/v1/cash-shifts/:id/close': guarded('sales', 'edit'),

  // Reports, a branch's and the chain's (the branches the person reaches).
  'GET /api/v1/branches/:branchId/reports/sales-by-day': guarded('reports', 'view'),
  'GET /api/v1/branches/:branchId/reports/cash-flow': guarded('reports', 'view'),
  'GET /api/v1/branches/:branchId/key-indicators': guarded('reports', 'view'),
  'GET /api/v1/organizations/:organizationId/reports/sales-by-day': guarded('reports', 'view', 'chain'),
  'GET /api/v1/organizations/:organizationId/reports/cash-flow': guarded('reports', 'view', 'chain'),
  'GET /api/v1/organizations/:organizationId/key-indicators': guarded('reports', 'view', 'chain'),

  // Staff pay: the branch's lists and writes closed to employees; their own pay readable.
  'GET /api/v1/branches/:branchId/pay-schemes': guarded('pay', 'view'),
  'POST /api/v1/branches/:branchId/pay-schemes': guarded('pay', 'create'),
  'GET /api/v1/pay-schemes/:id': guarded('pay', 'view', 'branch', true),
  'PUT /api/v1/pay-schemes/:id': guarded('pay', 'edit'),
  'DELETE /api/v1/pay-schemes/:id': guarded('pay', 'delete'),
  'GET /api/v1/employees/:id/pay-assignments': guarded('pay', 'view', 'branch', true),
  'POST /api/v1/employees/:id/pay-assignments': guarded('pay', 'create'),
  'DELETE /api/v1/pay-assignments/:id': guarded('pay', 'delete'),
  'GET /api/v1/branches/:branchId/pay-calculations': guarded('pay', 'view'),
  'POST /api/v1/branches/:branchId/pay-calculations': guarded('pay', 'create'),
  'GET /api/v1/employees/:id/pay-calculations': guarded('pay', 'view', 'branch', true),
  'GET /api/v1/pay-calculations/:id': guarded('pay', 'view', 'branch', true),
  'DELETE /api/v1/pay-calculations/:id': guarded('pay', 'delete'),
  'POST /api/v1/pay-calculations/:id/approve': guarded('pay', 'edit'),
  'POST /api/v1/pay-calculations/:id/pay': guarded('pay', 'edit'),
  'POST /api/v1/pay-calculations/:id/recalculate': guarded('pay', 'edit'),
  'GET /api/v1/pay-calculations/:id/employees/:employeeId/slip.pdf': guarded('pay', 'view', 'branch', true),

  // Reviews: read and answered in the clients area (an employee: of their own visits), hidden by managers only;
  // a member's average is the team's.
  'GET /api/v1/branches/:branchId/reviews': guarded('clients', 'view'),
  'GET /api/v1/clients/:id/reviews': guarded('clients', 'view'),
  'GET /api/v1/employees/:id/reviews/summary': guarded('team', 'view'),
  'PUT /api/v1/reviews/:id/reply': guarded('clients', 'edit'),
  'POST /api/v1/reviews/:id/hide': managersOnly('clients', 'edit'),
  'POST /api/v1/reviews/:id/unhide': managersOnly('clients', 'edit'),
  'POST /api/v1/orders/:id/review-link': guarded('clients', 'edit'),

  // Messages (issue 17): rules, templates and the log are marketing's; the chain's defaults are the owner's (an
  // administrator's marketing reaches their branches, not every branch); a client's messages are the clients area's,
  // managers only (they carry contacts a branch may hide from employees); integrations are read by administrators and
  // changed by owners. The person's own feed and push subscriptions, and the providers' callbacks, are nobody else's.
  'GET /api/v1/branches/:branchId/notification-rules': guarded('marketing', 'view'),
  'PUT /api/v1/branches/:branchId/notification-rules/:event': guarded('marketing', 'edit'),
  'DELETE /api/v1/branches/:branchId/notification-rules/:event': guarded('marketing', 'edit'),
  'GET /api/v1/branches/:branchId/message-templates/:event': guarded('marketing', 'view'),
  'PUT /api/v1/branches/:branchId/message-templates/:event/:channel/:language': guarded('marketing', 'edit'),
  'DELETE /api/v1/branches/:branchId/message-templates/:event/:channel/:language': guarded('marketing', 'edit'),
  'POST /api/v1/branches/:branchId/message-templates/preview': guarded('marketing', 'view'),
  'GET /api/v1/organizations/:orgId/notification-rules': guarded('marketing', 'view', 'chain'),
  'PUT /api/v1/organizations/:orgId/notification-rules/:event': guarded('chain-settings', 'edit', 'chain'),
  'DELETE /api/v1/organizations/:orgId/notification-rules/:event': guarded('chain-settings', 'edit', 'chain'),
  'GET /api/v1/organizations/:orgId/message-templates/:event': guarded('marketing', 'view', 'chain'),
  'PUT /api/v1/organizations/:orgId/message-templates/:event/:channel/:language': guarded('chain-settings', 'edit', 'chain'),
  'DELETE /api/v1/organizations/:orgId/message-templates/:event/:channel/:language': guarded('chain-settings', 'edit', 'chain'),
  'POST /api/v1/organizations/:orgId/message-templates/preview': guarded('marketing', 'view', 'chain'),
  'GET /api/v1/branches/:branchId/messages': guarded('marketing', 'view'),
  'GET /api/v1/clients/:id/messages': managersOnly('clients', 'view'),
  'POST /api/v1/messages/:id/resend': guarded('marketing', 'edit'),
  // Online booking (issue 18): the branch's settings are the area's; the chain's address and defaults the owner's.
  'GET /api/v1/branches/:branchId/online-booking': guarded('onlineBooking', 'view'),
  'PUT /api/v1/branches/:branchId/online-booking/slug': guarded('onlineBooking', 'edit'),
  'PUT /api/v1/branches/:branchId/online-booking/rules': guarded('onlineBooking', 'edit'),
  'PUT /api/v1/branches/:branchId/online-booking/rules/services/:serviceId': guarded('onlineBooking', 'edit'),
  'PUT /api/v1/branches/:branchId/online-booking/rules/employees/:employeeId': guarded('onlineBooking', 'edit'),
  'GET /api/v1/branches/:branchId/online-booking/why-not': guarded('onlineBooking', 'view'),
  'GET /api/v1/branches/:branchId/online-booking/funnel': guarded('onlineBooking', 'view'),
  'GET /api/v1/branches/:branchId/online-booking/verification': guarded('onlineBooking', 'view'),
  'PUT /api/v1/branches/:branchId/online-booking/verification': guarded('onlineBooking', 'edit'),
  'GET /api/v1/branches/:branchId/online-booking/terms': guarded('onlineBooking', 'view'),
  'PUT /api/v1/branches/:branchId/online-booking/terms': guarded('onlineBooking', 'edit'),
  'GET /api/v1/branches/:branchId/online-booking/widget': guarded('onlineBooking', 'view'),
  'PUT /api/v1/branches/:branchId/online-booking/widget': guarded('onlineBooking', 'edit'),
  'GET /api/v1/branches/:branchId/online-booking/presence/images': guarded('onlineBooking', 'view'),
  'POST /api/v1/branches/:branchId/online-booking/presence/images': guarded('onlineBooking', 'edit'),
  'PUT /api/v1/branches/:branchId/online-booking/presence/images': guarded('onlineBooking', 'edit'),
  'GET /api/v1/branches/:branchId/online-booking/presence/marketing': guarded('onlineBooking', 'view'),
  'PUT /api/v1/branches/:branchId/online-booking/presence/marketing': guarded('onlineBooking', 'edit'),
  'GET /api/v1/branches/:branchId/online-booking/presence/seo': guarded('onlineBooking', 'view'),
  'PUT /api/v1/branches/:branchId/online-booking/presence/seo': guarded('onlineBooking', 'edit'),
  'GET /api/v1/branches/:branchId/online-booking/presence/domains': guarded('onlineBooking', 'view'),
  'POST /api/v1/branches/:branchId/online-booking/presence/domains': guarded('onlineBooking', 'edit'),
  'DELETE /api/v1/branches/:branchId/online-booking/presence/domains/:domain': guarded('onlineBooking', 'edit'),
  'POST /api/v1/branches/:branchId/online-booking/presence/domains/:domain/check': guarded('onlineBooking', 'edit'),
  'GET /api/v1/branches/:branchId/online-booking/presence/about': guarded('onlineBooking', 'view'),
  'PUT /api/v1/branches/:branchId/online-booking/presence/about': guarded('onlineBooking', 'edit'),
  'GET /api/v1/branches/:branchId/online-booking/presence/contacts': guarded('onlineBooking', 'view'),
  'PUT /api/v1/branches/:branchId/online-booking/presence/contacts': guarded('onlineBooking', 'edit'),
  'GET /api/v1/branches/:branchId/online-booking/presence/location': guarded('onlineBooking', 'view'),
  'PUT /api/v1/branches/:branchId/online-booking/presence/location': guarded('onlineBooking', 'edit'),
  'GET /api/v1/branches/:branchId/online-booking/presence/hours': guarded('onlineBooking', 'view'),
  'PUT /api/v1/branches/:branchId/online-booking/presence/hours': guarded('onlineBooking', 'edit'),
  'GET /api/v1/organizations/:orgId/online-booking/links': guarded('onlineBooking', 'view', 'chain'),
  'PUT /api/v1/organizations/:orgId/online-booking/slug': guarded('chain-settings', 'edit', 'chain'),
  'PUT /api/v1/organizations/:orgId/online-booking/rules': guarded('chain-settings', 'edit', 'chain'),
  // Network, the chain's public site: read by anyone of the chain, changed by those who change the chain's settings.
  'GET /api/v1/organizations/:orgId/network/about': { anyone: 'chain' },
  'PUT /api/v1/organizations/:orgId/network/about': guarded('chain-settings', 'edit', 'chain'),
  'GET /api/v1/organizations/:orgId/network/posts': { anyone: 'chain' },
  'POST /api/v1/organizations/:orgId/network/posts': guarded('chain-settings', 'create', 'chain'),
  'GET /api/v1/organizations/:orgId/network/posts/:postId': { anyone: 'chain' },
  'PUT /api/v1/organizations/:orgId/network/posts/:postId': guarded('chain-settings', 'edit', 'chain'),
  'DELETE /api/v1/organizations/:orgId/network/posts/:postId': guarded('chain-settings', 'delete', 'chain'),
  'POST /api/v1/organizations/:orgId/network/images': guarded('chain-settings', 'edit', 'chain'),
  // The booking page's calls: a slug, a hold's or a manage link's token is the whole capability.
  'GET /api/v1/public/book/:slug/page': 'public',
  'GET /api/v1/public/book/:slug/times': 'public',
  'GET /api/v1/public/book/:slug/classes': 'public',
  'POST /api/v1/public/book/:slug/holds': 'public',
  'POST /api/v1/public/book/holds/release': 'public',
  'POST /api/v1/public/book/:slug/code': 'public',
  'POST /api/v1/public/book/:slug/confirm': 'public',
  'POST /api/v1/public/book/:slug/waitlist': 'public',
  'POST /api/v1/public/book/:slug/waitlist/confirm': 'public',
  'POST /api/v1/public/book/:slug/classes/:classId/code': 'public',
  'POST /api/v1/public/book/:slug/classes/join': 'public',
  'POST /api/v1/public/book/:slug/funnel': 'public',
  'GET /api/v1/public/book/manage/:token': 'public',
  'POST /api/v1/public/book/manage/:token/move': 'public',
  'POST /api/v1/public/book/manage/:token/cancel': 'public',
  'GET /api/v1/organizations/:orgId/integrations': guarded('integrations', 'view', 'chain'),
  'PUT /api/v1/organizations/:orgId/integrations/:provider': guarded('integrations', 'edit', 'chain'),
  'DELETE /api/v1/organizations/:orgId/integrations/:provider': guarded('integrations', 'edit', 'chain'),
  'POST /api/v1/organizations/:orgId/integrations/:provider/test': guarded('integrations', 'edit', 'chain'),
  'GET /api/v1/organizations/:orgId/integrations/telegram/webhook': guarded('integrations', 'view', 'chain'),
  'POST /api/v1/organizations/:orgId/integrations/telegram/webhook': guarded('integrations', 'edit', 'chain'),
  'GET /api/v1/branches/:branchId/integrations/ips': guarded('integrations', 'view'),
  'PUT /api/v1/branches/:branchId/integrations/ips': guarded('integrations', 'edit'),
  'DELETE /api/v1/branches/:branchId/integrations/ips': guarded('integrations', 'edit'),
  'GET /api/v1/branches/:branchId/integrations/payments': guarded('integrations', 'view'),
  'PUT /api/v1/branches/:branchId/integrations/payments': guarded('integrations', 'edit'),
  'DELETE /api/v1/branches/:branchId/integrations/payments': guarded('integrations', 'edit'),
  'GET /api/v1/branches/:branchId/integrations/fiscal': guarded('integrations', 'view'),
  'PUT /api/v1/branches/:branchId/integrations/fiscal': guarded('integrations', 'edit'),
  'DELETE /api/v1/branches/:branchId/integrations/fiscal': guarded('integrations', 'edit'),
  'POST /api/v1/branches/:branchId/integrations/fiscal/test': guarded('integrations', 'edit'),
  'GET /api/v1/branches/:branchId/fiscal-receipts': guarded('sales', 'view'),
  'GET /api/v1/fiscal-receipts/:id': guarded('sales', 'view'),
  'POST /api/v1/fiscal-receipts/:id/send': guarded('sales', 'create'),
  'GET /api/v1/branches/:branchId/fiscal-reconciliation': guarded('sales', 'view'),
  'GET /api/v1/organizations/:orgId/webhooks': guarded('integrations', 'view', 'chain'),
  'GET /api/v1/organizations/:orgId/webhooks/event-types': guarded('integrations', 'view', 'chain'),
  'POST /api/v1/organizations/:orgId/webhooks': guarded('integrations', 'edit', 'chain'),
  'PUT /api/v1/organizations/:orgId/webhooks/:id': guarded('integrations', 'edit', 'chain'),
  'DELETE /api/v1/organizations/:orgId/webhooks/:id': guarded('integrations', 'edit', 'chain'),
  'POST /api/v1/organizations/:orgId/webhooks/:id/secret': guarded('integrations', 'edit', 'chain'),
  'POST /api/v1/organizations/:orgId/webhooks/:id/secret/rotate': guarded('integrations', 'edit', 'chain'),
  'POST /api/v1/organizations/:orgId/webhooks/:id/ping': guarded('integrations', 'edit', 'chain'),
  'GET /api/v1/organizations/:orgId/webhooks/deliveries': guarded('integrations', 'view', 'chain'),
  'GET /api/v1/organizations/:orgId/webhooks/deliveries/:deliveryId': guarded('integrations', 'view', 'chain'),
  'POST /api/v1/organizations/:orgId/webhooks/deliveries/:deliveryId/redeliver': guarded('integrations', 'edit', 'chain'),
  'GET /api/v1/me/notifications': 'public',
  'GET /api/v1/me/notifications/unread': 'public',
  'POST /api/v1/me/notifications/read': 'public',
  'GET /api/v1/me/push-key': 'public',
  'POST /api/v1/me/push-subscriptions': 'public',
  'DELETE /api/v1/me/push-subscriptions': 'public',
  // Online payments: the provider's signed notification, the attempt's state for the result pages, the client's link.
  'POST /api/v1/callbacks/payments/monri/:token': 'public',
  'GET /api/v1/public/payments/:reference': 'public',
  'GET /pay/:token': 'public',
  'POST /api/v1/callbacks/infobip/:token/reports': 'public',
  'POST /api/v1/callbacks/infobip/:token/inbound': 'public',
  'POST /api/v1/callbacks/twilio/:token/status': 'public',
  'POST /api/v1/callbacks/twilio/:token/inbound': 'public',
  'POST /api/v1/callbacks/telegram/:token': 'public',
  // Broadcasts, saved audiences and marketing limits are marketing's, as its rules are; the one-click unsubscribe link
  // is public (its signed token is the capability).
  'GET /api/v1/branches/:branchId/broadcasts': guarded('marketing', 'view'),
  'POST /api/v1/branches/:branchId/broadcasts': guarded('marketing', 'edit'),
  'GET /api/v1/branches/:branchId/broadcasts/:id': guarded('marketing', 'view'),
  'PUT /api/v1/branches/:branchId/broadcasts/:id': guarded('marketing', 'edit'),
  'DELETE /api/v1/branches/:branchId/broadcasts/:id': guarded('marketing', 'edit'),
  'POST /api/v1/branches/:branchId/broadcasts/:id/send': guarded('marketing', 'edit'),
  'POST /api/v1/branches/:branchId/broadcasts/:id/cancel': guarded('marketing', 'edit'),
  'POST /api/v1/branches/:branchId/broadcasts/audience': guarded('marketing', 'view'),
  'POST /api/v1/branches/:branchId/broadcasts/preview': guarded('marketing', 'view'),
  'GET /api/v1/branches/:branchId/client-segments': guarded('marketing', 'view'),
  'POST /api/v1/branches/:branchId/client-segments': guarded('marketing', 'edit'),
  'DELETE /api/v1/branches/:branchId/client-segments/:id': guarded('marketing', 'edit'),
  'GET /api/v1/branches/:branchId/marketing-settings': guarded('marketing', 'view'),
  'PUT /api/v1/branches/:branchId/marketing-settings': guarded('marketing', 'edit'),
  'DELETE /api/v1/branches/:branchId/marketing-settings': guarded('marketing', 'edit'),
  'GET /api/v1/organizations/:orgId/marketing-settings': guarded('marketing', 'view', 'chain'),
  'PUT /api/v1/organizations/:orgId/marketing-settings': guarded('chain-settings', 'edit', 'chain'),
  'DELETE /api/v1/organizations/:orgId/marketing-settings': guarded('chain-settings', 'edit', 'chain'),
  'GET /u/:token': 'public',
  'POST /u/:token': 'public',
};
