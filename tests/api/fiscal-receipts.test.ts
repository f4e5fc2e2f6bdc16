import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fiscalReceipts, integrations, outbox, transactions } from '../../server/db/tables';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { makeVsdcCertificates, type VsdcCertificates } from '../support/stand-ins/vsdc-certificates';
import { startVsdcStandIn, type VsdcStandIn } from '../support/stand-ins/vsdc';
import { api, book, line } from './orders-support';
import { cut, item, salesWorld, sell, type SalesWorld } from './sales-support';
import { chainWithOwner } from './settings-support';

const issuePaths = (body: { issues?: { path: (string | number)[] }[] }) => (body.issues ?? []).map((issue) => issue.path.join('.')).sort();
/** Tests wait for no back-off, and a hung V-SDC for half a second. */
const quick = { timeoutMs: 500, retryDelayMs: () => 0 };

/**
 * Fiscal receipts against a V-SDC stand-in that speaks its documented API over mutual TLS (docs/fiscal-receipts.md):
 * setup checked and its secrets never read back; each kind of receipt's request checked field by field; a day of
 * sales through an outage, lost answers and time-outs, then every receipt issued exactly once and in order.
 */
describe('fiscal receipts through the V-SDC', () => {
  let t: TestApp;
  let w: SalesWorld;
  let vsdc: VsdcStandIn;
  let certificates: VsdcCertificates;
  let url: string;

  const settings = () => ({ baseUrl: vsdc.url, taxLabel: 'Ђ', cashier: 'Ana' });
  const receiptsOf = () => t.app.db.select().from(fiscalReceipts).where(eq(fiscalReceipts.organizationId, w.orgId)).orderBy(asc(fiscalReceipts.id));

  beforeAll(async () => {
    certificates = makeVsdcCertificates();
    vsdc = await startVsdcStandIn(certificates);
    t = await createTestApp();
    w = await salesWorld(t.app, 'Fiscal Chain');
    url = `/branches/${w.branchId}/integrations/fiscal`;
  });
  afterAll(async () => {
    await t.close();
    await vsdc.close();
  });

  it('names each bad setup field (400), refuses a certificate that does not open, and saves nothing', async () => {
    const bad = await api(t.app, 'PUT', url, w.owner, { settings: { baseUrl: 'http://vsdc.example', taxLabel: '20%', cashier: 'x'.repeat(51) }, version: 0 });
    expect(bad.statusCode).toBe(400);
    expect(issuePaths(bad.json())).toEqual(['settings.baseUrl', 'settings.cashier', 'settings.taxLabel']);
    const missing = await api(t.app, 'PUT', url, w.owner, { settings: settings(), version: 0 });
    expect(missing.statusCode).toBe(400);
    expect(issuePaths(missing.json())).toEqual(['secrets.certificate', 'secrets.pac']);
    const wrongPassword = await api(t.app, 'PUT', url, w.owner, { settings: settings(), secrets: { certificate: certificates.clientPfx.toString('base64'), certificatePassword: 'wrong', pac: vsdc.pac }, version: 0 });
    expect(wrongPassword.statusCode).toBe(400);
    expect(issuePaths(wrongPassword.json())).toEqual(['secrets.certificate']);
    expect(await t.app.db.select().from(integrations).where(eq(integrations.organizationId, w.orgId))).toEqual([]);
  });

  it('saves the certificate and PAC sealed, shows only that they are set, and the test proves them', async () => {
    const saved = await api(t.app, 'PUT', url, w.owner, {
      settings: settings(),
      secrets: { certificate: certificates.clientPfx.toString('base64'), certificatePassword: certificates.clientPfxPassword, pac: vsdc.pac },
      version: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ settings: settings(), secrets: { certificate: true, certificatePassword: true, pac: true }, enabled: true, state: 'not_set_up', version: 1 });
    expect(saved.body).not.toContain(vsdc.pac);
    expect(saved.body).not.toContain(certificates.clientPfxPassword);
    const [row] = await t.app.db.select().from(integrations).where(eq(integrations.organizationId, w.orgId));
    expect(row!.sealedSecrets!.toString('latin1')).not.toContain(vsdc.pac);

    const test = await api(t.app, 'POST', `${url}/test`, w.owner);
    expect(test.json()).toMatchObject({ ok: true, uid: 'STANDIN1', error: null });
    const status = vsdc.requests.at(-1)!;
    expect(status.method).toBe('GET');
    expect(status.path).toBe('/api/v3/status');
    expect(status.headers.pac).toBe(vsdc.pac);
    expect((await api(t.app, 'GET', url, w.owner)).json()).toMatchObject({ state: 'working', failingSince: null });
  });

  it('a certificate from another authority fails the test and marks the integration failing', async () => {
    const other = await api(t.app, 'PUT', url, w.owner, { settings: settings(), secrets: { certificate: certificates.strangerPfx.toString('base64') }, version: 1 });
    expect(other.statusCode, other.body).toBe(200);
    const test = await api(t.app, 'POST', `${url}/test`, w.owner);
    expect(test.json()).toMatchObject({ ok: false });
    expect((await api(t.app, 'GET', url, w.owner)).json()).toMatchObject({ state: 'failing' });
    // Back to the branch's own certificate, as PEM text this time (certificate, key and CA pasted together).
    const pem = await api(t.app, 'PUT', url, w.owner, { settings: settings(), secrets: { certificate: certificates.clientPem, certificatePassword: '' }, version: 2 });
    expect(pem.statusCode, pem.body).toBe(200);
    expect((await api(t.app, 'POST', `${url}/test`, w.owner)).json()).toMatchObject({ ok: true });
  });

  it('a whole payment is a Normal Sale with the sale’s lines; its refund a Refund naming it, sent as the V-SDC documents', async () => {
    const sold = await sell(t.app, w, { clientId: w.client, items: [cut(w, { price: '2400.00' }), item({ kind: 'product', refId: w.shampoo, price: '650.00', quantity: 2 })], tender: { card: '3700.00' } });
    expect(sold.statusCode, sold.body).toBe(201);
    const payment = sold.json().sale.transactions[0];
    const [pending] = await receiptsOf();
    expect(pending).toMatchObject({ transactionId: payment.id, status: 'pending', invoiceType: 'Normal', transactionType: 'Sale' });
    expect(pending!.requestId).toMatch(/^[0-9a-f]{32}$/);

    expect(await t.app.fiscalReceipts.issuePending(quick)).toEqual({ issued: 1, failed: 0 });
    const sent = vsdc.requests.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/api/v3/invoices');
    expect(sent.headers).toMatchObject({ accept: 'application/json', 'content-type': 'application/json', requestid: pending!.requestId, pac: vsdc.pac, 'accept-language': 'sr-Cyrl-RS;en-US' });
    expect(JSON.parse(sent.body)).toEqual({
      invoiceType: 'Normal',
      transactionType: 'Sale',
      payment: [{ amount: 3700, paymentType: 'Card' }],
      cashier: 'Ana',
      items: [
        { name: 'Cut', quantity: 1, unitPrice: 2400, labels: ['Ђ'], totalAmount: 2400 },
        { name: 'Shampoo', quantity: 2, unitPrice: 650, labels: ['Ђ'], totalAmount: 1300 },
      ],
    });
    const [issued] = await receiptsOf();
    const signed = vsdc.issued.at(-1)!.result;
    expect(issued).toMatchObject({ status: 'issued', invoiceNumber: signed.invoiceNumber, sdcDateTime: signed.sdcDateTime, invoiceCounter: signed.invoiceCounter, verificationUrl: signed.verificationUrl, signature: signed.signature, totalCounter: signed.totalCounter, attempts: 1 });

    // The sale's read carries each payment's receipt.
    const read = (await api(t.app, 'GET', `/sales/${sold.json().sale.id}`, w.owner)).json();
    expect(read.transactions[0].fiscalReceipt).toMatchObject({ status: 'issued', invoiceNumber: signed.invoiceNumber, verificationUrl: signed.verificationUrl });

    const refund = await api(t.app, 'POST', `/transactions/${payment.id}/refunds`, w.owner, { amount: '650.00' });
    expect(refund.statusCode, refund.body).toBe(201);
    await t.app.fiscalReceipts.issuePending(quick);
    expect(JSON.parse(vsdc.requests.at(-1)!.body)).toEqual({
      invoiceType: 'Normal',
      transactionType: 'Refund',
      payment: [{ amount: 650, paymentType: 'Card' }],
      cashier: 'Ana',
      items: [{ name: 'Povraćaj', quantity: 1, unitPrice: 650, labels: ['Ђ'], totalAmount: 650 }],
      referentDocumentNumber: issued!.invoiceNumber,
      referentDocumentDT: issued!.sdcDateTime,
    });
    expect((await receiptsOf()).map((row) => row.status)).toEqual(['issued', 'issued']);
  });

  it('deposits are Advance Sales, each naming the one before; the final payment closes them with an Advance Refund, then a Normal Sale of the whole naming it', async () => {
    const sale = (await sell(t.app, w, { clientId: w.client, items: [cut(w, { price: '3000.00' })], tender: { cash: '600.00' } })).json().sale;
    const second = await api(t.app, 'POST', `/sales/${sale.id}/payments`, w.owner, { tender: { cash: '400.00' } });
    expect(second.statusCode, second.body).toBe(201);
    const rest = await api(t.app, 'POST', `/sales/${sale.id}/payments`, w.owner, { tender: { card: '2000.00' } });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(await t.app.fiscalReceipts.issuePending(quick)).toEqual({ issued: 4, failed: 0 });
    const [first, next, close, final] = vsdc.issued.slice(-4);
    expect(first!.request).toEqual({ invoiceType: 'Advance', transactionType: 'Sale', payment: [{ amount: 600, paymentType: 'Cash' }], cashier: 'Ana', items: [{ name: 'Avans', quantity: 1, unitPrice: 600, labels: ['Ђ'], totalAmount: 600 }] });
    expect(first!.result.invoiceCounter).toMatch(/АП$/);
    expect(next!.request).toMatchObject({ invoiceType: 'Advance', transactionType: 'Sale', payment: [{ amount: 400, paymentType: 'Cash' }], referentDocumentNumber: first!.result.invoiceNumber, referentDocumentDT: first!.result.sdcDateTime });
    // The Advance Refund closes both advances (no money moves: payment Other), naming the last one.
    expect(close!.request).toEqual({
      invoiceType: 'Advance',
      transactionType: 'Refund',
      payment: [{ amount: 1000, paymentType: 'Other' }],
      cashier: 'Ana',
      items: [{ name: 'Avans', quantity: 1, unitPrice: 1000, labels: ['Ђ'], totalAmount: 1000 }],
      referentDocumentNumber: next!.result.invoiceNumber,
      referentDocumentDT: next!.result.sdcDateTime,
    });
    expect(close!.result.invoiceCounter).toMatch(/АР$/);
    expect(final!.request).toEqual({
      invoiceType: 'Normal',
      transactionType: 'Sale',
      payment: [{ amount: 2000, paymentType: 'Card' }, { amount: 1000, paymentType: 'Other' }],
      cashier: 'Ana',
      items: [{ name: 'Cut', quantity: 1, unitPrice: 3000, labels: ['Ђ'], totalAmount: 3000 }],
      referentDocumentNumber: close!.result.invoiceNumber,
      referentDocumentDT: close!.result.sdcDateTime,
    });
    expect(final!.result.invoiceCounter).toMatch(/ПП$/);
    // The client's receipt of the final payment is the Normal Sale; the Advance Refund is the register's own.
    const read = (await api(t.app, 'GET', `/sales/${sale.id}`, w.owner)).json();
    expect(read.transactions.map((row: { fiscalReceipt: { invoiceNumber: string } | null }) => row.fiscalReceipt?.invoiceNumber)).toEqual([first!.result.invoiceNumber, next!.result.invoiceNumber, final!.result.invoiceNumber]);
    // Sales → Payments' rows carry the same receipt, which each row opens.
    const rows = (await api(t.app, 'GET', `/branches/${w.branchId}/transactions?perPage=100`, w.owner)).json().items as { id: number; fiscalReceipt?: { invoiceNumber: string } }[];
    expect(rows.find((row) => row.id === read.transactions[2].id)!.fiscalReceipt).toMatchObject({ invoiceNumber: final!.result.invoiceNumber, status: 'issued' });
    // Giving the final payment back refunds its Normal Sale, naming the buyer as the rules want; a malformed id is a 400.
    const finalPayment = read.transactions[2].id as number;
    const bad = await api(t.app, 'POST', `/transactions/${finalPayment}/refunds`, w.owner, { amount: '2000.00', buyerId: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(issuePaths(bad.json())).toEqual(['buyerId']);
    const refund = await api(t.app, 'POST', `/transactions/${finalPayment}/refunds`, w.owner, { amount: '2000.00', buyerId: '20:012345678' });
    expect(refund.statusCode, refund.body).toBe(201);
    await t.app.fiscalReceipts.issuePending(quick);
    expect(vsdc.issued.at(-1)!.request).toEqual({
      invoiceType: 'Normal',
      transactionType: 'Refund',
      payment: [{ amount: 2000, paymentType: 'Card' }],
      cashier: 'Ana',
      buyerId: '20:012345678',
      items: [{ name: 'Povraćaj', quantity: 1, unitPrice: 2000, labels: ['Ђ'], totalAmount: 2000 }],
      referentDocumentNumber: final!.result.invoiceNumber,
      referentDocumentDT: final!.result.sdcDateTime,
    });
  });

  it('an outage through a day of sales, then recovery: every receipt issued once, in order, none lost', async () => {
    const before = vsdc.issued.length;
    vsdc.setDown(true);
    const payments: number[] = [];
    for (let index = 0; index < 6; index++) {
      const sold = await sell(t.app, w, { items: [cut(w, { price: `${1000 + index * 100}.00` })], tender: index % 2 ? { card: `${1000 + index * 100}.00` } : { cash: `${1000 + index * 100}.00` } });
      // The payment is recorded whatever the processor does.
      expect(sold.statusCode, sold.body).toBe(201);
      payments.push(sold.json().sale.transactions[0].id);
    }
    const firstRefund = await api(t.app, 'POST', `/transactions/${payments[0]}/refunds`, w.owner, { amount: '1000.00' });
    expect(firstRefund.statusCode).toBe(201);
    // Rounds during the outage fail on the branch's oldest receipt and send nothing after it.
    expect(await t.app.fiscalReceipts.issuePending(quick)).toEqual({ issued: 0, failed: 1 });
    expect(await t.app.fiscalReceipts.issuePending(quick)).toEqual({ issued: 0, failed: 1 });
    const pending = await api(t.app, 'GET', `/branches/${w.branchId}/fiscal-receipts?status=pending`, w.owner);
    expect(pending.statusCode).toBe(200);
    expect(pending.json().items).toHaveLength(7);
    expect(pending.json().items[0]).toMatchObject({ transactionId: payments[0], attempts: 2, lastError: expect.any(String) });
    expect((await api(t.app, 'GET', url, w.owner)).json()).toMatchObject({ state: 'failing', failingSince: expect.any(String) });

    // Recovery is rough: the first receipt is signed but its answer lost (a time-out here), a later request hangs,
    // the next answers 500.
    vsdc.setDown(false);
    vsdc.failNext(1, 'lost-answer', 'POST');
    expect(await t.app.fiscalReceipts.issuePending(quick)).toEqual({ issued: 0, failed: 1 });
    expect(vsdc.issued).toHaveLength(before + 1);
    vsdc.failNext(1, 'hang', 'POST');
    vsdc.failNext(1, 'server-error');
    for (let round = 0; round < 5; round++) await t.app.fiscalReceipts.issuePending(quick);

    const rows = (await receiptsOf()).slice(-7);
    expect(rows.map((row) => row.status)).toEqual(Array(7).fill('issued'));
    const signed = vsdc.issued.slice(before);
    // Each request id signed exactly once, in the order the receipts were written.
    expect(signed.map((entry) => entry.requestId)).toEqual(rows.map((row) => row.requestId));
    expect(rows.map((row) => row.invoiceNumber)).toEqual(signed.map((entry) => entry.result.invoiceNumber));
    // The lost answer was asked for by its request id and given back, rather than signed again.
    const ofFirst = vsdc.requests.filter((request) => request.headers.requestid === rows[0]!.requestId || request.path === `/api/v3/invoices/${rows[0]!.requestId}`);
    // (The outage's requests never reached it.) Asked for first, as it had been tried; signed; asked for again.
    expect(ofFirst.map((request) => request.method)).toEqual(['GET', 'POST', 'GET']);
    expect(rows.at(-1)).toMatchObject({ transactionType: 'Refund', referentReceiptId: rows[0]!.id });
    expect((await api(t.app, 'GET', `/branches/${w.branchId}/fiscal-receipts?status=pending`, w.owner)).json().items).toEqual([]);
    expect((await api(t.app, 'GET', url, w.owner)).json()).toMatchObject({ state: 'working', failingSince: null });
  });

  it('two workers at once sign each receipt once, in order', async () => {
    const before = vsdc.issued.length;
    vsdc.setDown(true);
    for (let index = 0; index < 4; index++) expect((await sell(t.app, w, { items: [cut(w, { price: `${500 + index}.00` })], tender: { card: `${500 + index}.00` } })).statusCode).toBe(201);
    vsdc.setDown(false);
    const reports = await Promise.all([t.app.fiscalReceipts.issuePending(quick), t.app.fiscalReceipts.issuePending(quick)]);
    expect(reports.reduce((sum, report) => sum + report.issued, 0)).toBe(4);
    const rows = (await receiptsOf()).slice(-4);
    expect(vsdc.issued.slice(before).map((entry) => entry.requestId)).toEqual(rows.map((row) => row.requestId));
  });

  it('a receipt the V-SDC refuses stays first in line, holding the later ones, until the setup is put right', async () => {
    const setWith = async (taxLabel: string) => {
      const { version } = (await api(t.app, 'GET', url, w.owner)).json();
      expect((await api(t.app, 'PUT', url, w.owner, { settings: { ...settings(), taxLabel }, version })).statusCode).toBe(200);
    };
    await setWith('Г');
    const before = vsdc.issued.length;
    for (const price of ['800.00', '801.00']) expect((await sell(t.app, w, { items: [cut(w, { price })], tender: { cash: price } })).statusCode).toBe(201);
    expect(await t.app.fiscalReceipts.issuePending(quick)).toEqual({ issued: 0, failed: 1 });
    expect(await t.app.fiscalReceipts.issuePending(quick)).toEqual({ issued: 0, failed: 1 });
    const [first, second] = (await api(t.app, 'GET', `/branches/${w.branchId}/fiscal-receipts?status=pending`, w.owner)).json().items;
    expect(first.lastError).toContain('items.0.labels.0');
    expect(vsdc.requests.some((request) => request.headers.requestid === second.requestId)).toBe(false);

    await setWith('Ђ');
    expect(await t.app.fiscalReceipts.issuePending(quick)).toEqual({ issued: 2, failed: 0 });
    const signed = vsdc.issued.slice(before);
    expect(signed.map((entry) => entry.requestId)).toEqual([first.requestId, second.requestId]);
    expect(signed[0]!.request).toMatchObject({ items: [{ labels: ['Ђ'], totalAmount: 800 }] });
  });

  it('an order of a fiscalising branch says so and carries each payment’s receipt', async () => {
    const order = (await book(t.app, w, [line(w, { date: '2031-06-10' })])).json();
    const lines = order.services.map((service: { id: number; employeeId: number }) => cut(w, { orderServiceId: service.id, employeeId: service.employeeId }));
    expect((await sell(t.app, w, { clientId: w.client, orderId: order.id, items: lines, tender: { card: '25.00' } })).statusCode).toBe(201);
    const pending = (await api(t.app, 'GET', `/orders/${order.id}`, w.owner)).json();
    expect(pending.hasFiscalIntegration).toBe(true);
    expect(pending.transactions[0].fiscalReceipt).toMatchObject({ status: 'pending', invoiceType: 'Normal', transactionType: 'Sale', invoiceNumber: null });
    await t.app.fiscalReceipts.issuePending(quick);
    const issued = (await api(t.app, 'GET', `/orders/${order.id}`, w.owner)).json();
    expect(issued.transactions[0].fiscalReceipt).toMatchObject({ status: 'issued', invoiceNumber: vsdc.issued.at(-1)!.result.invoiceNumber, verificationUrl: expect.stringContaining('https://suf.purs.gov.rs/v/?vl=') });
  });

  it('reconciles a day: money against issued receipts, listing a payment whose receipt waits; e-mails name the receipts', async () => {
    // The branch-local day the receipts' payments were taken on.
    const [{ day } = { day: '' }] = await t.app.db.select({ day: transactions.localDate }).from(transactions).where(eq(transactions.id, (await receiptsOf())[0]!.transactionId));
    const settled = await api(t.app, 'GET', `/branches/${w.branchId}/fiscal-reconciliation?date=${day}`, w.owner);
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json().differences).toEqual([]);
    expect(settled.json().money).toEqual(settled.json().issued);

    vsdc.setDown(true);
    const sold = (await sell(t.app, w, { clientId: w.client, items: [cut(w, { price: '900.00' })], tender: { card: '900.00' } })).json().sale;
    await t.app.fiscalReceipts.issuePending(quick);
    const waiting = (await api(t.app, 'GET', `/branches/${w.branchId}/fiscal-reconciliation?date=${day}`, w.owner)).json();
    expect(waiting.differences).toEqual([expect.objectContaining({ transactionId: sold.transactions[0].id, kind: 'payment', amount: '900.00', difference: 'pending' })]);
    expect(Number(waiting.money.total) - Number(waiting.issued.total)).toBe(900);
    vsdc.setDown(false);
    await t.app.fiscalReceipts.issuePending(quick);
    expect((await api(t.app, 'GET', `/branches/${w.branchId}/fiscal-reconciliation?date=${day}`, w.owner)).json().differences).toEqual([]);
    expect((await api(t.app, 'GET', `/branches/${w.branchId}/fiscal-reconciliation?date=2031-13-01`, w.owner)).statusCode).toBe(400);

    const emailed = await api(t.app, 'POST', `/sales/${sold.id}/receipt-email`, w.owner, { email: 'client@fiscal.test' });
    expect(emailed.statusCode, emailed.body).toBe(202);
    const [message] = await t.app.db.select().from(outbox).where(and(eq(outbox.organizationId, w.orgId), eq(outbox.recipient, 'client@fiscal.test')));
    const issued = vsdc.issued.at(-1)!.result;
    expect(message!.body).toContain(`${String(issued.invoiceNumber)}`);
    expect(message!.body).toContain(String(issued.verificationUrl));
  });

  it('sends an issued receipt’s link to the client by SMS; no phone or Telegram is a 400 naming channel, a pending one a 409', async () => {
    const sold = (await sell(t.app, w, { clientId: w.client, items: [cut(w, { price: '900.00' })], tender: { cash: '900.00' } })).json().sale;
    const [pending] = (await receiptsOf()).filter((row) => row.transactionId === sold.transactions[0].id);
    const send = (id: number, body: object, auth = w.owner) => api(t.app, 'POST', `/fiscal-receipts/${id}/send`, auth, body);
    expect((await send(pending!.id, { channel: 'sms' })).statusCode).toBe(409);
    await t.app.fiscalReceipts.issuePending(quick);
    // The client's card has neither a phone nor a linked Telegram chat yet.
    for (const channel of ['sms', 'telegram']) {
      const refused = await send(pending!.id, { channel });
      expect(refused.statusCode, channel).toBe(400);
      expect(issuePaths(refused.json())).toEqual(['channel']);
    }
    expect(issuePaths((await send(pending!.id, { channel: 'email' })).json())).toEqual(['channel']);
    expect((await api(t.app, 'GET', `/fiscal-receipts/${pending!.id}`, w.owner)).json().sendTo).toEqual([]);
    const card = (await api(t.app, 'GET', `/branches/${w.branchId}/clients/${w.client}`, w.owner)).json();
    expect((await api(t.app, 'PATCH', `/branches/${w.branchId}/clients/${w.client}`, w.owner, { phone: '+381641234567', version: card.version })).statusCode).toBe(200);
    expect((await api(t.app, 'GET', `/fiscal-receipts/${pending!.id}`, w.owner)).json().sendTo).toEqual(['sms']);
    const sent = await send(pending!.id, { channel: 'sms' });
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toEqual({ sentTo: '+381641234567' });
    const [issued] = (await receiptsOf()).filter((row) => row.id === pending!.id);
    const [text] = await t.app.db.select().from(outbox).where(and(eq(outbox.organizationId, w.orgId), eq(outbox.channel, 'sms'), eq(outbox.event, 'customer.fiscalReceipt')));
    expect(text).toMatchObject({ recipient: '+381641234567', clientId: w.client, recipientType: 'customer' });
    expect(text!.body).toContain(issued!.invoiceNumber!);
    expect(text!.body).toContain(issued!.verificationUrl!);
    const other = await chainWithOwner(t.app, 'Fiscal Send Other Chain');
    expect((await send(pending!.id, { channel: 'sms' }, other.owner)).statusCode).toBe(404);
  });

  it('shows a receipt with its lines; another chain sees neither the receipts nor the setup (404)', async () => {
    const [first] = await receiptsOf();
    const detail = await api(t.app, 'GET', `/fiscal-receipts/${first!.id}`, w.owner);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({ invoiceNumber: first!.invoiceNumber, verificationUrl: first!.verificationUrl, cashier: 'Ana', payment: [{ amount: 3700, paymentType: 'Card' }] });
    expect(detail.body).not.toContain(first!.signature!);
    const other = await chainWithOwner(t.app, 'Fiscal Other Chain');
    expect((await api(t.app, 'GET', `/fiscal-receipts/${first!.id}`, other.owner)).statusCode).toBe(404);
    expect((await api(t.app, 'GET', `/branches/${w.branchId}/fiscal-receipts`, other.owner)).statusCode).toBe(404);
    expect((await api(t.app, 'GET', url, other.owner)).statusCode).toBe(404);
    // The other chain's own payments get no receipt: it has no fiscal integration.
    const otherRows = await t.app.db.select().from(fiscalReceipts).where(and(eq(fiscalReceipts.organizationId, other.orgId)));
    expect(otherRows).toEqual([]);
  });
});
