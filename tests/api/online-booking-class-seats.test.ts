import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classCodeSentSchema, classSeatSchema } from '../../src/schema/online-booking/class-seats';
import { addDays } from '../../src/schema/schedule/calendar';
import { instantToZoned } from '../../src/schema/schedule/time-zone';
import { branches, classSeats, clients, onlineBookingSettings, orderClients, outbox } from '../../server/db/tables';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { accessToken, liveUrl, openLive, type LiveTestClient } from './live-support';
import { pageSlugOf } from './online-booking-support';
import { addEmployee, addService, call, performs, scheduleChain, type ScheduleChain } from './schedule-support';

/**
 * Joining a group class from the booking page (issue 18 deliverable 1, "group classes … joined like a booking"): a
 * code proves the contact, the join takes a place under the class's lock — 50 clients racing for 3 places seat 3 and
 * tell 47 — the schedule hears it live, and the place's link shows it and gives it up within the rules.
 */
describe('online booking: joining a group class', () => {
  let t: TestApp;
  let chain: ScheduleChain;
  let slug: string;
  let anna: number;
  let yoga: number;
  let live: LiveTestClient;
  let address = 0;
  const day = addDays(instantToZoned(Date.now(), 'Europe/Belgrade').date, 3);
  const post = (path: string, payload: object, remoteAddress = `10.1.${Math.floor(++address / 250)}.${address % 250}`) =>
    t.app.inject({ method: 'POST', url: `/api/v1/public/book/${slug}/${path}`, payload, remoteAddress, headers: { 'accept-language': 'en' } });
  const group = async (startTime: string, capacity: number, clientIds: number[] = []) => {
    const res = await call(t.app, 'POST', `/branches/${chain.branchId}/group-orders`, chain.owner, { serviceId: yoga, employeeId: anna, date: day, startTime, duration: 60, price: '12.00', capacity, clientIds, confirmOutsideWorkingHours: true });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().created[0].id as number;
  };
  /** The code a client would read, from the outbox as the sender would send it. */
  const codeSentTo = async (target: string) => {
    const [row] = await t.app.db.select({ body: outbox.body }).from(outbox).where(and(eq(outbox.recipient, target), eq(outbox.event, 'customer.classCode'))).orderBy(desc(outbox.id)).limit(1);
    return /\b(\d{6})\b/.exec(row!.body)![1]!;
  };
  const details = (email: string) => ({ channel: 'email', firstName: 'Lena', lastName: 'Guest', email });
  const join = async (classId: number, email: string) => {
    const sent = await post(`classes/${classId}/code`, details(email));
    expect(sent.statusCode, sent.body).toBe(202);
    const { joinToken } = classCodeSentSchema.parse(sent.json());
    return post('classes/join', { joinToken, code: await codeSentTo(email) });
  };
  const seated = (classId: number) => t.app.db.select({ clientId: orderClients.clientId, termsVersion: orderClients.termsVersion }).from(orderClients).where(eq(orderClients.orderId, classId));

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    chain = await scheduleChain(t.app, 'Class Seat Chain');
    anna = await addEmployee(t.app, chain, 'Anna');
    yoga = await addService(t.app, chain, 'Yoga', 60);
    await performs(t.app, chain, anna, [yoga]);
    slug = await pageSlugOf(t.app.db, chain.orgId, chain.branchId);
    const [branch] = await t.app.db.select({ guid: branches.guid }).from(branches).where(eq(branches.id, chain.branchId));
    live = await openLive(liveUrl(t.app, await accessToken(t.app, chain.ownerId)));
    live.send({ event: 'subscribe', data: { channel: branch!.guid } });
    await live.sync();
  });
  afterAll(async () => {
    await live.close();
    await t.close();
  });

  it('joins with the code: a new card, the place with the terms version, the schedule told live, the place link by message', async () => {
    await t.app.db
      .insert(onlineBookingSettings)
      .values({ organizationId: chain.orgId, branchId: chain.branchId, termsText: 'Be on time.', termsVersion: 2 })
      .onConflictDoUpdate({ target: [onlineBookingSettings.organizationId, onlineBookingSettings.branchId], set: { termsText: 'Be on time.', termsVersion: 2 } });
    const yogaClass = await group('10:00', 4);
    const noTerms = await post(`classes/${yogaClass}/code`, details('lena@example.com'));
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.body).toContain('termsVersion');
    const sent = await post(`classes/${yogaClass}/code`, { ...details('lena@example.com'), termsVersion: 2 });
    expect(sent.statusCode, sent.body).toBe(202);
    const { joinToken, sentTo } = classCodeSentSchema.parse(sent.json());
    expect(sentTo).toBe('l•••@example.com');
    const code = await codeSentTo('lena@example.com');
    const wrong = await post('classes/join', { joinToken, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    const res = await post('classes/join', { joinToken, code });
    expect(res.statusCode, res.body).toBe(201);
    const seat = classSeatSchema.parse(res.json());
    expect(seat).toMatchObject({ classId: yogaClass, title: 'Yoga', employeeName: 'Anna Staff', date: day, startTime: '10:00', endTime: '11:00', price: '12.00', canLeave: true });
    const [card] = await t.app.db.select({ id: clients.id, firstName: clients.firstName }).from(clients).where(and(eq(clients.organizationId, chain.orgId), eq(clients.email, 'lena@example.com')));
    expect(card!.firstName).toBe('Lena');
    expect(await seated(yogaClass)).toEqual([{ clientId: card!.id, termsVersion: 2 }]);
    const heard = await live.next((message) => message.event === 'group-order:add-customer' && (message.data as { id: number }).id === yogaClass);
    expect(heard).toBeTruthy();
    const [message] = await t.app.db.select({ body: outbox.body }).from(outbox).where(and(eq(outbox.recipient, 'lena@example.com'), eq(outbox.event, 'customer.classJoined')));
    expect(message!.body).toContain(`/book/c/${encodeURIComponent(seat.seatToken)}`);
    // The code is spent: a second join with it finds nothing to prove.
    expect((await post('classes/join', { joinToken, code })).statusCode).toBe(409);
    await t.app.db.update(onlineBookingSettings).set({ termsText: '' }).where(eq(onlineBookingSettings.branchId, chain.branchId));
    // The same client asking again hears that the place is already theirs.
    const again = await join(yogaClass, 'lena@example.com');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already have a place in this class.');
  });

  it('seats exactly 3 of 50 clients racing for 3 places; the others are told it is full, with the next class that has places', async () => {
    const race = await group('12:00', 3);
    const later = await group('16:00', 5);
    const tokens = await Promise.all(
      Array.from({ length: 50 }, async (_, n) => {
        const sent = await post(`classes/${race}/code`, details(`racer${n}@example.com`));
        expect(sent.statusCode, sent.body).toBe(202);
        return classCodeSentSchema.parse(sent.json()).joinToken;
      }),
    );
    const codes = await Promise.all(tokens.map((_, n) => codeSentTo(`racer${n}@example.com`)));
    const answers = await Promise.all(tokens.map((joinToken, n) => post('classes/join', { joinToken, code: codes[n] })));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused).toHaveLength(47);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toMatch(/^Sorry, the last place in this class has just been taken\. Classes with places: Yoga, .*16:00/);
    }
    expect(await seated(race)).toHaveLength(3);
    expect(await t.app.db.select().from(classSeats).where(and(eq(classSeats.orderId, race), eq(classSeats.state, 'joined')))).toHaveLength(3);
    // A full class is not offered: asking for its code is already refused.
    const full = await post(`classes/${race}/code`, details('late@example.com'));
    expect(full.statusCode).toBe(409);
    expect(later).toBeGreaterThan(0);
  });

  it("gives the place up from its link before the cut-off, and says to call after it; another's link opens nothing", async () => {
    const evening = await group('18:00', 2);
    const res = await join(evening, 'mira@example.com');
    expect(res.statusCode, res.body).toBe(201);
    const seat = classSeatSchema.parse(res.json());
    const page = await t.app.inject({ url: `/book/c/${encodeURIComponent(seat.seatToken)}?lang=EN` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Your place in the class');
    expect(page.body).toContain('Leave the class');
    expect(page.body).not.toContain('mira@example.com');
    const tampered = await t.app.inject({ url: `/book/c/${encodeURIComponent(seat.seatToken.slice(0, -2))}xx` });
    expect(tampered.statusCode).toBe(404);
    const left = await t.app.inject({ method: 'POST', url: `/book/c/${encodeURIComponent(seat.seatToken)}`, payload: 'lang=EN', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(left.statusCode).toBe(303);
    expect(await seated(evening)).toEqual([]);
    expect(await live.next((message) => message.event === 'group-order:cancel-customer' && (message.data as { id: number }).id === evening)).toBeTruthy();
    const after = await t.app.inject({ url: `/book/c/${encodeURIComponent(seat.seatToken)}?lang=EN` });
    expect(after.body).toContain('You have left the class');
    expect(after.body).not.toContain('Leave the class');

    // Inside the cut-off (a class starting within the branch's default two hours' cancellation cut-off, booked by
    // staff with this client) the link shows the place and says to call.
    const soon = new Date(Date.now() + 60 * 60_000);
    const zoned = instantToZoned(soon.getTime(), 'Europe/Belgrade');
    const kept = await join(evening, 'nika@example.com');
    expect(kept.statusCode, kept.body).toBe(201);
    const keptSeat = classSeatSchema.parse(kept.json());
    await t.app.db.execute(
      // Moved by hand into the next hour, so the rules' cut-off applies to it.
      sql`update orders set starts_at = ${soon.toISOString()}, ends_at = ${new Date(soon.getTime() + 3_600_000).toISOString()}, local_date = ${zoned.date} where id = ${evening}`,
    );
    const late = await t.app.inject({ method: 'POST', url: `/book/c/${encodeURIComponent(keptSeat.seatToken)}`, payload: 'lang=EN', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain('It is too late to leave online: please call the branch.');
    expect(await seated(evening)).toHaveLength(1);
  });

  it("refuses an unknown class and another chain's, and names the missing fields", async () => {
    const other = await scheduleChain(t.app, 'Other Seat Chain');
    const otherSlug = await pageSlugOf(t.app.db, other.orgId, other.branchId);
    const yogaClass = await group('20:00', 3);
    const elsewhere = await t.app.inject({ method: 'POST', url: `/api/v1/public/book/${otherSlug}/classes/${yogaClass}/code`, payload: details('x@example.com'), remoteAddress: '10.7.0.1' });
    expect(elsewhere.statusCode).toBe(404);
    expect((await post('classes/999999999/code', details('x@example.com'))).statusCode).toBe(404);
    const missing = await post(`classes/${yogaClass}/code`, { channel: 'sms', firstName: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('firstName');
    expect(missing.body).toContain('phone');
  });
});
