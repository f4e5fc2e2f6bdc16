import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingCredits, billingInvoices, billingPayments, subscriptions } from '../../server/db/tables';
import { grantBillingCredit } from '../../server/modules/billing/credits';
import { runBillingRenewals } from '../../server/modules/billing/renewals';
import { subscribe } from '../../server/modules/billing/subscriptions';
import { startMonriStandIn, type MonriStandIn } from '../support/stand-ins/monri';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { api, orderWorld, ownerLive, type World } from './orders-support';

const dayMs = 86_400_000;
const merchant = { authenticityToken: 'b1111111111111111111111111111111111111ab', merchantKey: 'billing-merchant-key-0001' };

/**
 * Invoices and paying for a plan (issue 20, docs/billing.md), on the real app with the product's own Monri account
 * pointed at the local stand-in: a trial chain chooses a plan, pays on the hosted page, and only the signed
 * notification marks the invoice paid and opens the plan; upgrades charge the rest of the period, downgrades wait;
 * a plan the chain is over is refused with what to remove; credit is spent first; renewals are issued once.
 */
describe('invoices and paying for a plan', () => {
  let t: TestApp;
  let w: World;
  let monri: MonriStandIn;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: object, who = w) => api(t.app, method, url, who.owner, body);
  const choose = (planCode: string, period: 'month' | 'year' = 'month', who = w) => call('POST', `/organizations/${who.orgId}/billing/plan-change`, { planCode, period }, who);
  const onPlan = (planCode: string, start: Date, end: Date) => t.app.db.transaction((tx) => subscribe(tx, w.orgId, { planCode, period: 'month', currency: 'EUR', status: 'active', start, end }));
  const licence = async () => (await call('GET', `/organizations/${w.orgId}/license`)).json();

  /** The owner's trip through the hosted page: the form from the API, posted to Monri, "Pay" pressed. */
  async function payOnMonri(invoiceId: number) {
    const started = await call('POST', `/organizations/${w.orgId}/billing/invoices/${invoiceId}/pay`);
    expect(started.statusCode, started.body).toBe(200);
    const form = started.json() as { action: string; fields: Record<string, string> };
    const hosted = await fetch(form.action, { method: 'POST', body: new URLSearchParams(form.fields) });
    expect(hosted.status, await hosted.clone().text()).toBe(200);
    const pay = /action="(\/v2\/form\/[0-9a-f]+\/pay)"/.exec(await hosted.text())?.[1];
    const back = await fetch(`${monri.url}${pay ?? ''}`, { method: 'POST', redirect: 'manual' });
    return { form, back };
  }

  beforeAll(async () => {
    monri = await startMonriStandIn(0, merchant);
    t = await createTestApp({ MONRI_BASE_URL: monri.url, HOST: '127.0.0.1', BILLING_MONRI_AUTHENTICITY_TOKEN: merchant.authenticityToken, BILLING_MONRI_MERCHANT_KEY: merchant.merchantKey, LEGAL_NAME: 'BranchBook d.o.o.', LEGAL_TAX_NUMBERS: 'PIB 112233445' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    w = await orderWorld(t.app, 'Invoice Chain');
  });
  afterAll(async () => {
    await t.close();
    await monri.close();
  });

  it('a trial chain chooses a plan, pays on the provider’s page, and the signed notification opens it — live on open screens', async () => {
    const details = await call('PUT', `/organizations/${w.orgId}/billing/details`, { legalName: 'Invoice Chain LLC', taxId: 'PT509999999', address: 'Rua Augusta 1, Lisboa', country: 'PT', email: 'billing@invoice.test', version: 0 });
    expect(details.statusCode, details.body).toBe(200);
    const chosen = await choose('business');
    expect(chosen.statusCode, chosen.body).toBe(200);
    const { invoice } = chosen.json();
    expect(invoice).toMatchObject({ status: 'open', action: 'start', plan: { code: 'business', title: 'Business' }, currency: 'EUR', subtotal: '49.00', total: '49.00', lines: [{ kind: 'plan', plan: 'Business', amount: '49.00' }] });
    expect(invoice.number).toMatch(new RegExp(`^BB-${new Date().getUTCFullYear()}-\\d{6}$`));
    // Not paid yet: still the trial.
    expect((await licence()).title).toBe('Trial');

    const live = await ownerLive(t.app, w);
    monri.nextCallbacks('twice');
    const before = monri.callbackAnswers.length;
    const { form, back } = await payOnMonri(invoice.id);
    expect(form.fields).toMatchObject({ amount: '4900', currency: 'EUR', ch_full_name: 'Invoice Chain LLC', ch_email: 'billing@invoice.test' });
    expect(monri.callbackAnswers.slice(before)).toEqual([200, 200]);
    expect(back.headers.get('location')).toContain(`/secure_payment/success?billing=${form.fields['order_number']}`);
    expect((await live.next((m) => m.event === 'licence:changed')).data).toEqual({ organizationId: w.orgId });
    await live.close();

    expect(await licence()).toMatchObject({ title: 'Business', isTrialLicense: false, price: '49.00' });
    const state = await call('GET', `/billing/payments/${form.fields['order_number']}`);
    expect(state.json()).toMatchObject({ status: 'paid', invoiceNumber: invoice.number, plan: { title: 'Business' }, amount: '49.00' });
    const [paidInvoice] = (await call('GET', `/organizations/${w.orgId}/billing/invoices`)).json();
    expect(paidInvoice).toMatchObject({ id: invoice.id, status: 'paid', paidAt: expect.any(String) });
    // The repeated notification recorded one payment.
    const payments = (await call('GET', `/organizations/${w.orgId}/billing/payments`)).json();
    expect(payments).toEqual([expect.objectContaining({ invoiceNumber: invoice.number, status: 'paid', card: expect.stringContaining('434179-xxx-xxx-0044') })]);
    expect((await call('GET', `/organizations/${w.orgId}/billing`)).json()).toMatchObject({ plan: { code: 'business' }, status: 'active', paymentMethod: expect.stringContaining('0044') });

    const pdf = await t.app.inject({ method: 'GET', url: `/api/v1/organizations/${w.orgId}/billing/invoices/${invoice.id}/pdf`, headers: { ...w.owner, 'accept-language': 'sr' } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // An invoice paid cannot be paid again.
    expect((await call('POST', `/organizations/${w.orgId}/billing/invoices/${invoice.id}/pay`)).statusCode).toBe(409);
  });

  it('a forged notification is refused and marks nothing', async () => {
    const { invoice } = (await choose('network')).json();
    monri.nextCallbacks('forged');
    const before = monri.callbackAnswers.length;
    const { form } = await payOnMonri(invoice.id);
    expect(monri.callbackAnswers.slice(before)).toEqual([401]);
    const [payment] = await t.app.db.select().from(billingPayments).where(eq(billingPayments.reference, form.fields['order_number']!));
    expect(payment?.status).toBe('pending');
    expect((await call('GET', `/billing/payments/${form.fields['order_number']}`)).json()).toMatchObject({ status: 'pending' });
    expect((await licence()).title).toBe('Business');
  });

  it('an upgrade mid-period charges the rest of it, less what is left of the plan it replaces; a new choice voids the unpaid one', async () => {
    const now = Date.now();
    await onPlan('start', new Date(now - 15 * dayMs), new Date(now + 15 * dayMs));
    const { invoice } = (await choose('business')).json();
    expect(invoice.action).toBe('upgrade');
    expect(invoice.lines.map((line: { kind: string }) => line.kind)).toEqual(['rest', 'unused']);
    // Half the period left: half of 49 less half of 19, to the cent or so.
    expect(Number(invoice.total)).toBeCloseTo(15, 0);
    const [voided] = await t.app.db.select().from(billingInvoices).where(and(eq(billingInvoices.organizationId, w.orgId), eq(billingInvoices.planCode, 'network')));
    expect(voided?.status).toBe('void');
    await payOnMonri(invoice.id);
    const [subscription] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.organizationId, w.orgId));
    expect(subscription).toMatchObject({ planCode: 'business', status: 'active' });
    // The period it was in is kept.
    expect(Math.round((subscription!.currentPeriodEnd.getTime() - now) / dayMs)).toBe(15);
  });

  it('more left of a yearly plan than a dearer month costs: the month is paid from it, and the rest is credit', async () => {
    const now = Date.now();
    await t.app.db.transaction((tx) => subscribe(tx, w.orgId, { planCode: 'start', period: 'year', currency: 'EUR', status: 'active', start: new Date(now - 65 * dayMs), end: new Date(now + 300 * dayMs) }));
    const chosen = (await choose('business', 'month')).json();
    expect(chosen).toMatchObject({ outcome: 'paid', invoice: { action: 'upgrade', total: '0.00' } });
    expect((await licence()).title).toBe('Business');
    const credit = (await call('GET', `/organizations/${w.orgId}/billing`)).json().credit;
    // 190 × 300/365 left, less the month's 49.
    expect(Number(credit.amount)).toBeCloseTo(190 * (300 / 365) - 49, 0);
    await t.app.db.delete(billingCredits).where(eq(billingCredits.organizationId, w.orgId));
  });

  it('a cheaper plan waits for the period’s end and is what the renewal invoices, once', async () => {
    const now = Date.now();
    await onPlan('business', new Date(now - 27 * dayMs), new Date(now + 3 * dayMs));
    const scheduled = await choose('start');
    expect(scheduled.json()).toMatchObject({ outcome: 'scheduled', planCode: 'start' });
    expect((await licence()).title).toBe('Business');
    expect((await call('GET', `/organizations/${w.orgId}/billing`)).json()).toMatchObject({ plan: { code: 'business' }, nextPlan: { code: 'start', title: 'Start', period: 'month' } });
    const publish = async () => {};
    await runBillingRenewals(t.app.db, { name: 'BranchBook', address: null, taxNumbers: null }, publish);
    await runBillingRenewals(t.app.db, { name: 'BranchBook', address: null, taxNumbers: null }, publish);
    const renewals = await t.app.db.select().from(billingInvoices).where(and(eq(billingInvoices.organizationId, w.orgId), eq(billingInvoices.action, 'renew')));
    expect(renewals).toHaveLength(1);
    expect(renewals[0]).toMatchObject({ planCode: 'start', total: '19.00', status: 'open' });
  });

  it('a plan smaller than the chain is refused with what to remove first', async () => {
    await onPlan('business', new Date(Date.now() - dayMs), new Date(Date.now() + 29 * dayMs));
    expect((await call('POST', `/organizations/${w.orgId}/branches`, { name: 'Second', ISOCurrency: 'EUR', timeZone: 'UTC' })).statusCode).toBe(201);
    const refused = await choose('start', 'year');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'conflict',
      message: 'The plan “Start” allows fewer than the chain has. Remove first: 1 branch.',
      issues: [{ path: ['branches'], message: 'Remove 1 branch: the plan allows 1.' }],
    });
  });

  it('credit is spent first, with its reason on the invoice; an invoice it covers is paid as it is issued', async () => {
    await t.app.db.transaction((tx) => grantBillingCredit(tx, w.orgId, { amount: '2000.00', currency: 'EUR', description: 'Studio Referred joined through your link', sourceOrganizationId: null }));
    const chosen = (await choose('network', 'year')).json();
    expect(chosen.outcome).toBe('paid');
    expect(chosen.invoice).toMatchObject({ status: 'paid', total: '0.00', lines: expect.arrayContaining([{ kind: 'credit', plan: null, from: null, to: null, reason: 'Studio Referred joined through your link', amount: expect.stringMatching(/^-/) }]) });
    expect((await licence()).title).toBe('Network');
  });

  it('another chain sees, pays and reads none of it', async () => {
    const other = await orderWorld(t.app, 'Nosy Chain');
    const [invoice] = (await call('GET', `/organizations/${w.orgId}/billing/invoices`)).json();
    expect((await call('GET', `/organizations/${w.orgId}/billing/invoices`, undefined, other)).statusCode).toBe(404);
    expect((await call('POST', `/organizations/${w.orgId}/billing/invoices/${invoice.id}/pay`, undefined, other)).statusCode).toBe(404);
    expect((await call('GET', `/organizations/${other.orgId}/billing/invoices/${invoice.id}/pdf`, undefined, other)).statusCode).toBe(404);
    const [payment] = await t.app.db.select().from(billingPayments).where(eq(billingPayments.organizationId, w.orgId));
    expect((await call('GET', `/billing/payments/${payment!.reference}`, undefined, other)).statusCode).toBe(404);
    expect((await call('PUT', `/organizations/${w.orgId}/billing/details`, { legalName: 'Hijack', version: 1 }, other)).statusCode).toBe(404);
  });
});
