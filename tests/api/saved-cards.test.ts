import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, savedCardCharges, savedCards, transactions } from '../../server/db/tables';
import { clientSavedCardSchema } from '../../src/schema/payments/saved-cards';
import { noShowChargeSchema } from '../../src/schema/orders/no-show-rules';
import { addDays } from '../../src/schema/schedule/calendar';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { startMonriStandIn, type MonriStandIn } from '../support/stand-ins/monri';
import { openLinkOnMonri } from './online-payments-support';
import { api, book, line, type World } from './orders-support';
import { cut, salesWorld, sell, type SalesWorld } from './sales-support';

/**
 * Saved cards and no-show fees charged to them, against the local Monri (docs/online-payments.md "Saved cards"):
 * the card saved from a paid callback's `pan_token`, once; a missed visit's fee charged to it by the worker after the
 * status change committed, through the Transactions API with its authorization checked field by field; a decline or
 * a silence leaves the fee owed and says why; a retry never charges twice; removal; and another chain sees nothing.
 */
describe('saved cards and no-show fees', () => {
  let t: TestApp;
  let w: SalesWorld;
  let other: SalesWorld;
  let monri: MonriStandIn;
  let day = 0;
  const pastDate = () => addDays('2024-03-01', ++day);
  const charge = (options: Parameters<TestApp['app']['savedCardCharges']['chargePending']>[0] = {}) => t.app.savedCardCharges.chargePending(options);
  const newClient = async (firstName: string, world: World = w) => (await api(t.app, 'POST', `/branches/${world.branchId}/clients`, world.owner, { firstName, lastName: 'Card', email: `${firstName.toLowerCase()}@example.com` })).json().id as number;
  const cardOf = async (clientId: number, world: World = w) => {
    const res = await api(t.app, 'GET', `/branches/${world.branchId}/clients/${clientId}/saved-card`, world.owner);
    expect(res.statusCode, res.body).toBe(200);
    return clientSavedCardSchema.parse(res.json());
  };
  const debtOf = async (saleId: number) => (await api(t.app, 'GET', `/sales/${saleId}`, w.owner)).json().debt as string;

  /** The client pays a debt by link, saving the card on Monri's page; answers the form our server posted. */
  async function saveCard(clientId: number, callbacks: 'once' | 'twice' = 'once') {
    const sold = await sell(t.app, w, { clientId, items: [cut(w, { price: '2400.00' })], tender: { card: '400.00' } });
    expect(sold.statusCode, sold.body).toBe(201);
    const link = await api(t.app, 'POST', `/sales/${sold.json().sale.id}/payment-links`, w.owner);
    const { form, pay } = await openLinkOnMonri(t.app, monri, link.json().url);
    monri.nextCallbacks(callbacks);
    const before = monri.callbackAnswers.length;
    await pay();
    expect(monri.callbackAnswers.slice(before).every((status) => status === 200)).toBe(true);
    return form;
  }

  /** A past visit of the client marked missed by staff: the rule's fee becomes a debt on a sale of its own. */
  async function missVisit(clientId: number) {
    const booked = await book(t.app, w, [line(w, { date: pastDate(), startTime: '10:00' })], { confirmOutsideWorkingHours: true, clientId });
    expect(booked.statusCode, booked.body).toBe(201);
    const missed = await api(t.app, 'PATCH', `/orders/${booked.json().id}`, w.owner, { version: booked.json().version, status: 'order_status.pass' });
    expect(missed.statusCode, missed.body).toBe(200);
    const charges = noShowChargeSchema.array().parse((await api(t.app, 'GET', `/branches/${w.branchId}/no-show-charges?orderId=${booked.json().id}`, w.owner)).json());
    return charges[0]!;
  }

  const chargeRowOf = async (noShowChargeId: number) => (await t.app.db.select().from(savedCardCharges).where(and(eq(savedCardCharges.organizationId, w.orgId), eq(savedCardCharges.noShowChargeId, noShowChargeId))))[0];

  beforeAll(async () => {
    monri = await startMonriStandIn();
    t = await createTestApp({ MONRI_BASE_URL: monri.url, HOST: '127.0.0.1' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    w = await salesWorld(t.app, 'Saved Card Chain');
    other = await salesWorld(t.app, 'Saved Card Other');
    const setup = await api(t.app, 'PUT', `/branches/${w.branchId}/integrations/payments`, w.owner, { settings: { environment: 'test', authenticityToken: monri.authenticityToken }, secrets: { merchantKey: monri.merchantKey }, version: 0 });
    expect(setup.statusCode, setup.body).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await monri?.close();
  });

  it('offers saving the card only where a fee rule can use it', async () => {
    const form = await saveCard(await newClient('Before'));
    expect(form.fields['tokenize_pan_offered']).toBeUndefined();
    const rules = await api(t.app, 'PUT', `/branches/${w.branchId}/no-show-rules`, w.owner, { cancelWindowHours: 24, lateCancel: { outcome: 'nothing', fee: '0', forgiveFirstTime: false }, noShow: { outcome: 'fee', fee: '15.00', forgiveFirstTime: false } });
    expect(rules.statusCode, rules.body).toBe(200);
  });

  it('stores the card from a paid callback carrying pan_token, sealed, once however often the callback comes', async () => {
    const client = await newClient('Sava');
    const form = await saveCard(client, 'twice');
    expect(form.fields['tokenize_pan_offered']).toBe('true');
    const rows = await t.app.db.select().from(savedCards).where(and(eq(savedCards.organizationId, w.orgId), eq(savedCards.clientId, client)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sealedToken.toString('utf8')).not.toMatch(/[0-9a-f]{64}/);
    const read = await api(t.app, 'GET', `/branches/${w.branchId}/clients/${client}/saved-card`, w.owner);
    expect(read.json()).toEqual({ card: { id: rows[0]!.id, provider: 'monri', maskedPan: '434179-xxx-xxx-0044', brand: 'visa', expiry: null, createdAt: expect.any(String) }, charges: [] });
    expect(read.body).not.toMatch(/[0-9a-f]{64}/);
    // Paying again with the card saved anew replaces it: one live card per client and provider.
    await saveCard(client);
    const live = (await t.app.db.select().from(savedCards).where(and(eq(savedCards.organizationId, w.orgId), eq(savedCards.clientId, client)))).filter((row) => row.removedAt === null);
    expect(live).toHaveLength(1);
    expect(live[0]!.id).not.toBe(rows[0]!.id);
  });

  it('charges a missed visit’s fee to the card after the change commits, through the Transactions API; the fee is paid by card', async () => {
    const client = await newClient('Mira');
    await saveCard(client);
    const chargesBefore = monri.charges.length;
    const fee = await missVisit(client);
    // Nothing is sent inside the status change: the charge waits, pending, for the worker.
    expect(monri.charges.length).toBe(chargesBefore);
    expect(await chargeRowOf(fee.id)).toMatchObject({ state: 'pending', attempts: 0, amountMinor: 1500 });
    expect(await charge()).toEqual({ approved: 1, declined: 0, retrying: 0 });
    expect(monri.refusedTransactions).toEqual([]);
    const sent = monri.charges.at(-1)!;
    const row = await chargeRowOf(fee.id);
    expect(sent).toMatchObject({ orderNumber: row!.reference, amount: 1500, status: 'approved' });
    expect(row).toMatchObject({ state: 'approved', attempts: 1, providerTransactionId: String(sent.id), transactionId: expect.any(Number) });
    expect(await debtOf(fee.saleId!)).toBe('0.00');
    const [payment] = await t.app.db.select().from(transactions).where(and(eq(transactions.organizationId, w.orgId), eq(transactions.saleId, fee.saleId!)));
    expect(payment).toMatchObject({ method: 'card', amount: '15.00', clientId: client });
    expect((await cardOf(client)).charges).toEqual([expect.objectContaining({ noShowChargeId: fee.id, state: 'approved', reason: null, amountMinor: 1500 })]);
    // A second round finds nothing to send.
    expect(await charge()).toEqual({ approved: 0, declined: 0, retrying: 0 });
    expect(monri.charges.filter((c) => c.orderNumber === row!.reference)).toHaveLength(1);
  });

  it('a declined card leaves the fee owed and says why', async () => {
    const client = await newClient('Dana');
    await saveCard(client);
    const fee = await missVisit(client);
    monri.nextTransactions('decline');
    expect(await charge()).toEqual({ approved: 0, declined: 1, retrying: 0 });
    expect(await debtOf(fee.saleId!)).toBe('15.00');
    expect((await cardOf(client)).charges).toEqual([expect.objectContaining({ state: 'declined', reason: expect.stringContaining('Not sufficient funds') })]);
  });

  it('no answer in time: the fee stays owed, and the retry with the same order number charges once', async () => {
    const client = await newClient('Tim');
    await saveCard(client);
    const fee = await missVisit(client);
    monri.nextTransactions('hang');
    expect(await charge({ timeoutMs: 300, retryDelayMs: () => 0 })).toEqual({ approved: 0, declined: 0, retrying: 1 });
    const waiting = await chargeRowOf(fee.id);
    expect(waiting).toMatchObject({ state: 'pending', attempts: 1, lastError: expect.stringContaining('did not answer') });
    expect(await debtOf(fee.saleId!)).toBe('15.00');
    expect(await charge()).toEqual({ approved: 1, declined: 0, retrying: 0 });
    expect(monri.charges.filter((c) => c.orderNumber === waiting!.reference)).toHaveLength(1);
    expect(await chargeRowOf(fee.id)).toMatchObject({ state: 'approved', attempts: 2 });
    expect(await debtOf(fee.saleId!)).toBe('0.00');
  });

  it('charged but the answer was lost: the retry is refused as a duplicate, nothing is charged twice, staff are told', async () => {
    const client = await newClient('Lost');
    await saveCard(client);
    const fee = await missVisit(client);
    monri.nextTransactions('lose-answer');
    expect(await charge({ timeoutMs: 300, retryDelayMs: () => 0 })).toMatchObject({ retrying: 1 });
    expect(await charge()).toMatchObject({ declined: 1 });
    const row = await chargeRowOf(fee.id);
    expect(monri.charges.filter((c) => c.orderNumber === row!.reference)).toHaveLength(1);
    expect(row).toMatchObject({ state: 'unanswered', lastError: expect.stringContaining('1822') });
    expect((await cardOf(client)).charges[0]).toMatchObject({ state: 'unanswered', reason: expect.stringContaining('portal') });
  });

  it('a worker that died between the call and the record: left alone within the lease, then retried once, never charged twice', async () => {
    const client = await newClient('Crash');
    await saveCard(client);
    const fee = await missVisit(client);
    // Monri charged, and the process died before recording: the row is still `sending`, as the claim left it.
    monri.nextTransactions('lose-answer');
    await charge({ timeoutMs: 300, retryDelayMs: () => 0 });
    const sending = { state: 'sending' as const, updatedAt: new Date() };
    await t.app.db.update(savedCardCharges).set(sending).where(and(eq(savedCardCharges.organizationId, w.orgId), eq(savedCardCharges.noShowChargeId, fee.id)));
    expect(await charge()).toEqual({ approved: 0, declined: 0, retrying: 0 });
    await t.app.db.update(savedCardCharges).set({ updatedAt: new Date(Date.now() - 11 * 60_000) }).where(and(eq(savedCardCharges.organizationId, w.orgId), eq(savedCardCharges.noShowChargeId, fee.id)));
    expect(await charge()).toMatchObject({ declined: 1 });
    const row = await chargeRowOf(fee.id);
    expect(row).toMatchObject({ state: 'unanswered', attempts: 2 });
    expect(monri.charges.filter((c) => c.orderNumber === row!.reference)).toHaveLength(1);
  });

  it('a fee waived before the worker runs is not charged', async () => {
    const client = await newClient('Wanda');
    await saveCard(client);
    const fee = await missVisit(client);
    const waived = await api(t.app, 'POST', `/no-show-charges/${fee.id}/waive`, w.owner, { reason: 'Was ill' });
    expect(waived.statusCode, waived.body).toBe(200);
    const before = monri.charges.length;
    expect(await charge()).toEqual({ approved: 0, declined: 0, retrying: 0 });
    expect(monri.charges.length).toBe(before);
    expect(await chargeRowOf(fee.id)).toMatchObject({ state: 'canceled', lastError: expect.stringContaining('waived') });
  });

  it('removes the card (soft, audited): later fees stay debts and are not sent', async () => {
    const client = await newClient('Rema');
    await saveCard(client);
    const removed = await api(t.app, 'DELETE', `/branches/${w.branchId}/clients/${client}/saved-card`, w.owner);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await cardOf(client)).card).toBeNull();
    const [row] = await t.app.db.select().from(savedCards).where(and(eq(savedCards.organizationId, w.orgId), eq(savedCards.clientId, client)));
    expect(row).toMatchObject({ removedAt: expect.any(Date), removedBy: expect.any(Number) });
    const audited = await t.app.db.select().from(auditLog).where(and(eq(auditLog.organizationId, w.orgId), eq(auditLog.entity, 'saved_card'), eq(auditLog.entityId, row!.id)));
    expect(audited.map((entry) => entry.action).sort()).toEqual(['create', 'delete']);
    expect((await api(t.app, 'DELETE', `/branches/${w.branchId}/clients/${client}/saved-card`, w.owner)).statusCode).toBe(404);
    const fee = await missVisit(client);
    expect(await chargeRowOf(fee.id)).toBeUndefined();
    expect(await debtOf(fee.saleId!)).toBe('15.00');
  });

  it('another chain can neither see nor remove nor charge a client’s card', async () => {
    const client = await newClient('Private');
    await saveCard(client);
    expect((await api(t.app, 'GET', `/branches/${other.branchId}/clients/${client}/saved-card`, other.owner)).statusCode).toBe(404);
    expect((await api(t.app, 'GET', `/branches/${w.branchId}/clients/${client}/saved-card`, other.owner)).statusCode).toBeOneOf([403, 404]);
    expect((await api(t.app, 'DELETE', `/branches/${other.branchId}/clients/${client}/saved-card`, other.owner)).statusCode).toBe(404);
    expect((await cardOf(client)).card).not.toBeNull();
    // The other chain's own missed visit with the same rule finds no card of theirs: nothing is queued.
    await api(t.app, 'PUT', `/branches/${other.branchId}/no-show-rules`, other.owner, { cancelWindowHours: 24, lateCancel: { outcome: 'nothing', fee: '0', forgiveFirstTime: false }, noShow: { outcome: 'fee', fee: '15.00', forgiveFirstTime: false } });
    const booked = await book(t.app, other, [line(other, { date: pastDate(), startTime: '10:00' })], { confirmOutsideWorkingHours: true, clientId: other.client });
    await api(t.app, 'PATCH', `/orders/${booked.json().id}`, other.owner, { version: booked.json().version, status: 'order_status.pass' });
    expect(await t.app.db.select().from(savedCardCharges).where(eq(savedCardCharges.organizationId, other.orgId))).toEqual([]);
  });
});
