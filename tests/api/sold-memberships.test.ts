import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipVisits, soldMemberships, transactions } from '../../server/db/tables';
import { soldMembershipDetailsSchema, soldMembershipSchema } from '../../src/schema/memberships/sold-membership';
import { paymentStatusOf } from '../../src/schema/schedule/payment-status';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { api, book, line, orderWorld, type World } from './orders-support';
import { changeLicence } from './settings-support';
import { catalogMembership, sellMembership } from './sold-memberships-support';

describe('sold memberships API', () => {
  let t: TestApp;
  let w: World;
  let other: World;
  /** 3 visits of Cut, for a year; 3 visits of anything, for a year. */
  let cutPass: number;
  let anyPass: number;
  let color: number;
  let minute = 0;
  /** A fresh start time per booking (one employee, 15-minute visits, spread over days of 2021: past days, which may be completed). */
  const nextSlot = () => {
    const n = minute++;
    return { date: `2021-03-${String(1 + Math.floor(n / 30)).padStart(2, '0')}`, startTime: `${String(8 + Math.floor((n % 30) / 4)).padStart(2, '0')}:${String((n % 4) * 15).padStart(2, '0')}`, duration: 15 };
  };
  const orderOf = async (serviceId = w.cut, world = w) => {
    const res = await book(t.app, world, [line(world, { ...nextSlot(), serviceId })]);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; version: number };
  };
  const complete = (order: { id: number; version: number }) => api(t.app, 'PATCH', `/orders/${order.id}`, w.owner, { status: 'order_status.success', version: order.version });
  const details = async (id: number) => soldMembershipDetailsSchema.parse((await api(t.app, 'GET', `/sold-memberships/${id}`, w.owner)).json());

  beforeAll(async () => {
    t = await createTestApp();
    w = await orderWorld(t.app, 'Memberships Chain');
    other = await orderWorld(t.app, 'Memberships Other');
    cutPass = await catalogMembership(t.app, w, { serviceIds: [w.cut] });
    anyPass = await catalogMembership(t.app, w);
    color = (await api(t.app, 'POST', `/branches/${w.branchId}/services`, w.owner, { name: 'Colour', duration: 15, price: '40.00' })).json().id;
  });
  afterAll(() => t.close());

  it('draws a visit when the order succeeds; the line then costs nothing', async () => {
    const sold = await sellMembership(t.app, w, { membershipId: cutPass });
    const order = await orderOf();
    const res = await complete(order);
    expect(res.statusCode, res.body).toBe(200);
    const read = await details(sold.soldId);
    expect(res.json().paymentStatus).toBe(paymentStatusOf('0.00', []));
    expect(read).toMatchObject({ visitsUsed: 1, visitsLeft: 2, status: 'expired' }); // sold for 2021: ended by today
    expect(read.visits).toEqual([expect.objectContaining({ orderId: order.id, serviceName: 'Cut', returnedAt: null })]);
    expect(read.trail.some((entry) => entry.changes.visitDrawnFor?.to === order.id)).toBe(true);
    // Used up: the next visits are not drawn, and cost their price.
    for (let i = 0; i < 3; i++) await complete(await orderOf());
    expect((await details(sold.soldId)).visitsUsed).toBe(3);
    expect((await details(sold.soldId)).status).toBe('used_up');
  });

  it('leaves a service the membership does not cover, an expired one and a cancelled one alone', async () => {
    const covered = await sellMembership(t.app, w, { membershipId: cutPass });
    const notCoveredOrder = await orderOf(color);
    expect((await complete(notCoveredOrder)).statusCode).toBe(200);
    expect((await details(covered.soldId)).visitsUsed).toBe(0);
    const cancel = await api(t.app, 'POST', `/sold-memberships/${covered.soldId}/cancel`, w.owner, { reason: 'Moved away' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const expired = await sellMembership(t.app, w, { membershipId: await catalogMembership(t.app, w, { validityDays: 396 }), startsAt: '2020-01-01' });
    await complete(await orderOf());
    expect((await details(covered.soldId)).visitsUsed).toBe(0);
    expect((await details(expired.soldId)).visitsUsed).toBe(0);
  });

  it('picks the membership ending soonest, and never overdraws one under 10 concurrent successes', async () => {
    const later = await sellMembership(t.app, w, { membershipId: anyPass });
    const sooner = await sellMembership(t.app, w, { membershipId: await catalogMembership(t.app, w, { validityDays: 181 }) });
    const orders = [];
    for (let i = 0; i < 10; i++) orders.push(await orderOf());
    const answers = await Promise.all(orders.map((order) => complete(order)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    const [a, b] = [await details(sooner.soldId), await details(later.soldId)];
    expect([a.visitsUsed, b.visitsUsed]).toEqual([3, 3]);
    const drawn = await t.app.db
      .select()
      .from(membershipVisits)
      .where(and(eq(membershipVisits.soldMembershipId, sooner.soldId), isNull(membershipVisits.returnedAt)));
    expect(drawn).toHaveLength(3);
  });

  it('gives the visit back when a completed order is cancelled, and again when one is reopened', async () => {
    const sold = await sellMembership(t.app, w, { membershipId: anyPass });
    const order = await orderOf();
    const completed = (await complete(order)).json();
    expect((await details(sold.soldId)).visitsUsed).toBe(1);
    const cancelled = await api(t.app, 'PATCH', `/orders/${order.id}/cancel`, w.owner, { version: completed.version });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().paymentStatus).toBe(paymentStatusOf('25.00', []));
    const read = await details(sold.soldId);
    expect(read.visitsUsed).toBe(0);
    expect(read.visits[0]!.returnedAt).not.toBeNull();
    expect(read.trail.some((entry) => entry.changes.visitReturnedBy?.to === order.id)).toBe(true);

    const again = await orderOf();
    const done = (await complete(again)).json();
    expect((await details(sold.soldId)).visitsUsed).toBe(1);
    const reopened = await api(t.app, 'PATCH', `/orders/${again.id}`, w.owner, { status: 'order_status.waiting', version: done.version });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect((await details(sold.soldId)).visitsUsed).toBe(0);
  });

  it('a group class draws one visit for each client whose membership covers it, and gives them back on cancel', async () => {
    const newClient = async (firstName: string) => (await api(t.app, 'POST', `/branches/${w.branchId}/clients`, w.owner, { firstName, lastName: 'Group' })).json().id as number;
    const [dana, emil, fran] = [await newClient('Dana'), await newClient('Emil'), await newClient('Fran')];
    const danaPass = await sellMembership(t.app, w, { membershipId: cutPass, clientId: dana });
    const emilPass = await sellMembership(t.app, w, { membershipId: anyPass, clientId: emil });
    const { date, startTime } = nextSlot();
    const created = await api(t.app, 'POST', `/branches/${w.branchId}/group-orders`, w.owner, { serviceId: w.cut, employeeId: w.ana, date, startTime, duration: 15, price: '15.00', capacity: 3, confirmOutsideWorkingHours: true });
    expect(created.statusCode, created.body).toBe(201);
    const orderId = created.json().created[0].id as number;
    for (const clientId of [dana, emil, fran]) expect((await api(t.app, 'POST', `/orders/${orderId}/clients`, w.owner, { clientId })).statusCode).toBe(201);
    const booked = (await api(t.app, 'GET', `/orders/${orderId}`, w.owner)).json();

    const done = await api(t.app, 'PATCH', `/orders/${orderId}`, w.owner, { status: 'order_status.success', version: booked.version });
    expect(done.statusCode, done.body).toBe(200);
    expect([(await details(danaPass.soldId)).visitsUsed, (await details(emilPass.soldId)).visitsUsed]).toEqual([1, 1]);
    // Fran has no membership: her place is still owed, so the class is not paid.
    expect(done.json().paymentStatus).toBe(paymentStatusOf('15.00', []));
    // Fran pays at the till for her place: now every place is settled.
    const paid = await api(t.app, 'POST', `/branches/${w.branchId}/sales`, w.owner, {
      clientId: fran,
      orderId,
      items: [{ uid: 'fran', kind: 'service', refId: w.cut, price: '15.00', startsAt: date, employeeId: w.ana, orderServiceId: booked.services[0].id }],
      tender: { card: '15.00' },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await api(t.app, 'GET', `/orders/${orderId}`, w.owner)).json().paymentStatus).toBe('payment.full');

    const settled = (await api(t.app, 'GET', `/orders/${orderId}`, w.owner)).json();
    const cancelled = await api(t.app, 'PATCH', `/orders/${orderId}/cancel`, w.owner, { version: settled.version });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect([(await details(danaPass.soldId)).visitsUsed, (await details(emilPass.soldId)).visitsUsed]).toEqual([0, 0]);
  });

  it('a cancelled order that never succeeded draws nothing', async () => {
    const sold = await sellMembership(t.app, w, { membershipId: anyPass });
    const order = await orderOf();
    expect((await api(t.app, 'PATCH', `/orders/${order.id}/cancel`, w.owner, { version: order.version })).statusCode).toBe(200);
    expect((await details(sold.soldId)).visitsUsed).toBe(0);
  });

  it('pays an instalment: the card never more than due, cash with change, once only', async () => {
    const sold = await sellMembership(t.app, w, { membershipId: anyPass, instalments: 2, tender: { card: '45.00' } });
    const url = `/membership-instalments/${sold.instalmentIds[1]}/payments`;
    const overCard = await api(t.app, 'POST', url, w.owner, { tender: { card: '50.00' } });
    expect(overCard.statusCode).toBe(400);
    expect(overCard.json().issues.map((i: { path: string[] }) => i.path.join('.'))).toContain('tender.card');
    const nothing = await api(t.app, 'POST', url, w.owner, { tender: { cash: '0' } });
    expect(nothing.statusCode).toBe(400);
    const split = await api(t.app, 'POST', url, w.owner, { tender: { card: '20.00', cash: '30.00' } });
    expect(split.statusCode, split.body).toBe(200);
    expect(split.json()).toMatchObject({ instalment: { paid: '45.00', due: '0.00' }, sale: { id: sold.saleId, total: '90.00', paid: '90.00', debt: '0.00' }, change: '5.00' });
    const again = await api(t.app, 'POST', url, w.owner, { tender: { cash: '1.00' } });
    expect(again.statusCode).toBe(409);
    const read = await details(sold.soldId);
    expect(read).toMatchObject({ paid: '90.00', debt: '0.00' });
    expect(read.transactions.map((tr) => [tr.method, tr.amount, tr.instalmentId])).toEqual([
      ['card', '45.00', null],
      ['cash', '25.00', sold.instalmentIds[1]],
      ['card', '20.00', sold.instalmentIds[1]],
    ]);
    const rows = await t.app.db.select().from(transactions).where(eq(transactions.soldMembershipId, sold.soldId));
    expect(rows.every((row) => row.saleId === sold.saleId && row.clientId === w.client)).toBe(true);
  });

  it('takes instalments in order', async () => {
    const sold = await sellMembership(t.app, w, { membershipId: anyPass, instalments: 3, tender: {} });
    const third = await api(t.app, 'POST', `/membership-instalments/${sold.instalmentIds[2]}/payments`, w.owner, { tender: { card: '30.00' } });
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe('Instalment 1 is still unpaid; instalments are paid in order.');
    const first = await api(t.app, 'POST', `/membership-instalments/${sold.instalmentIds[0]}/payments`, w.owner, { tender: { card: '30.00' } });
    expect(first.json()).toMatchObject({ instalment: { paid: '30.00', due: '0.00' }, sale: { paid: '30.00', debt: '60.00' } });
  });

  it('two payments of one instalment at once never pay it twice', async () => {
    // A membership bought on two instalments (45.00 each) with nothing paid at the till.
    const sold = await sellMembership(t.app, w, { membershipId: anyPass, instalments: 2, tender: {} });
    const url = `/membership-instalments/${sold.instalmentIds[0]}/payments`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => api(t.app, 'POST', url, w.owner, { tender: { card: '30.00' } })));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
    expect((await details(sold.soldId)).paid).toBe('30.00');
  });

  it('answers a foreign id 404 and a view-only licence 403', async () => {
    const sold = await sellMembership(t.app, w, { membershipId: anyPass, instalments: 2, tender: {} });
    expect((await api(t.app, 'GET', `/sold-memberships/${sold.soldId}`, other.owner)).statusCode).toBe(404);
    expect((await api(t.app, 'POST', `/membership-instalments/${sold.instalmentIds[0]}/payments`, other.owner, { tender: { cash: '1' } })).statusCode).toBe(404);
    expect((await api(t.app, 'POST', `/sold-memberships/${sold.soldId}/cancel`, other.owner, { reason: 'x' })).statusCode).toBe(404);
    expect((await api(t.app, 'GET', `/branches/${w.branchId}/sold-memberships`, other.owner)).statusCode).toBe(404);
    expect((await api(t.app, 'GET', `/clients/${w.client}/money-summary`, other.owner)).statusCode).toBe(404);
    expect((await api(t.app, 'GET', `/sold-memberships/999999999`, w.owner)).statusCode).toBe(404);
    await changeLicence(t.app, w.orgId, { branchMenu: (menu) => void (menu['branch_sales']!.content = 'view') });
    try {
      expect((await api(t.app, 'POST', `/membership-instalments/${sold.instalmentIds[0]}/payments`, w.owner, { tender: { cash: '1' } })).statusCode).toBe(403);
      expect((await api(t.app, 'POST', `/sold-memberships/${sold.soldId}/cancel`, w.owner, { reason: 'x' })).statusCode).toBe(403);
      expect((await api(t.app, 'GET', `/sold-memberships/${sold.soldId}`, w.owner)).statusCode).toBe(200);
    } finally {
      await changeLicence(t.app, w.orgId, { branchMenu: (menu) => void (menu['branch_sales']!.content = 'edit') });
    }
  });

  it('cancels with a reason, once, and leaves the trail', async () => {
    const sold = await sellMembership(t.app, w, { membershipId: anyPass, instalments: 2, tender: { card: '30.00' } });
    const url = `/sold-memberships/${sold.soldId}/cancel`;
    const empty = await api(t.app, 'POST', url, w.owner, { reason: ' ' });
    expect(empty.statusCode).toBe(400);
    const res = await api(t.app, 'POST', url, w.owner, { reason: 'Client moved' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'canceled', cancelReason: 'Client moved' });
    expect(res.json().trail[0].changes.cancelReason).toEqual({ from: null, to: 'Client moved' });
    expect((await api(t.app, 'POST', url, w.owner, { reason: 'Again' })).statusCode).toBe(409);
    const pay = await api(t.app, 'POST', `/membership-instalments/${sold.instalmentIds[0]}/payments`, w.owner, { tender: { cash: '10' } });
    expect(pay.statusCode).toBe(409);
    const [row] = await t.app.db.select().from(soldMemberships).where(eq(soldMemberships.id, sold.soldId));
    expect(row!.canceledAt).not.toBeNull();
  });

  it('lists the branch\'s sold memberships with the engine\'s filters, and the client\'s money', async () => {
    const client = (await api(t.app, 'POST', `/branches/${w.branchId}/clients`, w.owner, { firstName: 'Lena', lastName: 'List' })).json().id as number;
    const sold = await sellMembership(t.app, w, { membershipId: await catalogMembership(t.app, w, { validityDays: 3660 }), clientId: client, startsAt: '2026-01-01', tender: { card: '40.00' } });
    const base = `/branches/${w.branchId}/sold-memberships`;
    const filter = (field: string, value: unknown) => encodeURIComponent(JSON.stringify({ combiner: 'and', conditions: [{ field, matchMode: 'equals', value }] }));
    const byClient = await api(t.app, 'GET', `${base}?filters=${filter('clientId', client)}`, w.owner);
    expect(byClient.statusCode, byClient.body).toBe(200);
    const items = byClient.json().items.map((item: unknown) => soldMembershipSchema.parse(item));
    expect(items).toEqual([expect.objectContaining({ id: sold.soldId, clientName: 'Lena List', status: 'active', price: '90.00', paid: '40.00', debt: '50.00', visitsLeft: 3 })]);
    const active = await api(t.app, 'GET', `${base}?filters=${filter('status', 'active')}`, w.owner);
    expect(active.json().items.map((item: { id: number }) => item.id)).toContain(sold.soldId);
    const expired = await api(t.app, 'GET', `${base}?filters=${filter('status', 'expired')}`, w.owner);
    expect(expired.json().items.map((item: { id: number }) => item.id)).not.toContain(sold.soldId);
    const old = await sellMembership(t.app, w, { membershipId: anyPass, clientId: client, startsAt: '2025-01-01' });
    const expiredOnes = await api(t.app, 'GET', `${base}?filters=${filter('status', 'expired')}`, w.owner);
    expect(expiredOnes.json().items.map((item: { id: number }) => item.id)).toContain(old.soldId);
    const bad = await api(t.app, 'GET', `${base}?filters=${filter('status', 'sleeping')}`, w.owner);
    expect(bad.statusCode).toBe(400);
    const summary = await api(t.app, 'GET', `/clients/${client}/money-summary`, w.owner);
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json()).toMatchObject({ debt: '50.00', activeMemberships: [expect.objectContaining({ id: sold.soldId, visitsLeft: 3 })] });
    expect(summary.json().activeMemberships).toHaveLength(1);
  });
});
