import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeOwnReach, roleCan } from '../../src/schema/access';
import type { Role } from '../../src/schema/enums';
import type { AnyResourceDefinition } from '../../src/schema/resource-definition';
import { resourceRegistry } from '../../src/schema/resources';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { referencedResources, sampleCreateInput } from '../helpers/resource-samples';
import { api, book, line, orderWorld, type Auth, type World } from './orders-support';
import { registerOn, openShift } from './sales-support';
import { addBranch, chainWithOwner, memberOf, staffMemberOf } from './settings-support';
import { routeTable, type ChainWide, type Guarded, type Rule } from './role-table-routes';

/**
 * The role table (src/schema/access.ts) against every route the app registers (issue 15). Each route is called as
 * an employee linked to a team member, as an administrator of another branch of the chain and as the owner of
 * another chain, with real ids of the first chain's records, and each answer is held to what the route's row in
 * `routeTable` says: never a 500; another chain's owner 404 on every tenant route; the employee 403 or 404 where the
 * role table closes the route's area and action to them, and never 403 where it opens it (or where they reach
 * their own records, `employeeOwnReach`); the other branch's administrator 404 on the first branch's records and the
 * role table's answer on the chain's. A route the table does not classify fails the test with its name.
 */

type Ids = Record<string, number | string>;

/** The record a route's `:id` names, by the path's resource. */
function idFor(pattern: string, ids: Ids): number | string {
  if (pattern.includes('/orders/:id/clients')) return ids['groupOrder']!;
  const resource = /\/(?:branches\/:branchId|organizations\/:orgId)\/([A-Za-z-]+)\/:id/.exec(pattern)?.[1] ?? /^\/api\/v1\/([a-z-]+)\/:id/.exec(pattern.split(' ')[1]!)?.[1];
  const id = resource === undefined ? undefined : ids[resource];
  if (id === undefined) throw new Error(`no record for :id of ${pattern}`);
  return id;
}

const urlOf = (key: string, ids: Ids) => {
  const path = key.split(' ')[1]!;
  return path
    .replace(':id', String(path.includes(':id') ? idFor(key, ids) : ''))
    .replace(/:(\w+)/g, (_, name: string) => String(ids[name] ?? `(${name})`))
    .replace('*', 'index.html');
};

type Call = { status: number; body: string };
/**
 * open: anything but 401, 403 and 5xx (a 404 for a record not theirs, a 400 or 409 of the business rules);
 * closed: 403 or 404; unknown: 404, as an id that does not exist; unknownInBody: 400 naming the field.
 */
type Want = 'open' | 'closed' | 'unknown' | 'unknownInBody' | 'any';

describe('the role table against every route', () => {
  let t: TestApp;
  let w: World;
  const routes = new Set<string>();
  const ids: Ids = {};
  let employee: Auth;
  let otherAdministrator: Auth;
  let otherOwner: Auth;
  const bodies: Record<string, object> = {};

  beforeAll(async () => {
    t = await createTestApp({}, {
      onRoute: (route: RouteOptions) => {
        for (const method of [route.method].flat()) if (method !== 'HEAD' && method !== 'OPTIONS') routes.add(`${method} ${route.url}`);
      },
    });
    const { app } = t;
    w = await orderWorld(app, 'Role Chain');
    const base = `/branches/${w.branchId}`;
    const created = async (url: string, payload: object, auth: Auth = w.owner) => {
      const res = await api(app, 'POST', url, auth, payload);
      if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`POST ${url}: ${res.statusCode} ${res.body}`);
      return res.json();
    };

    // One record of each engine resource, parents first.
    const recordOf = async (definition: AnyResourceDefinition, seed: number): Promise<number> => {
      const refs: Record<string, number | number[]> = {};
      for (const [field, target] of Object.entries(referencedResources(definition))) {
        const parent = target === 'branches' ? w.branchId : (ids[target] as number | undefined) ?? (await recordOf(resourceRegistry.find((d) => d.name === target)!, seed + 100));
        refs[field] = definition.hints[field]?.kind === 'references' ? [parent] : parent;
      }
      const path = definition.scope === 'branch' ? `${base}/${definition.name}` : `/organizations/${w.orgId}/${definition.name}`;
      const record = await created(path, sampleCreateInput(definition, seed, refs));
      ids[definition.name] ??= record.id;
      return record.id;
    };
    Object.assign(ids, { employees: w.ana, services: w.cut, resources: w.room, clients: w.client });
    // A waitlist entry and a payment link that do not exist: a role that may act on one gets the 404.
    Object.assign(ids, { entryId: 424242, linkId: 424242, invoiceId: 424242 });
    // A custom domain's routes name it in the path (Presence → Domain); unlisted, a role that may edit gets the 404.
    Object.assign(ids, { domain: 'role-table.example' });
    // A webhook endpoint (a public address written as an IP: no DNS needed) and one delivery of it, its test ping.
    const hook = await created(`/organizations/${w.orgId}/webhooks`, { url: 'http://93.184.215.14/hooks', eventTypes: ['client.created'] });
    const ping = await api(app, 'POST', `/organizations/${w.orgId}/webhooks/${hook.id}/ping`, w.owner);
    Object.assign(ids, { webhooks: hook.id, deliveryId: ping.json().id });
    // A draft of the chain's blog (Network → Blog).
    const post = await created(`/organizations/${w.orgId}/network/posts`, { title: 'Role', slug: 'role-post', language: 'EN', summary: '', bodyHtml: '<p>Role</p>', status: 'draft', coverPhotoId: null });
    Object.assign(ids, { postId: post.id });
    for (const [index, definition] of resourceRegistry.entries()) if (ids[definition.name] === undefined) await recordOf(definition, 7000 + index);

    const second = await addBranch(app, w, 'Second branch');
    otherAdministrator = (await memberOf(app, w.orgId, 'administrator', [second])).auth;
    const staff = await staffMemberOf(app, w.orgId, w.branchId, w.ana);
    employee = staff.auth;
    otherOwner = (await chainWithOwner(app, 'Role Other')).owner;

    // The schedule: Ana's visit with the client, her break and group class, her work slot.
    const order = await book(app, w, [line(w, { date: '2031-06-10' })]);
    expect(order.statusCode, order.body).toBe(201);
    const brk = await created(`${base}/breaks`, { employeeId: w.ana, date: '2031-06-10', startTime: '13:00', endTime: '13:30', confirmOutsideWorkingHours: true });
    const group = await created(`${base}/group-orders`, { serviceId: w.cut, employeeId: w.ana, date: '2031-06-11', startTime: '18:00', duration: 60, price: '15.00', capacity: 3, clientIds: [w.client], confirmOutsideWorkingHours: true });
    await created('/slots', { slots: [{ employeeId: w.ana, date: '2031-06-10', slotStart: '09:00', slotEnd: '17:00' }] });
    const slots = (await api(app, 'GET', `/employees/${w.ana}/slots?m=6&y=2031`, w.owner)).json();
    const [slot] = Array.isArray(slots) ? slots : slots.items;

    // Money: a sale with a membership in instalments, a payment, the cash register with a shift.
    const pass = await created(`${base}/memberships`, { name: 'Ten cuts', kind: 'visits', visits: 10, price: '90.00', validityDays: 90 });
    const sale = await created(`${base}/sales`, {
      clientId: w.client,
      items: [{ uid: 'pass', kind: 'membership', refId: pass.id, price: '90.00', startsAt: '2031-01-01', instalments: 3 }],
      tender: { card: '30.00' },
    });
    const sold = (await api(app, 'GET', `/sold-memberships/${sale.sale.items[0].soldMembershipId}`, w.owner)).json();
    await registerOn(app, { ...w, tenVisits: 0, shampoo: 0 }, true);
    const shift = await openShift(app, { ...w, tenVisits: 0, shampoo: 0 });

    // Pay: a scheme assigned to Ana and a calculation of her period.
    const scheme = await created(`${base}/pay-schemes`, { name: 'Stylist', fixedAmount: '10.00', fixedPer: 'shift', servicePercent: '0', productPercent: '0', categoryPercents: [], minimum: '0' });
    const assignment = await created(`/employees/${w.ana}/pay-assignments`, { schemeId: scheme.id, startsOn: '2031-01-01' });
    const calculation = await created(`${base}/pay-calculations`, { periodFrom: '2031-06-01', periodTo: '2031-06-30' });

    const invitation = await created(`/organizations/${w.orgId}/invitations`, { email: 'invited@role.test', role: 'administrator', branchIds: [w.branchId] });

    Object.assign(ids, {
      branchId: w.branchId,
      orgId: w.orgId,
      organizationId: w.orgId,
      employeeId: w.ana,
      serviceId: w.cut,
      clientId: w.client,
      userId: staff.userId,
      invitationId: invitation.id,
      slotId: slot.id,
      photoId: '00000000-0000-4000-8000-000000000000',
      orders: order.json().id,
      breaks: brk.id,
      groupOrder: group.created[0].id,
      sales: sale.sale.id,
      transactions: sale.sale.transactions[0].id,
      'sold-memberships': sold.id,
      'membership-instalments': sold.instalments[1].id,
      'cash-shifts': shift,
      'pay-schemes': scheme.id,
      'pay-assignments': assignment.id,
      'pay-calculations': calculation.id,
      // No review is written here (a client writes one through its link): an id nobody has.
      reviews: 999_999,
      // Messages are planned by the server; none is failed, so "send again" finds nothing to send.
      messages: 999_999,
      event: 'customer.reminder',
      channel: 'sms',
      language: 'EN',
      provider: 'smtp',
      token: 'not-a-callback-token',
      // Broadcasts and saved audiences are made on screen; none is here, so each id is one nobody has.
      broadcasts: 999_999,
      'client-segments': 999_999,
      // No branch here fiscalises, so no fiscal receipt exists: an id nobody has.
      'fiscal-receipts': 999_999,
      // No visit is missed here, so no no-show charge exists: an id nobody has.
      'no-show-charges': 999_999,
    });

    // Bodies that pass validation, so each call reaches the access check; in the employee's case their own.
    const ana = (values: object = {}) => line(w, { date: '2031-06-12', ...values });
    const noShowRules = { cancelWindowHours: 24, lateCancel: { outcome: 'nothing', fee: '0', forgiveFirstTime: false }, noShow: { outcome: 'fee', fee: '5.00', forgiveFirstTime: true } };
    Object.assign(bodies, {
      ...Object.fromEntries(
        (resourceRegistry as readonly AnyResourceDefinition[]).flatMap((definition) => {
          const scope = definition.scope === 'branch' ? '/api/v1/branches/:branchId' : '/api/v1/organizations/:orgId';
          const refs = Object.fromEntries(Object.entries(referencedResources(definition)).map(([field, target]) => {
            const id = target === 'branches' ? w.branchId : (ids[target] as number);
            return [field, definition.hints[field]?.kind === 'references' ? [id] : id];
          }));
          return [
            [`POST ${scope}/${definition.name}`, sampleCreateInput(definition, 9000, refs)],
            [`PATCH ${scope}/${definition.name}/:id`, { version: 1 }],
            [`POST ${scope}/${definition.name}/import`, { rows: [{ firstName: 'Imported' }] }],
          ];
        }),
      ),
      'PATCH /api/v1/organizations/:orgId': { name: 'Renamed', version: 1 },
      'POST /api/v1/organizations/:orgId/branches': { name: 'Third', ISOCurrency: 'EUR', timeZone: 'Europe/Lisbon' },
      'PATCH /api/v1/organizations/:orgId/users/:userId': { role: 'administrator', branchIds: [w.branchId] },
      'POST /api/v1/organizations/:orgId/invitations': { email: 'again@role.test', role: 'employee', branchIds: [w.branchId] },
      'PATCH /api/v1/branches/:branchId': { name: 'Renamed branch', version: 1 },
      'PUT /api/v1/branches/:branchId/employee-rules': { seeColleaguesSchedule: true, moveOwnOrders: true, seeClientContacts: true },
      'POST /api/v1/employees/:id/account': { email: 'ana@role.test' },
      'PUT /api/v1/branches/:branchId/employees/:employeeId/services': { items: [] },
      'PUT /api/v1/branches/:branchId/service-categories/order': { ids: [ids['serviceCategories']] },
      'PUT /api/v1/branches/:branchId/services/order': { categoryId: null, ids: [w.cut] },
      'POST /api/v1/branches/:branchId/orders': { clientId: w.client, services: [ana({ startTime: '08:00' })], confirmOutsideWorkingHours: true },
      'POST /api/v1/branches/:branchId/breaks': { employeeId: w.ana, date: '2031-06-12', startTime: '13:00', endTime: '13:30', confirmOutsideWorkingHours: true },
      'POST /api/v1/branches/:branchId/group-orders': { serviceId: w.cut, employeeId: w.ana, date: '2031-06-13', startTime: '18:00', duration: 60, price: '15.00', confirmOutsideWorkingHours: true },
      'PATCH /api/v1/orders/:id': { version: 1, description: 'A note' },
      'PATCH /api/v1/orders/:id/cancel': {},
      'POST /api/v1/no-show-charges/:id/waive': { reason: 'Role check' },
      'PUT /api/v1/branches/:branchId/no-show-rules': noShowRules,
      'PUT /api/v1/branches/:branchId/no-show-rules/services/:serviceId': noShowRules,
      'POST /api/v1/orders/:id/clients': { clientId: w.client },
      'PATCH /api/v1/breaks/:id': { version: 1, description: 'Lunch' },
      'POST /api/v1/branches/:branchId/waitlist': { clientId: w.client, services: [w.cut], fromDate: '2031-06-12', toDate: '2031-06-12', fromTime: '09:00', toTime: '12:00' },
      'POST /api/v1/branches/:branchId/waitlist/:entryId/offer': { date: '2031-06-12' },
      'POST /api/v1/slots': { slots: [{ employeeId: w.ana, date: '2031-06-20', slotStart: '09:00', slotEnd: '17:00' }] },
      'POST /api/v1/slots/delete': { ids: [slot.id] },
      'POST /api/v1/branches/:branchId/sales': { clientId: w.client, items: [{ uid: 'cut', kind: 'service', refId: w.cut, employeeId: w.ana, price: '25.00', startsAt: '2031-06-10' }], tender: { card: '25.00' } },
      'POST /api/v1/sales/:id/payments': { tender: { card: '1.00' } },
      'POST /api/v1/sales/:id/cancel': {},
      'POST /api/v1/sales/:id/payment-links/:linkId/send': { channel: 'sms' },
      'POST /api/v1/branches/:branchId/clients/:clientId/referral/send': { channel: 'sms' },
      'PUT /api/v1/branches/:branchId/clients/:clientId/referral/referred-by': { code: 'ZZZZZZZZ' },
      'PUT /api/v1/branches/:branchId/referral-programme': { enabled: true, rewardAmount: '5.00', discountPercent: '10', version: 1 },
      'POST /api/v1/organizations/:orgId/billing/plan-change': { planCode: 'network', period: 'month' },
      'PUT /api/v1/organizations/:orgId/billing/details': { legalName: 'Role Table LLC', version: 0 },
      'POST /api/v1/fiscal-receipts/:id/send': { channel: 'sms' },
      'POST /api/v1/transactions/:id/refunds': { amount: '1.00' },
      'POST /api/v1/sold-memberships/:id/cancel': { reason: 'Moved away' },
      'PUT /api/v1/reviews/:id/reply': { reply: 'Thank you', version: 1 },
      'POST /api/v1/reviews/:id/hide': { reason: 'Not about us', version: 1 },
      'POST /api/v1/reviews/:id/unhide': { version: 1 },
      'POST /api/v1/orders/:id/review-link': {},
      'POST /api/v1/membership-instalments/:id/payments': { tender: { card: '1.00' } },
      'PUT /api/v1/branches/:branchId/cash-register': { enabled: true, defaultFloat: '1', version: 1 },
      'POST /api/v1/branches/:branchId/cash-shifts': { openingFloat: '1' },
      'POST /api/v1/cash-shifts/:id/close': { countedCash: '1', version: 1 },
      'POST /api/v1/branches/:branchId/pay-schemes': { name: 'Another', fixedAmount: '0', fixedPer: 'none', servicePercent: '0', productPercent: '0', categoryPercents: [], minimum: '0' },
      'PUT /api/v1/pay-schemes/:id': { name: 'Stylist', fixedAmount: '10.00', fixedPer: 'shift', servicePercent: '0', productPercent: '0', categoryPercents: [], minimum: '0', version: 1 },
      'POST /api/v1/employees/:id/pay-assignments': { schemeId: scheme.id, startsOn: '2031-02-01' },
      'POST /api/v1/branches/:branchId/pay-calculations': { periodFrom: '2031-07-01', periodTo: '2031-07-31' },
      'POST /api/v1/pay-calculations/:id/approve': { version: 1 },
      'POST /api/v1/pay-calculations/:id/pay': { version: 1, method: 'cash' },
      'POST /api/v1/pay-calculations/:id/recalculate': {},
      'PUT /api/v1/branches/:branchId/notification-rules/:event': { enabled: true, channels: ['sms'], settings: {}, version: 0 },
      'PUT /api/v1/organizations/:orgId/notification-rules/:event': { enabled: true, channels: ['sms'], settings: {}, version: 0 },
      'PUT /api/v1/branches/:branchId/message-templates/:event/:channel/:language': { subject: '', body: 'Hi {{clientName}}', version: 0 },
      'PUT /api/v1/organizations/:orgId/message-templates/:event/:channel/:language': { subject: '', body: 'Hi {{clientName}}', version: 0 },
      'POST /api/v1/branches/:branchId/message-templates/preview': { event: 'customer.reminder', channel: 'sms', language: 'EN', subject: '', body: 'Hi' },
      'POST /api/v1/organizations/:orgId/message-templates/preview': { event: 'customer.reminder', channel: 'sms', language: 'EN', subject: '', body: 'Hi' },
      'PUT /api/v1/organizations/:orgId/integrations/:provider': { settings: {}, secrets: {}, version: 0 },
      'POST /api/v1/organizations/:orgId/integrations/:provider/test': { to: 'ana@role.test' },
      'POST /api/v1/organizations/:orgId/webhooks': { url: 'http://93.184.215.14/hooks', eventTypes: ['client.created'] },
      'PUT /api/v1/organizations/:orgId/webhooks/:id': { url: 'http://93.184.215.14/hooks', eventTypes: ['client.created'], version: 1 },
      'POST /api/v1/organizations/:orgId/webhooks/:id/secret/rotate': { version: 1 },
      'POST /api/v1/me/notifications/read': { upTo: 1 },
      'POST /api/v1/branches/:branchId/broadcasts': { channel: 'sms', name: 'Role', body: 'Hi' },
      'PUT /api/v1/branches/:branchId/broadcasts/:id': { channel: 'sms', name: 'Role', body: 'Hi', version: 1 },
      'POST /api/v1/branches/:branchId/broadcasts/:id/send': { version: 1, scheduledAt: null },
      'POST /api/v1/branches/:branchId/broadcasts/audience': { channel: 'sms' },
      'POST /api/v1/branches/:branchId/broadcasts/preview': { channel: 'sms', body: 'Hi' },
      'POST /api/v1/branches/:branchId/client-segments': { name: 'Role', audience: {} },
      'PUT /api/v1/branches/:branchId/marketing-settings': { frequencyCap: null, perSecond: { email: 1, sms: 1, telegram: 1 }, quietHours: null, smsPartPrice: null, version: 0 },
      'PUT /api/v1/branches/:branchId/online-booking/slug': { slug: 'role-branch' },
      'PUT /api/v1/organizations/:orgId/online-booking/slug': { slug: 'role-chain' },
      'PUT /api/v1/branches/:branchId/online-booking/rules': { overrides: {}, version: 0 },
      'PUT /api/v1/branches/:branchId/online-booking/rules/services/:serviceId': { overrides: {}, version: 0 },
      'PUT /api/v1/branches/:branchId/online-booking/rules/employees/:employeeId': { overrides: {}, version: 0 },
      'PUT /api/v1/organizations/:orgId/online-booking/rules': { overrides: {}, version: 0 },
      'PUT /api/v1/branches/:branchId/online-booking/verification': { channels: ['email'], smsCountries: [], version: 0 },
      'PUT /api/v1/branches/:branchId/online-booking/terms': { text: '', version: 0 },
      'PUT /api/v1/branches/:branchId/online-booking/widget': { allowedSites: [], accentColor: null, mode: 'inline', buttonText: '', version: 0 },
      'PUT /api/v1/branches/:branchId/online-booking/presence/images': { photos: [], cover: null, logo: null, version: 0 },
      'PUT /api/v1/branches/:branchId/online-booking/presence/marketing': { promoText: 'Role', ga4Id: '', metaPixelId: '', version: 0 },
      'PUT /api/v1/branches/:branchId/online-booking/presence/seo': { title: 'Role', description: '', shareImage: null, version: 0 },
      'POST /api/v1/branches/:branchId/online-booking/presence/domains': { domain: 'role-table.example' },
      'PUT /api/v1/branches/:branchId/online-booking/presence/about': { publicName: 'Role', description: '', categories: [], version: 0 },
      'PUT /api/v1/branches/:branchId/online-booking/presence/contacts': { phones: [], email: '', whatsapp: '', viber: '', telegram: '', website: '', instagram: '', facebook: '', tiktok: '', version: 0 },
      'PUT /api/v1/branches/:branchId/online-booking/presence/location': { address: null, area: '', latitude: null, longitude: null, version: 0 },
      'PUT /api/v1/branches/:branchId/online-booking/presence/hours': { exceptions: [], version: 0 },
      'PUT /api/v1/organizations/:orgId/network/about': { texts: { EN: 'Role' }, hiddenBranchIds: [], branchTexts: {}, version: 0 },
      'POST /api/v1/organizations/:orgId/network/posts': { title: 'Role 2', slug: 'role-post-2', language: 'EN', summary: '', bodyHtml: '', status: 'draft', coverPhotoId: null },
      'PUT /api/v1/organizations/:orgId/network/posts/:postId': { title: 'Role', slug: 'role-post', language: 'EN', summary: '', bodyHtml: '', status: 'published', coverPhotoId: null, version: 1 },
      'PUT /api/v1/organizations/:orgId/marketing-settings': { frequencyCap: null, perSecond: { email: 1, sms: 1, telegram: 1 }, quietHours: null, smsPartPrice: null, version: 0 },
      'PUT /api/v1/branches/:branchId/integrations/ips': { settings: { account: '265-1660310005042-68', payeeName: 'Role', paymentCode: '289' }, version: 0 },
      'PUT /api/v1/branches/:branchId/integrations/payments': { settings: { environment: 'test', authenticityToken: 'roletable1' }, secrets: { merchantKey: 'role-key' }, version: 0 },
      'PUT /api/v1/branches/:branchId/integrations/fiscal': { settings: { baseUrl: 'https://vsdc.sandbox.suf.purs.gov.rs', taxLabel: 'Ђ' }, version: 0 },
    });
  });
  afterAll(() => t.close());

  const queries: Record<string, string> = {
    'GET /api/v1/branches/:branchId/schedule': '?d=2031-06-10',
    'GET /api/v1/branches/:branchId/broadcasts': '?tab=sms',
    'GET /api/v1/employees/:employeeId/schedule': '?from=2031-06-09&to=2031-06-15',
    'GET /api/v1/employees/:employeeId/orders': '?d=2031-06-10',
    'GET /api/v1/branches/:branchId/slots': '?m=6&y=2031',
    'GET /api/v1/employees/:employeeId/slots': '?m=6&y=2031',
    'GET /api/v1/branches/:branchId/availability': '?serviceIds=(serviceId)&from=2031-06-10&to=2031-06-10',
    'GET /api/v1/branches/:branchId/online-booking/why-not': '?employeeId=(employeeId)&serviceIds=(serviceId)&date=2031-06-10&time=10:00',
    'GET /api/v1/branches/:branchId/online-booking/funnel': '?from=2031-06-01&to=2031-06-30',
    'GET /api/v1/branches/:branchId/reports/sales-by-day': '?from=2031-06-01&to=2031-06-30',
    'GET /api/v1/branches/:branchId/reports/cash-flow': '?from=2031-06-01&to=2031-06-30',
    'GET /api/v1/branches/:branchId/key-indicators': '?from=2031-06-01&to=2031-06-30',
    'GET /api/v1/organizations/:organizationId/reports/sales-by-day': '?from=2031-06-01&to=2031-06-30',
    'GET /api/v1/organizations/:organizationId/reports/cash-flow': '?from=2031-06-01&to=2031-06-30',
    'GET /api/v1/organizations/:organizationId/key-indicators': '?from=2031-06-01&to=2031-06-30',
    'GET /api/v1/branches/:branchId/fiscal-reconciliation': '?date=2031-06-10',
  };

  async function call(key: string, auth: Auth): Promise<Call> {
    const method = key.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    const url = urlOf(key, ids) + (queries[key] ?? '').replace('(serviceId)', String(ids['serviceId'])).replace('(employeeId)', String(ids['employeeId']));
    const isPhoto = key.startsWith('PUT') && key.endsWith('/photo');
    const res = await t.app.inject({
      method,
      url,
      headers: { ...auth, ...(isPhoto ? { 'content-type': 'image/png' } : {}) },
      ...(isPhoto ? { payload: Buffer.from('not really a png') } : method === 'GET' || method === 'DELETE' ? {} : { payload: bodies[key] ?? {} }),
    });
    return { status: res.statusCode, body: res.body.slice(0, 300) };
  }

  /** What the role table says a role may do on the route: open, closed, or the tenant's 404. */
  function expected(rule: Guarded | ChainWide, role: Role, inFirstBranch: boolean): Want {
    const scope = 'anyone' in rule ? rule.anyone : rule.scope;
    if (scope === 'branch' && !inFirstBranch) return 'namedInBody' in rule && rule.namedInBody ? 'unknownInBody' : 'unknown';
    if ('anyone' in rule) return 'open';
    if (rule.managersOnly && role === 'employee') return 'closed';
    if (rule.ofFirstBranch && !inFirstBranch) return 'closed';
    const own = rule.own && role === 'employee' && (employeeOwnReach as Record<string, readonly string[]>)[rule.area]?.includes(rule.action);
    return roleCan(role, rule.area, rule.action) || own ? 'open' : 'closed';
  }

  const verdict = (answer: Call, want: Want): boolean => {
    if (answer.status >= 500) return false;
    if (want === 'any') return true;
    if (want === 'unknown') return answer.status === 404;
    if (want === 'unknownInBody') return answer.status === 400 && answer.body.includes('"issues"');
    if (want === 'closed') return answer.status === 403 || answer.status === 404;
    return answer.status !== 403 && answer.status !== 401;
  };

  it('classifies every registered route', () => {
    const missing = [...routes].filter((route) => !(route in routeTable)).sort();
    expect(missing, 'routes missing from routeTable: classify each with its area and action').toEqual([]);
  });

  it('answers each caller as the role table says, never with a 500', async () => {
    const failures: string[] = [];
    const callers: { name: string; auth: () => Auth; wantOf: (rule: Rule) => Want }[] = [
      { name: 'employee', auth: () => employee, wantOf: (rule) => (rule === 'public' ? 'any' : expected(rule, 'employee', true)) },
      { name: 'administrator of another branch', auth: () => otherAdministrator, wantOf: (rule) => (rule === 'public' ? 'any' : expected(rule, 'administrator', false)) },
      { name: "another chain's owner", auth: () => otherOwner, wantOf: (rule) => (rule === 'public' ? 'any' : typeof rule !== 'string' && 'namedInBody' in rule && rule.namedInBody ? 'unknownInBody' : 'unknown') },
    ];
    // Reads first, then writes, then deletes: a record is still there when its reads are tried.
    const order = (key: string) => (key.startsWith('GET') ? 0 : key.startsWith('DELETE') ? 2 : 1);
    const keys = [...routes].filter((route) => route in routeTable).sort((a, b) => order(a) - order(b) || a.localeCompare(b));
    for (const key of keys) {
      const rule = routeTable[key]!;
      for (const caller of callers) {
        const want = caller.wantOf(rule);
        const answer = await call(key, caller.auth());
        if (!verdict(answer, want)) failures.push(`${key} as ${caller.name}: ${answer.status}, expected ${want} — ${answer.body}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
