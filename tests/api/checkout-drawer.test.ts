import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, outbox, transactions } from '../../server/db/tables';
import { addDays } from '../../src/schema/schedule/calendar';
import { orderDetailSchema } from '../../src/schema/schedule/order';
import { instantToZoned } from '../../src/schema/schedule/time-zone';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { api, book, line } from './orders-support';
import { cut, salesWorld, sell, type SalesWorld } from './sales-support';

/**
 * Issue 16's checkout beside the calendar: a group class paid place by place (each client's sale linked to the
 * class), the visit's sales in its drawer's read, start and complete waiting for the appointment's day, and a
 * receipt e-mailed through the outbox.
 */
describe('checkout beside the calendar: group places, the visit’s day, receipts', () => {
  let t: TestApp;
  let w: SalesWorld;
  /** The branch's own today (orderWorld's branch is in Europe/Lisbon). */
  const branchToday = () => instantToZoned(Date.now(), 'Europe/Lisbon').date;

  beforeAll(async () => {
    t = await createTestApp();
    w = await salesWorld(t.app, 'Checkout Drawer');
  });
  afterAll(async () => t.close());

  const newClient = async (firstName: string, email: string | null = null) => {
    const res = await api(t.app, 'POST', `/branches/${w.branchId}/clients`, w.owner, { firstName, lastName: 'Place', ...(email ? { email } : {}) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const orderOf = async (id: number) => orderDetailSchema.parse((await api(t.app, 'GET', `/orders/${id}`, w.owner)).json());

  it('takes a group class’s payment per client: one paid is partly paid, both paid in full, one refunded partly paid again', async () => {
    const [ana, bo] = [await newClient('Ana'), await newClient('Bo')];
    const created = await api(t.app, 'POST', `/branches/${w.branchId}/group-orders`, w.owner, {
      serviceId: w.cut,
      employeeId: w.ana,
      date: '2032-03-01',
      startTime: '18:00',
      duration: 60,
      price: '15.00',
      capacity: 2,
      clientIds: [ana, bo],
      confirmOutsideWorkingHours: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const classId = created.json().created[0].id as number;
    const lineId = (await orderOf(classId)).services[0]!.id;
    const place = (clientId: number | null) => ({ clientId, orderId: classId, items: [cut(w, { orderServiceId: lineId, price: '15.00' })], tender: { card: '15.00' } });

    // A class is paid place by place: a walk-in or someone without a place is refused on the client field.
    for (const [clientId, message] of [
      [null, 'A group class is paid client by client: choose whose place this sale pays.'],
      [w.client, 'This client has no place in the class: add them to it first.'],
    ] as const) {
      const refused = await sell(t.app, w, place(clientId));
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().issues).toEqual([{ path: ['clientId'], message }]);
    }

    const first = await sell(t.app, w, place(ana));
    expect(first.statusCode, first.body).toBe(201);
    let read = await orderOf(classId);
    expect(read.paymentStatus).toBe('payment.partial');
    expect(read.sales).toEqual([{ id: first.json().sale.id, clientId: ana, total: '15.00', paid: '15.00' }]);
    // Ana's place is on her sale: a second one for her is refused, Bo's is taken.
    expect((await sell(t.app, w, place(ana))).statusCode).toBe(409);

    const second = await sell(t.app, w, place(bo));
    expect(second.statusCode, second.body).toBe(201);
    read = await orderOf(classId);
    expect(read.paymentStatus).toBe('payment.full');
    expect(read.sales.map((sale) => sale.clientId)).toEqual([ana, bo]);

    const [payment] = await t.app.db.select({ id: transactions.id }).from(transactions).where(eq(transactions.saleId, second.json().sale.id));
    const refund = await api(t.app, 'POST', `/transactions/${payment!.id}/refunds`, w.owner, { amount: '15.00' });
    expect(refund.statusCode, refund.body).toBe(201);
    read = await orderOf(classId);
    expect(read.paymentStatus).toBe('payment.partial');
    expect(read.sales.find((sale) => sale.clientId === bo)).toMatchObject({ total: '15.00', paid: '0.00' });
  });

  it('answers a partly paid visit’s sale in its read, so the rest is taken on that sale', async () => {
    const order = (await book(t.app, w, [line(w, { date: '2032-03-02' })])).json();
    const first = await sell(t.app, w, { clientId: w.client, orderId: order.id, items: [cut(w, { orderServiceId: order.services[0].id })], tender: { cash: '10.00' } });
    expect(first.statusCode, first.body).toBe(201);
    const read = await orderOf(order.id);
    expect([read.paymentStatus, read.sales]).toEqual(['payment.partial', [{ id: first.json().sale.id, clientId: w.client, total: '25.00', paid: '10.00' }]]);
    const rest = await api(t.app, 'POST', `/sales/${first.json().sale.id}/payments`, w.owner, { tender: { card: '15.00' } });
    expect(rest.statusCode, rest.body).toBe(201);
    expect((await orderOf(order.id)).paymentStatus).toBe('payment.full');
  });

  it('refuses to start or complete a visit before its day (the branch’s date), and allows both on the day', async () => {
    const tomorrow = (await book(t.app, w, [line(w, { date: addDays(branchToday(), 1) })])).json();
    for (const status of ['order_status.has_started', 'order_status.success']) {
      const refused = await api(t.app, 'PATCH', `/orders/${tomorrow.id}`, w.owner, { version: tomorrow.version, status });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().message).toBe(`An appointment on ${tomorrow.date} cannot be ${status === 'order_status.success' ? 'completed' : 'started'} before its day.`);
    }
    // Confirming tomorrow's visit is no draw: it stays allowed.
    const confirmed = await api(t.app, 'PATCH', `/orders/${tomorrow.id}`, w.owner, { version: tomorrow.version, status: 'order_status.approved' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const serbian = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/orders/${tomorrow.id}`,
      headers: { ...w.owner, 'accept-language': 'sr' },
      payload: { version: confirmed.json().version, status: 'order_status.success' },
    });
    expect(serbian.statusCode).toBe(409);
    expect(serbian.json().message).toContain('pre svog dana');

    const today = (await book(t.app, w, [line(w, { date: branchToday(), startTime: '23:00', duration: 30 })])).json();
    const started = await api(t.app, 'PATCH', `/orders/${today.id}`, w.owner, { version: today.version, status: 'order_status.has_started' });
    expect(started.statusCode, started.body).toBe(200);
    const done = await api(t.app, 'PATCH', `/orders/${today.id}`, w.owner, { version: started.json().version, status: 'order_status.success' });
    expect(done.statusCode, done.body).toBe(200);
  });

  it('queues a receipt e-mail to the client’s address or one typed, and asks for one when the client has none', async () => {
    const withMail = await newClient('Mila', 'mila@example.test');
    const sale = await sell(t.app, w, { clientId: withMail, items: [cut(w)], tender: { card: '25.00' } });
    expect(sale.statusCode, sale.body).toBe(201);
    const saleId = sale.json().sale.id as number;
    const sent = await api(t.app, 'POST', `/sales/${saleId}/receipt-email`, w.owner, {});
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toEqual({ recipient: 'mila@example.test' });
    const typed = await api(t.app, 'POST', `/sales/${saleId}/receipt-email`, w.owner, { email: ' Other@Example.test ' });
    expect(typed.json()).toEqual({ recipient: 'other@example.test' });
    const queued = (await t.app.db.select().from(outbox).where(eq(outbox.recipient, 'mila@example.test')))[0]!;
    expect(queued).toMatchObject({ channel: 'email', status: 'pending', meta: { kind: 'receipt', saleId } });
    expect(queued.body).toContain('Cut: 25.00 EUR');
    expect(queued.body).toContain('Paid by card: 25.00');

    const walkIn = await sell(t.app, w, { clientId: null, items: [cut(w)], tender: { card: '25.00' } });
    const refused = await api(t.app, 'POST', `/sales/${walkIn.json().sale.id}/receipt-email`, w.owner, {});
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().issues[0].path).toEqual(['email']);
    const bad = await api(t.app, 'POST', `/sales/${saleId}/receipt-email`, w.owner, { email: 'not an address' });
    expect(bad.statusCode).toBe(400);
    const [mila] = await t.app.db.select({ email: clients.email }).from(clients).where(eq(clients.id, withMail));
    expect(mila!.email).toBe('mila@example.test');
  });
});
