import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licenses, plans, subscriptions } from '../../server/db/tables';
import { subscribe } from '../../server/modules/billing/subscriptions';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { api, book, line, orderWorld, type World } from './orders-support';

const dayMs = 86_400_000;

/**
 * Plans and the licence a subscription issues (issue 20, docs/billing.md): a new chain's trial, a plan opening only
 * what it lists with limits that name it, and a lapsed licence leaving the chain read-only until it is renewed.
 */
describe('plans and the licence they issue', () => {
  let t: TestApp;
  let w: World;

  const licence = async () => (await api(t.app, 'GET', `/organizations/${w.orgId}/license`, w.owner)).json();
  const newClient = (name: string) => api(t.app, 'POST', `/branches/${w.branchId}/clients`, w.owner, { firstName: name, lastName: 'Plan' });
  const onPlan = (planCode: string, end = new Date(Date.now() + 30 * dayMs)) =>
    t.app.db.transaction((tx) => subscribe(tx, w.orgId, { planCode, period: 'month', currency: 'EUR', status: 'active', start: new Date(end.getTime() - 30 * dayMs), end }));

  beforeAll(async () => {
    t = await createTestApp();
    w = await orderWorld(t.app, 'Plan Chain');
  });
  afterAll(() => t.close());

  it('the catalogue: a trial that is never sold, and three plans priced in each currency, each allowing more', async () => {
    const rows = await t.app.db.select().from(plans).orderBy(plans.position);
    expect(rows.map((row) => [row.code, row.isPublic])).toEqual([
      ['trial', false],
      ['start', true],
      ['business', true],
      ['network', true],
    ]);
    const sold = rows.filter((row) => row.isPublic);
    for (const plan of sold) for (const currency of ['EUR', 'RSD', 'RUB', 'TRY', 'BRL', 'USD']) expect(plan.prices[currency], `${plan.code} ${currency}`).toBeDefined();
    expect(sold.map((plan) => plan.maxBranches)).toEqual([...sold.map((plan) => plan.maxBranches)].sort((a, b) => a - b));
    expect(sold.map((plan) => Number(plan.prices['EUR']!.month))).toEqual([19, 49, 149]);
  });

  it('a new chain is on a free two-week trial of every area', async () => {
    const [subscription] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.organizationId, w.orgId));
    expect(subscription).toMatchObject({ planCode: 'trial', status: 'trialing' });
    expect(subscription!.currentPeriodEnd.getTime() - subscription!.currentPeriodStart.getTime()).toBe(14 * dayMs);
    expect(await licence()).toMatchObject({ title: 'Trial', isTrialLicense: true, price: '0.00', expiresAt: subscription!.currentPeriodEnd.toISOString() });
  });

  it('a plan opens the areas it lists and no more, and its limits name it', async () => {
    await onPlan('start');
    expect(await licence()).toMatchObject({ title: 'Start', isTrialLicense: false, price: '19.00', currency: 'EUR', maxBranches: 1, maxEmployees: 5 });
    // Start has no reports: the area is closed, with the plan's sentence.
    const report = await api(t.app, 'GET', `/branches/${w.branchId}/reports/sales-by-day?from=2030-01-01&to=2030-01-31`, w.owner);
    expect(report.statusCode).toBe(403);
    expect(report.json()).toMatchObject({ code: 'license_forbidden' });
    const branch = await api(t.app, 'POST', `/organizations/${w.orgId}/branches`, w.owner, { name: 'Second', ISOCurrency: 'EUR', timeZone: 'UTC' });
    expect(branch.statusCode).toBe(409);
    expect(branch.json()).toMatchObject({ code: 'limit_reached', message: 'Your plan “Start” allows 1 branch. Change the plan to add more.' });
    // A bigger plan opens them from the next request on.
    await onPlan('business');
    expect((await api(t.app, 'GET', `/branches/${w.branchId}/reports/sales-by-day?from=2030-01-01&to=2030-01-31`, w.owner)).statusCode).toBe(200);
  });

  it('twenty team members added at once with one place left on the plan: one is added, nineteen are told the limit', async () => {
    await onPlan('start');
    const count = async () => (await api(t.app, 'GET', `/branches/${w.branchId}/employees?_end=100`, w.owner)).json().items.length as number;
    const member = (name: string) => api(t.app, 'POST', `/branches/${w.branchId}/employees`, w.owner, { firstName: name });
    while ((await count()) < 4) expect((await member(`Filler ${await count()}`)).statusCode).toBe(201);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => member(`Rush ${i}`)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(new Set(refused.map((answer) => answer.statusCode))).toEqual(new Set([409]));
    expect(refused[0]!.json()).toMatchObject({ code: 'limit_reached', message: 'Your plan “Start” allows 5 team members. Remove one or change the plan to add more.' });
    expect(await count()).toBe(5);
    await onPlan('business');
  });

  it('a paid period runs on for seven days of grace; then the chain is read-only, with the reason, until it is renewed', async () => {
    const end = new Date(Date.now() - 2 * dayMs);
    await onPlan('business', end);
    // Two days past the period: still in the grace.
    expect((await licence()).expiresAt).toBe(new Date(end.getTime() + 7 * dayMs).toISOString());
    expect((await newClient('Grace')).statusCode).toBe(201);
    // Past the grace.
    await t.app.db.update(licenses).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(licenses.organizationId, w.orgId));
    const lapsedSentence = /subscription has ended.*read-only.*Billing/;
    const refused = await newClient('Lapsed');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'license_forbidden', message: expect.stringMatching(lapsedSentence) });
    const order = await book(t.app, w, [line(w, { date: '2031-03-03' })]);
    expect(order.statusCode).toBe(403);
    expect(order.json().message).toMatch(lapsedSentence);
    const chain = (await api(t.app, 'GET', `/organizations/${w.orgId}`, w.owner)).json();
    const rename = await api(t.app, 'PATCH', `/organizations/${w.orgId}`, w.owner, { name: 'Renamed while lapsed', version: chain.version });
    expect(rename.statusCode).toBe(403);
    expect(rename.json().message).toMatch(lapsedSentence);
    // Nothing is lost: lists still read.
    const list = await api(t.app, 'GET', `/branches/${w.branchId}/clients`, w.owner);
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).toContain('Grace');
    // Renewed: open again at once.
    await onPlan('business');
    expect((await newClient('Renewed')).statusCode).toBe(201);
  });
});

describe('what Billing shows the owner', () => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await createTestApp();
    w = await orderWorld(t.app, 'Billing Chain');
  });
  afterAll(() => t.close());

  it('the plan, its period and when the chain turns read-only, and usage against each limit', async () => {
    const overview = await api(t.app, 'GET', `/organizations/${w.orgId}/billing`, w.owner);
    expect(overview.statusCode, overview.body).toBe(200);
    expect(overview.json()).toMatchObject({ plan: { code: 'trial', title: 'Trial' }, status: 'trialing', price: { amount: '0.00' }, readOnly: false, usage: { branches: { used: 1, limit: 3 }, employees: { used: 2, limit: 10 } } });
    expect(overview.json().readOnlyFrom).toBe(overview.json().currentPeriodEnd);
  });

  it('the plans on sale in the chain’s currency, its own marked; the trial is not on sale', async () => {
    const end = new Date(Date.now() + 30 * dayMs);
    await t.app.db.transaction((tx) => subscribe(tx, w.orgId, { planCode: 'business', period: 'year', currency: 'RSD', status: 'active', start: new Date(end.getTime() - 365 * dayMs), end }));
    const offers = (await api(t.app, 'GET', `/organizations/${w.orgId}/plans`, w.owner)).json();
    expect(offers.map((offer: { code: string; current: boolean }) => [offer.code, offer.current])).toEqual([
      ['start', false],
      ['business', true],
      ['network', false],
    ]);
    expect(offers[1]).toMatchObject({ currency: 'RSD', prices: { month: '5700.00', year: '57000.00' }, maxBranches: 5 });
    expect((await api(t.app, 'GET', `/organizations/${w.orgId}/billing`, w.owner)).json()).toMatchObject({ period: 'year', price: { amount: '57000.00', currency: 'RSD' } });
  });

  it('a lapsed chain still reads both, and another chain reads neither', async () => {
    await t.app.db.update(licenses).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(licenses.organizationId, w.orgId));
    expect((await api(t.app, 'GET', `/organizations/${w.orgId}/billing`, w.owner)).json()).toMatchObject({ readOnly: true });
    expect((await api(t.app, 'GET', `/organizations/${w.orgId}/plans`, w.owner)).statusCode).toBe(200);
    const other = await orderWorld(t.app, 'Other Billing Chain');
    expect((await api(t.app, 'GET', `/organizations/${w.orgId}/billing`, other.owner)).statusCode).toBe(404);
    expect((await api(t.app, 'GET', `/organizations/${w.orgId}/plans`, other.owner)).statusCode).toBe(404);
  });
});
