import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, transactions } from '../../server/db/tables';
import { createTestApp, type TestApp } from '../helpers/test-app';
import type { LiveTestClient } from './live-support';
import { api, book, line, ownerLive } from './orders-support';
import { cut, item, salesWorld, sell, type SalesWorld } from './sales-support';

describe('sales API: paying booked visits', () => {
  let t: TestApp;
  let w: SalesWorld;
  let live: LiveTestClient;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    w = await salesWorld(t.app, 'Sales Orders');
    live = await ownerLive(t.app, w);
  });
  afterAll(async () => {
    await live.close();
    await t.close();
  });

  it('announces order:update on the branch channel when a sale pays the order', async () => {
    const order = (await book(t.app, w, [line(w, { date: '2031-08-01' })])).json();
    await live.next((m) => m.event === 'order:new');
    const res = await sell(t.app, w, { clientId: w.client, orderId: order.id, items: [cut(w, { orderServiceId: order.services[0].id })], tender: { card: '25.00' } });
    expect(res.statusCode, res.body).toBe(201);
    const event = await live.next((m) => m.event === 'order:update');
    expect(event).toMatchObject({ channel: w.guid, data: { id: order.id, date: '2031-08-01' } });
    expect((await t.app.db.select({ s: orders.paymentStatus }).from(orders).where(eq(orders.id, order.id)))[0]!.s).toBe('payment.full');
  });

  it('never overpays an order under 20 concurrent checkouts', async () => {
    const order = (await book(t.app, w, [line(w, { date: '2031-08-02' })])).json();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => sell(t.app, w, { clientId: w.client, orderId: order.id, items: [cut(w, { orderServiceId: order.services[0].id })], tender: { card: '25.00' } })),
    );
    expect(results.filter((res) => res.statusCode === 201).length).toBe(1);
    for (const res of results.filter((r) => r.statusCode !== 201)) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe('This visit is already paid in full.');
    }
    const paid = await t.app.db.select({ amount: transactions.amount }).from(transactions).where(eq(transactions.orderId, order.id));
    expect(paid.map((p) => p.amount)).toEqual(['25.00']);
  });

  const statusOf = async (orderId: number) => (await t.app.db.select({ s: orders.paymentStatus }).from(orders).where(eq(orders.id, orderId)))[0]!.s;

  it('pays a visit on one sale: a second partial checkout of its line is refused, and its debt is paid on the first', async () => {
    const order = (await book(t.app, w, [line(w, { date: '2031-08-03' })])).json();
    const visitLine = () => cut(w, { orderServiceId: order.services[0].id });
    const first = await sell(t.app, w, { clientId: w.client, orderId: order.id, items: [visitLine()], tender: { card: '10.00' } });
    expect(first.statusCode, first.body).toBe(201);
    expect(await statusOf(order.id)).toBe('payment.partial');
    const second = await sell(t.app, w, { clientId: w.client, orderId: order.id, items: [visitLine()], tender: { card: '25.00' } });
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json().message).toBe('A service of this visit is already on another sale: take the rest of its payment on that sale.');
    const rest = await api(t.app, 'POST', `/sales/${first.json().sale.id}/payments`, w.owner, { tender: { card: '15.00' } });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(await statusOf(order.id)).toBe('payment.full');
  });

  it('counts only the visit’s own lines: a product bought on the same sale does not pay the visit', async () => {
    const order = (await book(t.app, w, [line(w, { date: '2031-08-04' })])).json();
    const res = await sell(t.app, w, {
      clientId: w.client,
      orderId: order.id,
      items: [cut(w, { orderServiceId: order.services[0].id }), item({ kind: 'product', refId: w.shampoo, price: '30.00' })],
      tender: { card: '30.00' },
    });
    expect(res.statusCode, res.body).toBe(201);
    // Services come first: 25.00 of the 30.00 pays the visit in full, the shampoo keeps 5.00 of its 30.00.
    expect(await statusOf(order.id)).toBe('payment.full');
    const partial = (await book(t.app, w, [line(w, { date: '2031-08-05' })])).json();
    const less = await sell(t.app, w, {
      clientId: w.client,
      orderId: partial.id,
      items: [cut(w, { orderServiceId: partial.services[0].id }), item({ kind: 'product', refId: w.shampoo, price: '30.00' })],
      tender: { card: '20.00' },
    });
    expect(less.statusCode, less.body).toBe(201);
    expect(await statusOf(partial.id)).toBe('payment.partial');
  });
});

