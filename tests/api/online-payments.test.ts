import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clients, onlinePayments, outbox, sales, transactions } from '../../server/db/tables';
import { monriCallbackAuthorization } from '../../server/modules/online-payments/monri';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { postCallback } from '../support/stand-ins/http-stand-in';
import { startMonriStandIn, type MonriStandIn } from '../support/stand-ins/monri';
import { openLinkOnMonri } from './online-payments-support';
import { api, book, line } from './orders-support';
import { cut, salesWorld, sell, type SalesWorld } from './sales-support';

/**
 * Online payments against a local Monri WebPay (docs/online-payments.md): the branch's provider set up with its key
 * sealed, a link for a sale's debt, the client's trip through the hosted page, and the notification that alone
 * records the payment — once, however often it comes, and never when its signature is forged.
 */
describe('online payments through Monri', () => {
  let t: TestApp;
  let w: SalesWorld;
  let monri: MonriStandIn;
  let setupUrl: string;

  const paymentsOfSale = (saleId: number) => t.app.db.select().from(transactions).where(and(eq(transactions.organizationId, w.orgId), eq(transactions.saleId, saleId)));
  const attemptOf = async (reference: string) => (await t.app.db.select().from(onlinePayments).where(eq(onlinePayments.reference, reference)))[0];

  /** A sale of 2400 with 400 paid by card: 2000 owed. */
  async function saleWithDebt(): Promise<number> {
    const sold = await sell(t.app, w, { clientId: w.client, items: [cut(w, { price: '2400.00' })], tender: { card: '400.00' } });
    expect(sold.statusCode, sold.body).toBe(201);
    return sold.json().sale.id;
  }

  /** Staff make a link; the client opens it and posts its form to Monri's page, which answers with Pay / Decline. */
  async function openOnMonri(saleId: number) {
    const link = await api(t.app, 'POST', `/sales/${saleId}/payment-links`, w.owner);
    expect(link.statusCode, link.body).toBe(201);
    return openLinkOnMonri(t.app, monri, link.json().url);
  }

  beforeAll(async () => {
    monri = await startMonriStandIn();
    t = await createTestApp({ MONRI_BASE_URL: monri.url, HOST: '127.0.0.1' });
    // Monri posts to the address it was given: the server listens, as it does in production.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    w = await salesWorld(t.app, 'Payments Chain');
    setupUrl = `/branches/${w.branchId}/integrations/payments`;
  });
  afterAll(async () => {
    await t.close();
    await monri.close();
  });

  it('a link before the provider is set up is refused with a sentence (409)', async () => {
    const saleId = await saleWithDebt();
    const refused = await api(t.app, 'POST', `/sales/${saleId}/payment-links`, w.owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Integrations → Payments/);
  });

  it('saves the provider with its merchant key sealed and shows only that it is set', async () => {
    const missing = await api(t.app, 'PUT', setupUrl, w.owner, { settings: { environment: 'test', authenticityToken: monri.authenticityToken }, secrets: {}, version: 0 });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('merchantKey');
    const saved = await api(t.app, 'PUT', setupUrl, w.owner, { settings: { environment: 'test', authenticityToken: monri.authenticityToken }, secrets: { merchantKey: monri.merchantKey }, version: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ provider: 'monri', secretsSet: { merchantKey: true }, version: 1, callbackUrl: expect.stringMatching(/\/api\/v1\/callbacks\/payments\/monri\/[\w-]{32}$/) });
    expect(saved.body).not.toContain(monri.merchantKey);
    const read = await api(t.app, 'GET', setupUrl, w.owner);
    expect(read.body).not.toContain(monri.merchantKey);
  });

  it('the client pays the debt on the hosted page; the same notification twice records ONE payment', async () => {
    const saleId = await saleWithDebt();
    const { form, pay } = await openOnMonri(saleId);
    expect(form.fields).toMatchObject({ amount: '200000', language: 'ba', transaction_type: 'purchase', ch_full_name: 'Clara Client' });
    const reference = form.fields['order_number'] ?? '';
    // Before Monri says anything, the return page shows "waiting" and refreshes itself.
    const waiting = await t.app.inject({ method: 'GET', url: `/secure_payment/success?ref=${reference}` });
    expect(waiting.body).toContain('data-state="pending"');
    expect(waiting.body).toContain('http-equiv="refresh"');
    monri.nextCallbacks('twice');
    const before = monri.callbackAnswers.length;
    const back = await pay();
    expect(back.headers.get('location')).toContain(`/secure_payment/success?ref=${reference}`);
    expect(monri.callbackAnswers.slice(before)).toEqual([200, 200]);
    const payments = await paymentsOfSale(saleId);
    expect(payments.map((p) => [p.method, p.amount])).toEqual([['card', '400.00'], ['card', '2000.00']]);
    const [sale] = await t.app.db.select().from(sales).where(eq(sales.id, saleId));
    expect(sale?.paid).toBe('2400.00');
    expect(await attemptOf(reference)).toMatchObject({ state: 'paid', providerTransactionId: expect.stringMatching(/^\d+$/), transactionId: payments[1]?.id });
    const state = await t.app.inject({ method: 'GET', url: `/api/v1/public/payments/${reference}` });
    expect(state.json()).toEqual({ state: 'paid', amountMinor: 200_000, currency: sale?.currency ?? expect.any(String), requiredPolling: false });
    const paidPage = await t.app.inject({ method: 'GET', url: `/secure_payment/success?ref=${reference}` });
    expect(paidPage.body).toContain('data-state="paid"');
    expect(paidPage.body).not.toContain('http-equiv="refresh"');
    // The link opened again goes straight to the result.
    const again = await t.app.inject({ method: 'GET', url: new URL((await attemptOf(reference))!.token, 'http://x/pay/').pathname });
    expect(again.statusCode).toBe(303);
  });

  it('the visit’s order offers online payment, awaits an open link (requiredPolling), and says it was paid online', async () => {
    const order = (await book(t.app, w, [line(w, { date: '2031-09-02', price: '2400.00' })])).json();
    const sold = await sell(t.app, w, { clientId: w.client, orderId: order.id, items: [cut(w, { orderServiceId: order.services[0].id, price: '2400.00' })], tender: { card: '400.00' } });
    expect(sold.statusCode, sold.body).toBe(201);
    const read = async () => (await api(t.app, 'GET', `/orders/${order.id}`, w.owner)).json();
    expect(await read()).toMatchObject({ availablePaymentMethods: ['cash', 'card', 'membership', 'online'], requiredPolling: false, paymentMethodSelected: 'card' });
    const { pay } = await openOnMonri(sold.json().sale.id);
    expect(await read()).toMatchObject({ requiredPolling: true });
    await pay();
    expect(await read()).toMatchObject({ requiredPolling: false, paymentMethodSelected: 'online' });
  });

  it('a forged notification is refused (401), audited, and records nothing; the page keeps waiting', async () => {
    const saleId = await saleWithDebt();
    const { form, pay } = await openOnMonri(saleId);
    monri.nextCallbacks('forged');
    const before = monri.callbackAnswers.length;
    await pay();
    expect(monri.callbackAnswers.slice(before)).toEqual([401]);
    expect(await paymentsOfSale(saleId)).toHaveLength(1);
    expect(await attemptOf(form.fields['order_number'] ?? '')).toMatchObject({ state: 'pending', transactionId: null, notifiedAt: null });
    const audited = await t.app.db.select().from(auditLog).where(and(eq(auditLog.organizationId, w.orgId), eq(auditLog.entity, 'payment_notification')));
    expect(audited.length).toBeGreaterThan(0);
    // The browser's return to the success page changes nothing: it shows what the database says.
    const page = await t.app.inject({ method: 'GET', url: `/secure_payment/success?ref=${form.fields['order_number']}` });
    expect(page.body).toContain('data-state="pending"');
  });

  it('a signed notification for another amount is refused (400); the same one sent five times at once records one payment', async () => {
    const saleId = await saleWithDebt();
    const { form } = await openOnMonri(saleId);
    const setup = (await api(t.app, 'GET', setupUrl, w.owner)).json();
    const signed = (body: object) => {
      const raw = JSON.stringify(body);
      return [raw, { authorization: monriCallbackAuthorization(monri.merchantKey, raw) }] as const;
    };
    const transaction = { id: 777_001, order_number: form.fields['order_number'], amount: 100, currency: form.fields['currency'], status: 'approved', response_code: '0000' };
    const [lessRaw, lessHeaders] = signed(transaction);
    expect(await postCallback(setup.callbackUrl, 'application/json', lessRaw, lessHeaders)).toBe(400);
    expect(await paymentsOfSale(saleId)).toHaveLength(1);
    const [raw, headers] = signed({ ...transaction, amount: 200_000 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => postCallback(setup.callbackUrl, 'application/json', raw, headers)));
    expect(answers).toEqual([200, 200, 200, 200, 200]);
    expect((await paymentsOfSale(saleId)).map((p) => p.amount)).toEqual(['400.00', '2000.00']);
  });

  it('a debt paid at the desk after the link was made: the card payment is kept apart (attempt paid, audited), not added to the sale', async () => {
    const saleId = await saleWithDebt();
    const { form, pay } = await openOnMonri(saleId);
    expect((await api(t.app, 'POST', `/sales/${saleId}/payments`, w.owner, { tender: { cash: '2000.00' } })).statusCode).toBe(201);
    const before = monri.callbackAnswers.length;
    await pay();
    expect(monri.callbackAnswers.slice(before)).toEqual([200]);
    expect((await paymentsOfSale(saleId)).map((p) => [p.method, p.amount])).toEqual([['card', '400.00'], ['cash', '2000.00']]);
    const attempt = await attemptOf(form.fields['order_number'] ?? '');
    expect(attempt).toMatchObject({ state: 'paid', transactionId: null });
    const audited = await t.app.db.select().from(auditLog).where(and(eq(auditLog.organizationId, w.orgId), eq(auditLog.entity, 'online_payment'), eq(auditLog.entityId, attempt!.id)));
    expect(JSON.stringify(audited)).toContain('sale_settled_meanwhile');
  });

  it('staff send an open link to the client: by SMS to the card’s phone, in the branch’s client language; no e-mail on the card is a 400 naming channel; a closed link a 409', async () => {
    await t.app.db.update(clients).set({ phone: '+351912345678', email: null }).where(and(eq(clients.organizationId, w.orgId), eq(clients.id, w.client)));
    const saleId = await saleWithDebt();
    const link = (await api(t.app, 'POST', `/sales/${saleId}/payment-links`, w.owner)).json();
    const sendUrl = `/sales/${saleId}/payment-links/${link.id}/send`;
    const noEmail = await api(t.app, 'POST', sendUrl, w.owner, { channel: 'email' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().issues).toEqual([expect.objectContaining({ path: ['channel'], message: expect.stringMatching(/e-mail/) })]);
    expect((await api(t.app, 'POST', sendUrl, w.owner, { channel: 'fax' })).statusCode).toBe(400);
    const sent = await api(t.app, 'POST', sendUrl, w.owner, { channel: 'sms' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ sentTo: '+351912345678' });
    const messages = await t.app.db.select().from(outbox).where(and(eq(outbox.organizationId, w.orgId), eq(outbox.event, 'customer.paymentLink')));
    // The chain's branch is in Lisbon: its clients read Portuguese.
    expect(messages).toEqual([expect.objectContaining({ channel: 'sms', recipient: '+351912345678', language: 'PT', clientId: w.client, priority: 0, body: expect.stringContaining(link.url) })]);
    expect(messages[0]?.body).toContain('pode pagar');
    await t.app.db.update(onlinePayments).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(onlinePayments.id, link.id));
    const closed = await api(t.app, 'POST', sendUrl, w.owner, { channel: 'sms' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toMatch(/make a new one/);
    const other = await salesWorld(t.app, 'Sender Chain');
    expect((await api(t.app, 'POST', sendUrl, other.owner, { channel: 'sms' })).statusCode).toBe(404);
  });

  it('an unknown callback address answers 404; another chain cannot make a link for this chain’s sale', async () => {
    expect(await postCallback(`${new URL((await api(t.app, 'GET', setupUrl, w.owner)).json().callbackUrl).origin}/api/v1/callbacks/payments/monri/nope`, 'application/json', '{}')).toBe(404);
    const other = await salesWorld(t.app, 'Other Chain');
    const saleId = await saleWithDebt();
    expect((await api(t.app, 'POST', `/sales/${saleId}/payment-links`, other.owner)).statusCode).toBe(404);
    expect((await api(t.app, 'GET', setupUrl, other.owner)).statusCode).toBe(404);
  });
});
