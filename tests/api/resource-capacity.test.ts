import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licenses, orderServices } from '../../server/db/tables';
import { availabilitySchema } from '../../src/schema/schedule/availability';
import { startTimesOf } from '../../src/schema/schedule/availability-intervals';
import { addDays } from '../../src/schema/schedule/calendar';
import { orderSchema } from '../../src/schema/schedule/order';
import { zonedToInstant } from '../../src/schema/schedule/time-zone';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { api, book, line, orderWorld, workSlot, type World } from './orders-support';
import { performs } from './schedule-support';

/**
 * Issue 15: a room or a piece of equipment holds as many overlapping bookings as its capacity, counted at each
 * instant, and the database keeps it so when many book at once (the resource's advisory lock and the count under it,
 * server/modules/orders/resource-capacity.ts).
 */
describe('resources hold as many overlapping bookings as their capacity', () => {
  let t: TestApp;
  let w: World;
  let blue: number;
  /** Team members, one per booking that must not meet another's employee. */
  const staff: number[] = [];
  let day = 0;
  /** A fresh date per test, so bookings of one test never meet another's. */
  const nextDate = () => addDays('2033-03-01', ++day);

  const newResource = async (name: string, capacity: number) => {
    const res = await api(t.app, 'POST', `/branches/${w.branchId}/resources`, w.owner, { name, capacity });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  /** A 60-minute line of team member `i` in `room` unless told. */
  const inRoom = (i: number, date: string, startTime: string, values: Parameters<typeof line>[1] = {}) =>
    line(w, { employeeId: staff[i]!, resourceId: blue, date, startTime, ...values });
  const fullBlue = 'Resource Room Blue is fully booked at that time (2 of 2).';

  beforeAll(async () => {
    t = await createTestApp();
    w = await orderWorld(t.app, 'Capacity Chain');
    // The default licence seats 10 members; the burst below books with 50, each free on their own.
    await t.app.db.update(licenses).set({ maxEmployees: 60 }).where(eq(licenses.organizationId, w.orgId));
    for (let i = 0; i < 50; i++) {
      const res = await api(t.app, 'POST', `/branches/${w.branchId}/employees`, w.owner, { firstName: `Member ${i}` });
      expect(res.statusCode, res.body).toBe(201);
      staff.push(res.json().id);
    }
    blue = await newResource('Room Blue', 2);
  });
  afterAll(() => t.close());

  it('takes two overlapping bookings in a room of 2 and refuses a third with a sentence naming the room, in the reader’s language', async () => {
    const date = nextDate();
    const first = await book(t.app, w, [inRoom(0, date, '10:00')]);
    expect(first.statusCode, first.body).toBe(201);
    expect((await book(t.app, w, [inRoom(1, date, '10:30')])).statusCode).toBe(201);
    const third = await book(t.app, w, [inRoom(2, date, '10:45')]);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ code: 'overlap', message: fullBlue });
    const serbian = await t.app.inject({
      method: 'POST',
      url: `/api/v1/branches/${w.branchId}/orders`,
      headers: { ...w.owner, 'accept-language': 'sr' },
      payload: { clientId: w.client, services: [inRoom(2, date, '10:45')], confirmOutsideWorkingHours: true },
    });
    expect(serbian.statusCode).toBe(409);
    expect(serbian.json().message).toBe('Resurs Room Blue je u to vreme potpuno popunjen (2 od 2).');
    // A cancelled booking gives its place back.
    expect((await api(t.app, 'PATCH', `/orders/${first.json().id}/cancel`, w.owner)).statusCode).toBe(200);
    expect((await book(t.app, w, [inRoom(2, date, '10:45')])).statusCode).toBe(201);
  });

  it('counts the bookings at each instant: A 10:00-11:00 and B 10:30-11:30 leave room for C 11:00-11:30 and D 09:30-10:30, not for E 10:15-10:45', async () => {
    const date = nextDate();
    expect((await book(t.app, w, [inRoom(0, date, '10:00')])).statusCode).toBe(201);
    expect((await book(t.app, w, [inRoom(1, date, '10:30')])).statusCode).toBe(201);
    const c = await book(t.app, w, [inRoom(2, date, '11:00', { duration: 30 })]);
    expect(c.statusCode, c.body).toBe(201);
    const d = await book(t.app, w, [inRoom(3, date, '09:30')]);
    expect(d.statusCode, d.body).toBe(201);
    const e = await book(t.app, w, [inRoom(4, date, '10:15', { duration: 30 })]);
    expect(e.statusCode).toBe(409);
    expect(e.json().message).toBe(fullBlue);
    // Back to back with the full stretches is no overlap: 11:30 finds the room empty, 09:00-09:30 finds it empty.
    expect((await book(t.app, w, [inRoom(4, date, '11:30', { duration: 30 })])).statusCode).toBe(201);
    expect((await book(t.app, w, [inRoom(5, date, '09:00', { duration: 30 })])).statusCode).toBe(201);
  });

  it('counts two lines of one order in the room like two bookings', async () => {
    const date = nextDate();
    expect((await book(t.app, w, [inRoom(0, date, '10:00')])).statusCode).toBe(201);
    const both = await book(t.app, w, [inRoom(1, date, '10:00'), inRoom(2, date, '10:30', { duration: 30 })]);
    expect(both.statusCode).toBe(409);
    expect(both.json().message).toBe(fullBlue);
  });

  it('refuses to move an order into a full room and leaves it where it was; an order moved within its own time is not counted twice', async () => {
    const date = nextDate();
    const a = (await book(t.app, w, [inRoom(0, date, '10:00')])).json();
    expect((await book(t.app, w, [inRoom(1, date, '10:00')])).statusCode).toBe(201);
    const c = (await book(t.app, w, [inRoom(2, date, '14:00')])).json();
    const moved = await api(t.app, 'PATCH', `/orders/${c.id}`, w.owner, { version: 1, services: [inRoom(2, date, '10:30')], confirmOutsideWorkingHours: true });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ code: 'overlap', message: fullBlue });
    expect(orderSchema.parse((await api(t.app, 'GET', `/orders/${c.id}`, w.owner)).json())).toMatchObject({ version: 1, startTime: '14:00' });
    // A moves by a quarter inside the full hour: its old line leaves as its new one comes.
    const nudged = await api(t.app, 'PATCH', `/orders/${a.id}`, w.owner, { version: 1, services: [inRoom(0, date, '10:15')], confirmOutsideWorkingHours: true });
    expect(nudged.statusCode, nudged.body).toBe(200);
    // Without the room, C moves to 10:30.
    const roomless = await api(t.app, 'PATCH', `/orders/${c.id}`, w.owner, { version: 1, services: [inRoom(2, date, '10:30', { resourceId: null })], confirmOutsideWorkingHours: true });
    expect(roomless.statusCode, roomless.body).toBe(200);
  });

  it('gives exactly 2 orders and 48 conflicts naming the room to 50 concurrent bookings of a room of 2, and 1 of 20 in a room of 1', async () => {
    const date = nextDate();
    const answers = await Promise.all(staff.map((_, i) => book(t.app, w, [inRoom(i, date, '12:00')])));
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(2);
    expect(codes.filter((code) => code === 409)).toHaveLength(48);
    expect(new Set(answers.filter((res) => res.statusCode === 409).map((res) => res.json().message))).toEqual(new Set([fullBlue]));
    const held = await t.app.db
      .select()
      .from(orderServices)
      .where(and(eq(orderServices.organizationId, w.orgId), eq(orderServices.resourceId, blue), eq(orderServices.holdsTime, true)));
    expect(held.filter((l) => l.startsAt.getTime() === zonedToInstant(date, '12:00', 'Europe/Lisbon'))).toHaveLength(2);

    // A room of 1 (the default) still takes one, and says what it always said.
    const single = await newResource('Room Single', 1);
    const ones = await Promise.all(staff.slice(0, 20).map((_, i) => book(t.app, w, [inRoom(i, date, '16:00', { resourceId: single })])));
    expect(ones.filter((res) => res.statusCode === 201)).toHaveLength(1);
    expect(new Set(ones.filter((res) => res.statusCode === 409).map((res) => res.json().message))).toEqual(new Set(['Resource Room Single is already booked at that time.']));
  });

  it('books group classes in a room of 2 until it is full, then answers resource_busy', async () => {
    const date = nextDate();
    const klass = (i: number) =>
      api(t.app, 'POST', `/branches/${w.branchId}/group-orders`, w.owner, {
        serviceId: w.cut,
        employeeId: staff[i],
        resourceId: blue,
        date,
        startTime: '18:00',
        duration: 60,
        price: '15.00',
        capacity: 5,
        confirmOutsideWorkingHours: true,
      });
    expect((await klass(0)).statusCode).toBe(201);
    expect((await klass(1)).statusCode).toBe(201);
    const third = await klass(2);
    expect(third.statusCode).toBe(409);
    expect(third.json().refused).toEqual([{ date, reason: 'resource_busy' }]);
  });

  it('lets a capacity be lowered below what is booked: the bookings stand, new ones are judged by the new capacity', async () => {
    const date = nextDate();
    const green = await newResource('Room Green', 2);
    const first = (await book(t.app, w, [inRoom(0, date, '10:00', { resourceId: green })])).json();
    expect((await book(t.app, w, [inRoom(1, date, '10:00', { resourceId: green })])).statusCode).toBe(201);
    const lowered = await api(t.app, 'PATCH', `/branches/${w.branchId}/resources/${green}`, w.owner, { version: 1, capacity: 1 });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(orderSchema.parse((await api(t.app, 'GET', `/orders/${first.id}`, w.owner)).json())).toMatchObject({ status: 'order_status.waiting' });
    const third = await book(t.app, w, [inRoom(2, date, '10:30', { resourceId: green })]);
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe('Resource Room Green is already booked at that time.');
    // Still over-full at 10:00: moving one of the two within it is a new booking there, and is refused.
    const nudged = await api(t.app, 'PATCH', `/orders/${first.id}`, w.owner, { version: 1, services: [inRoom(0, date, '10:15', { resourceId: green })], confirmOutsideWorkingHours: true });
    expect(nudged.statusCode).toBe(409);
    expect((await book(t.app, w, [inRoom(2, date, '11:00', { resourceId: green })])).statusCode).toBe(201);
  });

  it('offers start times in a room of 2 until two bookings overlap there, counting each booking once', async () => {
    const date = nextDate();
    const chosen = staff[10]!;
    // The first booking's member performs the service too, so its line is both a performer's and the room's.
    await performs(t.app, w, chosen, [w.cut]);
    await performs(t.app, w, staff[0]!, [w.cut]);
    await workSlot(t.app, w, chosen, date);
    const offered = async () => {
      const res = await api(t.app, 'GET', `/branches/${w.branchId}/availability?serviceIds=${w.cut}&from=${date}&to=${date}&employeeId=${chosen}&resourceId=${blue}`, w.owner);
      expect(res.statusCode, res.body).toBe(200);
      const { stepMinutes, items } = availabilitySchema.parse(res.json());
      return items.flatMap((item) => startTimesOf(item.free, stepMinutes));
    };
    expect((await book(t.app, w, [inRoom(0, date, '10:00')])).statusCode).toBe(201);
    expect(await offered()).toEqual(expect.arrayContaining(['09:30', '10:00', '10:30', '11:00']));
    expect((await book(t.app, w, [inRoom(1, date, '10:30')])).statusCode).toBe(201);
    // Full from 10:30 to 11:00 only: 60 minutes fit from 09:30 and from 11:00.
    const after = await offered();
    expect(after).toEqual(expect.arrayContaining(['09:15', '09:30', '11:00', '11:15']));
    for (const time of ['09:45', '10:00', '10:15', '10:30', '10:45']) expect(after).not.toContain(time);
  });
});
