import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, saleItems, transactions } from '../../server/db/tables';
import { createTestApp, type TestApp } from '../helpers/test-app';
import type { LiveTestClient } from './live-support';
import { api, book, line, ownerLive, workSlot } from './orders-support';
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
      expect(res.json().message).toBe('This appointment is already paid in full.');
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
    expect(second.json().message).toBe('A service of this appointment is already on another sale: take the rest of its payment on that sale.');
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

  const orderOf = async (id: number) => (await api(t.app, 'GET', `/orders/${id}`, w.owner)).json();
  const edit = (id: number, body: object) => api(t.app, 'PATCH', `/orders/${id}`, w.owner, { confirmOutsideWorkingHours: true, ...body });
  const itemLines = async (saleId: number) => (await t.app.db.select({ line: saleItems.orderServiceId }).from(saleItems).where(eq(saleItems.saleId, saleId))).map((row) => row.line);
  const priceRefusal =
    'This service is already on a sale, so its price is the one on that sale. To charge a different amount, give the payment back or cancel the sale and check out again.';

  it('refuses a new price for a service paid at checkout; the visit stays paid in full, its price and sale unchanged', async () => {
    const order = (await book(t.app, w, [line(w, { date: '2031-08-06' })])).json();
    const sale = await sell(t.app, w, { clientId: w.client, orderId: order.id, items: [cut(w, { orderServiceId: order.services[0].id })], tender: { card: '25.00' } });
    expect(sale.statusCode, sale.body).toBe(201);
    const paid = await orderOf(order.id);
    expect(paid.paymentStatus).toBe('payment.full');
    // The drawer reads which lines a sale holds, to show their price as final before it asks.
    expect([order.services[0].onSale, paid.services[0].onSale]).toEqual([false, true]);

    const repriced = await edit(order.id, { version: paid.version, services: [line(w, { date: '2031-08-06', price: '40.00' })] });
    expect(repriced.statusCode, repriced.body).toBe(409);
    expect(repriced.json().message).toBe(priceRefusal);
    const after = await orderOf(order.id);
    expect([after.services[0].price, after.paymentStatus, after.version]).toEqual(['25.00', 'payment.full', paid.version]);
    expect(await itemLines(sale.json().sale.id)).toEqual([order.services[0].id]);
  });

  it('moves a paid visit to another time: the line keeps its id and its sale, the visit stays paid in full', async () => {
    const order = (await book(t.app, w, [line(w, { date: '2031-08-07' })])).json();
    const sale = await sell(t.app, w, { clientId: w.client, orderId: order.id, items: [cut(w, { orderServiceId: order.services[0].id })], tender: { card: '25.00' } });
    expect(sale.statusCode, sale.body).toBe(201);
    const moved = await edit(order.id, { version: (await orderOf(order.id)).version, services: [line(w, { date: '2031-08-07', startTime: '14:00' })] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().services.map((s: { id: number; startTime: string }) => [s.id, s.startTime])).toEqual([[order.services[0].id, '14:00']]);
    expect(moved.json().paymentStatus).toBe('payment.full');
    expect(await itemLines(sale.json().sale.id)).toEqual([order.services[0].id]);
    // The line is still the sale's: a second checkout of it is refused rather than taking the money twice.
    const again = await sell(t.app, w, { clientId: w.client, orderId: order.id, items: [cut(w, { orderServiceId: order.services[0].id })], tender: { card: '25.00' } });
    expect(again.statusCode, again.body).toBe(409);
  });

  it('changes the price of a service not yet paid, beside a paid one; a service added to a paid visit is owed and collected at checkout', async () => {
    const order = (await book(t.app, w, [line(w, { date: '2031-08-08' })])).json();
    const unpaid = await edit(order.id, { version: order.version, services: [line(w, { date: '2031-08-08', price: '40.00' })] });
    expect(unpaid.statusCode, unpaid.body).toBe(200);
    expect([unpaid.json().services[0].price, unpaid.json().paymentStatus]).toEqual(['40.00', 'payment.no']);

    const sale = await sell(t.app, w, { clientId: w.client, orderId: order.id, items: [cut(w, { orderServiceId: order.services[0].id, price: '40.00' })], tender: { card: '40.00' } });
    expect(sale.statusCode, sale.body).toBe(201);
    const paid = await orderOf(order.id);
    expect(paid.paymentStatus).toBe('payment.full');
    // A second service booked afterwards: the visit is partly paid until its 15.00 is taken.
    const paidLine = { ...line(w, { date: '2031-08-08', price: '40.00' }), id: order.services[0].id };
    const added = await edit(order.id, {
      version: paid.version,
      services: [paidLine, line(w, { date: '2031-08-08', startTime: '11:00', price: '15.00' })],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().paymentStatus).toBe('payment.partial');
    const extra = added.json().services[1];
    // Its price may still change, the paid one beside it stays as sold.
    const repriced = await edit(order.id, {
      version: added.json().version,
      services: [paidLine, { ...line(w, { date: '2031-08-08', startTime: '11:00', price: '20.00' }), id: extra.id }],
    });
    expect(repriced.statusCode, repriced.body).toBe(200);
    expect(repriced.json().services.map((s: { id: number; price: string }) => [s.id, s.price])).toEqual([[order.services[0].id, '40.00'], [extra.id, '20.00']]);
    const rest = await sell(t.app, w, { clientId: w.client, orderId: order.id, items: [cut(w, { orderServiceId: extra.id, price: '20.00' })], tender: { card: '20.00' } });
    expect(rest.statusCode, rest.body).toBe(201);
    expect((await orderOf(order.id)).paymentStatus).toBe('payment.full');
  });

  it('removes an unpaid service by naming the lines kept by id; the paid one after it keeps its id, and an id not on the order is refused', async () => {
    const order = (await book(t.app, w, [line(w, { date: '2031-08-09' }), line(w, { date: '2031-08-09', startTime: '11:00' })])).json();
    const second = (order.services as { id: number }[])[1];
    const sale = await sell(t.app, w, { clientId: w.client, orderId: order.id, items: [cut(w, { orderServiceId: second!.id })], tender: { card: '25.00' } });
    expect(sale.statusCode, sale.body).toBe(201);
    const dropped = await edit(order.id, { version: (await orderOf(order.id)).version, services: [{ ...line(w, { date: '2031-08-09', startTime: '11:00' }), id: second!.id }] });
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(dropped.json().services.map((s: { id: number }) => s.id)).toEqual([second!.id]);
    expect(dropped.json().paymentStatus).toBe('payment.full');
    const removed = await edit(order.id, { version: dropped.json().version, services: [line(w, { date: '2031-08-09', startTime: '12:00' })] });
    // Sent without ids, the one line is the paid one in place: moved, not removed.
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().services[0].id).toBe(second!.id);
    const other = await edit(order.id, { version: removed.json().version, services: [{ ...line(w, { date: '2031-08-09', startTime: '15:00' }), id: 999999999 }] });
    expect(other.statusCode, other.body).toBe(400);
    expect(other.json().issues[0].path).toEqual(['services', 0, 'id']);
  });

  it('refuses a new price for a group class once a client has paid for their place', async () => {
    await workSlot(t.app, w, w.ana, '2031-08-10');
    const created = await api(t.app, 'POST', `/branches/${w.branchId}/group-orders`, w.owner, { serviceId: w.cut, employeeId: w.ana, date: '2031-08-10', startTime: '10:00', duration: 60, price: '15.00', capacity: 3 });
    expect(created.statusCode, created.body).toBe(201);
    const classId = created.json().created[0].id as number;
    expect((await api(t.app, 'POST', `/orders/${classId}/clients`, w.owner, { clientId: w.client })).statusCode).toBe(201);
    const open = await orderOf(classId);
    const free = await edit(classId, { version: open.version, services: [line(w, { date: '2031-08-10', price: '18.00' })] });
    expect(free.statusCode, free.body).toBe(200);
    const sale = await sell(t.app, w, { clientId: w.client, orderId: classId, items: [cut(w, { orderServiceId: open.services[0].id, price: '18.00' })], tender: { card: '18.00' } });
    expect(sale.statusCode, sale.body).toBe(201);
    const paid = await orderOf(classId);
    expect(paid.paymentStatus).toBe('payment.full');
    const repriced = await edit(classId, { version: paid.version, services: [line(w, { date: '2031-08-10', price: '20.00' })] });
    expect(repriced.statusCode, repriced.body).toBe(409);
    expect(repriced.json().message).toBe(priceRefusal);
    expect((await orderOf(classId)).services[0].price).toBe('18.00');
  });
});
