import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../server/db/tables';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { startManychatStandIn, type ManychatStandIn } from '../support/stand-ins/manychat';
import { api, book, line, orderWorld, type World } from './orders-support';
import { issuePaths } from './schedule-support';
import { addBranch } from './settings-support';

/**
 * A client's ManyChat subscriber id (issue 17): kept on the client, unique among the chain's live clients (409 with a
 * sentence), out of another chain's sight; and what makes a booking's Instagram message go through ManyChat: the
 * client's id as its address, and one of the order's services switched on under Integrations → ManyChat → Services.
 */
describe('ManyChat subscriber ids', () => {
  let t: TestApp;
  let w: World;
  let other: World;
  let manychat: ManychatStandIn;
  let colour: number;
  let day = 0;
  const subscriber = 98765432101;
  const nextDate = () => `2031-10-${String(++day).padStart(2, '0')}`;

  const clientPath = (world: World, id = world.client) => `/branches/${world.branchId}/clients/${id}`;
  const newClient = (world: World, values: object, branchId = world.branchId) => api(t.app, 'POST', `/branches/${branchId}/clients`, world.owner, { firstName: 'Mia', ...values });
  const instagramOf = (orderId: number) =>
    t.app.db
      .select({ event: outbox.event, status: outbox.status, reason: outbox.reason, recipient: outbox.recipient })
      .from(outbox)
      .where(and(eq(outbox.organizationId, w.orgId), eq(outbox.orderId, orderId), eq(outbox.channel, 'instagram')))
      .orderBy(asc(outbox.id));
  let manychatVersion = 0;
  const chooseServices = async (serviceIds: number[]) => {
    const saved = await api(t.app, 'PUT', `/organizations/${w.orgId}/integrations/manychat`, w.owner, {
      settings: { serviceIds },
      secrets: { apiKey: manychatVersion === 0 ? manychat.apiKey : '' },
      version: manychatVersion,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    manychatVersion = saved.json().version;
  };

  beforeAll(async () => {
    manychat = await startManychatStandIn();
    manychat.addSubscriber(subscriber);
    t = await createTestApp({ MANYCHAT_API_URL: manychat.baseUrl });
    w = await orderWorld(t.app, 'ManyChat Chain');
    other = await orderWorld(t.app, 'ManyChat Other');
    colour = (await api(t.app, 'POST', `/branches/${w.branchId}/services`, w.owner, { name: 'Colour', duration: 60, price: '40.00' })).json().id;
  });
  afterAll(async () => {
    await t.close();
    await manychat.close();
  });

  it("keeps the client's subscriber id, trimmed, and refuses one that is no ManyChat id naming the field", async () => {
    const saved = await api(t.app, 'PATCH', clientPath(w), w.owner, { version: 1, manychatSubscriberId: ` ${subscriber} ` });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ manychatSubscriberId: String(subscriber), version: 2 });
    expect((await api(t.app, 'GET', clientPath(w), w.owner)).json().manychatSubscriberId).toBe(String(subscriber));
    for (const bad of ['@clara', '0', '+351912345678']) {
      const refused = await newClient(w, { manychatSubscriberId: bad });
      expect(refused.statusCode, bad).toBe(400);
      expect(issuePaths(refused.json())).toEqual(['manychatSubscriberId']);
    }
  });

  it('keeps an id to one live client of the chain, in any of its branches (409 with a sentence)', async () => {
    const twin = await newClient(w, { manychatSubscriberId: String(subscriber) });
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toMatchObject({ code: 'conflict', message: `A client with the manychat subscriber id “${subscriber}” already exists in this chain.` });
    expect(issuePaths(twin.json())).toEqual(['manychatSubscriberId']);

    const riverside = await addBranch(t.app, w, 'Riverside');
    expect((await newClient(w, { manychatSubscriberId: String(subscriber) }, riverside)).statusCode).toBe(409);
    const mia = (await newClient(w, {}, riverside)).json();
    const taken = await api(t.app, 'PATCH', `/branches/${riverside}/clients/${mia.id}`, w.owner, { version: 1, manychatSubscriberId: String(subscriber) });
    expect(taken.statusCode).toBe(409);

    // A deleted client's id may go to the record that replaces them.
    const gone = (await newClient(w, { manychatSubscriberId: '555001' })).json();
    expect((await api(t.app, 'DELETE', clientPath(w, gone.id), w.owner)).statusCode).toBe(204);
    expect((await newClient(w, { manychatSubscriberId: '555001' })).statusCode).toBe(201);
  });

  it("is another chain's own business: the same id is free there, and ours stays out of its reach", async () => {
    const theirs = await newClient(other, { manychatSubscriberId: String(subscriber) });
    expect(theirs.statusCode, theirs.body).toBe(201);
    const ours = await api(t.app, 'GET', clientPath(w), other.owner);
    expect(ours.statusCode).toBe(404);
    expect(ours.body).not.toContain(String(subscriber));
    const listed = await api(t.app, 'GET', `/branches/${w.branchId}/clients`, other.owner);
    expect(listed.statusCode).toBe(404);
  });

  it("sends a booking's Instagram message to the client's subscriber id through ManyChat", async () => {
    await chooseServices([w.cut]);
    const rule = await api(t.app, 'PUT', `/branches/${w.branchId}/notification-rules/customer.bookingMade`, w.owner, { enabled: true, channels: ['instagram'], settings: { quietHours: null }, version: 0 });
    expect(rule.statusCode, rule.body).toBe(200);
    const order = (await book(t.app, w, [line(w, { date: nextDate(), startTime: '10:00' })])).json();
    expect(await instagramOf(order.id)).toEqual([{ event: 'customer.bookingMade', status: 'pending', reason: null, recipient: String(subscriber) }]);

    await t.app.outbox.deliverPendingMessages();
    expect(await instagramOf(order.id)).toMatchObject([{ status: 'sent' }]);
    expect(manychat.messages).toEqual([{ subscriberId: subscriber, contentType: 'instagram', texts: [expect.stringContaining('10:00')], messageTag: undefined }]);
  });

  it('sends by Instagram only bookings of a service switched on for ManyChat; none switched on sends none', async () => {
    const colourOnly = (await book(t.app, w, [line(w, { date: nextDate(), serviceId: colour })])).json();
    expect(await instagramOf(colourOnly.id)).toMatchObject([{ status: 'skipped', reason: 'not_manychat_service' }]);
    const date = nextDate();
    const both = (await book(t.app, w, [line(w, { date, startTime: '10:00' }), line(w, { date, startTime: '11:00', serviceId: colour })])).json();
    expect(await instagramOf(both.id)).toMatchObject([{ status: 'pending', reason: null }]);

    await chooseServices([]);
    const none = (await book(t.app, w, [line(w, { date: nextDate() })])).json();
    expect(await instagramOf(none.id)).toMatchObject([{ status: 'skipped', reason: 'not_manychat_service' }]);
    await chooseServices([w.cut]);
  });

  it('skips a client without a subscriber id, saying why', async () => {
    const mia = (await newClient(w, {})).json();
    const order = (await api(t.app, 'POST', `/branches/${w.branchId}/orders`, w.owner, { clientId: mia.id, services: [line(w, { date: nextDate() })], confirmOutsideWorkingHours: true })).json();
    expect(await instagramOf(order.id)).toEqual([{ event: 'customer.bookingMade', status: 'skipped', reason: 'no_instagram', recipient: '' }]);
  });
});
