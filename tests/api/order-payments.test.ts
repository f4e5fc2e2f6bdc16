import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDetailSchema, orderSchema } from '../../src/schema/schedule/order';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { api, book, line } from './orders-support';
import { cut, salesWorld, sell, type SalesWorld } from './sales-support';
import { staffMemberOf } from './settings-support';

/**
 * An order's payment fields (spec §3: paymentMethodSelected, availablePaymentMethods, hasFiscalIntegration,
 * transactions, requiredPolling), answered by `GET /orders/{id}` only, the drawer's read (issue 15).
 */
describe("orders API: a visit's payments", () => {
  let t: TestApp;
  let w: SalesWorld;
  let other: SalesWorld;

  beforeAll(async () => {
    t = await createTestApp();
    w = await salesWorld(t.app, 'Paid Visits');
    other = await salesWorld(t.app, 'Other Chain');
  });
  afterAll(() => t.close());

  const show = async (orderId: number, auth = w.owner) => {
    const res = await api(t.app, 'GET', `/orders/${orderId}`, auth);
    expect(res.statusCode, res.body).toBe(200);
    return orderDetailSchema.parse(res.json());
  };

  it('answers an unpaid visit with no payments and the methods the branch takes', async () => {
    const order = (await book(t.app, w, [line(w, { date: '2031-09-01' })])).json();
    const detail = await show(order.id);
    expect(detail).toMatchObject({
      paymentStatus: 'payment.no',
      paymentMethodSelected: null,
      // The branch sells a membership (salesWorld's "Ten cuts"), so a membership may pay a visit here.
      availablePaymentMethods: ['cash', 'card', 'membership'],
      hasFiscalIntegration: false,
      transactions: [],
      requiredPolling: false,
    });
  });

  it('answers a visit paid by card and partly refunded with its payment, its refund and the card as its method', async () => {
    const order = (await book(t.app, w, [line(w, { date: '2031-09-02' })])).json();
    const sold = await sell(t.app, w, { clientId: w.client, orderId: order.id, items: [cut(w, { orderServiceId: order.services[0].id })], tender: { card: '25.00' } });
    expect(sold.statusCode, sold.body).toBe(201);
    const sale = sold.json().sale;
    const payment = sale.transactions[0];
    const refund = await api(t.app, 'POST', `/transactions/${payment.id}/refunds`, w.owner, { amount: '10.00', note: 'Too short' });
    expect(refund.statusCode, refund.body).toBe(201);

    const detail = await show(order.id);
    expect(detail.paymentStatus).toBe('payment.partial');
    expect(detail.paymentMethodSelected).toBe('card');
    expect(detail.transactions).toEqual([
      { id: payment.id, kind: 'payment', method: 'card', amount: '25.00', currency: 'EUR', createdAt: expect.any(String), saleId: sale.id, refundOfId: null, creditedEmployees: [{ id: w.ana, name: 'Ana Petrović' }] },
      { id: refund.json().id, kind: 'refund', method: 'card', amount: '-10.00', currency: 'EUR', createdAt: expect.any(String), saleId: sale.id, refundOfId: payment.id, creditedEmployees: [{ id: w.ana, name: 'Ana Petrović' }] },
    ]);
    // Instants, oldest first: the drawer puts them on the branch's clock.
    const [paidAt, refundedAt] = detail.transactions.map((transaction) => Date.parse(transaction.createdAt));
    expect(paidAt).toBeLessThanOrEqual(refundedAt!);
    expect(new Date(paidAt!).toISOString()).toBe(detail.transactions[0]!.createdAt);

    // A later cash payment on the same sale becomes the visit's method.
    const cash = await api(t.app, 'POST', `/sales/${sale.id}/payments`, w.owner, { tender: { cash: '10.00' } });
    expect(cash.statusCode, cash.body).toBe(201);
    const after = await show(order.id);
    expect(after.paymentMethodSelected).toBe('cash');
    expect(after.transactions.map((transaction) => [transaction.kind, transaction.method, transaction.amount])).toEqual([
      ['payment', 'card', '25.00'],
      ['refund', 'card', '-10.00'],
      ['payment', 'cash', '10.00'],
    ]);
  });

  it("keeps the schedule's reads and the writes lean", async () => {
    const order = (await book(t.app, w, [line(w, { date: '2031-09-03' })])).json();
    expect(order).not.toHaveProperty('transactions');
    const list = await api(t.app, 'GET', `/branches/${w.branchId}/orders?perPage=5`, w.owner);
    expect(list.statusCode, list.body).toBe(200);
    for (const item of list.json().items) expect(item).not.toHaveProperty('transactions');
    const edited = await api(t.app, 'PATCH', `/orders/${order.id}`, w.owner, { version: order.version, description: 'Fringe too' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(orderSchema.strict().safeParse(edited.json()).success).toBe(true);
  });

  it('lists no payments to an employee, who may not see the branch’s sales, and still answers the method', async () => {
    const order = (await book(t.app, w, [line(w, { date: '2031-09-04' })])).json();
    expect((await sell(t.app, w, { clientId: w.client, orderId: order.id, items: [cut(w, { orderServiceId: order.services[0].id })], tender: { cash: '25.00' } })).statusCode).toBe(201);
    const ana = await staffMemberOf(t.app, w.orgId, w.branchId, w.ana);
    const detail = await show(order.id, ana.auth);
    expect(detail).toMatchObject({ paymentStatus: 'payment.full', paymentMethodSelected: 'cash', transactions: [] });
    expect((await show(order.id)).transactions).toHaveLength(1);
  });

  it("answers 404 for another chain's order, paid or not, exactly like an unknown one", async () => {
    const theirs = (await book(t.app, other, [line(other, { date: '2031-09-05' })])).json();
    expect((await sell(t.app, other, { clientId: other.client, orderId: theirs.id, items: [cut(other, { orderServiceId: theirs.services[0].id })], tender: { card: '25.00' } })).statusCode).toBe(201);
    const foreign = await api(t.app, 'GET', `/orders/${theirs.id}`, w.owner);
    expect(foreign.statusCode, foreign.body).toBe(404);
    expect(foreign.body).not.toContain('25.00');
    const unknown = await api(t.app, 'GET', '/orders/999999999', w.owner);
    expect(unknown.statusCode).toBe(404);
    expect(foreign.json().message).toBe(unknown.json().message);
    expect((await show(theirs.id, other.owner)).transactions).toHaveLength(1);
  });
});
