import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingSchema, holdSchema } from '../../src/schema/online-booking/public-booking';
import { funnelSchema, type FunnelDay } from '../../src/schema/online-booking/funnel';
import { addDays } from '../../src/schema/schedule/calendar';
import { instantToZoned } from '../../src/schema/schedule/time-zone';
import { bookingFunnelDays } from '../../server/db/tables';
import { countFunnelStep, flushFunnelCounts } from '../../server/modules/online-booking/funnel-counter';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { oneServiceBranch, orderIdOfHold, pageSlugOf, sentCodeOf } from './online-booking-support';
import { call, issuePaths, scheduleChain, type ScheduleChain } from './schedule-support';

/**
 * The booking funnel (issue 18 deliverable 5, docs/online-booking.md decision 10): the page's beacon, the steps the
 * server counts where they happen, on the branch's own date, and the staff's read of a period.
 */
describe('online booking: the funnel', () => {
  let t: TestApp;
  let chain: ScheduleChain;
  let other: ScheduleChain;
  let slug: string;
  let otherSlug: string;
  let chainSlug: string;
  let cut: number;
  // Fourteen hours ahead of UTC: the branch's date is not the server's for ten hours a day.
  const timeZone = 'Pacific/Kiritimati';
  const today = () => instantToZoned(Date.now(), timeZone).date;
  const visitDay = addDays(today(), 3);
  let address = 0;
  const from = () => `10.2.${Math.floor(++address / 250)}.${address % 250}`;
  const post = (path: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/v1/public/book/${path}`, payload, remoteAddress: from() });
  const beacon = (page: string, step: string) => post(`${page}/funnel`, { step });
  const read = (query: string, who = chain) => call(t.app, 'GET', `/branches/${chain.branchId}/online-booking/funnel${query}`, who.owner);
  const dayOf = async (date: string): Promise<FunnelDay> => {
    const res = await read(`?from=${date}&to=${date}`);
    expect(res.statusCode, res.body).toBe(200);
    return funnelSchema.parse(res.json()).days[0]!;
  };

  beforeAll(async () => {
    t = await createTestApp();
    chain = await scheduleChain(t.app, 'Funnel Chain', { timeZone, workingHours: { start: '08:00', end: '20:00' } });
    other = await scheduleChain(t.app, 'Other Funnel Chain');
    ({ serviceId: cut, slug } = await oneServiceBranch(t.app, chain, { day: visitDay, minutes: 60, until: '17:00' }));
    chainSlug = await pageSlugOf(t.app.db, chain.orgId, null);
    otherSlug = await pageSlugOf(t.app.db, other.orgId, other.branchId);
    const closed = await call(t.app, 'PUT', `/branches/${other.branchId}/online-booking/rules`, other.owner, { overrides: { bookable: false }, version: 0 });
    expect(closed.statusCode, closed.body).toBe(200);
  });
  afterAll(() => t.close());

  it("counts the page's beacons on the branch's date; refuses another step, and an unknown, a chain's or a closed page", async () => {
    for (const step of ['view', 'view', 'service']) expect((await beacon(slug, step)).statusCode).toBe(204);
    const bad = await beacon(slug, 'booked');
    expect(bad.statusCode).toBe(400);
    expect(issuePaths(bad.json())).toEqual(['step']);
    for (const page of ['no-such-page', chainSlug, otherSlug]) expect((await beacon(page, 'view')).statusCode, page).toBe(404);
    expect(await dayOf(today())).toEqual({ date: today(), view: 2, service: 1, time: 0, code: 0, booked: 0, cancelled: 0 });
  });

  it('counts a hold, a code sent, a booking and its cancelling from the manage link, once each, after a flush', async () => {
    const before = await dayOf(today());
    const held = holdSchema.parse((await post(`${slug}/holds`, { services: [cut], date: visitDay, time: '10:00' })).json());
    expect((await post(`${slug}/code`, { holdToken: held.holdToken, channel: 'email', firstName: 'Fay', email: 'fay@example.com' })).statusCode).toBe(202);
    const confirmed = await post(`${slug}/confirm`, { holdToken: held.holdToken, code: await sentCodeOf(t.app.db, orderIdOfHold(held.holdToken)) });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const booking = bookingSchema.parse(confirmed.json());
    expect((await post(`manage/${booking.manageToken}/cancel`, {})).statusCode).toBe(200);
    // Cancelled already: the same answer, not counted again.
    expect((await post(`manage/${booking.manageToken}/cancel`, {})).statusCode).toBe(200);

    // Written by the flush (the repeating job's, or the app's close), not by each step.
    await flushFunnelCounts(t.app.db);
    const rows = await t.app.db.select().from(bookingFunnelDays).where(and(eq(bookingFunnelDays.organizationId, chain.orgId), eq(bookingFunnelDays.day, today())));
    expect(Object.fromEntries(rows.map((row) => [row.step, row.count]))).toMatchObject({ time: before.time + 1, code: before.code + 1, booked: before.booked + 1, cancelled: before.cancelled + 1 });
  });

  it("adds to the day's rows: two flushes of the same step sum, as two processes' would", async () => {
    const before = await dayOf(today());
    const branch = { organizationId: chain.orgId, branchId: chain.branchId, timeZone };
    countFunnelStep(t.app.db, branch, 'view');
    await flushFunnelCounts(t.app.db);
    countFunnelStep(t.app.db, branch, 'view');
    countFunnelStep(t.app.db, branch, 'view');
    await flushFunnelCounts(t.app.db);
    expect((await dayOf(today())).view).toBe(before.view + 3);
  });

  it('reads every day of the period, zeros too; 400 naming the fields; another chain 404', async () => {
    const from = addDays(today(), -6);
    const res = await read(`?from=${from}&to=${today()}`);
    expect(res.statusCode, res.body).toBe(200);
    const { days } = funnelSchema.parse(res.json());
    expect(days.map((day) => day.date)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(from, i)));
    expect(days[0]).toEqual({ date: from, view: 0, service: 0, time: 0, code: 0, booked: 0, cancelled: 0 });
    expect(days[6]!.view).toBeGreaterThan(0);

    const tooLong = await read(`?from=2030-01-01&to=2031-01-02`);
    expect(tooLong.statusCode).toBe(400);
    expect(issuePaths(tooLong.json())).toEqual(['to']);
    const reversed = await read(`?from=2030-01-02&to=2030-01-01`);
    expect(reversed.statusCode).toBe(400);
    const missing = await read('?from=2030-13-01');
    expect(missing.statusCode).toBe(400);
    expect(issuePaths(missing.json())).toEqual(expect.arrayContaining(['from', 'to']));
    expect((await read(`?from=${from}&to=${today()}`, other)).statusCode).toBe(404);
  });
});
