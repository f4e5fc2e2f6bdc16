import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { quietMs, sleep, type LiveMessage, type LiveTestClient } from './live-support';
import { api, book, line, ownerLive } from './orders-support';
import { cut, salesWorld, sell, type SalesWorld } from './sales-support';
import { catalogMembership, sellMembership } from './sold-memberships-support';

/**
 * Every committed money write announces `money:changed` on its branch's channel (through the live outbox, after
 * commit), naming the days, the client and the orders it touched, so every screen showing that money refetches
 * it (src/lib/money-query-keys.ts); a write that rolls back announces nothing, and another chain never hears it.
 */
describe('money: live events after every money write', () => {
  let t: TestApp;
  let w: SalesWorld;
  let other: SalesWorld;
  let live: LiveTestClient;
  let otherLive: LiveTestClient;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    w = await salesWorld(t.app, 'Money Live');
    other = await salesWorld(t.app, 'Money Live Other');
    live = await ownerLive(t.app, w);
    otherLive = await ownerLive(t.app, other);
  });
  afterAll(async () => {
    await live.close();
    await otherLive.close();
    await t.close();
  });

  const isMoney = (m: LiveMessage) => m.event === 'money:changed';
  const nextMoney = () => live.next(isMoney);
  /** The answer of a write that succeeded (200 or 201). */
  const ok = async (answer: ReturnType<typeof api>) => {
    const res = await answer;
    expect([200, 201], res.body).toContain(res.statusCode);
    return res.json();
  };
  let slot = 0;
  /** A visit of `w.client` on a day of its own, with its one line's id and price. */
  const visit = async () => {
    const booked = await ok(book(t.app, w, [line(w, { date: `2031-10-${String(++slot).padStart(2, '0')}` })]));
    return { id: booked.id as number, lineId: booked.services[0].id as number, price: booked.services[0].price as string };
  };
  const paymentStatus = async (orderId: number) => (await ok(api(t.app, 'GET', `/orders/${orderId}`, w.owner))).paymentStatus as string;

  it('announces a sale, a payment of its debt, a refund and a cancel, naming the day, the client and the visit', async () => {
    const order = await visit();
    const sold = await ok(sell(t.app, w, { clientId: w.client, orderId: order.id, items: [cut(w, { price: order.price, orderServiceId: order.lineId })], tender: { card: '10.00' } }));
    const today = sold.sale.date as string;
    const touched = { dates: [today], clientId: w.client, orderIds: [order.id] };
    expect(await nextMoney()).toEqual({ event: 'money:changed', data: touched, channel: w.guid });

    const paid = await ok(api(t.app, 'POST', `/sales/${sold.sale.id}/payments`, w.owner, { tender: { card: '5.00' } }));
    expect((await nextMoney()).data).toEqual(touched);
    const refunded = await ok(api(t.app, 'POST', `/transactions/${paid.sale.transactions[0].id}/refunds`, w.owner, { amount: '2.00' }));
    expect(refunded.amount).toBe('-2.00');
    expect((await nextMoney()).data).toEqual(touched);

    // Refused (more than is left to give back): rolled back, and nothing is announced.
    const seen = live.events().filter(isMoney).length;
    expect((await api(t.app, 'POST', `/transactions/${paid.sale.transactions[0].id}/refunds`, w.owner, { amount: '9.00' })).statusCode).toBe(409);
    await ok(api(t.app, 'POST', `/sales/${sold.sale.id}/cancel`, w.owner, { note: 'Mistake' }));
    expect((await nextMoney()).data).toEqual(touched);
    // Counted after a quiet spell: a refused refund's event (alike in its data) would come first, and the cancel's
    // may not have arrived when the first one did.
    await sleep(quietMs);
    expect(live.events().filter(isMoney).length).toBe(seen + 1);

    // A walk-in's sale names no client and no visit.
    await ok(sell(t.app, w, { items: [cut(w)], tender: { card: '25.00' } }));
    expect((await nextMoney()).data).toEqual({ dates: [today], clientId: null, orderIds: [] });
  });

  it('announces a cash shift opened, closed, and opened by the first cash', async () => {
    const register = `/branches/${w.branchId}/cash-register`;
    const { settings } = await ok(api(t.app, 'GET', register, w.owner));
    await ok(api(t.app, 'PUT', register, w.owner, { enabled: true, defaultFloat: '20', version: settings.version }));
    const shift = await ok(api(t.app, 'POST', `/branches/${w.branchId}/cash-shifts`, w.owner, { openingFloat: '20' }));
    const opened = await nextMoney();
    expect(opened.data).toEqual({ dates: [expect.any(String)], clientId: null, orderIds: [] });
    await ok(api(t.app, 'POST', `/cash-shifts/${shift.id}/close`, w.owner, { countedCash: '20', version: shift.version }));
    expect((await nextMoney()).data).toEqual(opened.data);

    // One event for the sale that opened the shift on its way.
    const seen = live.events().filter(isMoney).length;
    const cash = await ok(sell(t.app, w, { items: [cut(w)], tender: { cash: '25.00' } }));
    expect(cash.sale.transactions[0].cashShiftId).not.toBeNull();
    await nextMoney();
    await sleep(quietMs);
    expect(live.events().filter(isMoney).length).toBe(seen + 1);
    const { openShift } = await ok(api(t.app, 'GET', register, w.owner));
    await ok(api(t.app, 'PUT', register, w.owner, { enabled: false, defaultFloat: '20', version: settings.version + 1 }));
    await ok(api(t.app, 'POST', `/cash-shifts/${openShift.id}/close`, w.owner, { countedCash: openShift.expectedCash, version: openShift.version }));
    await nextMoney();
  });

  it("announces a membership sold, an instalment paid and the membership cancelled; the instalment settles the visit's payment status", async () => {
    const order = await visit();
    const pass = await catalogMembership(t.app, w);
    // The visit and a pass in three instalments; 10.00 paid, so the visit (paid first) is part paid.
    const items = [cut(w, { price: order.price, orderServiceId: order.lineId }), { uid: 'pass', kind: 'membership', refId: pass, price: '90.00', startsAt: '2031-10-01', instalments: 3 }];
    const sold = await ok(sell(t.app, w, { clientId: w.client, orderId: order.id, items, tender: { card: '10.00' } }));
    const touched = { dates: [sold.sale.date], clientId: w.client, orderIds: [order.id] };
    expect((await nextMoney()).data).toEqual(touched);
    expect(await paymentStatus(order.id)).toBe('payment.partial');

    const soldId = sold.sale.items.find((item: { soldMembershipId: number | null }) => item.soldMembershipId !== null).soldMembershipId as number;
    const details = await ok(api(t.app, 'GET', `/sold-memberships/${soldId}`, w.owner));
    await ok(api(t.app, 'POST', `/membership-instalments/${details.instalments[0].id}/payments`, w.owner, { tender: { card: '30.00' } }));
    // The visit's share of the sale is paid now: its block repaints from the order event, queued first.
    expect((await live.next((m) => m.event === 'order:update' && (m.data as { id: number }).id === order.id)).data).toMatchObject({ id: order.id });
    expect((await nextMoney()).data).toEqual(touched);
    expect(await paymentStatus(order.id)).toBe('payment.full');

    await ok(api(t.app, 'POST', `/sold-memberships/${soldId}/cancel`, w.owner, { reason: 'Moved away' }));
    expect((await nextMoney()).data).toEqual({ dates: [sold.sale.date], clientId: w.client, orderIds: [] });
  });

  it('announces the membership visit a completed appointment draws, and gives back when it is cancelled', async () => {
    const pass = await catalogMembership(t.app, w, { validityDays: 3650 });
    await sellMembership(t.app, w, { membershipId: pass, startsAt: '2026-01-01' });
    await nextMoney();
    // A past day inside the pass's validity: complete may be chosen on or after the appointment's day.
    const booked = await ok(book(t.app, w, [line(w, { date: '2026-02-02' })]));
    const drawn = { dates: ['2026-02-02'], clientId: w.client, orderIds: [booked.id] };
    const done = await ok(api(t.app, 'PATCH', `/orders/${booked.id}`, w.owner, { version: booked.version, status: 'order_status.success' }));
    expect((await nextMoney()).data).toEqual(drawn);
    await ok(api(t.app, 'PATCH', `/orders/${booked.id}/cancel`, w.owner, { version: done.version }));
    expect((await nextMoney()).data).toEqual(drawn);
  });

  it("never reaches another chain's socket, which hears its own branch's money", async () => {
    await ok(sell(t.app, other, { items: [cut(other)], tender: { card: '25.00' } }));
    expect(await otherLive.next(isMoney)).toMatchObject({ channel: other.guid });
    await sleep(quietMs);
    expect(otherLive.events().filter(isMoney)).toHaveLength(1);
    expect(live.events().filter(isMoney).every((m) => (m as { channel?: string }).channel === w.guid)).toBe(true);
  });
});
