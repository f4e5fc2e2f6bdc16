import { and, eq, inArray, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookPayloadSchema } from '../../src/schema/webhooks/webhooks';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../server/db/tables';
import { sweepWebhooks } from '../../server/modules/webhooks/webhook-housekeeping';
import { createTestApp, type TestApp } from '../helpers/test-app';
import type { HttpStandIn, StandInRequest } from '../support/stand-ins/http-stand-in';
import { startWebhookReceiver } from '../support/stand-ins/webhook-receiver';
import { api } from './orders-support';
import { cut, item, salesWorld, sell, type SalesWorld } from './sales-support';

const verified = (secret: string, request: StandInRequest) =>
  webhookPayloadSchema.parse(
    new Webhook(secret).verify(request.body, {
      'webhook-id': String(request.headers['webhook-id']),
      'webhook-timestamp': String(request.headers['webhook-timestamp']),
      'webhook-signature': String(request.headers['webhook-signature']),
    }),
  );

/**
 * Webhooks' sale and membership events (docs/webhooks.md "Events"): `membership.sold` with the checkout,
 * `sale.canceled` and `membership.canceled` with a sale's cancel, `membership.canceled` with a membership's own —
 * each written in the change's transaction (a refused change writes none); and the log's retention sweep, which
 * deletes settled deliveries past the window with their attempts, in batches, and keeps the endpoint and what is due.
 */
describe('webhooks: sales and memberships, and the log’s retention', () => {
  let t: TestApp;
  let w: SalesWorld;
  let receiver: HttpStandIn;
  let secret: string;
  let endpointId: number;

  const deliveredTypes = async () => {
    receiver.requests.length = 0;
    await t.app.webhooks.deliverPending();
    return receiver.requests.map((request) => verified(secret, request));
  };

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    t = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE: '1' });
    w = await salesWorld(t.app, 'Webhook Sales Chain');
    const created = await api(t.app, 'POST', `/organizations/${w.orgId}/webhooks`, w.owner, { url: `${receiver.url}/sales`, eventTypes: ['sale.canceled', 'membership.sold', 'membership.canceled'] });
    expect(created.statusCode, created.body).toBe(201);
    ({ id: endpointId, secret } = created.json());
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it('the screen’s list offers the new events', async () => {
    const types = (await api(t.app, 'GET', `/organizations/${w.orgId}/webhooks/event-types`, w.owner)).json().items;
    expect(types).toEqual(expect.arrayContaining(['sale.canceled', 'membership.sold', 'membership.canceled']));
  });

  it('a membership sold at the checkout is membership.sold; cancelling the sale is sale.canceled and membership.canceled', async () => {
    const sold = await sell(t.app, w, { clientId: w.client, items: [item({ kind: 'membership', refId: w.tenVisits, price: '200.00' }), cut(w)], tender: { cash: '225.00' } });
    expect(sold.statusCode, sold.body).toBe(201);
    const sale = sold.json().sale;
    const [membership] = await deliveredTypes();
    expect(membership).toMatchObject({ type: 'membership.sold', data: { organizationId: w.orgId, branchId: w.branchId, object: { saleId: sale.id, clientId: w.client, name: 'Ten cuts', kind: 'visits', visitsTotal: 10, price: '200.00', canceledAt: null } } });

    const canceled = await api(t.app, 'POST', `/sales/${sale.id}/cancel`, w.owner, { note: 'Changed her mind' });
    expect(canceled.statusCode, canceled.body).toBe(200);
    const events = await deliveredTypes();
    expect(events.map((event) => event.type).sort()).toEqual(['membership.canceled', 'sale.canceled']);
    expect(events.find((event) => event.type === 'sale.canceled')).toMatchObject({ data: { id: sale.id, object: { total: '225.00', paid: '0.00', clientId: w.client, note: 'Changed her mind', canceledAt: expect.any(String) } } });
    expect(events.find((event) => event.type === 'membership.canceled')).toMatchObject({ data: { id: membership!.data.id, object: { saleId: sale.id, cancelReason: 'Changed her mind', canceledAt: expect.any(String) } } });

    // A cancel refused (already cancelled) writes nothing.
    expect((await api(t.app, 'POST', `/sales/${sale.id}/cancel`, w.owner, {})).statusCode).toBe(409);
    expect(await deliveredTypes()).toEqual([]);
  });

  it('a membership cancelled on its own is membership.canceled with its reason', async () => {
    const sold = await sell(t.app, w, { clientId: w.client, items: [item({ kind: 'membership', refId: w.tenVisits, price: '200.00' })], tender: { card: '200.00' } });
    expect(sold.statusCode, sold.body).toBe(201);
    const [soldEvent] = await deliveredTypes();
    const data = { id: soldEvent!.data.id! };
    const cancel = await api(t.app, 'POST', `/sold-memberships/${data.id}/cancel`, w.owner, { reason: 'Moved away' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const events = await deliveredTypes();
    expect(events).toEqual([expect.objectContaining({ type: 'membership.canceled', data: expect.objectContaining({ id: data.id, object: expect.objectContaining({ cancelReason: 'Moved away' }) }) })]);
  });

  it('the retention sweep deletes settled deliveries older than 30 days with their attempts, in batches; pending ones and the endpoint stay', async () => {
    const ofChain = eq(webhookDeliveries.organizationId, w.orgId);
    const settled = await t.app.db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(and(ofChain, eq(webhookDeliveries.status, 'delivered')));
    expect(settled.length).toBeGreaterThanOrEqual(4);
    const old = settled.slice(0, 3).map((row) => row.id);
    const keptSettled = settled.slice(3).map((row) => row.id);
    await t.app.db.update(webhookDeliveries).set({ createdAt: sql`now() - interval '31 days'` }).where(inArray(webhookDeliveries.id, old));
    // A delivery still being tried is kept whatever its age.
    const [pending] = await t.app.db.insert(webhookDeliveries).values({ organizationId: w.orgId, endpointId, messageId: 'msg_old_pending', eventType: 'sale.canceled', payload: {}, createdAt: sql`now() - interval '40 days'`, nextAttemptAt: sql`now() + interval '1 hour'` }).returning();
    const attemptsBefore = await t.app.db.select().from(webhookAttempts).where(inArray(webhookAttempts.deliveryId, old));
    expect(attemptsBefore.length).toBe(3);

    expect(await sweepWebhooks(t.app.db, { batchSize: 2 })).toMatchObject({ deliveriesDeleted: 3 });
    const left = (await t.app.db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(ofChain)).map((row) => row.id);
    expect(left).toEqual(expect.arrayContaining([...keptSettled, pending!.id]));
    expect(left).not.toEqual(expect.arrayContaining([old[0]]));
    expect(await t.app.db.select().from(webhookAttempts).where(inArray(webhookAttempts.deliveryId, old))).toEqual([]);
    const [endpoint] = await t.app.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
    expect(endpoint).toMatchObject({ enabled: true, lastSuccessAt: expect.any(Date) });
    expect(await t.app.webhooks.sweep()).toMatchObject({ deliveriesDeleted: 0 });
  });
});
