import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingSchema, holdSchema } from '../../src/schema/online-booking/public-booking';
import { publicTimesSchema } from '../../src/schema/online-booking/public-times';
import { startTimesOf } from '../../src/schema/schedule/availability-intervals';
import { addDays } from '../../src/schema/schedule/calendar';
import { instantToZoned } from '../../src/schema/schedule/time-zone';
import { clients, orders, outbox } from '../../server/db/tables';
import { sweepExpiredHolds } from '../../server/modules/online-booking/hold-sweep';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { oneServiceBranch, orderIdOfHold, pageSlugOf, sentCodeOf } from './online-booking-support';
import { addClient, call, issuePaths, scheduleChain, type ScheduleChain } from './schedule-support';
import { memberOf } from './settings-support';

/**
 * Holding a time, the code and the confirmation (issue 18 "Never wrong, never stolen" and "Verification and abuse",
 * docs/online-booking.md decisions 4 to 6), through the public calls as the booking page makes them.
 */
describe('online booking: holds, codes, confirmation', () => {
  let t: TestApp;
  let chain: ScheduleChain;
  let slug: string;
  let anna: number;
  let cut: number;
  const day = addDays(instantToZoned(Date.now(), 'Europe/Belgrade').date, 5);
  let address = 0;
  // Each call from its own client address, as the page's visitors are: the per-address limits stay out of the way.
  const post = (path: string, payload: object, remoteAddress = `10.0.${Math.floor(++address / 250)}.${address % 250}`) =>
    t.app.inject({ method: 'POST', url: `/api/v1/public/book/${slug}/${path}`, payload, remoteAddress });
  const hold = async (time: string) => {
    const res = await post('holds', { services: [cut], date: day, time });
    expect(res.statusCode, res.body).toBe(201);
    return holdSchema.parse(res.json());
  };
  // The whole code message, where a test checks how it was addressed, not only the code in it.
  const codeMessage = async (orderId: number) =>
    (await t.app.db.select().from(outbox).where(and(eq(outbox.orderId, orderId), eq(outbox.event, 'customer.bookingCode'))).orderBy(desc(outbox.id)).limit(1))[0]!;
  const times = async () => {
    const answer = publicTimesSchema.parse((await t.app.inject({ url: `/api/v1/public/book/${slug}/times?services=${cut}&from=${day}&days=1` })).json());
    return startTimesOf(answer.days[0]!.free, answer.stepMinutes);
  };

  beforeAll(async () => {
    t = await createTestApp();
    chain = await scheduleChain(t.app, 'Hold Chain');
    ({ employeeId: anna, serviceId: cut, slug } = await oneServiceBranch(t.app, chain, { day, minutes: 60, until: '17:00' }));
  });
  afterAll(() => t.close());

  it("describes the page: services with who does them, the team, the rules the steps need; a chain's page lists its branches", async () => {
    const page = (await t.app.inject({ url: `/api/v1/public/book/${slug}/page` })).json();
    expect(page).toMatchObject({
      kind: 'branch',
      slug,
      chainName: 'Hold Chain',
      branch: { name: 'Downtown', timeZone: 'Europe/Belgrade', currency: 'EUR' },
      categories: [{ name: null, services: [{ id: cut, name: 'Cut', duration: 60, price: '25.00', employeeIds: [anna] }] }],
      employees: [{ id: anna, name: 'Anna Staff' }],
      rules: { holdMinutes: 10, horizonDays: 60, minNoticeMinutes: 60, deposit: null },
    });
    const chainSlug = await pageSlugOf(t.app.db, chain.orgId, null);
    expect((await t.app.inject({ url: `/api/v1/public/book/${chainSlug}/page` })).json()).toEqual({ kind: 'chain', slug: chainSlug, chainName: 'Hold Chain', branches: [{ slug, name: 'Downtown', address: null }] });
    expect((await t.app.inject({ url: '/api/v1/public/book/no-such-page/page' })).statusCode).toBe(404);
  });

  it('holds a time: nobody else is offered it, and staff see no order yet', async () => {
    const held = await hold('10:00');
    expect(held).toMatchObject({ date: day, startTime: '10:00', services: [{ serviceId: cut, employeeId: anna, startTime: '10:00', duration: 60, price: '25.00' }] });
    expect(Date.parse(held.heldUntil) - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(await times()).not.toContain('10:00');
    expect(await times()).not.toContain('09:30');
    const schedule = (await call(t.app, 'GET', `/branches/${chain.branchId}/schedule?d=${day}`, chain.owner)).json();
    expect(schedule.blocks).toEqual([]);
    const listed = (await call(t.app, 'GET', `/branches/${chain.branchId}/orders`, chain.owner)).json();
    expect(listed.items ?? listed).toEqual([]);
    expect((await call(t.app, 'GET', `/orders/${orderIdOfHold(held.holdToken)}`, chain.owner)).statusCode).toBe(404);
  });

  it('gives one of fifty clients the same time, and the other 49 a 409 naming the next free times', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => post('holds', { services: [cut], date: day, time: '12:00' })));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    const refused = answers.find((res) => res.statusCode === 409)!.json();
    expect(refused.message).toBe('Someone has just booked this time. The next free times that day: 13:00, 13:15, 13:30.');
    const held = await t.app.db.select({ id: orders.id }).from(orders).where(and(eq(orders.organizationId, chain.orgId), eq(orders.localDate, day)));
    expect(held).toHaveLength(2);
  });

  it('sends a code by SMS at the first priority, never to another country, and confirms with it', async () => {
    const held = await hold('14:00');
    const orderId = orderIdOfHold(held.holdToken);
    const foreign = await post('code', { holdToken: held.holdToken, channel: 'sms', firstName: 'Mila', phone: '+44 7700 900123' });
    expect(foreign.statusCode).toBe(400);
    expect(issuePaths(foreign.json())).toEqual(['phone']);
    const sent = await post('code', { holdToken: held.holdToken, channel: 'sms', firstName: 'Mila', lastName: 'Marić', phone: '064 123 4567', comment: 'Short, please' });
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json().sentTo).toBe('+381 •• ••• 4567');
    const row = await codeMessage(orderId);
    const code = await sentCodeOf(t.app.db, orderId);
    expect(row).toMatchObject({ channel: 'sms', recipient: '+381641234567', priority: 0, status: 'pending' });
    expect(row.body).toMatch(/is your code to confirm your booking at Downtown/);

    const wrong = await post('confirm', { holdToken: held.holdToken, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues[0]).toMatchObject({ path: ['code'], message: 'This code is not right. 4 tries left.' });
    const confirmed = await post('confirm', { holdToken: held.holdToken, code });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const booking = bookingSchema.parse(confirmed.json());
    expect(booking).toMatchObject({ orderId, status: 'approved', date: day, startTime: '14:00', canCancel: true, services: [{ serviceName: 'Cut', employeeName: 'Anna Staff' }] });
    // Now an order like any other, of origin external, with a new client card.
    const order = (await call(t.app, 'GET', `/orders/${orderId}`, chain.owner)).json();
    expect(order).toMatchObject({ origin: 'order_origin.external', status: 'order_status.approved', description: 'Short, please' });
    const [client] = await t.app.db.select().from(clients).where(eq(clients.id, order.clientId));
    expect(client).toMatchObject({ firstName: 'Mila', lastName: 'Marić', phone: '+381641234567' });
    // A code confirms once.
    expect((await post('confirm', { holdToken: held.holdToken, code })).statusCode).toBe(409);
  });

  it("matches a returning client by the phone they proved, and never says whether it is a client's", async () => {
    const regular = await addClient(t.app, chain, 'Vera', '+381651112233');
    const held = await hold('15:00');
    const sent = await post('code', { holdToken: held.holdToken, channel: 'sms', firstName: 'Someone', phone: '065 111 2233' });
    expect(sent.statusCode).toBe(202);
    expect(Object.keys(sent.json()).sort()).toEqual(['expiresAt', 'sentTo']);
    const code = await sentCodeOf(t.app.db, orderIdOfHold(held.holdToken));
    const booking = (await post('confirm', { holdToken: held.holdToken, code })).json();
    const order = (await call(t.app, 'GET', `/orders/${booking.orderId}`, chain.owner)).json();
    expect(order.clientId).toBe(regular);
    expect(JSON.stringify(booking)).not.toContain('Vera');
  });

  it('frees an expired hold at once, and refuses its token', async () => {
    const held = await hold('16:00');
    await t.app.db.update(orders).set({ heldUntil: new Date(Date.now() - 1000) }).where(eq(orders.id, orderIdOfHold(held.holdToken)));
    // The next hold of that time deletes the expired one first.
    const again = await hold('16:00');
    expect(again.startTime).toBe('16:00');
    const late = await post('code', { holdToken: held.holdToken, channel: 'email', firstName: 'Late', email: 'late@example.com' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This time is no longer held for you. Choose a time again.');
    await t.app.db.update(orders).set({ heldUntil: new Date(Date.now() - 1000) }).where(eq(orders.id, orderIdOfHold(again.holdToken)));
    expect(await sweepExpiredHolds({ db: t.app.db, liveOutbox: t.app.liveOutbox })).toBe(1);
    expect(await times()).toContain('16:00');
  });

  it('limits codes per phone, and a forged or altered token holds nothing', async () => {
    const held = await hold('09:00');
    const ask = () => post('code', { holdToken: held.holdToken, channel: 'sms', firstName: 'Pumper', phone: '+381 60 9998887' });
    for (let i = 0; i < 5; i++) expect((await ask()).statusCode).toBe(202);
    const stopped = await ask();
    expect(stopped.statusCode).toBe(429);
    const [org, order, expires] = held.holdToken.split('.');
    for (const forged of [`${org}.${Number(order) + 1}.${expires}.${held.holdToken.split('.')[3]}`, 'nonsense', `${org}.${order}.${expires}.AAAAAAAAAAAAAAAAAAAAAA`]) {
      const res = await post('confirm', { holdToken: forged, code: '123456' });
      expect(res.statusCode, forged).toBe(409);
    }
  });

  it('opens the booking behind its manage link, cancels it as the client, and frees the time; nothing else opens', async () => {
    const held = await hold('11:00');
    await post('code', { holdToken: held.holdToken, channel: 'email', firstName: 'Ivo', email: 'Ivo@Example.com' });
    const row = await codeMessage(orderIdOfHold(held.holdToken));
    const code = await sentCodeOf(t.app.db, orderIdOfHold(held.holdToken));
    expect(row).toMatchObject({ channel: 'email', recipient: 'ivo@example.com', subject: 'Your booking code for Downtown' });
    const admin = await memberOf(t.app, chain.orgId, 'administrator', [chain.branchId]);
    const booking = bookingSchema.parse((await post('confirm', { holdToken: held.holdToken, code })).json());
    const toldStaff = async () =>
      (await t.app.db.select({ event: outbox.event, userId: outbox.userId, channel: outbox.channel }).from(outbox).where(eq(outbox.orderId, booking.orderId))).filter((row) => row.event?.includes('onlineBooking'));
    // The branch's administrator hears of it in the app (the owner's rule is off by default).
    expect(await toldStaff()).toEqual([{ event: 'administrator.onlineBookingMade', userId: admin.userId, channel: 'inApp' }]);
    const manage = (path = '') => t.app.inject({ method: path ? 'POST' : 'GET', url: `/api/v1/public/book/manage/${booking.manageToken}${path}`, remoteAddress: '10.9.9.9' });
    expect((await manage()).json()).toMatchObject({ orderId: booking.orderId, status: 'approved', canCancel: true });
    expect(await times()).not.toContain('11:00');
    const cancelled = await manage('/cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'canceled', canCancel: false });
    const order = (await call(t.app, 'GET', `/orders/${booking.orderId}`, chain.owner)).json();
    expect(order).toMatchObject({ status: 'order_status.canceled', cancelerOrigin: 'canceler_origin.external' });
    expect(await times()).toContain('11:00');
    expect((await toldStaff()).map((row) => row.event)).toEqual(['administrator.onlineBookingMade', 'administrator.onlineBookingCancelled']);
    // Cancelling again changes nothing; an altered link opens nothing.
    expect((await manage('/cancel')).json().status).toBe('canceled');
    const [org, id, expires, signature] = booking.manageToken.split('.');
    const altered = await t.app.inject({ url: `/api/v1/public/book/manage/${org}.${Number(id) - 1}.${expires}.${signature}` });
    expect(altered.statusCode).toBe(404);
    // A hold's token is no manage link.
    expect((await t.app.inject({ url: `/api/v1/public/book/manage/${held.holdToken}` })).statusCode).toBe(404);
  });

  it('refuses to cancel online past the cut-off, naming the phone to call', async () => {
    const held = await hold('13:00');
    await post('code', { holdToken: held.holdToken, channel: 'email', firstName: 'Late', email: 'late.canceller@example.com' });
    const code = await sentCodeOf(t.app.db, orderIdOfHold(held.holdToken));
    const booking = bookingSchema.parse((await post('confirm', { holdToken: held.holdToken, code })).json());
    // Five days ahead: a cut-off of a week makes it too late.
    const rules = await call(t.app, 'PUT', `/branches/${chain.branchId}/online-booking/rules`, chain.owner, { overrides: { cancelCutoffMinutes: 7 * 24 * 60 }, version: 0 });
    expect(rules.statusCode, rules.body).toBe(200);
    const refused = await t.app.inject({ method: 'POST', url: `/api/v1/public/book/manage/${booking.manageToken}/cancel` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('It is too late to cancel online. Please call the salon.');
  });
});
