import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdSchema } from '../../src/schema/online-booking/public-booking';
import { addDays } from '../../src/schema/schedule/calendar';
import { scheduleSchema } from '../../src/schema/schedule/schedule-read';
import { instantToZoned, zonedToInstant } from '../../src/schema/schedule/time-zone';
import { branches, orders } from '../../server/db/tables';
import { sweepExpiredHolds } from '../../server/modules/online-booking/hold-sweep';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { accessToken, liveUrl, openLive, type LiveTestClient } from './live-support';
import { orderIdOfHold, pageSlugOf } from './online-booking-support';
import { workSlot } from './orders-support';
import { addEmployee, addService, call, performs, scheduleChain, type ScheduleChain } from './schedule-support';

/**
 * The schedule shows times being booked online (docs/online-booking.md decision 4): a hold made on the public page is
 * on the schedule's read as a hold — the employee, the time and until when, nothing about anyone, nothing to open —
 * and in no order list; it leaves when it expires, and the branch hears so live. One chain's holds never reach another.
 */
describe('schedule: times being booked online', () => {
  let t: TestApp;
  let chain: ScheduleChain;
  let other: ScheduleChain;
  let slug: string;
  let guid: string;
  let anna: number;
  let cut: number;
  let wash: number;
  let live: LiveTestClient;
  const day = addDays(instantToZoned(Date.now(), 'Europe/Belgrade').date, 5);
  const instant = (time: string) => new Date(zonedToInstant(day, time, 'Europe/Belgrade')).toISOString();

  const hold = async (services: number[], time: string) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/public/book/${slug}/holds`, payload: { services, date: day, time } });
    expect(res.statusCode, res.body).toBe(201);
    return holdSchema.parse(res.json());
  };
  const daySchedule = async (of: ScheduleChain = chain) => {
    const res = await call(t.app, 'GET', `/branches/${of.branchId}/schedule?d=${day}`, of.owner);
    expect(res.statusCode, res.body).toBe(200);
    return scheduleSchema.parse(res.json());
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    chain = await scheduleChain(t.app, 'Held Schedule Chain');
    anna = await addEmployee(t.app, chain, 'Anna');
    cut = await addService(t.app, chain, 'Cut', 60);
    wash = await addService(t.app, chain, 'Wash', 30);
    await performs(t.app, chain, anna, [cut, wash]);
    await workSlot(t.app, chain, anna, day, '09:00', '17:00');
    slug = await pageSlugOf(t.app.db, chain.orgId, chain.branchId);
    const [branch] = await t.app.db.select({ guid: branches.guid }).from(branches).where(eq(branches.id, chain.branchId));
    guid = branch!.guid;
    other = await scheduleChain(t.app, 'Other Schedule Chain');
    await workSlot(t.app, other, await addEmployee(t.app, other, 'Oskar'), day, '09:00', '17:00');
    live = await openLive(liveUrl(t.app, await accessToken(t.app, chain.ownerId)));
    live.send({ event: 'subscribe', data: { channel: guid } });
    await live.sync();
  });
  afterAll(async () => {
    await live.close();
    await t.close();
  });

  it('draws a hold as the employee, the time and until when: no client, no order to open, in no order list', async () => {
    const held = await hold([cut], '10:00');
    const schedule = await daySchedule();
    expect(schedule.blocks).toEqual([]);
    expect(schedule.holds).toEqual([
      { employeeId: anna, date: day, startTime: '10:00', endTime: '11:00', startsAt: instant('10:00'), endsAt: instant('11:00'), heldUntil: held.heldUntil },
    ]);
    // Exactly those fields: nothing names the order or anyone else.
    expect(Object.keys((await call(t.app, 'GET', `/branches/${chain.branchId}/schedule?d=${day}`, chain.owner)).json().holds[0]).sort()).toEqual(
      ['date', 'employeeId', 'endTime', 'endsAt', 'heldUntil', 'startTime', 'startsAt'],
    );
    // One member's week shows it too.
    const week = (await call(t.app, 'GET', `/employees/${anna}/schedule?from=${day}&to=${addDays(day, 6)}`, chain.owner)).json();
    expect(scheduleSchema.parse(week).holds.map((shown) => shown.startTime)).toEqual(['10:00']);
    // Not an order anywhere else: the list, the member's day, the order itself.
    const listed = (await call(t.app, 'GET', `/branches/${chain.branchId}/orders`, chain.owner)).json();
    expect(listed.items).toEqual([]);
    expect((await call(t.app, 'GET', `/employees/${anna}/orders?d=${day}`, chain.owner)).json().items).toEqual([]);
    expect((await call(t.app, 'GET', `/orders/${orderIdOfHold(held.holdToken)}`, chain.owner)).statusCode).toBe(404);
  });

  it("draws a visit's back-to-back services with one person as one hold", async () => {
    await hold([cut, wash], '13:00');
    const holds = (await daySchedule()).holds.filter((shown) => shown.startTime >= '13:00');
    expect(holds.map((shown) => [shown.startTime, shown.endTime])).toEqual([['13:00', '14:30']]);
  });

  it("never shows one chain's holds to another", async () => {
    expect((await daySchedule(other)).holds).toEqual([]);
    expect((await call(t.app, 'GET', `/branches/${chain.branchId}/schedule?d=${day}`, other.owner)).statusCode).toBe(404);
  });

  it('comes and goes live: told when made, and when it expires the sweep deletes it and tells the branch, so the schedule reads the day again', async () => {
    const held = await hold([cut], '15:00');
    const orderId = orderIdOfHold(held.holdToken);
    const announced = { event: 'order:update', data: { date: day, id: orderId, orderServices: [{ employeeId: anna }] }, channel: guid };
    // Made: told at once, so open schedules draw it.
    expect(await live.next((message) => message.event === 'order:update' && (message.data as { id: number }).id === orderId)).toEqual(announced);
    await t.app.db.update(orders).set({ heldUntil: new Date(Date.now() - 1000) }).where(eq(orders.id, orderId));
    expect(await sweepExpiredHolds({ db: t.app.db, liveOutbox: t.app.liveOutbox })).toBe(1);
    expect(await live.next((message) => message.event === 'order:update')).toEqual(announced);
    expect((await daySchedule()).holds.map((shown) => shown.startTime)).toEqual(['10:00', '13:00']);
    // A second sweep finds nothing left to delete or announce.
    expect(await sweepExpiredHolds({ db: t.app.db, liveOutbox: t.app.liveOutbox })).toBe(0);
  });

  it('leaves when it is deleted or confirmed: a confirmed hold is an order block, no longer a hold', async () => {
    await t.app.db.delete(orders).where(and(eq(orders.organizationId, chain.orgId), eq(orders.localDate, day), eq(orders.startsAt, new Date(instant('13:00')))));
    expect((await daySchedule()).holds.map((shown) => shown.startTime)).toEqual(['10:00']);
    // Confirming clears held_until in one update of the row (confirm.service.ts): the same time becomes an order.
    await t.app.db.update(orders).set({ heldUntil: null }).where(and(eq(orders.organizationId, chain.orgId), eq(orders.localDate, day)));
    const schedule = await daySchedule();
    expect(schedule.holds).toEqual([]);
    expect(schedule.blocks.map((block) => [block.employeeId, block.startTime])).toEqual([[anna, '10:00']]);
    expect(await t.app.db.select({ id: orders.id }).from(orders).where(and(eq(orders.organizationId, chain.orgId), isNull(orders.heldUntil)))).toHaveLength(1);
  });
});
