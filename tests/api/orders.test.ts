import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../server/db/tables';
import { orderSchema } from '../../src/schema/schedule/order';
import { orderTransitionMessage, type OrderStatus } from '../../src/schema/schedule/order-status';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { api, book, line, orderWorld, workSlot, type World } from './orders-support';
import { changeLicence, memberOf, staffMemberOf } from './settings-support';

describe('orders API', () => {
  let t: TestApp;
  let w: World;
  let other: World;
  let day = 0;
  /** A fresh future date per test, so bookings never meet by accident. */
  const nextDate = () => `2031-07-${String(++day).padStart(2, '0')}`;

  beforeAll(async () => {
    t = await createTestApp();
    w = await orderWorld(t.app, 'Orders Chain');
    other = await orderWorld(t.app, 'Orders Other');
  });
  afterAll(() => t.close());

  it('books an order at the times and prices sent, and reads it back', async () => {
    const date = nextDate();
    const res = await book(t.app, w, [line(w, { date, startTime: '10:00', price: '30.00' }), line(w, { date, startTime: '11:00', employeeId: w.boris, resourceId: w.room })]);
    expect(res.statusCode).toBe(201);
    const order = orderSchema.parse(res.json());
    expect(order).toMatchObject({ date, startTime: '10:00', endTime: '12:00', status: 'order_status.waiting', clientId: w.client, currency: 'EUR', origin: 'order_origin.internal', version: 1 });
    expect(order.services.map((s) => [s.employeeId, s.startTime, s.duration, s.price, s.resourceId])).toEqual([
      [w.ana, '10:00', 60, '30.00', null],
      [w.boris, '11:00', 60, '25.00', w.room],
    ]);
    const read = await api(t.app, 'GET', `/orders/${order.id}`, w.owner);
    // The read is the booking's answer plus the payment fields only the drawer's read carries (order-payments.test.ts).
    const payment = { paymentMethodSelected: null, availablePaymentMethods: ['cash', 'card'], hasFiscalIntegration: false, transactions: [], requiredPolling: false, sales: [], membershipClientIds: [] };
    expect(read.json()).toEqual({ ...res.json(), ...payment });
  });

  it('answers bad input with 400 naming the fields', async () => {
    const date = nextDate();
    const cases: [object, string][] = [
      [{ services: [] }, 'services'],
      [{ services: [line(w, { startTime: '25:00' })] }, 'services.0.startTime'],
      [{ services: [line(w, { date: '2031-02-30' })], confirmOutsideWorkingHours: true }, 'services.0.date'],
      [{ services: [line(w, { date: '2031-01-32' })], confirmOutsideWorkingHours: true }, 'services.0.date'],
      [{ services: [line(w, { date }), line(w, { date: nextDate() })] }, 'services.1.date'],
      [{ services: [line(w, { date }), line(w, { date, startTime: '10:30' })] }, 'services.1.startTime'],
      [{ services: [line(w, { price: '12.345' })] }, 'services.0.price'],
      [{ services: [line(w)], origin: 'order_origin.external' }, 'origin'],
      [{ services: [line(w, { serviceId: other.cut })], confirmOutsideWorkingHours: true }, 'services.0.serviceId'],
      [{ services: [line(w, { employeeId: other.ana })], confirmOutsideWorkingHours: true }, 'services.0.employeeId'],
      [{ services: [line(w, { resourceId: other.room })], confirmOutsideWorkingHours: true }, 'services.0.resourceId'],
      [{ services: [line(w)], clientId: other.client, confirmOutsideWorkingHours: true }, 'clientId'],
    ];
    for (const [payload, field] of cases) {
      const res = await api(t.app, 'POST', `/branches/${w.branchId}/orders`, w.owner, payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().issues.map((i: { path: unknown[] }) => i.path.join('.')), field).toContain(field);
    }
    const patch = await api(t.app, 'PATCH', `/orders/1`, w.owner, { status: 'done' });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().message).toMatch(/version|status/);
  });

  it("answers another chain's branch, order and break with 404", async () => {
    const theirs = (await book(t.app, other, [line(other, { date: nextDate() })])).json();
    const theirBreak = (await api(t.app, 'POST', `/branches/${other.branchId}/breaks`, other.owner, { employeeId: other.ana, date: nextDate(), startTime: '13:00', endTime: '14:00', confirmOutsideWorkingHours: true })).json();
    const calls = [
      api(t.app, 'POST', `/branches/${other.branchId}/orders`, w.owner, { services: [line(other)] }),
      api(t.app, 'GET', `/branches/${other.branchId}/orders`, w.owner),
      api(t.app, 'GET', `/orders/${theirs.id}`, w.owner),
      api(t.app, 'PATCH', `/orders/${theirs.id}`, w.owner, { version: 1, description: 'x' }),
      api(t.app, 'PATCH', `/orders/${theirs.id}/cancel`, w.owner, {}),
      api(t.app, 'GET', `/orders/${theirs.id}/history`, w.owner),
      api(t.app, 'POST', `/branches/${other.branchId}/breaks`, w.owner, { employeeId: other.ana, date: '2031-01-01', startTime: '10:00', endTime: '11:00' }),
      api(t.app, 'PATCH', `/breaks/${theirBreak.id}`, w.owner, { version: 1, description: 'x' }),
      api(t.app, 'DELETE', `/breaks/${theirBreak.id}`, w.owner),
      api(t.app, 'GET', `/orders/${theirBreak.id}`, other.owner),
      api(t.app, 'DELETE', `/breaks/${theirs.id}`, other.owner),
      api(t.app, 'GET', `/orders/999999999`, w.owner),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode, res.body).toBe(404);
  });

  it('lets an employee view, book and edit, refuses other roles and a view-only licence with 403', async () => {
    const employee = await staffMemberOf(t.app, w.orgId, w.branchId, w.ana);
    const date = nextDate();
    const booked = await book(t.app, w, [line(w, { date })], undefined, employee.auth);
    expect(booked.statusCode).toBe(201);
    const order = booked.json();
    expect((await api(t.app, 'PATCH', `/orders/${order.id}`, employee.auth, { version: 1, description: 'By the employee' })).statusCode).toBe(200);
    expect((await api(t.app, 'GET', `/branches/${w.branchId}/orders`, employee.auth)).statusCode).toBe(200);
    // An administrator of another branch does not reach this one.
    const outsider = await memberOf(t.app, w.orgId, 'administrator', []);
    expect((await api(t.app, 'GET', `/orders/${order.id}`, outsider.auth)).statusCode).toBe(404);

    await changeLicence(t.app, w.orgId, { branchMenu: (menu) => void (menu['branch_schedule']!.content = 'view') });
    try {
      const writes = [
        book(t.app, w, [line(w, { date: nextDate() })]),
        api(t.app, 'PATCH', `/orders/${order.id}`, w.owner, { version: 2, description: 'x' }),
        api(t.app, 'PATCH', `/orders/${order.id}/cancel`, w.owner, {}),
        api(t.app, 'POST', `/branches/${w.branchId}/breaks`, w.owner, { employeeId: w.ana, date: nextDate(), startTime: '13:00', endTime: '14:00' }),
      ];
      for (const res of await Promise.all(writes)) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().code).toBe('license_forbidden');
      }
      expect((await api(t.app, 'GET', `/orders/${order.id}`, w.owner)).statusCode).toBe(200);
    } finally {
      await changeLicence(t.app, w.orgId, { branchMenu: (menu) => void (menu['branch_schedule']!.content = 'edit') });
    }
    await changeLicence(t.app, w.orgId, { branchMenu: (menu) => void (menu['branch_schedule']!.enable = false) });
    try {
      expect((await api(t.app, 'GET', `/orders/${order.id}`, w.owner)).statusCode).toBe(403);
    } finally {
      await changeLicence(t.app, w.orgId, { branchMenu: (menu) => void (menu['branch_schedule']!.enable = true) });
    }
  });

  const setStatus = (id: number, version: number, status: OrderStatus) => api(t.app, 'PATCH', `/orders/${id}`, w.owner, { version, status });

  it('walks every allowed status transition and refuses the others with their sentence', async () => {
    const allowed: [OrderStatus[], string][] = [
      [['order_status.approved', 'order_status.waiting'], 'confirm, unconfirm'],
      [['order_status.has_started', 'order_status.approved', 'order_status.success'], 'start, undo, complete'],
      [['order_status.pass', 'order_status.waiting', 'order_status.pass', 'order_status.success'], 'missed, reopen, missed, complete'],
    ];
    for (const [path, label] of allowed) {
      let order = (await book(t.app, w, [line(w, { date: `2021-05-${String(++day % 28 + 1).padStart(2, '0')}` })])).json();
      for (const status of path) {
        const res = await setStatus(order.id, order.version, status);
        expect(res.statusCode, `${label}: ${status} ${res.body}`).toBe(200);
        order = res.json();
        expect(order.status).toBe(status);
      }
    }
    const past = (await book(t.app, w, [line(w, { date: '2021-04-01' })])).json();
    const future = (await book(t.app, w, [line(w, { date: nextDate() })])).json();
    const done = (await setStatus((await book(t.app, w, [line(w, { date: '2021-04-02' })])).json().id, 1, 'order_status.success')).json();
    const started = (await setStatus((await book(t.app, w, [line(w, { date: '2021-04-03' })])).json().id, 1, 'order_status.has_started')).json();
    const refused: [number, number, OrderStatus, Parameters<typeof orderTransitionMessage>[0]][] = [
      [past.id, past.version, 'order_status.waiting', { code: 'same_status', params: { status: 'order_status.waiting' } }],
      [past.id, past.version, 'order_status.canceled', { code: 'cancel_has_own_call', params: { from: 'order_status.waiting' } }],
      [future.id, future.version, 'order_status.pass', { code: 'not_begun', params: { from: 'order_status.waiting', to: 'order_status.pass' } }],
      [done.id, done.version, 'order_status.approved', { code: 'not_allowed', params: { from: 'order_status.success', to: 'order_status.approved' } }],
      [started.id, started.version, 'order_status.pass', { code: 'not_allowed', params: { from: 'order_status.has_started', to: 'order_status.pass' } }],
    ];
    for (const [id, version, status, refusal] of refused) {
      const res = await setStatus(id, version, status);
      expect(res.statusCode, refusal.code).toBe(409);
      expect(res.json().message).toBe(orderTransitionMessage(refusal));
    }
  });

  it('counts a completed visit and a missed one on the client, and tells both in its history', async () => {
    const visits = async () => (await t.app.db.select().from(clients).where(and(eq(clients.organizationId, w.orgId), eq(clients.id, w.client))))[0]!;
    const start = await visits();
    const order = (await book(t.app, w, [line(w, { date: '2021-03-03' })])).json();
    const missed = (await setStatus(order.id, order.version, 'order_status.pass')).json();
    expect((await visits()).missedVisitCount).toBe(start.missedVisitCount + 1);
    await setStatus(missed.id, missed.version, 'order_status.success');
    const after = await visits();
    expect([after.visitCount, after.missedVisitCount]).toEqual([start.visitCount + 1, start.missedVisitCount]);
    const history = (await api(t.app, 'GET', `/branches/${w.branchId}/clients/${w.client}/history?perPage=100`, w.owner)).json();
    const entry = history.items.find((i: { changes: Record<string, { to: { status?: string; id?: number } }> }) => i.changes['visitCount'] && i.changes['order']?.to?.id === order.id);
    expect(entry.changes.order.to.status).toBe('order_status.success');
    expect(entry.changes.visitCount).toEqual({ from: start.visitCount, to: start.visitCount + 1 });
  });

  it('refuses a stale version with 409, edits lines and records who changed what in the history', async () => {
    const date = nextDate();
    const order = (await book(t.app, w, [line(w, { date })])).json();
    const moved = await api(t.app, 'PATCH', `/orders/${order.id}`, w.owner, { version: 1, services: [line(w, { date, startTime: '15:00', employeeId: w.boris })], confirmOutsideWorkingHours: true });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ version: 2, startTime: '15:00', services: [{ employeeId: w.boris, startTime: '15:00' }] });
    const stale = await api(t.app, 'PATCH', `/orders/${order.id}`, w.owner, { version: 1, description: 'late' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_version');
    // Ana's 10:00 is free again.
    expect((await book(t.app, w, [line(w, { date })])).statusCode).toBe(201);
    const history = (await api(t.app, 'GET', `/orders/${order.id}/history`, w.owner)).json();
    expect(history.items.map((i: { action: string }) => i.action)).toEqual(['update', 'create']);
    expect(history.items[0]).toMatchObject({ actorUserId: w.ownerId, actorName: 'Olga Owner' });
    expect(history.items[0].changes.startTime).toEqual({ from: '10:00', to: '15:00' });
  });

  it("refuses an employee's and a resource's overlap with a sentence naming them; a break blocks; cancel frees the time", async () => {
    const date = nextDate();
    const first = (await book(t.app, w, [line(w, { date, resourceId: w.room })])).json();
    const busy = await book(t.app, w, [line(w, { date, startTime: '10:30' })]);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ code: 'overlap', message: 'Ana Petrović already has an appointment or a break at that time.' });
    const room = await book(t.app, w, [line(w, { date, startTime: '10:30', employeeId: w.boris, resourceId: w.room })]);
    expect(room.statusCode).toBe(409);
    expect(room.json().message).toBe('Resource Room 1 is already booked at that time.');
    // Back to back is not an overlap.
    expect((await book(t.app, w, [line(w, { date, startTime: '11:00', resourceId: w.room })])).statusCode).toBe(201);

    const lunch = await api(t.app, 'POST', `/branches/${w.branchId}/breaks`, w.owner, { employeeId: w.boris, date, startTime: '13:00', endTime: '14:00', confirmOutsideWorkingHours: true });
    expect(lunch.statusCode, lunch.body).toBe(201);
    expect(lunch.json()).toMatchObject({ employeeId: w.boris, date, startTime: '13:00', endTime: '14:00', version: 1 });
    expect((await book(t.app, w, [line(w, { date, startTime: '13:30', employeeId: w.boris })])).json().message).toBe('Boris already has an appointment or a break at that time.');
    const overOrder = await api(t.app, 'POST', `/branches/${w.branchId}/breaks`, w.owner, { employeeId: w.ana, date, startTime: '10:15', endTime: '10:45', confirmOutsideWorkingHours: true });
    expect(overOrder.statusCode).toBe(409);
    const movedBreak = await api(t.app, 'PATCH', `/breaks/${lunch.json().id}`, w.owner, { version: 1, startTime: '16:00', endTime: '16:30', confirmOutsideWorkingHours: true });
    expect(movedBreak.json()).toMatchObject({ startTime: '16:00', endTime: '16:30', version: 2 });
    expect((await api(t.app, 'PATCH', `/breaks/${lunch.json().id}`, w.owner, { version: 2, endTime: '15:00' })).statusCode).toBe(400);
    expect((await book(t.app, w, [line(w, { date, startTime: '13:30', employeeId: w.boris })])).statusCode).toBe(201);
    expect((await api(t.app, 'DELETE', `/breaks/${lunch.json().id}`, w.owner)).statusCode).toBe(204);
    expect((await api(t.app, 'PATCH', `/breaks/${lunch.json().id}`, w.owner, { version: 2 })).statusCode).toBe(404);

    const canceled = await api(t.app, 'PATCH', `/orders/${first.id}/cancel`, w.owner);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json()).toMatchObject({ status: 'order_status.canceled', isCanceled: true, cancelerOrigin: 'canceler_origin.internal' });
    expect((await book(t.app, w, [line(w, { date, resourceId: w.room })])).statusCode).toBe(201);
    const again = await api(t.app, 'PATCH', `/orders/${first.id}/cancel`, w.owner, { version: canceled.json().version });
    expect(again.statusCode).toBe(409);
    expect((await api(t.app, 'PATCH', `/orders/${first.id}`, w.owner, { version: canceled.json().version, description: 'x' })).statusCode).toBe(409);
  });

  it('asks to confirm a booking outside the working hours or the work slot, and books it once confirmed', async () => {
    const date = nextDate();
    await workSlot(t.app, w, w.ana, date, '12:00', '18:00');
    const inside = await book(t.app, w, [line(w, { date, startTime: '12:00' })], {});
    expect(inside.statusCode, inside.body).toBe(201);
    const early = await book(t.app, w, [line(w, { date, startTime: '07:30' }), line(w, { date, startTime: '09:00', employeeId: w.boris })], {});
    expect(early.statusCode).toBe(409);
    expect(early.json().issues).toEqual([
      { path: ['services', 0, 'startTime'], message: "Outside the branch's working hours (08:30–19:00); Outside the team member's work slot (12:00–18:00)." },
      { path: ['services', 1, 'startTime'], message: 'The team member has no work slot that day.' },
    ]);
    expect(early.json().message).toMatch(/^This time needs confirming: .* Confirm to book it anyway\.$/);
    expect((await book(t.app, w, [line(w, { date, startTime: '07:30' })], { confirmOutsideWorkingHours: true })).statusCode).toBe(201);
    const lateBreak = await api(t.app, 'POST', `/branches/${w.branchId}/breaks`, w.owner, { employeeId: w.ana, date, startTime: '18:30', endTime: '19:00' });
    expect(lateBreak.statusCode).toBe(409);
    expect(lateBreak.json().issues[0].path).toEqual(['startTime']);
  });

  it('lists the branch orders with the engine grammar: filters, match modes, sort and paging', async () => {
    const dates = [nextDate(), nextDate()];
    const a = (await book(t.app, w, [line(w, { date: dates[0] })], { confirmOutsideWorkingHours: true, description: 'Wedding hair' })).json();
    const b = (await book(t.app, w, [line(w, { date: dates[1], employeeId: w.boris })], { confirmOutsideWorkingHours: true, clientId: null })).json();
    await api(t.app, 'POST', `/branches/${w.branchId}/breaks`, w.owner, { employeeId: w.ana, date: dates[1], startTime: '15:00', endTime: '16:00', confirmOutsideWorkingHours: true });
    const confirmed = (await setStatus(a.id, 1, 'order_status.approved')).json();
    const list = async (filters: object, extra = '') => {
      const res = await api(t.app, 'GET', `/branches/${w.branchId}/orders?filters=${encodeURIComponent(JSON.stringify(filters))}${extra}`, w.owner);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { items: { id: number }[]; meta: { totalItems: number } };
    };
    const ids = (r: { items: { id: number }[] }) => r.items.map((i) => i.id);
    const between = { field: 'date', matchMode: 'between', value: dates };
    expect(ids(await list({ conditions: [between] }, '&sort=date:asc'))).toEqual([a.id, b.id]);
    expect(ids(await list({ conditions: [between, { field: 'status', matchMode: 'equals', value: 'order_status.approved' }] }))).toEqual([confirmed.id]);
    expect(ids(await list({ conditions: [between, { field: 'employeeId', matchMode: 'equals', value: w.boris }] }))).toEqual([b.id]);
    expect(ids(await list({ conditions: [between, { field: 'clientId', matchMode: 'equals', value: null }] }))).toEqual([b.id]);
    expect(ids(await list({ conditions: [between, { field: 'paymentStatus', matchMode: 'in', value: ['payment.no'] }] }, '&sort=date:desc'))).toEqual([b.id, a.id]);
    expect(ids(await list({ conditions: [{ field: 'date', matchMode: 'dateIs', value: dates[0] }] }, '&q=wedding'))).toEqual([a.id]);
    const or = await list({ combiner: 'or', conditions: [{ field: 'date', matchMode: 'dateIs', value: dates[0] }, { field: 'date', matchMode: 'dateIs', value: dates[1] }] }, '&perPage=1&sort=date:asc');
    expect([ids(or), or.meta.totalItems]).toEqual([[a.id], 2]);
    for (const bad of [
      { conditions: [{ field: 'employeeId', matchMode: 'notEquals', value: 1 }] },
      { conditions: [{ field: 'secret', matchMode: 'equals', value: 1 }] },
      { conditions: [{ field: 'date', matchMode: 'dateIs', value: '2031-02-30' }] },
    ]) {
      const res = await api(t.app, 'GET', `/branches/${w.branchId}/orders?filters=${encodeURIComponent(JSON.stringify(bad))}`, w.owner);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues[0].path[0]).toBe('filters');
    }
    expect((await api(t.app, 'GET', `/branches/${w.branchId}/orders?sort=price:asc`, w.owner)).statusCode).toBe(400);
  });
});
