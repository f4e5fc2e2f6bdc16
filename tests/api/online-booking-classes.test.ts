import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicClassesSchema } from '../../src/schema/online-booking/classes';
import { addDays } from '../../src/schema/schedule/calendar';
import { instantToZoned } from '../../src/schema/schedule/time-zone';
import { services } from '../../server/db/tables';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { pageSlugOf } from './online-booking-support';
import { addClient, addEmployee, addService, call, performs, scheduleChain, type ScheduleChain } from './schedule-support';

/**
 * The group classes of a branch's booking page (issue 18 deliverable 1, "group classes with places left"), as the
 * page asks for them: places left, nothing about who joined, only classes bookable online.
 */
describe('online booking: group classes', () => {
  let t: TestApp;
  let chain: ScheduleChain;
  let slug: string;
  let anna: number;
  let yoga: number;
  let pilates: number;
  const day = addDays(instantToZoned(Date.now(), 'Europe/Belgrade').date, 3);
  const classes = async (query = `from=${day}&days=1`, pageSlug = slug) => t.app.inject({ url: `/api/v1/public/book/${pageSlug}/classes?${query}` });
  const group = async (serviceId: number, startTime: string, capacity: number, clientIds: number[] = []) => {
    const res = await call(t.app, 'POST', `/branches/${chain.branchId}/group-orders`, chain.owner, { serviceId, employeeId: anna, date: day, startTime, duration: 60, price: '12.00', capacity, clientIds, confirmOutsideWorkingHours: true });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().created[0].id as number;
  };

  beforeAll(async () => {
    t = await createTestApp();
    chain = await scheduleChain(t.app, 'Class Chain');
    anna = await addEmployee(t.app, chain, 'Anna');
    yoga = await addService(t.app, chain, 'Yoga', 60);
    pilates = await addService(t.app, chain, 'Pilates', 60);
    await performs(t.app, chain, anna, [yoga, pilates]);
    slug = await pageSlugOf(t.app.db, chain.orgId, chain.branchId);
  });
  afterAll(() => t.close());

  it('lists classes with places left, hides full ones and services not bookable online, names no participant', async () => {
    const ivan = await addClient(t.app, chain, 'Ivan');
    const mila = await addClient(t.app, chain, 'Mila');
    const open = await group(yoga, '10:00', 5, [ivan, mila]);
    await group(yoga, '12:00', 1, [ivan]);
    await group(pilates, '14:00', 4);
    await t.app.db.update(services).set({ bookableOnline: false }).where(and(eq(services.organizationId, chain.orgId), eq(services.id, pilates)));
    const res = await classes();
    expect(res.statusCode, res.body).toBe(200);
    const answer = publicClassesSchema.parse(res.json());
    expect(answer.classes).toEqual([{ id: open, serviceId: yoga, title: 'Yoga', employeeName: 'Anna Staff', date: day, startTime: '10:00', endTime: '11:00', price: '12.00', placesLeft: 3 }]);
    expect(res.body).not.toContain('Ivan');
    expect(res.body).not.toContain('Mila');
  });

  it('shows the classes with places left on the server-rendered page, in the page language', async () => {
    const page = await t.app.inject({ url: `/book/${slug}?lang=SR` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Grupni časovi');
    expect(page.body).toContain('Slobodnih mesta: 3');
    expect(page.body).toContain('vodi Anna Staff');
    expect(page.body).not.toContain('Pilates');
    expect(page.body).not.toContain('Ivan');
  });

  it('answers 400 naming the fields, 404 for a chain or an unknown page', async () => {
    const bad = await classes('from=tomorrow&days=15');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('from');
    expect(bad.body).toContain('days');
    expect((await classes(`from=${day}`, 'no-such-page')).statusCode).toBe(404);
    const chainSlug = await pageSlugOf(t.app.db, chain.orgId, null);
    expect((await classes(`from=${day}`, chainSlug)).statusCode).toBe(404);
  });

  it("never shows one chain's classes on another's page", async () => {
    const other = await scheduleChain(t.app, 'Other Chain');
    const otherSlug = await pageSlugOf(t.app.db, other.orgId, other.branchId);
    const res = await classes(`from=${day}&days=1`, otherSlug);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().classes).toEqual([]);
  });
});
