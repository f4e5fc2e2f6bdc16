import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCrudRegistry } from '../../server/crud/crud-registry';
import { auditLog, liveOutbox, noShowCharges, soldMemberships } from '../../server/db/tables';
import { markMissedOrders } from '../../server/modules/orders/missed-orders.job';
import { noShowChargeSchema, type NoShowRules } from '../../src/schema/orders/no-show-rules';
import { bookingSchema, holdSchema } from '../../src/schema/online-booking/public-booking';
import { addDays } from '../../src/schema/schedule/calendar';
import { instantToZoned } from '../../src/schema/schedule/time-zone';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { orderIdOfHold, pageSlugOf, sentCodeOf } from './online-booking-support';
import { api, book, line, workSlot, type Auth, type World } from './orders-support';
import { item, salesWorld, sell, today, type SalesWorld } from './sales-support';
import { addEmployee, addService, call, performs, scheduleChain, type ScheduleChain } from './schedule-support';
import { staffMemberOf } from './settings-support';

/** Issue 19 deliverable 5: the branch's rules, applied once when a visit is missed or cancelled late, waived with a reason. */
describe('no-show rules API', () => {
  let t: TestApp;
  let w: SalesWorld;
  let other: SalesWorld;
  let day = 0;
  /** A fresh past date per visit, so visits never meet. */
  const pastDate = () => addDays('2024-01-01', ++day);
  const fee = (value: string, forgiveFirstTime = false) => ({ outcome: 'fee' as const, fee: value, forgiveFirstTime });
  const nothing = { outcome: 'nothing' as const, fee: '0', forgiveFirstTime: false };
  const rules = (values: Partial<NoShowRules> = {}): NoShowRules => ({ cancelWindowHours: 48, lateCancel: fee('10.00'), noShow: fee('15.00'), ...values });
  const setRules = (body: object, world: World = w, auth: Auth = world.owner) => api(t.app, 'PUT', `/branches/${world.branchId}/no-show-rules`, auth, body);
  const newClient = async (firstName: string, world: World = w) => (await api(t.app, 'POST', `/branches/${world.branchId}/clients`, world.owner, { firstName })).json().id as number;
  const charges = async (clientId: number, world: World = w) => {
    const res = await api(t.app, 'GET', `/branches/${world.branchId}/no-show-charges?clientId=${clientId}`, world.owner);
    expect(res.statusCode, res.body).toBe(200);
    return noShowChargeSchema.array().parse(res.json());
  };
  const bookFor = async (clientId: number, date = pastDate(), startTime = '10:00') => {
    const res = await book(t.app, w, [line(w, { date, startTime })], { confirmOutsideWorkingHours: true, clientId });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; version: number };
  };
  const setStatus = (order: { id: number; version: number }, status: string) => api(t.app, 'PATCH', `/orders/${order.id}`, w.owner, { version: order.version, status });
  const missed = async (order: { id: number; version: number }) => {
    const res = await setStatus(order, 'order_status.pass');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number; version: number };
  };
  const debtOf = async (saleId: number) => (await api(t.app, 'GET', `/sales/${saleId}`, w.owner)).json();

  beforeAll(async () => {
    t = await createTestApp();
    w = await salesWorld(t.app, 'No-show Chain');
    other = await salesWorld(t.app, 'No-show Other');
  });
  afterAll(async () => t?.close());

  it('keeps the rules: a branch default, a service override, 400s naming fields', async () => {
    expect((await api(t.app, 'GET', `/branches/${w.branchId}/no-show-rules`, w.owner)).json()).toEqual({ branch: null, services: [] });
    const set = await setRules(rules());
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().branch).toEqual(rules());
    const override = await api(t.app, 'PUT', `/branches/${w.branchId}/no-show-rules/services/${w.cut}`, w.owner, rules({ noShow: fee('20.00') }));
    expect(override.json().services).toEqual([{ serviceId: w.cut, rules: rules({ noShow: fee('20.00') }) }]);
    expect((await api(t.app, 'DELETE', `/branches/${w.branchId}/no-show-rules/services/${w.cut}`, w.owner)).json().services).toEqual([]);
    const cases: [object, string][] = [
      [rules({ cancelWindowHours: -1 }), 'cancelWindowHours'],
      [rules({ noShow: fee('0') }), 'noShow.fee'],
      [rules({ lateCancel: { ...nothing, outcome: 'later' as never } }), 'lateCancel.outcome'],
      [{ ...rules(), noShow: undefined }, 'noShow'],
    ];
    for (const [body, field] of cases) {
      const res = await setRules(body);
      expect(res.statusCode, field).toBe(400);
      expect(res.body, field).toContain(field);
    }
    expect((await api(t.app, 'PUT', `/branches/${w.branchId}/no-show-rules/services/${other.cut}`, w.owner, rules())).statusCode).toBe(404);
  });

  it('a no-show marked by staff makes the fee a debt once, even when marked missed again', async () => {
    await setRules(rules());
    const client = await newClient('Nora');
    const order = await missed(await bookFor(client));
    const reopened = (await setStatus(order, 'order_status.waiting')).json();
    await missed(reopened);
    const [charge, ...more] = await charges(client);
    expect(more).toEqual([]);
    expect(charge).toMatchObject({ kind: 'no_show', outcome: 'fee', amount: '15.00', state: 'applied', orderId: order.id, rule: { ...fee('15.00'), cancelWindowHours: 48 } });
    expect(await debtOf(charge!.saleId!)).toMatchObject({ clientId: client, total: '15.00', debt: '15.00' });
  });

  it('the missed-visits job applies the rule too, once', async () => {
    await setRules(rules());
    const client = await newClient('Jonas');
    await bookFor(client);
    const deps = { db: t.app.db, live: t.app.live, liveOutbox: t.app.liveOutbox, registry: buildCrudRegistry() };
    await markMissedOrders(deps);
    await markMissedOrders(deps);
    expect((await charges(client)).map((c) => [c.kind, c.state, c.amount])).toEqual([['no_show', 'applied', '15.00']]);
  });

  it('a cancellation inside the window costs the late-cancel fee, outside it nothing', async () => {
    await setRules(rules());
    const client = await newClient('Lena');
    const soon = await bookFor(client, addDays(today(), 1), '12:00');
    const far = await bookFor(client, '2031-06-10', '09:00');
    for (const order of [soon, far]) expect((await api(t.app, 'PATCH', `/orders/${order.id}/cancel`, w.owner, { version: order.version })).statusCode).toBe(200);
    expect((await charges(client)).map((c) => [c.orderId, c.kind, c.amount])).toEqual([[soon.id, 'late_cancel', '10.00']]);
  });

  it('charges each client who joined a group class that was missed', async () => {
    await setRules(rules());
    const [a, b] = [await newClient('Ida'), await newClient('Jan')];
    const res = await api(t.app, 'POST', `/branches/${w.branchId}/group-orders`, w.owner, {
      serviceId: w.cut, employeeId: w.ana, date: pastDate(), startTime: '18:00', duration: 60, price: '15.00', capacity: 3, clientIds: [a, b], confirmOutsideWorkingHours: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().created[0].id as number;
    await missed((await api(t.app, 'GET', `/orders/${id}`, w.owner)).json());
    for (const client of [a, b]) expect((await charges(client)).map((c) => [c.orderId, c.kind, c.amount])).toEqual([[id, 'no_show', '15.00']]);
  });

  it('forgives the first no-show when the rule says so, and charges the second', async () => {
    await setRules(rules({ noShow: fee('15.00', true) }));
    const client = await newClient('Greta');
    await missed(await bookFor(client));
    await missed(await bookFor(client));
    const [second, first] = await charges(client);
    expect([first!.state, first!.saleId, second!.state]).toEqual(['forgiven', null, 'applied']);
  });

  it('draws a visit from the membership, and gives it back when waived', async () => {
    await setRules(rules({ noShow: { outcome: 'membership_visit', fee: '0', forgiveFirstTime: false } }));
    const client = await newClient('Mila');
    const sold = await sell(t.app, w, { clientId: client, items: [item({ kind: 'membership', refId: w.tenVisits, price: '200.00' })], tender: { cash: '200.00', card: '0' } });
    expect(sold.statusCode, sold.body).toBe(201);
    // The membership is backdated so that it covers the past visit (sold memberships are another module's rows).
    await t.app.db.update(soldMemberships).set({ startsOn: '2023-01-01' }).where(and(eq(soldMemberships.organizationId, w.orgId), eq(soldMemberships.clientId, client)));
    const used = async () => (await t.app.db.select({ used: soldMemberships.visitsUsed }).from(soldMemberships).where(and(eq(soldMemberships.organizationId, w.orgId), eq(soldMemberships.clientId, client))))[0]!.used;
    await missed(await bookFor(client));
    expect(await used()).toBe(1);
    const [charge] = await charges(client);
    expect(charge).toMatchObject({ outcome: 'membership_visit', state: 'applied' });
    expect((await api(t.app, 'POST', `/no-show-charges/${charge!.id}/waive`, w.owner, { reason: 'Flat tyre' })).statusCode).toBe(200);
    expect(await used()).toBe(0);
  });

  it('waives a fee with a reason: the debt is gone, the waiver audited and told live; no reason answers 400, twice 409', async () => {
    await setRules(rules());
    const client = await newClient('Vera');
    await missed(await bookFor(client));
    const [charge] = await charges(client);
    const noReason = await api(t.app, 'POST', `/no-show-charges/${charge!.id}/waive`, w.owner, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('reason');
    const waived = await api(t.app, 'POST', `/no-show-charges/${charge!.id}/waive`, w.owner, { reason: 'Hospital' });
    expect(waived.statusCode, waived.body).toBe(200);
    expect(waived.json()).toMatchObject({ state: 'waived', waivedReason: 'Hospital' });
    expect(await debtOf(charge!.saleId!)).toMatchObject({ debt: '0.00' });
    expect((await api(t.app, 'POST', `/no-show-charges/${charge!.id}/waive`, w.owner, { reason: 'Again' })).statusCode).toBe(409);
    const audit = await t.app.db.select().from(auditLog).where(and(eq(auditLog.organizationId, w.orgId), eq(auditLog.entity, 'no_show_charge'), eq(auditLog.entityId, charge!.id))).orderBy(auditLog.id);
    expect(audit.map((row) => [row.action, row.actorUserId])).toEqual([['create', w.ownerId], ['update', w.ownerId]]);
    expect(audit[1]!.changes).toMatchObject({ waivedReason: { from: null, to: 'Hospital' } });
    // Told live like other changes of a client's record: the charges list and the client's money read again.
    const told = await t.app.db.select().from(liveOutbox).where(and(eq(liveOutbox.organizationId, w.orgId), eq(liveOutbox.event, 'resource:changed')));
    expect(told.map((row) => row.data)).toContainEqual({ resource: 'noShowCharges', id: charge!.id, action: 'update' });
  });

  it('keeps chains apart, and an employee may not set the rules', async () => {
    await setRules(rules());
    const client = await newClient('Tess');
    await missed(await bookFor(client));
    const [charge] = await charges(client);
    expect((await api(t.app, 'POST', `/no-show-charges/${charge!.id}/waive`, other.owner, { reason: 'Mine?' })).statusCode).toBe(404);
    expect((await api(t.app, 'GET', `/branches/${w.branchId}/no-show-charges`, other.owner)).statusCode).toBe(404);
    expect((await api(t.app, 'GET', `/branches/${w.branchId}/no-show-rules`, other.owner)).statusCode).toBe(404);
    const employee = await staffMemberOf(t.app, w.orgId, w.branchId, w.ana);
    expect((await setRules(rules(), w, employee.auth)).statusCode).toBe(403);
    const rows = await t.app.db.select().from(noShowCharges).where(eq(noShowCharges.organizationId, other.orgId));
    expect(rows).toEqual([]);
  });
});

/** The client's own cancel from the manage link goes through the same status change, so it is late alike. */
describe('no-show rules: a late cancel from the manage link', () => {
  let t: TestApp;
  let chain: ScheduleChain;
  const tomorrow = addDays(instantToZoned(Date.now(), 'Europe/Belgrade').date, 1);
  const post = (path: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/v1/public/book/${path}`, payload, remoteAddress: '10.9.0.1' });

  beforeAll(async () => {
    t = await createTestApp();
    chain = await scheduleChain(t.app, 'Manage Late Chain');
  });
  afterAll(async () => t?.close());

  it('charges the late-cancel fee when the client cancels inside the window', async () => {
    const anna = await addEmployee(t.app, chain, 'Anna');
    const cut = await addService(t.app, chain, 'Cut', 60);
    await performs(t.app, chain, anna, [cut]);
    await workSlot(t.app, chain, anna, tomorrow, '09:00', '17:00');
    const nothing = { outcome: 'nothing', fee: '0', forgiveFirstTime: false };
    const set = await call(t.app, 'PUT', `/branches/${chain.branchId}/no-show-rules`, chain.owner, { cancelWindowHours: 48, lateCancel: { outcome: 'fee', fee: '7.50', forgiveFirstTime: false }, noShow: nothing });
    expect(set.statusCode, set.body).toBe(200);
    const slug = await pageSlugOf(t.app.db, chain.orgId, chain.branchId);
    const held = holdSchema.parse((await post(`${slug}/holds`, { services: [cut], date: tomorrow, time: '16:00' })).json());
    expect((await post(`${slug}/code`, { holdToken: held.holdToken, channel: 'email', firstName: 'Late', email: 'late@example.com' })).statusCode).toBe(202);
    const confirmed = await post(`${slug}/confirm`, { holdToken: held.holdToken, code: await sentCodeOf(t.app.db, orderIdOfHold(held.holdToken)) });
    const booking = bookingSchema.parse(confirmed.json());
    expect((await post(`manage/${booking.manageToken}/cancel`, {})).json().status).toBe('canceled');
    const listed = await call(t.app, 'GET', `/branches/${chain.branchId}/no-show-charges?orderId=${booking.orderId}`, chain.owner);
    expect(noShowChargeSchema.array().parse(listed.json()).map((c) => [c.kind, c.amount, c.state])).toEqual([['late_cancel', '7.50', 'applied']]);
  });
});
