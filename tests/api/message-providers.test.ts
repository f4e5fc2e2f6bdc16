import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, integrations, orders, outbox } from '../../server/db/tables';
import { serverOrigin } from '../../server/modules/id/request-helpers';
import { sealSecrets } from '../../server/modules/integrations/sealed-secrets';
import { infobipCallbackUrls } from '../../server/modules/outbox/transports/infobip-transport';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { startInfobipStandIn, type InfobipStandIn } from '../support/stand-ins/infobip';
import { api, book, line, orderWorld, type World } from './orders-support';

/**
 * Issue 17 items 2 and 4 end to end with a provider: a chain's Infobip integration carries its messages (the server
 * listens, so the stand-in posts its reports and the client's replies back to the callback address): a booking's SMS
 * arrives with our key as its id, its delivery report marks it delivered, a STOP withdraws the client's consent, and a
 * YES to "please confirm" confirms the visit.
 */
describe('messages through a chain’s SMS provider', () => {
  let t: TestApp;
  let w: World;
  let infobip: InfobipStandIn;
  let callbacks: { reports: string; inbound: string };
  const phone = '+351912345679';

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    infobip = await startInfobipStandIn();
    w = await orderWorld(t.app, 'Provider Chain');
    expect((await api(t.app, 'PATCH', `/branches/${w.branchId}/clients/${w.client}`, w.owner, { version: 1, phone, marketingSms: true })).statusCode).toBe(200);
    const callbackToken = randomBytes(24).toString('base64url');
    await t.app.db.insert(integrations).values({
      organizationId: w.orgId,
      provider: 'infobip',
      settings: { provider: 'infobip', baseUrl: infobip.baseUrl, sender: 'Salon' },
      sealedSecrets: sealSecrets(t.app.secrets.integrationKey, { apiKey: infobip.apiKey }),
      callbackToken,
    });
    callbacks = infobipCallbackUrls(serverOrigin(t.app), callbackToken);
  });
  afterAll(async () => {
    await infobip.close();
    await t.close();
  });

  const rowsOf = (orderId: number) => t.app.db.select().from(outbox).where(and(eq(outbox.orderId, orderId), eq(outbox.channel, 'sms')));

  it('sends the booking’s SMS through the chain’s Infobip account, and its delivery report marks it delivered', async () => {
    const order = (await book(t.app, w, [line(w, { date: '2031-10-01' })])).json();
    await t.app.outbox.deliverPendingMessages();
    const [made] = (await rowsOf(order.id)).filter((row) => row.event === 'customer.bookingMade');
    expect(made).toMatchObject({ status: 'sent', provider: 'infobip' });
    const sent = infobip.messages.find((message) => message.messageId === made!.providerMessageId);
    expect(sent).toMatchObject({ to: phone.slice(1), sender: 'Salon', text: made!.body, deliveryUrl: callbacks.reports });

    expect(await infobip.sendDeliveryReport(sent!.messageId, 'DELIVERED')).toBe(204);
    const [delivered] = (await rowsOf(order.id)).filter((row) => row.event === 'customer.bookingMade');
    expect(delivered).toMatchObject({ status: 'delivered' });
    expect(delivered!.deliveredAt).toBeInstanceOf(Date);
    // The integration is healthy, and says so.
    const [integration] = await t.app.db.select().from(integrations).where(eq(integrations.organizationId, w.orgId));
    expect(integration).toMatchObject({ lastError: null, failingSince: null });
    expect(integration!.lastSuccessAt).toBeInstanceOf(Date);
  });

  it('a YES to “please confirm” confirms the visit, as the client', async () => {
    const rule = await api(t.app, 'PUT', `/branches/${w.branchId}/notification-rules/customer.confirmRequest`, w.owner, { enabled: true, channels: ['sms'], settings: { leadMinutes: [2880], quietHours: null }, version: 0 });
    expect(rule.statusCode, rule.body).toBe(200);
    const order = (await book(t.app, w, [line(w, { date: '2031-10-02' })])).json();
    // Time passes until the request is due.
    await t.app.db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(and(eq(outbox.orderId, order.id), eq(outbox.event, 'customer.confirmRequest')));
    await t.app.outbox.deliverPendingMessages();
    expect((await rowsOf(order.id)).find((row) => row.event === 'customer.confirmRequest')).toMatchObject({ status: 'sent' });

    expect(await infobip.sendInbound(callbacks.inbound, { from: phone.slice(1), to: '447491163443', text: ' yes! ' })).toBe(204);
    const [row] = await t.app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('order_status.approved');
  });

  it('a STOP withdraws the client’s SMS consent and the marketing still queued for them', async () => {
    await t.app.db.insert(outbox).values({ organizationId: w.orgId, branchId: w.branchId, channel: 'sms', recipient: phone, subject: '', body: 'Offer', kind: 'marketing', clientId: w.client, nextAttemptAt: sql`now() + interval '1 day'` });
    expect(await infobip.sendInbound(callbacks.inbound, { from: phone.slice(1), to: '447491163443', text: 'STOP' })).toBe(204);
    const [client] = await t.app.db.select({ marketingSms: clients.marketingSms }).from(clients).where(eq(clients.id, w.client));
    expect(client?.marketingSms).toBe(false);
    const [offer] = await t.app.db.select().from(outbox).where(and(eq(outbox.clientId, w.client), eq(outbox.kind, 'marketing')));
    expect(offer).toMatchObject({ status: 'skipped', reason: 'unsubscribed' });
  });

  it('an unknown callback address answers 404, junk 400', async () => {
    const unknown = await t.app.inject({ method: 'POST', url: '/api/v1/callbacks/infobip/nope/reports', payload: { results: [] } });
    expect(unknown.statusCode).toBe(404);
    const junk = await t.app.inject({ method: 'POST', url: new URL(callbacks.reports).pathname, payload: { results: 'x' } });
    expect(junk.statusCode).toBe(400);
  });

  it('the integrations API keeps secrets sealed and write-only, checks settings by name, and sends a test message', async () => {
    const base = `/organizations/${w.orgId}/integrations`;
    const smtp = { host: '127.0.0.1', port: 1, secure: false, user: 'mailer', fromAddress: 'salon@example.test' };
    const bad = await api(t.app, 'PUT', `${base}/smtp`, w.owner, { settings: { ...smtp, port: 0 }, secrets: {}, version: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((issue: { path: string[] }) => issue.path.join('.'))).toContain('settings.port');

    const saved = await api(t.app, 'PUT', `${base}/smtp`, w.owner, { settings: smtp, secrets: { password: 'pa55-word' }, version: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ provider: 'smtp', branchId: null, secretsSet: { password: true }, state: 'untried', version: 1 });
    expect(saved.body).not.toContain('pa55-word');
    const [row] = await t.app.db.select().from(integrations).where(and(eq(integrations.organizationId, w.orgId), eq(integrations.provider, 'smtp')));
    expect(row!.sealedSecrets!.toString('latin1')).not.toContain('pa55-word');
    // A blank secret keeps the stored one; a stale version is refused.
    const kept = await api(t.app, 'PUT', `${base}/smtp`, w.owner, { settings: { ...smtp, port: 2 }, secrets: { password: '' }, version: 1 });
    expect(kept.json()).toMatchObject({ secretsSet: { password: true }, version: 2, settings: { port: 2 } });
    expect((await api(t.app, 'PUT', `${base}/smtp`, w.owner, { settings: smtp, version: 1 })).statusCode).toBe(409);

    // Nothing listens on port 2: the test says so, the log keeps the attempt, and the integration is failing.
    const tried = await api(t.app, 'POST', `${base}/smtp/test`, w.owner, { to: 'ana@example.test' });
    expect(tried.statusCode, tried.body).toBe(200);
    expect(tried.json().ok).toBe(false);
    const listed = (await api(t.app, 'GET', base, w.owner)).json().items.find((i: { provider: string }) => i.provider === 'smtp');
    expect(listed).toMatchObject({ state: 'failing' });
    expect(listed.failingSince).not.toBeNull();
    const [attempt] = await t.app.db.select().from(outbox).where(and(eq(outbox.organizationId, w.orgId), eq(outbox.event, 'integration.test')));
    expect(attempt).toMatchObject({ status: 'failed', recipient: 'ana@example.test' });

    const infobipListed = (await api(t.app, 'GET', base, w.owner)).json().items.find((i: { provider: string }) => i.provider === 'infobip');
    expect(infobipListed.callbackUrls).toEqual(callbacks);
    expect((await api(t.app, 'DELETE', `${base}/smtp`, w.owner)).statusCode).toBe(204);
    expect((await api(t.app, 'DELETE', `${base}/smtp`, w.owner)).statusCode).toBe(404);
    const stranger = await orderWorld(t.app, 'Provider Stranger');
    expect((await api(t.app, 'GET', base, stranger.owner)).statusCode).toBe(404);
  });
});
