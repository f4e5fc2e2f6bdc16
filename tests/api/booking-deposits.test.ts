import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingSchema, depositDueSchema, holdSchema, type DepositDue } from '../../src/schema/online-booking/public-booking';
import { addDays } from '../../src/schema/schedule/calendar';
import { instantToZoned } from '../../src/schema/schedule/time-zone';
import { auditLog, fiscalReceipts, noShowCharges, onlinePayments, orders, sales, transactions } from '../../server/db/tables';
import { sweepExpiredHolds } from '../../server/modules/online-booking/hold-sweep';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { startMonriStandIn, type MonriStandIn } from '../support/stand-ins/monri';
import { makeVsdcCertificates } from '../support/stand-ins/vsdc-certificates';
import { startVsdcStandIn, type VsdcStandIn } from '../support/stand-ins/vsdc';
import { orderIdOfHold, pageSlugOf, sentCodeOf } from './online-booking-support';
import { openLinkOnMonri } from './online-payments-support';
import { workSlot } from './orders-support';
import { addEmployee, addService, call, performs, scheduleChain, type ScheduleChain } from './schedule-support';

/**
 * A deposit at online booking (issue 19, docs/online-payments.md "Deposits"), through the public calls as the page
 * makes them and a local Monri WebPay: the right code keeps the hold and gives the payment link; only the provider's
 * signed notification records the deposit (money held, not revenue) and books the visit; checkout counts it; a no-show
 * under `keep_deposit` keeps it as the fee's payment.
 */
describe('a deposit through booking', () => {
  let t: TestApp;
  let monri: MonriStandIn;
  let vsdc: VsdcStandIn;
  let chain: ScheduleChain;
  let other: ScheduleChain;
  let slug: string;
  let otherSlug: string;
  let anna: number;
  let cut: number;
  const day = addDays(instantToZoned(Date.now(), 'Europe/Belgrade').date, 5);
  const today = instantToZoned(Date.now(), 'Europe/Belgrade').date;
  let address = 0;
  let clients = 0;
  const from = () => `10.7.${Math.floor(++address / 250)}.${address % 250}`;
  const post = (path: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/v1/public/book/${path}`, payload, remoteAddress: from() });

  /** Holds `time`, sends the code to a new e-mail and answers the confirmation (201 booking, or 202 where to pay). */
  async function confirmTime(time: string, page = slug, service = cut) {
    const held = await post(`${page}/holds`, { services: [service], date: day, time });
    expect(held.statusCode, held.body).toBe(201);
    const { holdToken } = holdSchema.parse(held.json());
    const sent = await post(`${page}/code`, { holdToken, channel: 'email', firstName: 'Dana', lastName: 'Deposit', email: `dana${++clients}@example.com` });
    expect(sent.statusCode, sent.body).toBe(202);
    const orderId = orderIdOfHold(holdToken);
    return { orderId, holdToken, answer: await post(`${page}/confirm`, { holdToken, code: await sentCodeOf(t.app.db, orderId) }) };
  }
  async function depositDue(time: string): Promise<{ orderId: number; due: DepositDue }> {
    const { orderId, answer } = await confirmTime(time);
    expect(answer.statusCode, answer.body).toBe(202);
    return { orderId, due: depositDueSchema.parse(answer.json()) };
  }
  const orderRow = async (id: number) => (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0];
  const attemptOf = async (reference: string) => (await t.app.db.select().from(onlinePayments).where(eq(onlinePayments.reference, reference)))[0]!;
  const paymentsOfOrder = (orderId: number) => t.app.db.select().from(transactions).where(and(eq(transactions.organizationId, chain.orgId), eq(transactions.orderId, orderId)));
  const staff = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object, who = chain) => call(t.app, method, url, who.owner, payload);
  const receiptsOf = (transactionId: number) => t.app.db.select().from(fiscalReceipts).where(eq(fiscalReceipts.transactionId, transactionId)).orderBy(fiscalReceipts.id);
  const resultPage = async (reference: string) => (await t.app.inject({ url: `/secure_payment/success?ref=${reference}` })).body;

  beforeAll(async () => {
    monri = await startMonriStandIn();
    t = await createTestApp({ MONRI_BASE_URL: monri.url, HOST: '127.0.0.1' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    chain = await scheduleChain(t.app, 'Deposit Chain');
    other = await scheduleChain(t.app, 'Other Deposit Chain');
    anna = await addEmployee(t.app, chain, 'Anna');
    cut = await addService(t.app, chain, 'Colour', 60, '40.00');
    await performs(t.app, chain, anna, [cut]);
    await workSlot(t.app, chain, anna, day, '09:00', '18:00');
    slug = await pageSlugOf(t.app.db, chain.orgId, chain.branchId);
    const payments = await staff('PUT', `/branches/${chain.branchId}/integrations/payments`, { settings: { environment: 'test', authenticityToken: monri.authenticityToken }, secrets: { merchantKey: monri.merchantKey }, version: 0 });
    expect(payments.statusCode, payments.body).toBe(200);
    // The branch fiscalises: a deposit is an advance, closed by the visit's final receipt (docs/fiscal-receipts.md).
    const certificates = makeVsdcCertificates();
    vsdc = await startVsdcStandIn(certificates);
    const fiscal = await staff('PUT', `/branches/${chain.branchId}/integrations/fiscal`, {
      settings: { baseUrl: vsdc.url, taxLabel: 'Ђ', cashier: 'Ana' },
      secrets: { certificate: certificates.clientPfx.toString('base64'), certificatePassword: certificates.clientPfxPassword, pac: vsdc.pac },
      version: 0,
    });
    expect(fiscal.statusCode, fiscal.body).toBe(200);
    const rules = await staff('PUT', `/branches/${chain.branchId}/online-booking/rules`, { overrides: { paymentAtBooking: 'depositPercent', depositValue: 25 }, version: 0 });
    expect(rules.statusCode, rules.body).toBe(200);
    // The other chain asks a deposit too but has no payment provider: its clients book without paying.
    const bob = await addEmployee(t.app, other, 'Bob');
    const trim = await addService(t.app, other, 'Trim', 30, '20.00');
    await performs(t.app, other, bob, [trim]);
    await workSlot(t.app, other, bob, day, '09:00', '18:00');
    otherSlug = await pageSlugOf(t.app.db, other.orgId, other.branchId);
    expect((await staff('PUT', `/branches/${other.branchId}/online-booking/rules`, { overrides: { paymentAtBooking: 'full' }, version: 0 }, other)).statusCode).toBe(200);
    const otherBooked = await confirmTime('10:00', otherSlug, trim);
    expect(otherBooked.answer.statusCode, otherBooked.answer.body).toBe(201);
  });
  afterAll(async () => {
    await t.close();
    await monri.close();
    await vsdc.close();
  });

  it('refuses a deposit setting the schema refuses, naming the rule (400)', async () => {
    const bad = await staff('PUT', `/branches/${chain.branchId}/online-booking/rules`, { overrides: { paymentAtBooking: 'someday', depositValue: -1 }, version: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('overrides.paymentAtBooking');
    expect(bad.body).toContain('overrides.depositValue');
  });

  it('the booking page says what is taken at booking, only where the branch takes payments', async () => {
    const page = async (which: string) => (await t.app.inject({ url: `/api/v1/public/book/${which}/page` })).json().rules.deposit;
    expect(await page(slug)).toEqual({ paymentAtBooking: 'depositPercent', depositValue: 25 });
    expect(await page(otherSlug)).toBeNull();
  });

  it('the code keeps the hold for payment; the signed notification, sent twice, records ONE deposit and books the visit', async () => {
    const { orderId, due } = await depositDue('10:00');
    expect(due.payment).toMatchObject({ amountMinor: 1000, url: expect.stringMatching(/\/pay\/[\w-]+$/) });
    // Not booked yet: still a hold (no staff read shows it), kept until the payment window ends, with its client.
    const held = await orderRow(orderId);
    expect(held?.heldUntil?.toISOString()).toBe(due.payment.payBy);
    expect(held?.clientId).not.toBeNull();
    expect((await staff('GET', `/orders/${orderId}`)).statusCode).toBe(404);
    // Leaving the page for the provider's does not let the time go.
    expect((await post('holds/release', { holdToken: (await confirmTime('15:00')).holdToken })).statusCode).toBe(204);

    const { form, pay } = await openLinkOnMonri(t.app, monri, due.payment.url);
    expect(form.fields).toMatchObject({ amount: '1000', order_number: due.payment.reference, ch_full_name: 'Dana Deposit' });
    expect(await resultPage(due.payment.reference)).toContain('data-state="pending"');
    monri.nextCallbacks('twice');
    const before = monri.callbackAnswers.length;
    await pay();
    expect(monri.callbackAnswers.slice(before)).toEqual([200, 200]);

    const payments = await paymentsOfOrder(orderId);
    expect(payments.map((p) => [p.kind, p.method, p.amount, p.saleId])).toEqual([['payment', 'card', '10.00', null]]);
    expect(payments[0]?.note).toMatch(/^Online deposit \(monri \d+\)$/);
    // Money ahead of the visit: an Advance Sale receipt of one line.
    const [advance] = await receiptsOf(payments[0]!.id);
    expect(advance).toMatchObject({ invoiceType: 'Advance', transactionType: 'Sale', totalAmount: '10.00', request: { items: [expect.objectContaining({ name: 'Avans', totalAmount: 10 })], payment: [{ amount: 10, paymentType: 'Card' }] } });
    expect(await attemptOf(due.payment.reference)).toMatchObject({ state: 'paid', purpose: 'booking_deposit', orderId, transactionId: payments[0]?.id });
    expect(await orderRow(orderId)).toMatchObject({ heldUntil: null, status: 'order_status.approved' });
    // The drawer: the deposit among the visit's payments, paid online.
    const drawer = (await staff('GET', `/orders/${orderId}`)).json();
    expect(drawer).toMatchObject({ paymentMethodSelected: 'online', requiredPolling: false, heldDeposit: '10.00', transactions: [{ kind: 'payment', method: 'card', amount: '10.00', saleId: null }] });
    const page = await resultPage(due.payment.reference);
    expect(page).toContain('data-state="paid"');
    expect(page).toContain('data-booking="booked"');
    expect((await t.app.inject({ url: `/api/v1/public/payments/${due.payment.reference}` })).json()).toMatchObject({ state: 'paid', booking: 'booked' });

    // Deposits are held money, not revenue: the reports show them apart.
    const byDay = (await staff('GET', `/branches/${chain.branchId}/reports/sales-by-day?from=${today}&to=${today}`)).json();
    expect(byDay.totals).toEqual([expect.objectContaining({ total: '0.00', paid: '0.00', deposits: '10.00' })]);
    const indicators = (await staff('GET', `/branches/${chain.branchId}/key-indicators?from=${today}&to=${today}`)).json();
    expect(indicators.money).toEqual([expect.objectContaining({ revenue: expect.objectContaining({ current: '0.00' }), deposits: expect.objectContaining({ current: '10.00' }) })]);

    // Checkout of the visit counts the deposit: the client pays the rest.
    const visit = drawer.services[0];
    const sold = await staff('POST', `/branches/${chain.branchId}/sales`, {
      clientId: drawer.clientId,
      orderId,
      items: [{ uid: 'visit-1', kind: 'service', refId: cut, employeeId: anna, orderServiceId: visit.id, price: '40.00', startsAt: today }],
      tender: { cash: '30.00', card: '0.00' },
    });
    expect(sold.statusCode, sold.body).toBe(201);
    const saleId = sold.json().sale.id as number;
    expect((await t.app.db.select().from(sales).where(eq(sales.id, saleId)))[0]).toMatchObject({ total: '40.00', paid: '40.00' });
    expect((await paymentsOfOrder(orderId)).map((p) => [p.method, p.amount, p.saleId])).toEqual([
      ['card', '10.00', saleId],
      ['cash', '30.00', saleId],
    ]);
    // The visit's own payment completes the sale: the Advance Refund closes the deposit, the final Normal Sale names it
    // and counts the deposit as paid before (Other).
    const rest = (await paymentsOfOrder(orderId)).find((p) => p.method === 'cash')!;
    const [close, final] = await receiptsOf(rest.id);
    expect(close).toMatchObject({ invoiceType: 'Advance', transactionType: 'Refund', referentReceiptId: advance!.id, totalAmount: '10.00' });
    expect(final).toMatchObject({ invoiceType: 'Normal', transactionType: 'Sale', referentReceiptId: close!.id, request: { payment: [{ amount: 30, paymentType: 'Cash' }, { amount: 10, paymentType: 'Other' }] } });
    const paidVisit = (await staff('GET', `/orders/${orderId}`)).json();
    expect(paidVisit).toMatchObject({ paymentStatus: 'payment.full' });
    expect(paidVisit.heldDeposit).toBeUndefined();
    const after = (await staff('GET', `/branches/${chain.branchId}/reports/sales-by-day?from=${today}&to=${today}`)).json();
    expect(after.totals).toEqual([expect.objectContaining({ total: '40.00', paid: '40.00', deposits: '10.00' })]);
  });

  it('a forged notification records nothing and books nothing; the page keeps waiting', async () => {
    const { orderId, due } = await depositDue('11:00');
    const { pay } = await openLinkOnMonri(t.app, monri, due.payment.url);
    monri.nextCallbacks('forged');
    const before = monri.callbackAnswers.length;
    await pay();
    expect(monri.callbackAnswers.slice(before)).toEqual([401]);
    expect(await paymentsOfOrder(orderId)).toEqual([]);
    expect((await orderRow(orderId))?.heldUntil).not.toBeNull();
    expect((await attemptOf(due.payment.reference)).state).toBe('pending');
    expect(await resultPage(due.payment.reference)).toContain('data-state="pending"');
  });

  it('hold expiry before payment: the time is freed, the link refuses; a late notification records the money, books nothing and says it is due back', async () => {
    const { orderId, due } = await depositDue('12:00');
    const { pay } = await openLinkOnMonri(t.app, monri, due.payment.url);
    const past = new Date(Date.now() - 1000);
    await t.app.db.update(orders).set({ heldUntil: past }).where(eq(orders.id, orderId));
    await t.app.db.update(onlinePayments).set({ expiresAt: past }).where(eq(onlinePayments.reference, due.payment.reference));
    expect(await sweepExpiredHolds({ db: t.app.db, liveOutbox: t.app.liveOutbox })).toBeGreaterThanOrEqual(1);
    expect(await orderRow(orderId)).toBeUndefined();
    const reopened = await t.app.inject({ url: new URL(due.payment.url).pathname });
    expect(reopened.statusCode).toBe(303);
    expect(reopened.headers.location).toContain('/secure_payment/fail');

    // The client had reached the bank's page in time: its notification comes after all.
    const before = monri.callbackAnswers.length;
    await pay();
    expect(monri.callbackAnswers.slice(before)).toEqual([200]);
    const attempt = await attemptOf(due.payment.reference);
    expect(attempt).toMatchObject({ state: 'paid', orderId: null });
    const [payment] = await t.app.db.select().from(transactions).where(eq(transactions.id, attempt.transactionId!));
    expect(payment).toMatchObject({ amount: '10.00', orderId: null, saleId: null, clientId: attempt.clientId });
    const trail = await t.app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'online_payment'), eq(auditLog.entityId, attempt.id)));
    expect(JSON.stringify(trail.map((row) => row.changes))).toContain('booking_gone_refund_due');
    expect(await resultPage(due.payment.reference)).toContain('data-booking="refundDue"');
    // Staff give it back through the payments' refund.
    const refund = await staff('POST', `/transactions/${payment!.id}/refunds`, { amount: '10.00', note: 'Held time was gone' });
    expect(refund.statusCode, refund.body).toBe(201);
  });

  it('a notification after the hold ran out but before the sweep still books: the time was never given away', async () => {
    const { orderId, due } = await depositDue('13:00');
    const { pay } = await openLinkOnMonri(t.app, monri, due.payment.url);
    await t.app.db.update(orders).set({ heldUntil: new Date(Date.now() - 1000) }).where(eq(orders.id, orderId));
    await pay();
    expect(await orderRow(orderId)).toMatchObject({ heldUntil: null, status: 'order_status.approved' });
    expect((await paymentsOfOrder(orderId)).map((p) => p.amount)).toEqual(['10.00']);
  });

  it('cancelled in time: the deposit stays on the visit for staff to give back with the ordinary refund', async () => {
    const { orderId, due } = await depositDue('14:00');
    const { pay } = await openLinkOnMonri(t.app, monri, due.payment.url);
    await pay();
    const order = (await staff('GET', `/orders/${orderId}`)).json();
    expect((await staff('PATCH', `/orders/${orderId}/cancel`, { version: order.version })).statusCode).toBe(200);
    const cancelled = (await staff('GET', `/orders/${orderId}`)).json();
    expect(cancelled).toMatchObject({ heldDeposit: '10.00', transactions: [{ kind: 'payment', amount: '10.00' }] });
    const refund = await staff('POST', `/transactions/${cancelled.transactions[0].id}/refunds`, { amount: '10.00', note: 'Cancelled in time' });
    expect(refund.statusCode, refund.body).toBe(201);
    const after = (await staff('GET', `/orders/${orderId}`)).json();
    expect(after.heldDeposit).toBeUndefined();
    expect(after.transactions.map((row: { kind: string; amount: string }) => [row.kind, row.amount])).toEqual([
      ['payment', '10.00'],
      ['refund', '-10.00'],
    ]);
  });

  it('a no-show under keep_deposit: the kept deposit pays the charge, nothing is owed', async () => {
    const { orderId, due } = await depositDue('16:00');
    const { pay } = await openLinkOnMonri(t.app, monri, due.payment.url);
    await pay();
    const rules = { cancelWindowHours: 24, lateCancel: { outcome: 'nothing', fee: '0', forgiveFirstTime: false }, noShow: { outcome: 'keep_deposit', fee: '5.00', forgiveFirstTime: false } };
    expect((await staff('PUT', `/branches/${chain.branchId}/no-show-rules`, rules)).statusCode).toBe(200);
    // The visit's time has come and gone (a visit is marked missed only after its start).
    const hour = 3_600_000;
    await t.app.db.update(orders).set({ startsAt: new Date(Date.now() - 2 * hour), endsAt: new Date(Date.now() - hour) }).where(eq(orders.id, orderId));
    const order = (await staff('GET', `/orders/${orderId}`)).json();
    const missed = await staff('PATCH', `/orders/${orderId}`, { version: order.version, status: 'order_status.pass' });
    expect(missed.statusCode, missed.body).toBe(200);
    const [charge] = await t.app.db.select().from(noShowCharges).where(eq(noShowCharges.orderId, orderId));
    expect(charge).toMatchObject({ outcome: 'keep_deposit', amount: '10.00', state: 'applied' });
    const [feeSale] = await t.app.db.select().from(sales).where(eq(sales.id, charge!.saleId!));
    expect(feeSale).toMatchObject({ total: '10.00', paid: '10.00', orderId: null });
    const [deposit] = await paymentsOfOrder(orderId);
    expect([deposit!.amount, deposit!.saleId]).toEqual(['10.00', feeSale!.id]);
    // The kept deposit is revenue now: its advance is closed, and the fee's final receipt names the closing one.
    const [advance, close, final] = await receiptsOf(deposit!.id);
    expect([advance, close, final].map((receipt) => [receipt?.invoiceType, receipt?.transactionType])).toEqual([
      ['Advance', 'Sale'],
      ['Advance', 'Refund'],
      ['Normal', 'Sale'],
    ]);
    expect(final).toMatchObject({ referentReceiptId: close!.id, request: { payment: [{ amount: 10, paymentType: 'Other' }] } });
  });

  it('paid in full at booking: the checkout takes nothing more, and the visit’s final receipt closes the advance', async () => {
    // The rules were written once, by the set-up (version 1).
    const full = await staff('PUT', `/branches/${chain.branchId}/online-booking/rules`, { overrides: { paymentAtBooking: 'full' }, version: 1 });
    expect(full.statusCode, full.body).toBe(200);
    const { orderId, due } = await depositDue('09:00');
    expect(due.payment.amountMinor).toBe(4000);
    const { pay } = await openLinkOnMonri(t.app, monri, due.payment.url);
    await pay();
    const drawer = (await staff('GET', `/orders/${orderId}`)).json();
    const sold = await staff('POST', `/branches/${chain.branchId}/sales`, {
      clientId: drawer.clientId,
      orderId,
      items: [{ uid: 'visit-1', kind: 'service', refId: cut, employeeId: anna, orderServiceId: drawer.services[0].id, price: '40.00', startsAt: today }],
      tender: { cash: '0.00', card: '0.00' },
    });
    expect(sold.statusCode, sold.body).toBe(201);
    const [deposit, ...more] = await paymentsOfOrder(orderId);
    expect(more).toEqual([]);
    const receipts = await receiptsOf(deposit!.id);
    expect(receipts.map((receipt) => [receipt.invoiceType, receipt.transactionType])).toEqual([
      ['Advance', 'Sale'],
      ['Advance', 'Refund'],
      ['Normal', 'Sale'],
    ]);
    expect(receipts[2]).toMatchObject({ referentReceiptId: receipts[1]!.id, request: { payment: [{ amount: 40, paymentType: 'Other' }] } });
    expect((await staff('PUT', `/branches/${chain.branchId}/online-booking/rules`, { overrides: { paymentAtBooking: 'depositPercent', depositValue: 25 }, version: 2 })).statusCode).toBe(200);
  });

  it('another chain sees none of it', async () => {
    const { orderId, due } = await depositDue('17:00');
    const { pay } = await openLinkOnMonri(t.app, monri, due.payment.url);
    await pay();
    const [payment] = await paymentsOfOrder(orderId);
    expect((await staff('GET', `/orders/${orderId}`, undefined, other)).statusCode).toBe(404);
    expect((await staff('POST', `/transactions/${payment!.id}/refunds`, { amount: '1.00', note: null }, other)).statusCode).toBe(404);
    const theirs = (await staff('GET', `/branches/${other.branchId}/reports/sales-by-day?from=${today}&to=${today}`, undefined, other)).json();
    expect(theirs.totals.every((row: { deposits: string }) => row.deposits === '0.00')).toBe(true);
    // A booking answer carries no deposit where none is due.
    expect(bookingSchema.safeParse(due).success).toBe(false);
  });
});
