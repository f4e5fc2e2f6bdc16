import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clients, membershipInstalments, onlinePayments, outbox, transactions } from '../../server/db/tables';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { startMonriStandIn, type MonriStandIn } from '../support/stand-ins/monri';
import { openLinkOnMonri } from './online-payments-support';
import { api } from './orders-support';
import { salesWorld, type SalesWorld } from './sales-support';
import { catalogMembership, sellMembership, type Sold } from './sold-memberships-support';

/**
 * A membership instalment paid by link (docs/online-payments.md): the link is for what the instalment owes, the
 * provider's notification alone pays it — through the instalment's own path, once however often it comes — and the
 * link reaches the client by SMS, e-mail or their linked Telegram chat.
 */
describe('membership instalments paid by link', () => {
  let t: TestApp;
  let w: SalesWorld;
  let monri: MonriStandIn;
  let pass: number;

  const instalment = async (id: number) => (await t.app.db.select().from(membershipInstalments).where(eq(membershipInstalments.id, id)))[0];
  const paymentsOf = (sold: Sold) => t.app.db.select().from(transactions).where(and(eq(transactions.organizationId, w.orgId), eq(transactions.saleId, sold.saleId)));
  const makeLink = (instalmentId: number, auth = w.owner) => api(t.app, 'POST', `/membership-instalments/${instalmentId}/payment-links`, auth);
  /** 90.00 in three instalments of 30.00, the first paid at the till. */
  const sellInThree = () => sellMembership(t.app, w, { membershipId: pass, instalments: 3, tender: { card: '30.00' } });

  beforeAll(async () => {
    monri = await startMonriStandIn();
    t = await createTestApp({ MONRI_BASE_URL: monri.url, HOST: '127.0.0.1' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    w = await salesWorld(t.app, 'Instalment Chain');
    pass = await catalogMembership(t.app, w);
  });
  afterAll(async () => {
    await t.close();
    await monri.close();
  });

  it('without a provider the instalment page offers no link and making one is a 409 with a sentence', async () => {
    const sold = await sellInThree();
    expect((await api(t.app, 'GET', `/membership-instalments/${sold.instalmentIds[1]}`, w.owner)).json()).toMatchObject({ payableByLink: false });
    const refused = await makeLink(sold.instalmentIds[1]!);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Integrations → Payments/);
    const setup = { settings: { environment: 'test', authenticityToken: monri.authenticityToken }, secrets: { merchantKey: monri.merchantKey }, version: 0 };
    expect((await api(t.app, 'PUT', `/branches/${w.branchId}/integrations/payments`, w.owner, setup)).statusCode).toBe(200);
    expect((await api(t.app, 'GET', `/membership-instalments/${sold.instalmentIds[1]}`, w.owner)).json()).toMatchObject({ payableByLink: true });
  });

  it('the client pays the second instalment on the hosted page; the notification twice pays it ONCE, as a card payment of that instalment', async () => {
    const sold = await sellInThree();
    const [, second, third] = sold.instalmentIds as [number, number, number];
    // Instalments are paid in order: the third cannot have a link while the second is owed.
    const early = await makeLink(third);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/2/);
    const link = await makeLink(second);
    expect(link.statusCode, link.body).toBe(201);
    expect(link.json()).toMatchObject({ amountMinor: 3000, state: 'pending' });
    const { form, pay } = await openLinkOnMonri(t.app, monri, link.json().url);
    expect(form.fields).toMatchObject({ amount: '3000' });
    monri.nextCallbacks('twice');
    const before = monri.callbackAnswers.length;
    await pay();
    expect(monri.callbackAnswers.slice(before)).toEqual([200, 200]);
    const payments = await paymentsOf(sold);
    expect(payments.map((p) => [p.method, p.amount, p.instalmentId])).toEqual([
      ['card', '30.00', null],
      ['card', '30.00', second],
    ]);
    expect(payments[1]?.note).toMatch(/^Online \(monri \d+\)$/);
    expect(await instalment(second)).toMatchObject({ paid: '30.00' });
    expect(await instalment(third)).toMatchObject({ paid: '0.00' });
    const [attempt] = await t.app.db.select().from(onlinePayments).where(eq(onlinePayments.id, link.json().id));
    expect(attempt).toMatchObject({ state: 'paid', purpose: 'membership_instalment', instalmentId: second, transactionId: payments[1]?.id });
    // Paid now: another link for it is refused.
    expect((await makeLink(second)).statusCode).toBe(409);
  });

  it('an instalment paid at the till after its link was made: the charge is kept apart (attempt paid, audited), nothing paid twice', async () => {
    const sold = await sellInThree();
    const second = sold.instalmentIds[1]!;
    const link = (await makeLink(second)).json();
    const { pay } = await openLinkOnMonri(t.app, monri, link.url);
    expect((await api(t.app, 'POST', `/membership-instalments/${second}/payments`, w.owner, { tender: { cash: '30.00' } })).statusCode).toBe(200);
    await pay();
    expect((await paymentsOf(sold)).map((p) => [p.method, p.amount])).toEqual([
      ['card', '30.00'],
      ['cash', '30.00'],
    ]);
    expect(await instalment(second)).toMatchObject({ paid: '30.00' });
    const audited = await t.app.db.select().from(auditLog).where(and(eq(auditLog.organizationId, w.orgId), eq(auditLog.entity, 'online_payment'), eq(auditLog.entityId, link.id)));
    expect(JSON.stringify(audited)).toContain('instalment_settled_meanwhile');
  });

  it('the link goes to the client’s linked Telegram chat; a client with no chat is a 400 naming channel', async () => {
    const sold = await sellInThree();
    const link = (await makeLink(sold.instalmentIds[1]!)).json();
    const sendUrl = `/sales/${sold.saleId}/payment-links/${link.id}/send`;
    await t.app.db.update(clients).set({ tgChatId: null }).where(and(eq(clients.organizationId, w.orgId), eq(clients.id, w.client)));
    const noChat = await api(t.app, 'POST', sendUrl, w.owner, { channel: 'telegram' });
    expect(noChat.statusCode).toBe(400);
    expect(noChat.json().issues).toEqual([expect.objectContaining({ path: ['channel'], message: expect.stringMatching(/Telegram/) })]);
    await t.app.db.update(clients).set({ tgChatId: '7001234' }).where(and(eq(clients.organizationId, w.orgId), eq(clients.id, w.client)));
    const sent = await api(t.app, 'POST', sendUrl, w.owner, { channel: 'telegram' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ sentTo: 'Telegram' });
    const messages = await t.app.db.select().from(outbox).where(and(eq(outbox.organizationId, w.orgId), eq(outbox.event, 'customer.paymentLink'), eq(outbox.channel, 'telegram')));
    expect(messages).toEqual([expect.objectContaining({ recipient: '7001234', clientId: w.client, priority: 0, body: expect.stringContaining(link.url) })]);
  });

  it('another chain can neither see nor make a link for this chain’s instalment; an unknown one is a 404', async () => {
    const sold = await sellInThree();
    const other = await salesWorld(t.app, 'Other Instalment Chain');
    expect((await makeLink(sold.instalmentIds[1]!, other.owner)).statusCode).toBe(404);
    expect((await makeLink(999_999_999)).statusCode).toBe(404);
  });
});
