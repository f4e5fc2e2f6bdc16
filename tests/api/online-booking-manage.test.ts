import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingSchema, holdSchema, type Booking } from '../../src/schema/online-booking/public-booking';
import { publicTimesSchema } from '../../src/schema/online-booking/public-times';
import { startTimesOf } from '../../src/schema/schedule/availability-intervals';
import { addDays } from '../../src/schema/schedule/calendar';
import { instantToZoned, zonedToInstant } from '../../src/schema/schedule/time-zone';
import { auditLog, branches, liveOutbox, orders, outbox } from '../../server/db/tables';
import { bookingKeysOf, signBookingToken } from '../../server/modules/online-booking/booking-tokens';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { orderIdOfHold, pageSlugOf, sentCodeOf } from './online-booking-support';
import { workSlot } from './orders-support';
import { addEmployee, addService, call, performs, scheduleChain, type ScheduleChain } from './schedule-support';

/**
 * The manage link moves a booking (issue 18 deliverable 1, docs/online-booking.md decision 7) and the booking page lets
 * go of a hold it no longer needs (deliverable 2, decision 4), through the public calls as the pages make them.
 */
describe('online booking: moving from the manage link, releasing a hold', () => {
  let t: TestApp;
  let chain: ScheduleChain;
  let slug: string;
  let guid: string;
  let anna: number;
  let boris: number;
  let cut: number;
  const day = addDays(instantToZoned(Date.now(), 'Europe/Belgrade').date, 5);
  const nextDay = addDays(day, 1);
  let address = 0;
  // Each call from its own client address, as the page's visitors are: the per-address limits stay out of the way.
  const from = () => `10.1.${Math.floor(++address / 250)}.${address % 250}`;
  const post = (path: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/v1/public/book/${path}`, payload, remoteAddress: from() });
  const hold = async (time: string, employeeId?: number, date = day) => {
    const res = await post(`${slug}/holds`, { services: [cut], date, time, ...(employeeId ? { employeeId } : {}) });
    expect(res.statusCode, res.body).toBe(201);
    return holdSchema.parse(res.json());
  };
  let clients = 0;
  const book = async (time: string, employeeId?: number): Promise<Booking> => {
    const held = await hold(time, employeeId);
    expect((await post(`${slug}/code`, { holdToken: held.holdToken, channel: 'email', firstName: 'Mover', email: `mover${++clients}@example.com` })).statusCode).toBe(202);
    const confirmed = await post(`${slug}/confirm`, { holdToken: held.holdToken, code: await sentCodeOf(t.app.db, orderIdOfHold(held.holdToken)) });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    return bookingSchema.parse(confirmed.json());
  };
  const move = (token: string, date: string, time: string) => post(`manage/${token}/move`, { date, time });
  const times = async (date = day, employee?: number) => {
    const answer = publicTimesSchema.parse((await t.app.inject({ url: `/api/v1/public/book/${slug}/times?services=${cut}&from=${date}&days=1${employee ? `&employee=${employee}` : ''}` })).json());
    return startTimesOf(answer.days[0]!.free, answer.stepMinutes);
  };
  const staffOrder = async (orderId: number) => (await call(t.app, 'GET', `/orders/${orderId}`, chain.owner)).json();

  beforeAll(async () => {
    t = await createTestApp();
    chain = await scheduleChain(t.app, 'Move Chain');
    anna = await addEmployee(t.app, chain, 'Anna');
    boris = await addEmployee(t.app, chain, 'Boris');
    cut = await addService(t.app, chain, 'Cut', 60);
    for (const person of [anna, boris]) {
      await performs(t.app, chain, person, [cut]);
      for (const date of [day, nextDay]) await workSlot(t.app, chain, person, date, '09:00', '17:00');
    }
    slug = await pageSlugOf(t.app.db, chain.orgId, chain.branchId);
    const [branch] = await t.app.db.select({ guid: branches.guid }).from(branches).where(eq(branches.id, chain.branchId));
    guid = branch!.guid;
  });
  afterAll(() => t.close());

  it('moves a booking over its own time and to another day: the same order and person, the time before freed, audited, told live and to the client', async () => {
    const booking = await book('10:00', anna);
    const { orderId } = booking;
    expect(await times(day, anna)).not.toContain('10:00');

    // Half an hour later overlaps where it is now: its own time does not count against it.
    const later = await move(booking.manageToken, day, '10:30');
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json()).toMatchObject({ orderId, status: 'approved', date: day, startTime: '10:30', canMove: true, services: [{ employeeId: anna, startTime: '10:30', duration: 60, price: '25.00' }] });

    const moved = bookingSchema.parse((await move(booking.manageToken, nextDay, '14:00')).json());
    expect(moved).toMatchObject({ orderId, date: nextDay, startTime: '14:00', services: [{ employeeId: anna, employeeName: 'Anna Staff' }] });
    // Staff read the order where it is now; the day it left is free again.
    expect(await staffOrder(orderId)).toMatchObject({ id: orderId, date: nextDay, startTime: '14:00', origin: 'order_origin.external', status: 'order_status.approved' });
    const schedule = (await call(t.app, 'GET', `/branches/${chain.branchId}/schedule?d=${nextDay}`, chain.owner)).json();
    expect(schedule.blocks.filter((block: { orderId?: number; id?: number }) => (block.orderId ?? block.id) === orderId).map((block: { startTime: string }) => block.startTime)).toEqual(['14:00']);
    expect(await times(day, anna)).toContain('10:00');
    expect(await times(nextDay, anna)).not.toContain('14:00');

    // Audited as the system's change of the order, told live on the branch's channel (where it went and where it was).
    const audits = await t.app.db.select().from(auditLog).where(and(eq(auditLog.organizationId, chain.orgId), eq(auditLog.entity, 'orders'), eq(auditLog.entityId, orderId)));
    expect(audits.filter((entry) => entry.action === 'update' && entry.actorUserId === null).length).toBeGreaterThanOrEqual(2);
    const told = await t.app.db.select().from(liveOutbox).where(and(eq(liveOutbox.channel, guid), eq(liveOutbox.event, 'order:update')));
    const dates = told.filter((event) => event.data.id === orderId).map((event) => event.data.date);
    expect(dates).toEqual(expect.arrayContaining([day, nextDay]));
    // The client hears of the change (the branch's "booking changed" message, on by default).
    const messages = await t.app.db.select({ event: outbox.event }).from(outbox).where(eq(outbox.orderId, orderId));
    expect(messages.map((row) => row.event)).toContain('customer.bookingChanged');

    // The link it was given still opens it, and the one the move answered opens the same booking.
    expect((await t.app.inject({ url: `/api/v1/public/book/manage/${booking.manageToken}` })).json()).toMatchObject({ orderId, date: nextDay, startTime: '14:00' });
    expect((await t.app.inject({ url: `/api/v1/public/book/manage/${moved.manageToken}` })).json()).toMatchObject({ orderId, date: nextDay });
    // Asked again for where it is: nothing changes.
    expect((await move(booking.manageToken, nextDay, '14:00')).json()).toMatchObject({ orderId, date: nextDay, startTime: '14:00' });
  });

  it('keeps the same person where they are free, else gives the visit to whoever the page would', async () => {
    const booking = await book('09:00', boris);
    // Boris is held at 15:00 by another client: the move goes to Anna, who is free.
    await hold('15:00', boris);
    const moved = await move(booking.manageToken, day, '15:00');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().services[0]).toMatchObject({ employeeId: anna, startTime: '15:00' });
  });

  it('refuses a time taken by everyone with 409 naming the next free times, and a time the page never offers', async () => {
    const booking = await book('11:30');
    await hold('16:00', anna);
    await hold('16:00', boris);
    const taken = await move(booking.manageToken, day, '16:00');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/^Someone has just booked this time/);
    const night = await move(booking.manageToken, day, '03:00');
    expect(night.statusCode).toBe(409);
    const bad = await move(booking.manageToken, '2026-02-30', '25:00');
    expect(bad.statusCode).toBe(400);
    // Still where it was.
    expect((await staffOrder(booking.orderId)).startTime).toBe('11:30');
  });

  it("opens nothing for a token naming another chain's order, and moves no cancelled booking", async () => {
    const booking = await book('12:30');
    const other = await scheduleChain(t.app, 'Other Move Chain');
    const keys = bookingKeysOf(t.app.secrets.integrationKey);
    // Even signed by this server: the chain it names is not the order's.
    const crossed = signBookingToken(keys.manage, { organizationId: other.orgId, orderId: booking.orderId, expiresAt: Date.now() + 86_400_000 * 30 });
    expect((await move(crossed, nextDay, '10:00')).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/public/book/manage/${crossed}` })).statusCode).toBe(404);
    expect((await move('nonsense', nextDay, '10:00')).statusCode).toBe(404);

    expect((await post(`manage/${booking.manageToken}/cancel`, {})).json().status).toBe('canceled');
    const cancelled = await move(booking.manageToken, nextDay, '10:00');
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe('This booking is cancelled, so it cannot be moved. Book a new time on the salon’s page.');
  });

  it('lets go of a hold at once, so another client may hold the time; again or late changes nothing; a booking stays', async () => {
    const first = await hold('13:00', anna);
    expect((await post(`${slug}/holds`, { services: [cut], date: day, time: '13:00', employeeId: anna })).statusCode).toBe(409);
    const released = await post('holds/release', { holdToken: first.holdToken });
    expect(released.statusCode, released.body).toBe(204);
    expect(await t.app.db.select().from(orders).where(eq(orders.id, orderIdOfHold(first.holdToken)))).toEqual([]);
    expect(await times(day, anna)).toContain('13:00');
    const second = await hold('13:00', anna);
    // The hold's coming and going is told to open schedules.
    const told = await t.app.db.select().from(liveOutbox).where(and(eq(liveOutbox.channel, guid), eq(liveOutbox.event, 'order:update')));
    expect(told.filter((event) => event.data.id === orderIdOfHold(first.holdToken))).toHaveLength(2);

    // Again: the same answer. As the page sends it when it closes (navigator.sendBeacon: a form body).
    expect((await post('holds/release', { holdToken: first.holdToken })).statusCode).toBe(204);
    const beacon = await t.app.inject({
      method: 'POST',
      url: '/api/v1/public/book/holds/release',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ holdToken: second.holdToken }).toString(),
      remoteAddress: from(),
    });
    expect(beacon.statusCode, beacon.body).toBe(204);
    expect(await times(day, anna)).toContain('13:00');
    // A token this server did not sign: nothing to release.
    expect((await post('holds/release', { holdToken: 'nonsense' })).statusCode).toBe(404);
    expect((await post('holds/release', {})).statusCode).toBe(400);

    // A confirmed booking is no hold: its hold token releases nothing.
    const heldThenBooked = await hold('09:00', anna, nextDay);
    expect((await post(`${slug}/code`, { holdToken: heldThenBooked.holdToken, channel: 'email', firstName: 'Kept', email: 'kept@example.com' })).statusCode).toBe(202);
    const code = await sentCodeOf(t.app.db, orderIdOfHold(heldThenBooked.holdToken));
    const booking = bookingSchema.parse((await post(`${slug}/confirm`, { holdToken: heldThenBooked.holdToken, code })).json());
    expect((await post('holds/release', { holdToken: heldThenBooked.holdToken })).statusCode).toBe(204);
    expect(await staffOrder(booking.orderId)).toMatchObject({ id: booking.orderId, status: 'order_status.approved' });
    expect(await times(nextDay, anna)).not.toContain('09:00');
  });

  it('writes the visit as a calendar file at the branch’s time, from the manage page', async () => {
    const booking = await book('09:00', anna);
    const res = await t.app.inject({ url: `/book/m/${booking.manageToken}/visit.ics` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar; charset=utf-8/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="booking-${day}.ics"`);
    const stamp = (at: number) => new Date(at).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    const start = zonedToInstant(day, '09:00', 'Europe/Belgrade');
    expect(res.body).toContain(`DTSTART:${stamp(start)}\r\n`);
    expect(res.body).toContain(`DTEND:${stamp(start + 60 * 60_000)}\r\n`);
    expect(res.body).toContain(`UID:booking-${booking.orderId}@`);
    expect(res.body).toContain('SUMMARY:Downtown: Cut\r\n');
    expect((await t.app.inject({ url: '/book/m/nonsense/visit.ics' })).statusCode).toBe(404);
  });

  it('moves from the manage page without script: a week of times as buttons, the form, the new time shown', async () => {
    const booking = await book('10:00', boris);
    const page = await t.app.inject({ url: `/book/m/${booking.manageToken}?move=1&week=${day}&lang=EN` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`action="/book/m/${booking.manageToken}/move"`);
    expect(page.body).toMatch(/<button[^>]*name="time"[^>]*value="11:00"/);
    expect(page.body).toContain(`move=1&amp;week=${addDays(day, 7)}`);
    // Where it is now is no time to move to.
    const dayForm = page.body.split('<form').find((form) => form.includes(`name="date" value="${day}"`))!;
    expect(dayForm).toContain('value="09:00"');
    expect(dayForm).not.toContain('value="10:00"');

    const posted = await t.app.inject({
      method: 'POST',
      url: `/book/m/${booking.manageToken}/move`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ date: day, time: '11:00', lang: 'EN' }).toString(),
    });
    expect(posted.statusCode, posted.body).toBe(303);
    expect(posted.headers.location).toMatch(/^\/book\/m\/[^?]+\?lang=EN&moved=1$/);
    const shown = await t.app.inject({ url: posted.headers.location! });
    expect(shown.body).toContain('Your booking has been moved.');
    expect((await staffOrder(booking.orderId)).startTime).toBe('11:00');

    // A time taken meanwhile: the week again, with the server's sentence.
    await hold('11:00', anna, nextDay);
    await hold('11:00', boris, nextDay);
    const taken = await t.app.inject({
      method: 'POST',
      url: `/book/m/${booking.manageToken}/move`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ date: nextDay, time: '11:00', lang: 'EN' }).toString(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toContain('Someone has just booked this time.');
    expect(taken.body).toContain(`action="/book/m/${booking.manageToken}/move"`);
  });

  it('sends a booking staff confirmed back to waiting when the client moves it, where staff confirm online bookings', async () => {
    // Booked while nobody had to confirm: approved at once. Then the branch starts confirming online bookings.
    const booking = await book('14:00', boris);
    expect(booking.status).toBe('approved');
    const orderId = booking.orderId;
    const confirms = await call(t.app, 'PUT', `/branches/${chain.branchId}/online-booking/rules`, chain.owner, { overrides: { staffConfirms: true }, version: 0 });
    expect(confirms.statusCode, confirms.body).toBe(200);
    const moved = await move(booking.manageToken, nextDay, '16:00');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ date: nextDay, startTime: '16:00', status: 'waiting' });
    expect((await staffOrder(orderId)).status).toBe('order_status.waiting');
    expect((await call(t.app, 'PUT', `/branches/${chain.branchId}/online-booking/rules`, chain.owner, { overrides: {}, version: 1 })).statusCode).toBe(200);
  });

  it('refuses to move online past the move cut-off, naming the phone to call', async () => {
    const booking = await book('13:00', boris);
    // Five days ahead: a cut-off of a week makes it too late.
    const rules = await call(t.app, 'PUT', `/branches/${chain.branchId}/online-booking/rules`, chain.owner, { overrides: { moveCutoffMinutes: 7 * 24 * 60 }, version: 2 });
    expect(rules.statusCode, rules.body).toBe(200);
    expect((await t.app.inject({ url: `/api/v1/public/book/manage/${booking.manageToken}` })).json()).toMatchObject({ canMove: false, canCancel: true });
    const refused = await move(booking.manageToken, nextDay, '10:00');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('It is too late to move this booking online. Please call the salon.');
    const page = await t.app.inject({ url: `/book/m/${booking.manageToken}?move=1&lang=EN` });
    expect(page.body).not.toContain('/move"');
  });
});
