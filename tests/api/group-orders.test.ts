import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCrudRegistry } from '../../server/crud/crud-registry';
import { clients } from '../../server/db/tables';
import { markMissedOrders } from '../../server/modules/orders/missed-orders.job';
import { addDays } from '../../src/schema/schedule/calendar';
import { groupOrderCreatedSchema, orderSchema } from '../../src/schema/schedule/order';
import { scheduleSchema } from '../../src/schema/schedule/schedule-read';
import { createTestApp, type TestApp } from '../helpers/test-app';
import type { LiveTestClient } from './live-support';
import { api, book, line, orderWorld, ownerLive, workSlot, type Auth, type World } from './orders-support';
import { changeLicence, staffMemberOf } from './settings-support';

describe('group orders API', () => {
  let t: TestApp;
  let w: World;
  let other: World;
  let live: LiveTestClient;
  let day = 0;
  /** A fresh future date per class, so classes never meet by accident. */
  const nextDate = () => addDays('2032-01-01', ++day);

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    w = await orderWorld(t.app, 'Group Chain');
    other = await orderWorld(t.app, 'Group Other');
    live = await ownerLive(t.app, w);
  });
  afterAll(async () => {
    await live.close();
    await t.close();
  });

  const newClient = async (world: World, firstName: string) => {
    const res = await api(t.app, 'POST', `/branches/${world.branchId}/clients`, world.owner, { firstName, lastName: 'Member' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const groupBody = (world: World, values: object = {}) => ({
    serviceId: world.cut,
    employeeId: world.ana,
    date: nextDate(),
    startTime: '18:00',
    duration: 60,
    price: '15.00',
    confirmOutsideWorkingHours: true,
    ...values,
  });
  const createGroup = (world: World, values: object = {}, auth: Auth = world.owner) => api(t.app, 'POST', `/branches/${world.branchId}/group-orders`, auth, groupBody(world, values));
  /** One class, answered as GET /orders/{id} reads it. */
  const oneClass = async (values: object = {}) => {
    const res = await createGroup(w, values);
    expect(res.statusCode, res.body).toBe(201);
    const [created] = groupOrderCreatedSchema.parse(res.json()).created;
    return orderSchema.parse((await api(t.app, 'GET', `/orders/${created!.id}`, w.owner)).json());
  };
  const join = (orderId: number, clientId: number, auth: Auth = w.owner) => api(t.app, 'POST', `/orders/${orderId}/clients`, auth, { clientId });
  const leave = (orderId: number, clientId: number, auth: Auth = w.owner) => api(t.app, 'DELETE', `/orders/${orderId}/clients/${clientId}`, auth);

  it('books a weekly class over 3 weeks, refusing a busy date and one outside the work slot with their reasons', async () => {
    // Mondays and Wednesdays from Monday 2 June to 18 June 2031: six dates.
    const dates = ['2031-06-02', '2031-06-04', '2031-06-09', '2031-06-11', '2031-06-16', '2031-06-18'];
    for (const date of dates) if (date !== '2031-06-11') await workSlot(t.app, w, w.ana, date, '09:00', '19:00');
    const busy = await book(t.app, w, [line(w, { date: '2031-06-09', startTime: '10:30' })]);
    expect(busy.statusCode, busy.body).toBe(201);
    const body = { date: '2031-06-02', startTime: '10:00', repeat: { weekdays: [1, 3], endDate: '2031-06-18' }, confirmOutsideWorkingHours: false };

    const res = await createGroup(w, body);
    expect(res.statusCode, res.body).toBe(201);
    const answer = groupOrderCreatedSchema.parse(res.json());
    expect(answer.created.map((c) => c.date)).toEqual(['2031-06-02', '2031-06-04', '2031-06-16', '2031-06-18']);
    expect(answer.refused).toEqual([
      { date: '2031-06-09', reason: 'employee_busy' },
      { date: '2031-06-11', reason: 'not_working' },
    ]);
    const classes = await Promise.all(answer.created.map(async (c) => orderSchema.parse((await api(t.app, 'GET', `/orders/${c.id}`, w.owner)).json())));
    for (const [index, order] of classes.entries()) {
      expect(order).toMatchObject({ mode: 'order.group', date: dates[[0, 1, 4, 5][index]!], startTime: '10:00', endTime: '11:00', capacity: 1, clientIds: [], clientId: null });
      expect(order.services).toMatchObject([{ serviceId: w.cut, employeeId: w.ana, price: '15.00', duration: 60 }]);
    }

    // Confirmed, the date outside the hours is booked; every other time is taken now, by the class or the order.
    const again = await createGroup(w, { ...body, confirmOutsideWorkingHours: true });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().created.map((c: { date: string }) => c.date)).toEqual(['2031-06-11']);
    expect(again.json().refused.map((r: { reason: string }) => r.reason)).toEqual(Array(5).fill('employee_busy'));

    // Nothing left to book: 409 with each date and why.
    const none = await createGroup(w, { ...body, confirmOutsideWorkingHours: true });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'conflict', created: [], refused: dates.map((date) => ({ date, reason: 'employee_busy' })) });
    expect(none.json().message).toMatch(/^No class could be booked: 2031-06-02, the team member is busy; .*2031-06-18, the team member is busy\.$/);
  });

  it('refuses a class whose room is taken as resource_busy', async () => {
    const date = nextDate();
    expect((await book(t.app, w, [line(w, { date, startTime: '18:00', employeeId: w.boris, resourceId: w.room })])).statusCode).toBe(201);
    const res = await createGroup(w, { date, resourceId: w.room });
    expect(res.statusCode).toBe(409);
    expect(res.json().refused).toEqual([{ date, reason: 'resource_busy' }]);
  });

  it('rounds the price to 2 decimals, takes one client by default, and seats the initial clients', async () => {
    const rounded = await oneClass({ price: '12.345' });
    expect(rounded).toMatchObject({ capacity: 1, clientIds: [] });
    expect(rounded.services[0]!.price).toBe('12.35');
    expect((await oneClass({ price: '9.994' })).services[0]!.price).toBe('9.99');
    const [a, b] = [await newClient(w, 'Ada'), await newClient(w, 'Bea')];
    const seated = await oneClass({ capacity: 3, clientIds: [a, b] });
    expect(seated).toMatchObject({ capacity: 3, clientIds: [a, b] });
  });

  it('lets clients join and leave until full, with the count on the schedule, the list and the histories', async () => {
    const [a, b, c] = [await newClient(w, 'Ana'), await newClient(w, 'Ben'), await newClient(w, 'Cid')];
    const order = await oneClass({ capacity: 2 });
    const joined = await join(order.id, a);
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json()).toMatchObject({ clientIds: [a], version: order.version + 1 });
    expect((await join(order.id, a)).json()).toMatchObject({ statusCode: 409, message: 'This client has already joined the class.' });
    expect((await join(order.id, b)).statusCode).toBe(201);
    const full = await join(order.id, c);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('The class is full: all 2 places are taken.');

    const schedule = scheduleSchema.parse((await api(t.app, 'GET', `/branches/${w.branchId}/schedule?d=${order.date}`, w.owner)).json());
    expect(schedule.blocks.find((block) => block.orderId === order.id)).toMatchObject({ mode: 'order.group', capacity: 2, clientCount: 2 });
    const filters = encodeURIComponent(JSON.stringify({ conditions: [{ field: 'id', matchMode: 'equals', value: order.id }] }));
    expect((await api(t.app, 'GET', `/branches/${w.branchId}/orders?filters=${filters}`, w.owner)).json().items[0]).toMatchObject({ capacity: 2, clientIds: [a, b] });

    const left = await leave(order.id, a);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json().clientIds).toEqual([b]);
    expect((await leave(order.id, a)).statusCode).toBe(404);
    expect((await join(order.id, c)).json().clientIds).toEqual([b, c]);

    const history = (await api(t.app, 'GET', `/orders/${order.id}/history`, w.owner)).json();
    expect(history.items[0].changes.clientIds).toEqual({ from: [b], to: [b, c] });
    expect(history.items[1].changes.clientIds).toEqual({ from: [a, b], to: [b] });
    const historyOf = async (clientId: number) => (await api(t.app, 'GET', `/branches/${w.branchId}/clients/${clientId}/history`, w.owner)).json().items;
    expect((await historyOf(a)).filter((i: { changes: object }) => 'order' in i.changes).map((i: { changes: { order: { from: unknown; to: unknown } } }) => i.changes.order)).toEqual([
      { from: expect.objectContaining({ id: order.id }), to: null },
      { from: null, to: expect.objectContaining({ id: order.id }) },
    ]);
  });

  it('refuses the places going below those who joined, and a second service on a class', async () => {
    const [a, b] = [await newClient(w, 'Dora'), await newClient(w, 'Eli')];
    const order = await oneClass({ capacity: 3, clientIds: [a, b] });
    const lower = await api(t.app, 'PATCH', `/orders/${order.id}`, w.owner, { version: order.version, capacity: 1 });
    expect(lower.statusCode).toBe(409);
    expect(lower.json().message).toBe('2 clients have joined this class, so it cannot have fewer than 2 places; ask someone to leave first.');
    const two = await api(t.app, 'PATCH', `/orders/${order.id}`, w.owner, { version: order.version, services: [line(w, { date: order.date, startTime: '08:00' }), line(w, { date: order.date, startTime: '09:00' })], confirmOutsideWorkingHours: true });
    expect(two.statusCode).toBe(400);
    expect(two.json().issues[0].path).toEqual(['services']);
    const exact = await api(t.app, 'PATCH', `/orders/${order.id}`, w.owner, { version: order.version, capacity: 2 });
    expect(exact.statusCode, exact.body).toBe(200);
    expect(exact.json()).toMatchObject({ capacity: 2, clientIds: [a, b] });
    const single = (await book(t.app, w, [line(w, { date: nextDate() })])).json();
    expect((await api(t.app, 'PATCH', `/orders/${single.id}`, w.owner, { version: 1, capacity: 4 })).json().issues[0].path).toEqual(['capacity']);
    expect((await join(single.id, a)).statusCode).toBe(409);
  });

  it('seats exactly the capacity when 20 clients join a 5-place class at once', async () => {
    const people = await Promise.all(Array.from({ length: 20 }, (_, i) => newClient(w, `Rush ${i}`)));
    const order = await oneClass({ capacity: 5 });
    const answers = await Promise.all(people.map((id) => join(order.id, id)));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(15);
    const read = orderSchema.parse((await api(t.app, 'GET', `/orders/${order.id}`, w.owner)).json());
    expect(read.clientIds).toHaveLength(5);
    expect(read.version).toBe(order.version + 5);
  });

  it('refuses joins and leaves of a cancelled or finished class', async () => {
    const a = await newClient(w, 'Finn');
    const canceled = await oneClass({ capacity: 2, clientIds: [a] });
    expect((await api(t.app, 'PATCH', `/orders/${canceled.id}/cancel`, w.owner, {})).statusCode).toBe(200);
    const done = await oneClass({ date: '2021-06-01', capacity: 2, clientIds: [a] });
    expect((await api(t.app, 'PATCH', `/orders/${done.id}`, w.owner, { version: done.version, status: 'order_status.success' })).statusCode).toBe(200);
    for (const id of [canceled.id, done.id]) {
      for (const res of [await join(id, w.client), await leave(id, a)]) {
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe('This class is cancelled or over: clients can no longer join or leave it.');
      }
    }
  });

  it('raises each joined client’s visit count on completion, and missed count for a past class nobody closed', async () => {
    const [a, b] = [await newClient(w, 'Gus'), await newClient(w, 'Hal')];
    const counts = async () =>
      (await t.app.db.select().from(clients).where(and(eq(clients.organizationId, w.orgId), inArray(clients.id, [a, b])))).map((row) => [row.visitCount, row.missedVisitCount]);
    const done = await oneClass({ date: '2021-07-01', capacity: 3, clientIds: [a, b] });
    await api(t.app, 'PATCH', `/orders/${done.id}`, w.owner, { version: done.version, status: 'order_status.success' });
    expect(await counts()).toEqual([
      [1, 0],
      [1, 0],
    ]);
    const past = await oneClass({ date: '2021-07-02', capacity: 3, clientIds: [a, b] });
    const deps = { db: t.app.db, live: t.app.live, liveOutbox: t.app.liveOutbox, registry: buildCrudRegistry() };
    expect(await markMissedOrders(deps)).toBeGreaterThanOrEqual(1);
    expect((await api(t.app, 'GET', `/orders/${past.id}`, w.owner)).json().status).toBe('order_status.pass');
    expect(await counts()).toEqual([
      [1, 1],
      [1, 1],
    ]);
    const history = (await api(t.app, 'GET', `/branches/${w.branchId}/clients/${a}/history`, w.owner)).json();
    expect(history.items[0].changes.missedVisitCount).toEqual({ from: 0, to: 1 });
  });

  it('announces add-customer and cancel-customer on the branch channel after commit', async () => {
    const a = await newClient(w, 'Ivy');
    const order = await oneClass({ capacity: 2 });
    const data = { date: order.date, id: order.id, orderServices: [{ employeeId: w.ana }] };
    const about = (event: string) => live.next((m) => m.event === event && (m.data as { id: number }).id === order.id);
    await join(order.id, a);
    expect(await about('group-order:add-customer')).toEqual({ event: 'group-order:add-customer', data, channel: w.guid });
    await leave(order.id, a);
    expect(await about('group-order:cancel-customer')).toEqual({ event: 'group-order:cancel-customer', data, channel: w.guid });
  });

  it('answers bad input with 400 naming the fields', async () => {
    const date = nextDate();
    const cases: [object, string][] = [
      [{ capacity: 0 }, 'capacity'],
      [{ price: '-1' }, 'price'],
      [{ startTime: '24:10' }, 'startTime'],
      [{ date: '2032-02-30' }, 'date'],
      [{ date: '2032-01-32' }, 'date'],
      [{ repeat: { weekdays: [], endDate: date } }, 'repeat.weekdays'],
      [{ repeat: { weekdays: [1, 1], endDate: date } }, 'repeat.weekdays'],
      [{ date, repeat: { weekdays: [1], endDate: '2031-01-01' } }, 'repeat.endDate'],
      [{ date: '2032-02-01', repeat: { weekdays: [1], endDate: '2032-02-30' } }, 'repeat.endDate'],
      [{ date: '2032-02-01', repeat: { weekdays: [1], endDate: '2032-13-01' } }, 'repeat.endDate'],
      [{ capacity: 1, clientIds: [w.client, other.client] }, 'clientIds'],
      [{ capacity: 2, clientIds: [w.client, w.client] }, 'clientIds'],
      [{ capacity: 2, clientIds: [w.client, other.client] }, 'clientIds.1'],
      [{ serviceId: other.cut }, 'serviceId'],
      [{ employeeId: other.ana }, 'employeeId'],
      [{ resourceId: other.room }, 'resourceId'],
      [{ mode: 'order.single' }, 'mode'],
    ];
    for (const [values, field] of cases) {
      const res = await createGroup(w, values);
      expect(res.statusCode, `${field} ${res.body}`).toBe(400);
      expect(res.json().issues.map((i: { path: unknown[] }) => i.path.join('.')), field).toContain(field);
    }
    const order = await oneClass({ capacity: 2 });
    const badJoins = [join(order.id, other.client), api(t.app, 'POST', `/orders/${order.id}/clients`, w.owner, { clientId: 'x' }), api(t.app, 'POST', `/orders/${order.id}/clients`, w.owner, {})];
    for (const res of await Promise.all(badJoins)) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().issues[0].path).toEqual(['clientId']);
    }
  });

  it("answers another chain's branch and class with 404", async () => {
    const theirs = (await createGroup(other)).json().created[0].id as number;
    const calls = [createGroup(other, {}, w.owner), join(theirs, w.client), leave(theirs, other.client), join(999_999_999, w.client)];
    for (const res of await Promise.all(calls)) expect(res.statusCode, res.body).toBe(404);
  });

  it('lets an employee book a class and seat clients; a view-only licence answers 403', async () => {
    const employee = await staffMemberOf(t.app, w.orgId, w.branchId, w.ana);
    const res = await createGroup(w, { capacity: 2 }, employee.auth);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().created[0].id as number;
    expect((await join(id, w.client, employee.auth)).statusCode).toBe(201);
    expect((await leave(id, w.client, employee.auth)).statusCode).toBe(200);
    await changeLicence(t.app, w.orgId, { branchMenu: (menu) => void (menu['branch_schedule']!.content = 'view') });
    try {
      for (const denied of await Promise.all([createGroup(w), join(id, w.client), leave(id, w.client)])) {
        expect(denied.statusCode, denied.body).toBe(403);
        expect(denied.json().code).toBe('license_forbidden');
      }
    } finally {
      await changeLicence(t.app, w.orgId, { branchMenu: (menu) => void (menu['branch_schedule']!.content = 'edit') });
    }
  });
});
