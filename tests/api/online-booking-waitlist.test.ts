import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitlistCodeSentSchema, waitlistPlaceSchema } from '../../src/schema/online-booking/waitlist';
import { addDays } from '../../src/schema/schedule/calendar';
import { instantToZoned } from '../../src/schema/schedule/time-zone';
import { bookingAddresses, orders, outbox, waitlistEntries } from '../../server/db/tables';
import { sweepExpiredHolds } from '../../server/modules/online-booking/hold-sweep';
import { waitlistDepsOf } from '../../server/modules/waitlist';
import { runOfferJobs } from '../../server/modules/waitlist/offers.service';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { workSlot } from './orders-support';
import { addClient, addEmployee, addService, call, issuePaths, performs, scheduleChain, type ScheduleChain } from './schedule-support';

/**
 * The waitlist (issue 18 deliverable 7, docs/online-booking.md "Built: the waitlist"): joining with a code, a
 * cancellation offered to the first matching entry as a hold with an accept link, accepting it, an expired offer
 * passed on, an offer racing a staff booking, tenancy and bad input.
 */
describe('online booking: the waitlist', () => {
  let t: TestApp;
  let chain: ScheduleChain;
  let other: ScheduleChain;
  let slug: string;
  let otherSlug: string;
  let anna: number;
  let cut: number;
  let regular: number;
  let address = 0;
  const day = addDays(instantToZoned(Date.now(), 'Europe/Belgrade').date, 5);
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.1.${Math.floor(++address / 250)}.${address % 250}` });
  const deps = () => waitlistDepsOf(t.app);

  const slugOf = async (c: ScheduleChain) => {
    const [page] = await t.app.db.select({ address: bookingAddresses.address }).from(bookingAddresses).where(and(eq(bookingAddresses.organizationId, c.orgId), eq(bookingAddresses.branchId, c.branchId)));
    return page!.address;
  };
  const wish = (email: string, extra: object = {}) => ({ services: [cut], fromDate: day, toDate: day, fromTime: '09:00', toTime: '12:00', channel: 'email', firstName: 'Wait', email, ...extra });
  const lastMessage = async (recipient: string, event: string) => {
    const [row] = await t.app.db.select().from(outbox).where(and(eq(outbox.recipient, recipient), eq(outbox.event, event))).orderBy(desc(outbox.id)).limit(1);
    return row;
  };
  /** Joins and proves the code: the place on the list. */
  const join = async (email: string, extra: object = {}, onSlug = slug) => {
    const sent = await post(`/api/v1/public/book/${onSlug}/waitlist`, wish(email, extra));
    expect(sent.statusCode, sent.body).toBe(202);
    const { entryToken } = waitlistCodeSentSchema.parse(sent.json());
    const code = /\b(\d{6})\b/.exec((await lastMessage(email, 'customer.waitlistCode'))!.body)![1]!;
    const placed = await post(`/api/v1/public/book/${onSlug}/waitlist/confirm`, { entryToken, code });
    expect(placed.statusCode, placed.body).toBe(201);
    return waitlistPlaceSchema.parse(placed.json());
  };
  const staffBook = (time: string) =>
    call(t.app, 'POST', `/branches/${chain.branchId}/orders`, chain.owner, { clientId: regular, services: [{ serviceId: cut, employeeId: anna, date: day, startTime: time, duration: 60, price: '25.00' }] });
  const cancel = (orderId: number) => call(t.app, 'PATCH', `/orders/${orderId}/cancel`, chain.owner, {});
  const offerLink = (body: string) => /\/book\/w\/([^?\s]+)\?lang=/.exec(body)![1]!;
  const entryState = async (email: string) => (await t.app.db.select().from(waitlistEntries).where(eq(waitlistEntries.target, email)).orderBy(desc(waitlistEntries.id)).limit(1))[0]!;
  /** Orders holding Anna's time that day (bookings and holds). */
  const liveOrders = () =>
    t.app.db
      .select({ id: orders.id, startsAt: orders.startsAt, heldUntil: orders.heldUntil, clientId: orders.clientId })
      .from(orders)
      .where(and(eq(orders.organizationId, chain.orgId), eq(orders.localDate, day), inArray(orders.status, ['order_status.waiting', 'order_status.approved'])));

  beforeAll(async () => {
    t = await createTestApp();
    chain = await scheduleChain(t.app, 'Wait Chain');
    other = await scheduleChain(t.app, 'Other Chain');
    anna = await addEmployee(t.app, chain, 'Anna');
    cut = await addService(t.app, chain, 'Cut', 60);
    await performs(t.app, chain, anna, [cut]);
    // Two hours of work: two bookings fill the day, so nothing fits and the waitlist is the only way.
    await workSlot(t.app, chain, anna, day, '09:00', '11:00');
    regular = await addClient(t.app, chain, 'Vera', '+381651112233');
    slug = await slugOf(chain);
    otherSlug = await slugOf(other);
  });
  afterAll(() => t.close());

  it('joins with a code, says nothing of who is a client, and staff see the entry', async () => {
    const sent = await post(`/api/v1/public/book/${slug}/waitlist`, wish('stranger@example.com'));
    expect(sent.statusCode, sent.body).toBe(202);
    expect(Object.keys(sent.json()).sort()).toEqual(['entryToken', 'expiresAt', 'sentTo']);
    expect(sent.json().sentTo).toBe('s•••@example.com');
    const message = await lastMessage('stranger@example.com', 'customer.waitlistCode');
    expect(message).toMatchObject({ channel: 'email', priority: 0, status: 'pending' });
    expect(message!.body).toMatch(/is your code to join the waitlist at Downtown/);
    const wrong = await post(`/api/v1/public/book/${slug}/waitlist/confirm`, { entryToken: sent.json().entryToken, code: '000000' === /\b(\d{6})\b/.exec(message!.body)![1] ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(issuePaths(wrong.json())).toEqual(['code']);
    // Not yet proved: staff see nothing.
    expect((await call(t.app, 'GET', `/branches/${chain.branchId}/waitlist?date=${day}`, chain.owner)).json().items).toEqual([]);

    const place = await join('first@example.com');
    expect(place).toMatchObject({ state: 'waiting', fromDate: day, toDate: day, fromTime: '09:00', toTime: '12:00' });
    const listed = (await call(t.app, 'GET', `/branches/${chain.branchId}/waitlist?date=${day}`, chain.owner)).json().items;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ clientName: 'Wait', services: [{ id: cut, name: 'Cut' }], employeeId: null, state: 'waiting', offeredUntil: null });
    // Leave link: a page, and leaving takes the entry off.
    const page = await t.app.inject({ url: `/book/wl/${place.leaveToken}?lang=EN` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Your place on the waitlist');
  });

  it('answers bad input with 400 naming the fields', async () => {
    const res = await post(`/api/v1/public/book/${slug}/waitlist`, { ...wish('bad@example.com'), services: [], fromDate: day, toDate: addDays(day, -1), fromTime: '12:00', toTime: '09:00', channel: 'sms', email: undefined });
    expect(res.statusCode).toBe(400);
    expect(issuePaths(res.json()).sort()).toEqual(['phone', 'services', 'toDate', 'toTime']);
    const past = await post(`/api/v1/public/book/${slug}/waitlist`, wish('past@example.com', { fromDate: '2020-01-01', toDate: '2020-01-02' }));
    expect(past.statusCode).toBe(400);
    expect(issuePaths(past.json())).toEqual(['toDate']);
    const foreign = await post(`/api/v1/public/book/${slug}/waitlist`, wish('x@example.com', { services: [999_999_999] }));
    expect(foreign.statusCode).toBe(400);
    expect(issuePaths(foreign.json())).toEqual(['services']);
  });

  it('offers a cancelled time to the first matching entry as a hold, and accepting books it', async () => {
    const nine = (await staffBook('09:00')).json();
    const ten = (await staffBook('10:00')).json();
    expect(ten.id).toBeGreaterThan(0);
    // "first@example.com" joined first; a second entry waits behind it.
    await join('second@example.com');
    expect(await runOfferJobs(deps())).toBe(0);
    expect((await cancel(ten.id)).statusCode).toBe(200);
    expect(await runOfferJobs(deps())).toBe(1);

    const first = await entryState('first@example.com');
    expect(first).toMatchObject({ state: 'offered' });
    const held = (await liveOrders()).filter((order) => order.heldUntil !== null);
    expect(held).toHaveLength(1);
    expect(held[0]!.id).toBe(first.offerOrderId);
    expect(held[0]!.heldUntil!.getTime() - Date.now()).toBeGreaterThan(25 * 60_000);
    expect((await entryState('second@example.com')).state).toBe('waiting');
    const message = await lastMessage('first@example.com', 'customer.waitlistOffer');
    expect(message!.body).toMatch(/A time has freed up at Downtown: .* at 10:00, Cut\. It is held for you until .*Book it here: http.*\/book\/w\//);
    // Staff see it as offered, with until when.
    const listed = (await call(t.app, 'GET', `/branches/${chain.branchId}/waitlist?date=${day}`, chain.owner)).json().items;
    expect(listed.map((entry: { state: string }) => entry.state)).toEqual(['offered', 'waiting']);
    expect(listed[0].offeredUntil).not.toBeNull();

    const token = offerLink(message!.body);
    const page = await t.app.inject({ url: `/book/w/${token}?lang=EN` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Book this time');
    const accepted = await t.app.inject({ method: 'POST', url: `/book/w/${token}`, payload: 'lang=EN', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(accepted.statusCode).toBe(303);
    expect(accepted.headers.location).toMatch(/^\/book\/m\//);
    const order = (await call(t.app, 'GET', `/orders/${first.offerOrderId}`, chain.owner)).json();
    expect(order).toMatchObject({ origin: 'order_origin.external', status: 'order_status.approved', startTime: '10:00', clientId: first.clientId });
    expect((await entryState('first@example.com')).state).toBe('booked');
    // The link books once.
    const again = await t.app.inject({ method: 'POST', url: `/book/w/${token}`, payload: 'lang=EN', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('This offer has ended');
    // Clean up for the next case: the day is full again with 09:00 and the accepted 10:00.
    expect(nine.id).toBeGreaterThan(0);
  });

  it('passes an expired offer on to the next entry', async () => {
    const [booked] = (await liveOrders()).filter((order) => order.heldUntil === null && order.clientId !== regular);
    expect((await cancel(booked!.id)).statusCode).toBe(200);
    expect(await runOfferJobs(deps())).toBe(1);
    const second = await entryState('second@example.com');
    expect(second.state).toBe('offered');
    const token = offerLink((await lastMessage('second@example.com', 'customer.waitlistOffer'))!.body);
    // The client lets it expire: the sweep deletes the hold, the entry expires, the day is planned again.
    await join('third@example.com');
    await t.app.db.update(orders).set({ heldUntil: new Date(Date.now() - 1000) }).where(eq(orders.id, second.offerOrderId!));
    expect(await sweepExpiredHolds({ db: t.app.db, liveOutbox: t.app.liveOutbox })).toBe(1);
    expect((await entryState('second@example.com')).state).toBe('expired');
    expect((await t.app.inject({ url: `/book/w/${token}?lang=EN` })).statusCode).toBe(404);
    expect(await runOfferJobs(deps())).toBe(1);
    const third = await entryState('third@example.com');
    expect(third.state).toBe('offered');
    // Staff take the third off the list: its hold goes, and with nobody else waiting the time is free.
    expect((await call(t.app, 'DELETE', `/branches/${chain.branchId}/waitlist/${third.id}`, chain.owner)).statusCode).toBe(204);
    expect((await entryState('third@example.com')).state).toBe('removed');
    expect((await liveOrders()).filter((order) => order.heldUntil !== null)).toEqual([]);
    expect(await runOfferJobs(deps())).toBe(0);
  });

  it('never gives one freed time to both an offer and a staff booking', async () => {
    for (let round = 0; round < 5; round++) {
      await join(`race${round}@example.com`);
      // The 10:00 hour is free (left so by the case before, or cancelled below): plan its day as a cancellation would.
      const planned = (await staffBook('10:00')).json();
      expect((await cancel(planned.id)).statusCode).toBe(200);
      const [staff, offers] = await Promise.all([staffBook('10:00'), runOfferJobs(deps())]);
      expect([201, 409]).toContain(staff.statusCode);
      if (staff.statusCode === 409) expect(staff.json().message).toMatch(/Anna/);
      expect((staff.statusCode === 201 ? 1 : 0) + offers).toBe(1);
      const atTen = (await liveOrders()).filter((order) => instantToZoned(order.startsAt.getTime(), 'Europe/Belgrade').time === '10:00');
      expect(atTen).toHaveLength(1);
      // Free 10:00 again for the next round: cancel the booking, or take the entry (and its offer) off.
      if (staff.statusCode === 201) {
        await t.app.db.update(waitlistEntries).set({ state: 'removed' }).where(eq(waitlistEntries.target, `race${round}@example.com`));
        await cancel(staff.json().id);
      } else {
        const entry = await entryState(`race${round}@example.com`);
        expect((await call(t.app, 'DELETE', `/branches/${chain.branchId}/waitlist/${entry.id}`, chain.owner)).statusCode).toBe(204);
      }
      await runOfferJobs(deps());
    }
  });

  it("keeps chains apart: another chain's staff, slug and tokens reach nothing", async () => {
    const place = await join('tenant@example.com');
    const [entry] = await t.app.db.select().from(waitlistEntries).where(and(eq(waitlistEntries.target, 'tenant@example.com'), isNull(waitlistEntries.offerOrderId)));
    expect((await call(t.app, 'GET', `/branches/${chain.branchId}/waitlist`, other.owner)).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/branches/${chain.branchId}/waitlist/${entry!.id}`, other.owner)).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/branches/${other.branchId}/waitlist/${entry!.id}`, other.owner)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/branches/${other.branchId}/waitlist`, other.owner)).json().items).toEqual([]);
    // A join token of this chain confirms nothing on another chain's page.
    const sent = await post(`/api/v1/public/book/${slug}/waitlist`, wish('cross@example.com'));
    const code = /\b(\d{6})\b/.exec((await lastMessage('cross@example.com', 'customer.waitlistCode'))!.body)![1]!;
    expect((await post(`/api/v1/public/book/${otherSlug}/waitlist/confirm`, { entryToken: sent.json().entryToken, code })).statusCode).toBe(409);
    // Altered tokens open nothing.
    expect((await t.app.inject({ url: `/book/wl/${place.leaveToken.slice(0, -2)}xx` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/book/w/${place.leaveToken}` })).statusCode).toBe(404);
    // Leaving by the link.
    const left = await t.app.inject({ method: 'POST', url: `/book/wl/${place.leaveToken}`, payload: 'lang=EN', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(left.statusCode).toBe(303);
    expect((await entryState('tenant@example.com')).state).toBe('removed');
    expect((await t.app.inject({ url: `/book/wl/${place.leaveToken}?lang=EN` })).body).toContain('You have left the waitlist');
  });

  it('offers the time a staff move frees', async () => {
    const ten = await staffBook('10:00');
    expect(ten.statusCode, ten.body).toBe(201);
    await join('mover@example.com');
    expect(await runOfferJobs(deps())).toBe(0);
    const order = (await call(t.app, 'GET', `/orders/${ten.json().id}`, chain.owner)).json();
    const moved = await call(t.app, 'PATCH', `/orders/${order.id}`, chain.owner, {
      version: order.version,
      services: [{ ...order.services[0], date: addDays(day, 1), id: undefined, onSale: undefined }],
      confirmOutsideWorkingHours: true,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await runOfferJobs(deps())).toBe(1);
    const mover = await entryState('mover@example.com');
    expect(mover.state).toBe('offered');
    const [hold] = (await liveOrders()).filter((row) => row.id === mover.offerOrderId);
    expect(instantToZoned(hold!.startsAt.getTime(), 'Europe/Belgrade').time).toBe('10:00');
  });
});
