import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdSchema } from '../../src/schema/online-booking/public-booking';
import { addDays } from '../../src/schema/schedule/calendar';
import { instantToZoned } from '../../src/schema/schedule/time-zone';
import { webhookPayloadSchema } from '../../src/schema/webhooks/webhooks';
import { auditLog, outbox, webhookDeliveries, webhookEndpoints } from '../../server/db/tables';
import { sealSecrets } from '../../server/modules/integrations/sealed-secrets';
import { deliverPendingWebhooks } from '../../server/modules/webhooks/webhook-worker';
import { createTestApp, type TestApp } from '../helpers/test-app';
import type { HttpStandIn, StandInRequest } from '../support/stand-ins/http-stand-in';
import { startWebhookReceiver } from '../support/stand-ins/webhook-receiver';
import { api, book, line, orderWorld, type World } from './orders-support';
import { memberOf } from './settings-support';
import { oneServiceBranch, orderIdOfHold, sentCodeOf } from './online-booking-support';
import { scheduleChain } from './schedule-support';

const headersOf = (request: StandInRequest) => ({
  'webhook-id': String(request.headers['webhook-id']),
  'webhook-timestamp': String(request.headers['webhook-timestamp']),
  'webhook-signature': String(request.headers['webhook-signature']),
});
/** What the receiver's own code does: the package's verifier checks the signature and the time, then the body. */
const verified = (secret: string, request: StandInRequest) => webhookPayloadSchema.parse(new Webhook(secret).verify(request.body, headersOf(request)));
const secondsFromNow = (at: Date) => Math.round((at.getTime() - Date.now()) / 1000);

/**
 * Webhooks (issue 19, deliverable 6): deliveries written with the change and sent afterwards by the worker, signed by
 * Standard Webhooks and checked with the package's own verifier at a local receiver; retries on the back-off
 * schedule, redelivery by hand with the same id, disabling after five days of failure with the owner told; private
 * addresses refused without WEBHOOKS_ALLOW_PRIVATE, at save and at delivery; another chain sees and redelivers nothing.
 */
describe('webhooks', () => {
  let t: TestApp;
  let strict: TestApp;
  let w: World;
  let receiver: HttpStandIn;
  let base: string;
  let endpointId: number;
  let secret: string;

  const deliveriesOfType = (type: string) => t.app.db.select().from(webhookDeliveries).where(and(eq(webhookDeliveries.organizationId, w.orgId), eq(webhookDeliveries.eventType, type)));
  const dueNow = (id: number) => t.app.db.update(webhookDeliveries).set({ nextAttemptAt: sql`now()` }).where(eq(webhookDeliveries.id, id));
  const addClient = async (firstName: string) => {
    const res = await api(t.app, 'POST', `/branches/${w.branchId}/clients`, w.owner, { firstName, lastName: 'Hook' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    t = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE: '1' });
    strict = await createTestApp();
    w = await orderWorld(t.app, 'Webhook Chain');
    base = `/organizations/${w.orgId}/webhooks`;
  });
  afterAll(async () => {
    await t.close();
    await strict.close();
    await receiver.close();
  });

  it('an owner subscribes an address: the secret is shown once, never listed; bad input names its fields', async () => {
    const bad = await api(t.app, 'POST', base, w.owner, { url: 'ftp://example.com', eventTypes: ['order.nonsense'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((issue: { path: string[] }) => issue.path.join('.'))).toEqual(expect.arrayContaining(['url', 'eventTypes.0']));

    const created = await api(t.app, 'POST', base, w.owner, { url: `${receiver.url}/hooks`, description: 'CRM', eventTypes: ['client.created', 'client.updated', 'order.created', 'sale.created', 'payment.created'] });
    expect(created.statusCode, created.body).toBe(201);
    ({ id: endpointId, secret } = created.json());
    expect(secret).toMatch(/^whsec_/);
    expect(created.json()).toMatchObject({ state: 'working', enabled: true, version: 1 });
    const listed = await api(t.app, 'GET', base, w.owner);
    expect(listed.json().items).toHaveLength(1);
    expect(listed.body).not.toContain(secret);
    const [row] = await t.app.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
    expect(row!.sealedSecret.toString('latin1')).not.toContain(secret.slice(6));
    expect((await api(t.app, 'POST', `${base}/${endpointId}/secret`, w.owner)).json()).toEqual({ secret });
    const admin = await memberOf(t.app, w.orgId, 'administrator', [w.branchId]);
    expect((await api(t.app, 'GET', base, admin.auth)).statusCode).toBe(200);
    expect((await api(t.app, 'POST', `${base}/${endpointId}/secret`, admin.auth)).statusCode).toBe(403);
  });

  it('a change writes its delivery and answers at once; the worker signs it and the package verifies it', async () => {
    const clientId = await addClient('Hana');
    // Nothing left the server during the request: the delivery waits in the table for the worker.
    expect(receiver.requests).toHaveLength(0);
    const [waiting] = await deliveriesOfType('client.created');
    expect(waiting).toMatchObject({ status: 'pending', attempts: 0, endpointId, branchId: w.branchId });

    expect(await t.app.webhooks.deliverPending()).toMatchObject({ delivered: 1 });
    const [request] = receiver.requests;
    expect(request!.path).toBe('/hooks');
    expect(request!.headers['webhook-id']).toBe(waiting!.messageId);
    const payload = verified(secret, request!);
    expect(payload).toMatchObject({ type: 'client.created', data: { id: clientId, organizationId: w.orgId, branchId: w.branchId, object: { firstName: 'Hana', lastName: 'Hook' } } });
    expect(() => new Webhook(`whsec_${Buffer.from('someone else').toString('base64')}`).verify(request!.body, headersOf(request!))).toThrow();

    const booked = await book(t.app, w, [line(w)]);
    expect(booked.statusCode, booked.body).toBe(201);
    const sold = await api(t.app, 'POST', `/branches/${w.branchId}/sales`, w.owner, { clientId, items: [{ uid: 'l1', kind: 'service', refId: w.cut, employeeId: w.ana, price: '25.00', startsAt: new Date().toISOString().slice(0, 10) }], tender: { card: '25.00' } });
    expect(sold.statusCode, sold.body).toBe(201);
    await t.app.webhooks.deliverPending();
    const types = receiver.requests.slice(1).map((one) => verified(secret, one).type).sort();
    expect(types).toEqual(['order.created', 'payment.created', 'sale.created']);
    const payment = receiver.requests.map((one) => verified(secret, one)).find((one) => one.type === 'payment.created')!;
    expect(payment.data.object).toMatchObject({ kind: 'payment', method: 'card', amount: '25.00', saleId: sold.json().sale.id });
  });

  it('a failing receiver is retried on the back-off schedule, every attempt logged, with one webhook-id', async () => {
    receiver.requests.length = 0;
    receiver.failNext(2, 'server-error');
    await addClient('Retry');
    const [delivery] = await deliveriesOfType('client.created').then((rows) => rows.filter((row) => row.status === 'pending'));
    expect(await t.app.webhooks.deliverPending()).toMatchObject({ retried: 1 });
    let [row] = await t.app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery!.id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastStatus: 500 });
    expect(secondsFromNow(row!.nextAttemptAt)).toBeGreaterThanOrEqual(3);
    expect(secondsFromNow(row!.nextAttemptAt)).toBeLessThanOrEqual(5);
    expect(await t.app.webhooks.deliverPending()).toMatchObject({ retried: 0, delivered: 0 });

    await dueNow(delivery!.id);
    await t.app.webhooks.deliverPending();
    [row] = await t.app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery!.id));
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(secondsFromNow(row!.nextAttemptAt)).toBeGreaterThan(290);
    expect((await api(t.app, 'GET', base, w.owner)).json().items[0]).toMatchObject({ state: 'failing', failingSince: expect.any(String) });

    await dueNow(delivery!.id);
    expect(await t.app.webhooks.deliverPending()).toMatchObject({ delivered: 1 });
    expect(new Set(receiver.requests.map((request) => request.headers['webhook-id']))).toEqual(new Set([delivery!.messageId]));
    const detail = (await api(t.app, 'GET', `${base}/deliveries/${delivery!.id}`, w.owner)).json();
    expect(detail).toMatchObject({ status: 'delivered', attempts: 3, lastStatus: 200, payload: { type: 'client.created' } });
    expect(detail.attemptLog.map((attempt: { statusCode: number }) => attempt.statusCode)).toEqual([200, 500, 500]);
    expect(detail.attemptLog[1]).toMatchObject({ responseBody: expect.stringContaining('receiver is down'), durationMs: expect.any(Number), manual: false });
    expect((await api(t.app, 'GET', base, w.owner)).json().items[0]).toMatchObject({ state: 'working', failingSince: null });

    const page = await api(t.app, 'GET', `${base}/deliveries?perPage=2&page=1`, w.owner);
    expect(page.json().meta).toMatchObject({ itemsPerPage: 2, itemCount: 2, currentPage: 1 });
    expect(page.json().meta.totalItems).toBeGreaterThanOrEqual(5);
  });

  it('redelivery by hand sends the same message again and logs it as manual; a test ping is logged too', async () => {
    receiver.requests.length = 0;
    const [delivered] = await deliveriesOfType('client.created');
    const asked = await api(t.app, 'POST', `${base}/deliveries/${delivered!.id}/redeliver`, w.owner);
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toMatchObject({ status: 'pending', attempts: 0 });
    await t.app.webhooks.deliverPending();
    expect(receiver.requests).toHaveLength(1);
    expect(receiver.requests[0]!.headers['webhook-id']).toBe(delivered!.messageId);
    expect(verified(secret, receiver.requests[0]!).type).toBe('client.created');
    const detail = (await api(t.app, 'GET', `${base}/deliveries/${delivered!.id}`, w.owner)).json();
    expect(detail.attemptLog[0]).toMatchObject({ statusCode: 200, manual: true });

    const ping = await api(t.app, 'POST', `${base}/${endpointId}/ping`, w.owner);
    expect(ping.statusCode, ping.body).toBe(202);
    await t.app.webhooks.deliverPending();
    expect(verified(secret, receiver.requests[1]!)).toMatchObject({ type: 'webhook.ping', data: { id: endpointId } });
  });

  it('three workers side by side deliver each message once', async () => {
    receiver.requests.length = 0;
    for (const name of ['One', 'Two', 'Three', 'Four', 'Five']) await addClient(name);
    const deps = { db: t.app.db, integrationKey: t.app.secrets.integrationKey, allowPrivate: true };
    const reports = await Promise.all([deliverPendingWebhooks(deps, { batchSize: 3 }), deliverPendingWebhooks(deps, { batchSize: 3 }), deliverPendingWebhooks(deps, { batchSize: 3 })]);
    expect(reports.reduce((sum, report) => sum + report.delivered, 0)).toBe(5);
    const ids = receiver.requests.map((request) => request.headers['webhook-id']);
    expect(new Set(ids).size).toBe(5);
    expect(ids).toHaveLength(5);
  });

  it('a rotated secret signs from then on, the old one beside it for 24 hours, then no more; audited without secrets', async () => {
    const version = (await api(t.app, 'GET', base, w.owner)).json().items[0].version;
    const rotated = await api(t.app, 'POST', `${base}/${endpointId}/secret/rotate`, w.owner, { version });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const fresh = rotated.json().secret as string;
    expect(fresh).not.toBe(secret);
    expect(Math.round((Date.parse(rotated.json().previousSecretUntil) - Date.now()) / 3_600_000)).toBe(24);
    expect((await api(t.app, 'GET', base, w.owner)).json().items[0].previousSecretUntil).toBe(rotated.json().previousSecretUntil);
    expect((await api(t.app, 'POST', `${base}/${endpointId}/secret/rotate`, w.owner, { version })).statusCode).toBe(409);
    receiver.requests.length = 0;
    await addClient('Rotated');
    await t.app.webhooks.deliverPending();
    // Two signatures: a receiver still on the old secret and one already on the new both accept the delivery.
    expect(String(receiver.requests[0]!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verified(fresh, receiver.requests[0]!).type).toBe('client.created');
    expect(verified(secret, receiver.requests[0]!).type).toBe('client.created');
    const [trail] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'webhook_endpoint'), eq(auditLog.entityId, endpointId))).orderBy(sql`${auditLog.id} desc`).limit(1);
    expect(JSON.stringify(trail!.changes)).toContain('previousSecretUntil');
    expect(JSON.stringify(trail)).not.toContain(fresh.slice(6));

    // The grace period over, the worker's housekeeping forgets the old secret: only the new one signs.
    await t.app.db.update(webhookEndpoints).set({ previousSecretUntil: sql`now() - interval '1 second'` }).where(eq(webhookEndpoints.id, endpointId));
    expect(await t.app.webhooks.sweep()).toMatchObject({ secretsDropped: 1 });
    const [row] = await t.app.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
    expect(row).toMatchObject({ previousSealedSecret: null, previousSecretUntil: null });
    expect((await api(t.app, 'GET', base, w.owner)).json().items[0].previousSecretUntil).toBeNull();
    receiver.requests.length = 0;
    await addClient('AfterGrace');
    await t.app.webhooks.deliverPending();
    expect(verified(fresh, receiver.requests[0]!).type).toBe('client.created');
    expect(() => verified(secret, receiver.requests[0]!)).toThrow();
    secret = fresh;
  });

  it('a booking made on the booking page is announced as booking.created, with its order', async () => {
    const chain = await scheduleChain(t.app, 'Booked Hook Chain');
    const visitDay = addDays(instantToZoned(Date.now(), chain.timeZone).date, 3);
    const { serviceId, slug } = await oneServiceBranch(t.app, chain, { day: visitDay, minutes: 60, until: '17:00' });
    const hook = await api(t.app, 'POST', `/organizations/${chain.orgId}/webhooks`, chain.owner, { url: `${receiver.url}/bookings`, eventTypes: ['booking.created'] });
    const bookingSecret = hook.json().secret as string;
    const post = (path: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/v1/public/book/${slug}/${path}`, payload, remoteAddress: '10.9.0.1' });
    const held = holdSchema.parse((await post('holds', { services: [serviceId], date: visitDay, time: '10:00' })).json());
    expect((await post('code', { holdToken: held.holdToken, channel: 'email', firstName: 'Bea', email: 'bea@example.com' })).statusCode).toBe(202);
    const confirmed = await post('confirm', { holdToken: held.holdToken, code: await sentCodeOf(t.app.db, orderIdOfHold(held.holdToken)) });
    expect(confirmed.statusCode, confirmed.body).toBe(201);

    receiver.requests.length = 0;
    await t.app.webhooks.deliverPending();
    expect(receiver.requests.map((request) => request.path)).toEqual(['/bookings']);
    const payload = verified(bookingSecret, receiver.requests[0]!);
    expect(payload).toMatchObject({ type: 'booking.created', data: { id: orderIdOfHold(held.holdToken), organizationId: chain.orgId, branchId: chain.branchId, object: { origin: 'order_origin.external', date: visitDay } } });
  });

  it('another chain neither sees nor redelivers, nor edits, this chain’s webhooks', async () => {
    const other = await orderWorld(t.app, 'Other Hook Chain');
    const [delivery] = await deliveriesOfType('client.created');
    expect((await api(t.app, 'GET', `/organizations/${other.orgId}/webhooks`, other.owner)).json()).toEqual({ items: [] });
    expect((await api(t.app, 'GET', `/organizations/${other.orgId}/webhooks/deliveries`, other.owner)).json().items).toEqual([]);
    expect((await api(t.app, 'GET', `/organizations/${other.orgId}/webhooks/deliveries/${delivery!.id}`, other.owner)).statusCode).toBe(404);
    expect((await api(t.app, 'POST', `/organizations/${other.orgId}/webhooks/deliveries/${delivery!.id}/redeliver`, other.owner)).statusCode).toBe(404);
    expect((await api(t.app, 'POST', `/organizations/${other.orgId}/webhooks/${endpointId}/secret`, other.owner)).statusCode).toBe(404);
    expect((await api(t.app, 'DELETE', `/organizations/${other.orgId}/webhooks/${endpointId}`, other.owner)).statusCode).toBe(404);
    expect((await api(t.app, 'GET', base, other.owner)).statusCode).toBe(404);
    // Their changes reach none of our endpoints.
    const before = await t.app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
    await api(t.app, 'POST', `/branches/${other.branchId}/clients`, other.owner, { firstName: 'Elsewhere' });
    expect(await t.app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId))).toHaveLength(before.length);
  });

  it('an endpoint failing for five days is disabled, its owner told and the change audited; enabling it starts afresh', async () => {
    await t.app.db.update(webhookEndpoints).set({ failingSince: sql`now() - interval '4 days 23 hours'` }).where(eq(webhookEndpoints.id, endpointId));
    receiver.failNext(2, 'server-error');
    await addClient('Almost');
    await t.app.webhooks.deliverPending();
    expect((await api(t.app, 'GET', base, w.owner)).json().items[0]).toMatchObject({ state: 'failing', enabled: true });

    await t.app.db.update(webhookEndpoints).set({ failingSince: sql`now() - interval '5 days 1 minute'` }).where(eq(webhookEndpoints.id, endpointId));
    await addClient('TooLate');
    expect(await t.app.webhooks.deliverPending()).toMatchObject({ disabled: 1 });
    const endpoint = (await api(t.app, 'GET', base, w.owner)).json().items[0];
    expect(endpoint).toMatchObject({ state: 'disabled', enabled: false, disabledAt: expect.any(String) });
    expect((await deliveriesOfType('client.created')).filter((row) => row.status === 'pending')).toEqual([]);

    const notices = await t.app.db.select().from(outbox).where(and(eq(outbox.organizationId, w.orgId), eq(outbox.event, 'webhook.disabled')));
    expect(notices.map((notice) => notice.channel).sort()).toEqual(['email', 'inApp']);
    expect(notices[0]).toMatchObject({ userId: w.ownerId, subject: 'A webhook was disabled' });
    expect(notices[0]!.body).toContain(`${receiver.url}/hooks`);
    const [trail] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'webhook_endpoint'), eq(auditLog.entityId, endpointId), eq(auditLog.action, 'update'))).orderBy(sql`${auditLog.id} desc`).limit(1);
    expect(trail!.changes).toMatchObject({ enabled: { from: true, to: false } });

    await addClient('WhileDisabled');
    expect((await deliveriesOfType('client.created')).filter((row) => row.status === 'pending')).toEqual([]);
    const [last] = await deliveriesOfType('client.created');
    const refused = await api(t.app, 'POST', `${base}/deliveries/${last!.id}/redeliver`, w.owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('disabled');

    const enabled = await api(t.app, 'PUT', `${base}/${endpointId}`, w.owner, { url: endpoint.url, description: 'CRM', eventTypes: endpoint.eventTypes, enabled: true, version: endpoint.version });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json()).toMatchObject({ state: 'working', failingSince: null, disabledAt: null });
    const stale = await api(t.app, 'PUT', `${base}/${endpointId}`, w.owner, { url: endpoint.url, eventTypes: endpoint.eventTypes, version: endpoint.version });
    expect(stale.statusCode).toBe(409);
  });

  it('without WEBHOOKS_ALLOW_PRIVATE a private or loopback address is refused when saved, and again when delivered', async () => {
    const chain = await orderWorld(strict.app, 'Strict Chain');
    const url = `/organizations/${chain.orgId}/webhooks`;
    for (const address of [`${receiver.url}/hooks`, 'http://localhost:9/hooks', 'http://[::1]/hooks', 'http://169.254.169.254/latest/meta-data', 'http://10.0.0.7/hooks', 'http://[fd00::1]/hooks']) {
      const refused = await api(strict.app, 'POST', url, chain.owner, { url: address, eventTypes: ['client.created'] });
      expect(refused.statusCode, address).toBe(400);
      expect(refused.json().issues).toEqual([{ path: ['url'], message: expect.stringContaining('private') }]);
    }
    expect((await api(strict.app, 'GET', url, chain.owner)).json().items).toEqual([]);

    // An address saved while allowed (the flag since removed), or a name that resolves privately now (DNS rebinding):
    // judged again at delivery, as an IP written out and through the connection's own lookup.
    const hook = 'whsec_' + Buffer.from('a strict chain secret 24b').toString('base64');
    const rows = await strict.app.db
      .insert(webhookEndpoints)
      .values(['127.0.0.1', 'localhost'].map((host) => ({ organizationId: chain.orgId, url: `${receiver.url.replace('127.0.0.1', host)}/rebound`, eventTypes: ['client.created' as const], sealedSecret: sealSecrets(strict.app.secrets.integrationKey, { secret: hook }) })))
      .returning();
    receiver.requests.length = 0;
    await api(strict.app, 'POST', `/branches/${chain.branchId}/clients`, chain.owner, { firstName: 'Rebound' });
    expect(await strict.app.webhooks.deliverPending()).toMatchObject({ retried: 2 });
    expect(receiver.requests).toEqual([]);
    for (const row of rows) {
      const [delivery] = await strict.app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, row.id));
      const detail = (await api(strict.app, 'GET', `${url}/deliveries/${delivery!.id}`, chain.owner)).json();
      expect(detail.attemptLog[0], row.url).toMatchObject({ statusCode: null, error: expect.stringContaining('private') });
    }
  });
});
