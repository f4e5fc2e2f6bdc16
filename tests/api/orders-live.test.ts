import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCrudRegistry } from '../../server/crud/crud-registry';
import { clients, liveOutbox, orders } from '../../server/db/tables';
import { markMissedOrders } from '../../server/modules/orders/missed-orders.job';
import type { OrderDeps } from '../../server/modules/orders/order-writer';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { quietMs, sleep, type LiveTestClient } from './live-support';
import { api, book, line, orderWorld, ownerLive, type World } from './orders-support';

describe('orders: live events after commit, the outbox sweeper and the missed-visits job', () => {
  let t: TestApp;
  let w: World;
  let live: LiveTestClient;
  let deps: OrderDeps;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    w = await orderWorld(t.app, 'Live Orders');
    deps = { db: t.app.db, live: t.app.live, liveOutbox: t.app.liveOutbox, registry: buildCrudRegistry() };
    live = await ownerLive(t.app, w);
  });
  afterAll(async () => {
    await live.close();
    await t.close();
  });

  const unpublished = () => t.app.db.select().from(liveOutbox).where(isNull(liveOutbox.publishedAt));
  const nextEvent = (event: string) => live.next((m) => m.event === event);

  it('announces new, confirm, update and cancel on the branch channel with the order data', async () => {
    const order = (await book(t.app, w, [line(w, { date: '2031-09-01' }), line(w, { date: '2031-09-01', startTime: '11:00', employeeId: w.boris })])).json();
    const data = { date: '2031-09-01', id: order.id, orderServices: [{ employeeId: w.ana }, { employeeId: w.boris }] };
    expect(await nextEvent('order:new')).toEqual({ event: 'order:new', data, channel: w.guid });
    const confirmed = (await api(t.app, 'PATCH', `/orders/${order.id}`, w.owner, { version: 1, status: 'order_status.approved' })).json();
    expect((await nextEvent('order:confirm')).data).toEqual(data);
    await api(t.app, 'PATCH', `/orders/${order.id}`, w.owner, { version: confirmed.version, description: 'Moved' });
    expect((await nextEvent('order:update')).data).toEqual(data);
    await api(t.app, 'PATCH', `/orders/${order.id}/cancel`, w.owner, {});
    expect((await nextEvent('order:cancel')).data).toEqual(data);
    expect(await unpublished()).toEqual([]);
  });

  it('announces a move to another day or person on both its old and new places', async () => {
    const order = (await book(t.app, w, [line(w, { date: '2031-09-06' })])).json();
    await nextEvent('order:new');
    const moved = [line(w, { date: '2031-09-07', employeeId: w.boris })].map((service) => ({ ...service, id: order.services[0].id }));
    expect((await api(t.app, 'PATCH', `/orders/${order.id}`, w.owner, { version: order.version, services: moved, confirmOutsideWorkingHours: true })).statusCode).toBe(200);
    const updates = [await nextEvent('order:update'), await nextEvent('order:update')].map((m) => m.data);
    expect(updates).toEqual([
      { date: '2031-09-07', id: order.id, orderServices: [{ employeeId: w.boris }] },
      { date: '2031-09-06', id: order.id, orderServices: [{ employeeId: w.ana }] },
    ]);
  });

  it('announces nothing for a change that rolled back', async () => {
    await book(t.app, w, [line(w, { date: '2031-09-02' })]);
    await nextEvent('order:new');
    const seen = live.events().length;
    const refused = await book(t.app, w, [line(w, { date: '2031-09-02', startTime: '10:30' })]);
    expect(refused.statusCode).toBe(409);
    const stale = await api(t.app, 'PATCH', `/orders/${(await book(t.app, w, [line(w, { date: '2031-09-03' })])).json().id}`, w.owner, { version: 9, description: 'x' });
    expect(stale.statusCode).toBe(409);
    await nextEvent('order:new');
    await sleep(quietMs);
    expect(live.events().length).toBe(seen + 1);
    expect(await unpublished()).toEqual([]);
  });

  it('publishes, by the sweeper, an event whose writer died before publishing it, once', async () => {
    const data = { date: '2031-09-04', id: 424242, orderServices: [{ employeeId: w.ana }] };
    await t.app.db.insert(liveOutbox).values({ organizationId: w.orgId, channel: w.guid, event: 'order:update', data, createdAt: new Date(Date.now() - 10_000) });
    // A row younger than the sweeper's delay belongs to a writer that is still publishing it.
    await t.app.db.insert(liveOutbox).values({ organizationId: w.orgId, channel: w.guid, event: 'order:update', data: { ...data, id: 434343 } });
    const [first, second] = await Promise.all([t.app.liveOutbox.sweep(), t.app.liveOutbox.sweep()]);
    expect(first + second).toBe(1);
    expect(await nextEvent('order:update')).toEqual({ event: 'order:update', data, channel: w.guid });
    expect((await unpublished()).map((row) => row.data['id'])).toEqual([434343]);
    expect(await t.app.liveOutbox.sweep(0)).toBe(1);
  });

  it('marks past visits nobody closed as missed, once across concurrent runs, and announces them', async () => {
    const missedBefore = (await t.app.db.select().from(clients).where(eq(clients.id, w.client)))[0]!.missedVisitCount;
    const waiting = (await book(t.app, w, [line(w, { date: '2021-02-01' })])).json();
    const approved = (await book(t.app, w, [line(w, { date: '2021-02-02' })])).json();
    await api(t.app, 'PATCH', `/orders/${approved.id}`, w.owner, { version: 1, status: 'order_status.approved' });
    const started = (await book(t.app, w, [line(w, { date: '2021-02-03' })])).json();
    await api(t.app, 'PATCH', `/orders/${started.id}`, w.owner, { version: 1, status: 'order_status.has_started' });
    const upcoming = (await book(t.app, w, [line(w, { date: '2031-09-05' })])).json();
    await api(t.app, 'POST', `/branches/${w.branchId}/breaks`, w.owner, { employeeId: w.ana, date: '2021-02-04', startTime: '10:00', endTime: '11:00', confirmOutsideWorkingHours: true });

    const runs = await Promise.all([markMissedOrders(deps), markMissedOrders(deps), markMissedOrders(deps)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(2);
    const statusOf = async (id: number) => (await t.app.db.select({ status: orders.status }).from(orders).where(and(eq(orders.organizationId, w.orgId), eq(orders.id, id))))[0]!.status;
    expect(await Promise.all([waiting.id, approved.id, started.id, upcoming.id].map(statusOf))).toEqual([
      'order_status.pass',
      'order_status.pass',
      'order_status.has_started',
      'order_status.waiting',
    ]);
    expect((await t.app.db.select().from(clients).where(eq(clients.id, w.client)))[0]!.missedVisitCount).toBe(missedBefore + 2);
    const missed = [await nextEvent('order:missed'), await nextEvent('order:missed')].map((m) => (m.data as { id: number }).id);
    expect(missed.sort()).toEqual([waiting.id, approved.id].sort());
    const history = (await api(t.app, 'GET', `/orders/${waiting.id}/history`, w.owner)).json();
    expect(history.items[0]).toMatchObject({ actorUserId: null, changes: { status: { from: 'order_status.waiting', to: 'order_status.pass' } } });
    expect(await markMissedOrders(deps)).toBe(0);
  });
});
