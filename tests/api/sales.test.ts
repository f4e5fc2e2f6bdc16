import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashShifts, membershipInstalments, orders, products, soldMemberships } from '../../server/db/tables';
import { saleReceiptSchema, saleSchema, transactionSchema } from '../../src/schema/sales/checkout';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { api, book, line } from './orders-support';
import { cut, item, openShift, registerOn, salesWorld, sell, today, type SalesWorld } from './sales-support';
import { addBranch, changeLicence, memberOf } from './settings-support';

describe('sales API: checkout', () => {
  let t: TestApp;
  let w: SalesWorld;
  let other: SalesWorld;

  beforeAll(async () => {
    t = await createTestApp();
    w = await salesWorld(t.app, 'Sales Chain');
    other = await salesWorld(t.app, 'Sales Other');
  });
  afterAll(() => t.close());

  it('sells services, a membership and a product, split across cash and card with change', async () => {
    const res = await sell(t.app, w, {
      clientId: w.client,
      items: [
        cut(w, { quantity: 2, discount: { kind: 'percent', value: '10' } }),
        item({ kind: 'membership', refId: w.tenVisits, price: '200.00' }),
        item({ kind: 'product', refId: w.shampoo, price: '12.50', quantity: 2, discount: { kind: 'amount', value: '5.00' } }),
      ],
      tender: { cash: '100.00', card: '200.00' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { sale, change } = saleReceiptSchema.parse(res.json());
    // 2 × 25 − 10 % = 45; 200; 2 × 12.50 − 5 = 20 → 265; cash 100 + card 200 = 300 → change 35.
    expect(sale).toMatchObject({ subtotal: '275.00', discount: '10.00', total: '265.00', paid: '265.00', debt: '0.00', status: 'paid', clientId: w.client, clientName: 'Clara Client', currency: 'EUR' });
    expect(change).toBe('35.00');
    expect(sale.items.map((i) => [i.kind, i.name, i.total, i.discountAmount])).toEqual([
      ['service', 'Cut', '45.00', '5.00'],
      ['membership', 'Ten cuts', '200.00', '0.00'],
      ['product', 'Shampoo', '20.00', '5.00'],
    ]);
    expect(sale.items[0]!.employeeName).toBe('Ana Petrović');
    expect(sale.transactions.map((x) => [x.kind, x.method, x.amount]).sort()).toEqual([
      ['payment', 'card', '200.00'],
      ['payment', 'cash', '65.00'],
    ]);
    // Each payment names the team member its sale credits and reads as the sale's day, first item and count.
    for (const payment of sale.transactions) expect(payment).toMatchObject({ employeeName: 'Ana Petrović', sale: { date: today(), item: 'Cut', items: 3 } });
    const [sold] = await t.app.db.select().from(soldMemberships).where(eq(soldMemberships.id, sale.items[1]!.soldMembershipId!));
    expect(sold).toMatchObject({ clientId: w.client, visitsTotal: 10, visitsUsed: 0, price: '200.00', paid: '200.00', startsOn: today() });
    const [shampoo] = await t.app.db.select({ stock: products.stock }).from(products).where(eq(products.id, w.shampoo));
    expect(shampoo!.stock).toBe(3);
    expect((await api(t.app, 'GET', `/sales/${sale.id}`, w.owner)).json()).toEqual(saleSchema.parse(sale));
  });

  it('leaves a debt on a partial payment, pays it later, and sells a membership in instalments', async () => {
    const res = await sell(t.app, w, {
      clientId: w.client,
      items: [cut(w), item({ kind: 'membership', refId: w.tenVisits, price: '200.00', instalments: 3 })],
      tender: { cash: '0', card: '100.00' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { sale } = res.json();
    expect(sale).toMatchObject({ total: '225.00', paid: '100.00', debt: '125.00', status: 'partial' });
    const soldId = sale.items[1].soldMembershipId;
    const plan = () => t.app.db.select().from(membershipInstalments).where(eq(membershipInstalments.soldMembershipId, soldId)).orderBy(membershipInstalments.number);
    // The cut is paid first (25), then the membership's first instalment (66.68 of 200 = 66.68 + 66.66 + 66.66).
    expect((await plan()).map((i) => [i.number, i.dueOn === today(), i.amount, i.paid])).toEqual([
      [1, true, '66.68', '66.68'],
      [2, false, '66.66', '8.32'],
      [3, false, '66.66', '0.00'],
    ]);
    const pay = await api(t.app, 'POST', `/sales/${sale.id}/payments`, w.owner, { tender: { cash: '200.00' } });
    expect(pay.statusCode, pay.body).toBe(201);
    expect(pay.json()).toMatchObject({ change: '75.00', sale: { paid: '225.00', debt: '0.00', status: 'paid' } });
    expect((await plan()).every((i) => i.paid === i.amount)).toBe(true);
    const again = await api(t.app, 'POST', `/sales/${sale.id}/payments`, w.owner, { tender: { cash: '1.00' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Nothing is owed on this sale.');
  });

  it('pays an order: its payment status moves to partial, then full', async () => {
    const booked = await book(t.app, w, [line(w, { date: '2031-06-10' }), line(w, { date: '2031-06-10', startTime: '11:00', employeeId: w.boris })]);
    const order = booked.json();
    const lines = order.services.map((s: { id: number; serviceId: number; employeeId: number }) => cut(w, { orderServiceId: s.id, employeeId: s.employeeId }));
    const status = async () => (await t.app.db.select({ s: orders.paymentStatus }).from(orders).where(eq(orders.id, order.id)))[0]!.s;
    const first = await sell(t.app, w, { clientId: w.client, orderId: order.id, items: lines, tender: { card: '20.00' } });
    expect(first.statusCode, first.body).toBe(201);
    expect(await status()).toBe('payment.partial');
    expect(first.json().sale.transactions[0].orderId).toBe(order.id);
    const rest = await api(t.app, 'POST', `/sales/${first.json().sale.id}/payments`, w.owner, { tender: { card: '30.00' } });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(await status()).toBe('payment.full');
    const twice = await sell(t.app, w, { clientId: w.client, orderId: order.id, items: [cut(w)], tender: { card: '25.00' } });
    expect(twice.statusCode).toBe(409);
    // A line of another order is refused naming it.
    const foreignLine = await sell(t.app, w, { clientId: w.client, orderId: (await book(t.app, w, [line(w, { date: '2031-06-11' })])).json().id, items: [cut(w, { orderServiceId: order.services[0].id })], tender: { card: '0' } });
    expect(foreignLine.statusCode).toBe(400);
    expect(foreignLine.json().issues[0].path).toEqual(['items', 0, 'orderServiceId']);
  });

  it('refuses bad input with 400 naming the fields', async () => {
    const cases: [object, string][] = [
      [{ items: [cut(w, { quantity: -1 })], tender: {} }, 'items.0.quantity'],
      [{ items: [cut(w, { quantity: 0 })], tender: {} }, 'items.0.quantity'],
      [{ items: [cut(w, { discount: { kind: 'percent', value: '120' } })], tender: {} }, 'items.0.discount.value'],
      [{ items: [cut(w, { discount: { kind: 'amount', value: '30.00' } })], tender: {} }, 'items.0.discount'],
      [{ items: [cut(w, { price: '-1' })], tender: {} }, 'items.0.price'],
      [{ items: [cut(w, { price: '1.005' })], tender: {} }, 'items.0.price'],
      [{ items: [cut(w)], tender: { card: '30.00' } }, 'tender.card'],
      [{ items: [], tender: {} }, 'items'],
      [{ items: [item({ kind: 'membership', refId: w.tenVisits })], tender: { card: '25.00' } }, 'clientId'],
      [{ items: [cut(w)], tender: { cash: '10.00' } }, 'clientId'],
      [{ items: [cut(w, { instalments: 2 })], tender: { card: '25.00' } }, 'items.0.instalments'],
    ];
    for (const [body, field] of cases) {
      const res = await sell(t.app, w, body);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().issues.map((i: { path: (string | number)[] }) => i.path.join('.')), res.body).toContain(field);
    }
    const walkIn = await sell(t.app, w, { items: [cut(w)], tender: { cash: '30.00' } });
    expect(walkIn.statusCode, walkIn.body).toBe(201);
    expect(walkIn.json()).toMatchObject({ change: '5.00', sale: { clientId: null, status: 'paid' } });
  });

  it("answers another chain's or branch's ids with 404 naming the field", async () => {
    const foreignClient = await sell(t.app, w, { clientId: other.client, items: [cut(w)], tender: { card: '25.00' } });
    expect(foreignClient.statusCode).toBe(404);
    expect(foreignClient.json().message).toBe('The client was not found.');
    for (const [items, field] of [
      [[cut(w, { refId: other.cut })], 'items.0.refId'],
      [[item({ kind: 'product', refId: other.shampoo })], 'items.0.refId'],
      [[item({ kind: 'membership', refId: other.tenVisits })], 'items.0.refId'],
      [[cut(w, { employeeId: other.ana })], 'items.0.employeeId'],
    ] as const) {
      const res = await sell(t.app, w, { clientId: w.client, items, tender: { card: '0' } });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().issues[0].path.join('.')).toBe(field);
    }
    expect((await sell(t.app, w, { clientId: w.client, orderId: 999999999, items: [cut(w)], tender: {} })).statusCode).toBe(404);
    // A second branch of the same chain: its client and services are not this branch's.
    const second = await addBranch(t.app, w, 'Second');
    const res = await api(t.app, 'POST', `/branches/${second}/sales`, w.owner, { clientId: w.client, items: [item({ kind: 'service', refId: w.cut })], tender: {} });
    expect(res.statusCode).toBe(404);
    const sale = (await sell(t.app, w, { items: [cut(w)], tender: { card: '25.00' } })).json().sale;
    expect((await api(t.app, 'GET', `/sales/${sale.id}`, other.owner)).statusCode).toBe(404);
    expect((await api(t.app, 'POST', `/sales/${sale.id}/cancel`, other.owner, {})).statusCode).toBe(404);
    expect((await api(t.app, 'POST', `/transactions/${sale.transactions[0].id}/refunds`, other.owner, { amount: '1.00' })).statusCode).toBe(404);
    expect((await api(t.app, 'GET', `/branches/${w.branchId}/transactions`, other.owner)).statusCode).toBe(404);
  });

  it('puts cash in the open shift, or opens one when the register is on, and runs out of stock with 409', async () => {
    await registerOn(t.app, w, true);
    try {
      expect((await sell(t.app, w, { items: [cut(w)], tender: { card: '25.00' } })).json().sale.transactions[0].cashShiftId).toBeNull();
      const shift = await openShift(t.app, w);
      const paid = await sell(t.app, w, { items: [cut(w)], tender: { cash: '25.00' } });
      expect(paid.statusCode, paid.body).toBe(201);
      expect(paid.json().sale.transactions[0].cashShiftId).toBe(shift);
      await t.app.db.update(cashShifts).set({ closedAt: new Date(), countedCash: '125.00' }).where(eq(cashShifts.id, shift));
      const next = await sell(t.app, w, { items: [cut(w)], tender: { cash: '25.00' } });
      expect(next.statusCode, next.body).toBe(201);
      const opened = next.json().sale.transactions[0].cashShiftId;
      expect(opened).not.toBe(shift);
      const [row] = await t.app.db.select().from(cashShifts).where(eq(cashShifts.id, opened));
      expect(row).toMatchObject({ openingFloat: '100.00', closedAt: null });
      await t.app.db.update(cashShifts).set({ closedAt: new Date(), countedCash: '125.00' }).where(eq(cashShifts.id, opened));
    } finally {
      await registerOn(t.app, w, false);
    }
    const [{ stock } = { stock: 0 }] = await t.app.db.select({ stock: products.stock }).from(products).where(eq(products.id, w.shampoo));
    const tooMany = await sell(t.app, w, { clientId: w.client, items: [item({ kind: 'product', refId: w.shampoo, price: '12.50', quantity: stock + 1 })], tender: {} });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(`Only ${stock} of Shampoo left.`);
  });

  it('refuses a view-only licence with 403 and an administrator of another branch with 404', async () => {
    const outsider = await memberOf(t.app, w.orgId, 'administrator', []);
    expect((await sell(t.app, w, { items: [cut(w)], tender: { card: '25.00' } }, outsider.auth)).statusCode).toBe(404);
    const admin = await memberOf(t.app, w.orgId, 'administrator', [w.branchId]);
    expect((await sell(t.app, w, { items: [cut(w)], tender: { card: '25.00' } }, admin.auth)).statusCode).toBe(201);
    const sale = (await sell(t.app, w, { clientId: w.client, items: [cut(w)], tender: { card: '10.00' } })).json().sale;
    await changeLicence(t.app, w.orgId, { branchMenu: (menu) => void (menu['branch_sales']!.content = 'view') });
    try {
      const writes = [
        sell(t.app, w, { items: [cut(w)], tender: { card: '25.00' } }),
        api(t.app, 'POST', `/sales/${sale.id}/payments`, w.owner, { tender: { card: '1.00' } }),
        api(t.app, 'POST', `/transactions/${sale.transactions[0].id}/refunds`, w.owner, { amount: '1.00' }),
        api(t.app, 'POST', `/sales/${sale.id}/cancel`, w.owner, {}),
      ];
      for (const res of await Promise.all(writes)) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().code).toBe('license_forbidden');
      }
      expect((await api(t.app, 'GET', `/sales/${sale.id}`, w.owner)).statusCode).toBe(200);
      expect((await api(t.app, 'GET', `/branches/${w.branchId}/transactions`, w.owner)).statusCode).toBe(200);
    } finally {
      await changeLicence(t.app, w.orgId, { branchMenu: (menu) => void (menu['branch_sales']!.content = 'edit') });
    }
  });

  it('never overpays a sale under 20 concurrent payments', async () => {
    const sale = (await sell(t.app, w, { clientId: w.client, items: [cut(w, { price: '100.00' })], tender: {} })).json().sale;
    const results = await Promise.all(Array.from({ length: 20 }, () => api(t.app, 'POST', `/sales/${sale.id}/payments`, w.owner, { tender: { card: '30.00' } })));
    const codes = results.map((res) => res.statusCode).sort();
    // 30 + 30 + 30 = 90, then one of 10 (the card is refused above what is due, so the rest say so or that nothing is owed).
    expect(codes.filter((code) => code === 201).length).toBe(3);
    expect(codes.every((code) => code === 201 || code === 400 || code === 409), JSON.stringify(codes)).toBe(true);
    const read = saleSchema.parse((await api(t.app, 'GET', `/sales/${sale.id}`, w.owner)).json());
    expect(read.paid).toBe('90.00');
    const concurrentCash = await Promise.all(Array.from({ length: 20 }, () => api(t.app, 'POST', `/sales/${sale.id}/payments`, w.owner, { tender: { cash: '10.00' } })));
    expect(concurrentCash.filter((res) => res.statusCode === 201).length).toBe(1);
    expect(concurrentCash.filter((res) => res.statusCode === 409).every((res) => res.json().message === 'Nothing is owed on this sale.')).toBe(true);
    const final = saleSchema.parse((await api(t.app, 'GET', `/sales/${sale.id}`, w.owner)).json());
    expect(final.paid).toBe('100.00');
    expect(final.transactions.reduce((sum, x) => sum + Math.round(Number(x.amount) * 100), 0)).toBe(10000);
  });

  it('gives payments back as negative transactions linked to them, at most what is left', async () => {
    const { sale } = (await sell(t.app, w, { clientId: w.client, items: [cut(w, { price: '80.00' })], tender: { cash: '30.00', card: '50.00' } })).json();
    const card = sale.transactions.find((x: { method: string }) => x.method === 'card');
    const partial = await api(t.app, 'POST', `/transactions/${card.id}/refunds`, w.owner, { amount: '20.00', note: 'Unhappy' });
    expect(partial.statusCode, partial.body).toBe(201);
    const refund = transactionSchema.parse(partial.json());
    expect(refund).toMatchObject({ kind: 'refund', method: 'card', amount: '-20.00', refundOfId: card.id, saleId: sale.id, clientId: w.client, note: 'Unhappy' });
    const over = await api(t.app, 'POST', `/transactions/${card.id}/refunds`, w.owner, { amount: '30.01' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('At most 30.00 can be given back.');
    expect((await api(t.app, 'POST', `/transactions/${refund.id}/refunds`, w.owner, { amount: '1.00' })).statusCode).toBe(409);
    expect((await api(t.app, 'POST', `/transactions/${card.id}/refunds`, w.owner, { amount: '0' })).statusCode).toBe(400);
    expect((await api(t.app, 'POST', `/transactions/${card.id}/refunds`, w.owner, { amount: '-5.00' })).statusCode).toBe(400);
    const read = saleSchema.parse((await api(t.app, 'GET', `/sales/${sale.id}`, w.owner)).json());
    expect(read).toMatchObject({ paid: '60.00', debt: '20.00', status: 'partial' });
    expect(read.transactions.find((x) => x.id === card.id)!.refunded).toBe('20.00');
    const list = await api(t.app, 'GET', `/branches/${w.branchId}/transactions?filters=${encodeURIComponent(JSON.stringify({ conditions: [{ field: 'kind', matchMode: 'equals', value: 'refund' }] }))}`, w.owner);
    expect(list.statusCode, list.body).toBe(200);
    const listed = list.json().items.find((x: { id: number }) => x.id === refund.id);
    // A refund reads as the sale it gives back, crediting the same member; staff pay names no sale.
    expect(listed).toMatchObject({ employeeName: 'Ana Petrović', sale: { date: today(), item: 'Cut', items: 1 } });
  });

  it('cancels a sale: payments given back, stock restocked, memberships cancelled', async () => {
    const before = (await t.app.db.select({ stock: products.stock }).from(products).where(eq(products.id, w.shampoo)))[0]!.stock;
    const { sale } = (
      await sell(t.app, w, {
        clientId: w.client,
        items: [item({ kind: 'product', refId: w.shampoo, price: '12.50' }), item({ kind: 'membership', refId: w.tenVisits, price: '200.00' })],
        tender: { cash: '12.50', card: '100.00' },
      })
    ).json();
    const res = await api(t.app, 'POST', `/sales/${sale.id}/cancel`, w.owner, {});
    expect(res.statusCode, res.body).toBe(200);
    const canceled = saleSchema.parse(res.json());
    expect(canceled).toMatchObject({ status: 'canceled', paid: '0.00', debt: '0.00' });
    expect(canceled.transactions.filter((x) => x.kind === 'refund').map((x) => x.amount).sort()).toEqual(['-100.00', '-12.50']);
    expect((await t.app.db.select({ stock: products.stock }).from(products).where(eq(products.id, w.shampoo)))[0]!.stock).toBe(before);
    const [sold] = await t.app.db.select().from(soldMemberships).where(and(eq(soldMemberships.saleId, sale.id)));
    expect(sold!.canceledAt).not.toBeNull();
    expect(sold!.paid).toBe('0.00');
    expect((await api(t.app, 'POST', `/sales/${sale.id}/cancel`, w.owner, {})).statusCode).toBe(409);
    const events = await api(t.app, 'GET', `/branches/${w.branchId}/events?filters=${encodeURIComponent(JSON.stringify({ conditions: [{ field: 'entity', matchMode: 'equals', value: 'sale' }] }))}`, w.owner);
    expect(events.statusCode, events.body).toBe(200);
    expect(events.json().items.filter((e: { entityId: number }) => e.entityId === sale.id).map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
    const bySale = await api(t.app, 'GET', `/branches/${w.branchId}/sales?filters=${encodeURIComponent(JSON.stringify({ conditions: [{ field: 'clientId', matchMode: 'equals', value: w.client }] }))}`, w.owner);
    expect(bySale.statusCode, bySale.body).toBe(200);
    expect(bySale.json().items.every((s: { clientId: number }) => s.clientId === w.client)).toBe(true);
    const badFilter = await api(t.app, 'GET', `/branches/${w.branchId}/transactions?filters=${encodeURIComponent(JSON.stringify({ conditions: [{ field: 'nope', matchMode: 'equals', value: 1 }] }))}`, w.owner);
    expect(badFilter.statusCode).toBe(400);
  });

  it('filters payments by day, kind, method, client and amount, and events by day and record', async () => {
    const { sale } = (await sell(t.app, w, { clientId: w.client, items: [cut(w, { price: '77.70' })], tender: { cash: '7.70', card: '70.00' } })).json();
    const list = async (path: string, conditions: object[]) => {
      const res = await api(t.app, 'GET', `/branches/${w.branchId}/${path}?perPage=100&filters=${encodeURIComponent(JSON.stringify({ combiner: 'and', conditions }))}`, w.owner);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().items as { id: number; saleId?: number; amount: string; entity?: string; entityId?: number }[];
    };
    const mine = await list('transactions', [
      { field: 'date', matchMode: 'between', value: [today(), today()] },
      { field: 'kind', matchMode: 'equals', value: 'payment' },
      { field: 'method', matchMode: 'in', value: ['card'] },
      { field: 'clientId', matchMode: 'equals', value: w.client },
      { field: 'amount', matchMode: 'gte', value: '70.00' },
    ]);
    expect(mine.filter((x) => x.saleId === sale.id).map((x) => x.amount)).toEqual(['70.00']);
    expect(await list('transactions', [{ field: 'date', matchMode: 'dateBefore', value: '2000-01-01' }])).toEqual([]);
    const events = await list('events', [
      { field: 'at', matchMode: 'dateIs', value: today() },
      { field: 'entity', matchMode: 'in', value: ['sale'] },
    ]);
    expect(events.some((e) => e.entityId === sale.id)).toBe(true);
    expect(events.every((e) => e.entity === 'sale')).toBe(true);
    // Another chain's events never show.
    const theirs = await api(t.app, 'GET', `/branches/${other.branchId}/events?perPage=100`, other.owner);
    expect(theirs.json().items.some((e: { entityId: number }) => e.entityId === sale.id)).toBe(false);
  });
});
