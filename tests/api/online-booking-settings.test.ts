import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchOnlineBookingSchema, whyNotAnswerSchema } from '../../src/schema/online-booking/settings';
import { publicTimesSchema } from '../../src/schema/online-booking/public-times';
import { startTimesOf } from '../../src/schema/schedule/availability-intervals';
import { addDays } from '../../src/schema/schedule/calendar';
import { instantToZoned } from '../../src/schema/schedule/time-zone';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { workSlot } from './orders-support';
import { addBranch, memberOf } from './settings-support';
import { addEmployee, addService, call, insertOrder, issuePaths, performs, scheduleChain, type ScheduleChain } from './schedule-support';

/**
 * Online booking's slice 1 (issue 18, docs/online-booking.md): every chain and branch gets a booking address from its
 * name; the rules of each level, validated and versioned; the public times under those rules; "why not bookable?".
 */
describe('online booking: addresses, rules, public times, why not', () => {
  let t: TestApp;
  let chain: ScheduleChain;
  let other: ScheduleChain;
  let anna: number;
  let boris: number;
  let cut: number;
  let theirs: number;
  const today = instantToZoned(Date.now(), 'Europe/Belgrade').date;
  const day = addDays(today, 10);

  const settings = async (c = chain) => branchOnlineBookingSchema.parse((await call(t.app, 'GET', `/branches/${c.branchId}/online-booking`, c.owner)).json());
  const times = (slug: string, query: string) => t.app.inject({ method: 'GET', url: `/api/v1/public/book/${slug}/times?${query}` });
  const timesOn = async (slug: string, query: string) => {
    const answer = publicTimesSchema.parse((await times(slug, query)).json());
    return startTimesOf(answer.days.find((d) => d.date === day)!.free, answer.stepMinutes);
  };
  const putRules = (path: string, overrides: object, version: number) => call(t.app, 'PUT', path, chain.owner, { overrides, version });
  const whyNot = async (time: string, employeeId = anna) =>
    whyNotAnswerSchema.parse((await call(t.app, 'GET', `/branches/${chain.branchId}/online-booking/why-not?employeeId=${employeeId}&serviceIds=${cut}&date=${day}&time=${time}`, chain.owner)).json());

  beforeAll(async () => {
    t = await createTestApp();
    chain = await scheduleChain(t.app, 'Salon Đurđa');
    other = await scheduleChain(t.app, 'Salon Đurđa');
    [anna, boris] = [await addEmployee(t.app, chain, 'Anna'), await addEmployee(t.app, chain, 'Boris')];
    cut = await addService(t.app, chain, 'Cut', 60);
    theirs = await addService(t.app, other, 'Theirs', 60);
    await performs(t.app, chain, anna, [cut]);
    await performs(t.app, chain, boris, [cut]);
    await workSlot(t.app, chain, anna, day, '09:00', '13:00');
    await workSlot(t.app, chain, boris, day, '14:00', '16:00');
  });
  afterAll(() => t.close());

  it('gives every chain and branch an address from its name, numbered when taken, and a page address with it', async () => {
    const mine = await settings();
    const theirs = await settings(other);
    expect(mine).toMatchObject({ chainSlug: 'salon-djurdja', slug: 'downtown', canEditChain: true });
    expect(theirs).toMatchObject({ chainSlug: 'salon-djurdja-2', slug: 'downtown-2' });
    expect(mine.pageUrl).toMatch(/^http:\/\/.+\/book\/downtown$/);
    const added = await addBranch(t.app, chain, 'Downtown');
    expect((await call(t.app, 'GET', `/branches/${added}/online-booking`, chain.owner)).json().slug).toBe('downtown-3');
  });

  it('changes an address: 400 naming the slug when malformed or reserved, 409 when taken, the old one stops answering', async () => {
    for (const [slug, message] of [['a', 'slug_length'], ['Not a slug!', 'slug_format'], ['api', 'slug_reserved']] as const) {
      const refused = await call(t.app, 'PUT', `/branches/${chain.branchId}/online-booking/slug`, chain.owner, { slug });
      expect(refused.statusCode, slug).toBe(400);
      expect(issuePaths(refused.json())).toEqual(['slug']);
      expect(refused.json().issues[0].message).toBe(message);
    }
    const taken = await call(t.app, 'PUT', `/branches/${chain.branchId}/online-booking/slug`, chain.owner, { slug: 'downtown-2' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('The address /book/downtown-2 is taken. Choose another.');
    const moved = await call(t.app, 'PUT', `/branches/${chain.branchId}/online-booking/slug`, chain.owner, { slug: 'Djurdja-Centar' });
    expect(moved.json()).toMatchObject({ slug: 'djurdja-centar', pageUrl: expect.stringMatching(/\/book\/djurdja-centar$/) });
    expect((await times('downtown', `services=${cut}&from=${day}`)).statusCode).toBe(404);
    expect((await times('djurdja-centar', `services=${cut}&from=${day}`)).statusCode).toBe(200);
    const chainPage = await times('salon-djurdja', `services=${cut}&from=${day}`);
    expect(chainPage.statusCode).toBe(404);
    expect(chainPage.json().message).toMatch(/choose one of its branches/);
    // The chain's own address is the owner's; an administrator of the branch reads it and may not change it.
    const admin = await memberOf(t.app, chain.orgId, 'administrator', [chain.branchId]);
    expect((await call(t.app, 'GET', `/branches/${chain.branchId}/online-booking`, admin.auth)).json().canEditChain).toBe(false);
    expect((await call(t.app, 'PUT', `/organizations/${chain.orgId}/online-booking/slug`, admin.auth, { slug: 'djurdja' })).statusCode).toBe(403);
    expect((await call(t.app, 'PUT', `/branches/${other.branchId}/online-booking/slug`, chain.owner, { slug: 'mine-now' })).statusCode).toBe(404);
  });

  it('keeps each level only what it may set, versioned: 400 naming the rule, 409 when stale', async () => {
    const base = `/branches/${chain.branchId}/online-booking/rules`;
    const bad = await putRules(base, { minNoticeMinutes: -5, horizon: 3 }, 0);
    expect(bad.statusCode).toBe(400);
    expect(issuePaths(bad.json())).toEqual(expect.arrayContaining(['overrides.minNoticeMinutes']));
    const notHere = await putRules(`${base}/employees/${anna}`, { whoMayBook: 'knownClients' }, 0);
    expect(notHere.statusCode).toBe(400);
    const made = await putRules(base, { minNoticeMinutes: 120 }, 0);
    expect(made.json()).toEqual({ level: 'branch', refId: null, overrides: { minNoticeMinutes: 120 }, version: 1 });
    expect((await putRules(base, { minNoticeMinutes: 60 }, 0)).statusCode).toBe(409);
    const stale = await putRules(base, { minNoticeMinutes: 30 }, 7);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed these rules meanwhile/);
    expect((await putRules(base, {}, 1)).json()).toMatchObject({ overrides: {}, version: 2 });
    expect((await putRules(`${base}/services/${theirs}`, { minNoticeMinutes: 10 }, 0)).statusCode).toBe(404);
    expect((await settings()).rules).toEqual([{ level: 'branch', refId: null, overrides: {}, version: 2 }]);
  });

  it("offers times under the rules: each employee's shift, buffers, step, notice; nothing but the times", async () => {
    const slug = 'djurdja-centar';
    const res = await times(slug, `services=${cut}&from=${day}&days=2`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().days).toHaveLength(2);
    expect(JSON.stringify(res.json())).not.toMatch(/Anna|Boris|employee/i);
    // Anna 09:00–13:00 and Boris 14:00–16:00 on the branch's 15-minute step, an hour each.
    expect(await timesOn(slug, `services=${cut}&from=${day}&days=1`)).toEqual(['09:00', '09:15', '09:30', '09:45', '10:00', '10:15', '10:30', '10:45', '11:00', '11:15', '11:30', '11:45', '12:00', '14:00', '14:15', '14:30', '14:45', '15:00']);
    expect(await timesOn(slug, `services=${cut}&employee=${boris}&from=${day}&days=1`)).toEqual(['14:00', '14:15', '14:30', '14:45', '15:00']);
    // Anna's visits keep half an hour free after them, at half-hour marks: a booking of hers at 10:00 leaves 11:00 to 12:00.
    const annaRules = await putRules(`/branches/${chain.branchId}/online-booking/rules/employees/${anna}`, { bufferAfterMinutes: 30 }, 0);
    expect(annaRules.statusCode, annaRules.body).toBe(200);
    const serviceRules = await putRules(`/branches/${chain.branchId}/online-booking/rules/services/${cut}`, { stepMinutes: 30 }, 0);
    expect(serviceRules.statusCode, serviceRules.body).toBe(200);
    await insertOrder(t.app, chain, { date: day, lines: [{ employeeId: anna, serviceId: cut, start: '10:00', end: '11:00' }] });
    expect(await timesOn(slug, `services=${cut}&employee=${anna}&from=${day}&days=1`)).toEqual(['11:00', '11:30', '12:00']);
    expect(await whyNot('10:30')).toMatchObject({ bookable: false, code: 'taken' });
    expect(await whyNot('11:45')).toMatchObject({ bookable: false, code: 'off_step', rule: 'stepMinutes', source: 'service', value: 30 });
    expect(await whyNot('11:30')).toEqual({ bookable: true, code: null, rule: null, source: null, refId: null, value: null });
    expect(await whyNot('13:30')).toMatchObject({ code: 'outside_work_slot' });
  });

  it('closes what is switched off, names who closed it, and keeps far and near times out', async () => {
    const slug = 'djurdja-centar';
    // Boris stops taking online bookings: his times go, and asking for him is a 400 naming him.
    const boriss = (await settings()).employees.find((e) => e.id === boris)!;
    await call(t.app, 'PATCH', `/branches/${chain.branchId}/employees/${boris}`, chain.owner, { bookableOnline: false, version: boriss.version });
    expect(await timesOn(slug, `services=${cut}&from=${day}&days=1`)).toEqual(['11:00', '11:30', '12:00']);
    const asked = await times(slug, `services=${cut}&employee=${boris}&from=${day}`);
    expect(asked.statusCode).toBe(400);
    expect(issuePaths(asked.json())).toEqual(['employee']);
    expect(await whyNot('14:00', boris)).toMatchObject({ code: 'employee_not_bookable', source: 'employee', refId: boris });
    // Another chain's service through this page: a 400 naming the services, never its times.
    const foreign = await times(slug, `services=${theirs}&from=${day}`);
    expect(foreign.statusCode).toBe(400);
    expect(issuePaths(foreign.json())).toEqual(['services']);
    // The chain opens bookings only 5 days ahead: the day, 10 days ahead, has none; the branch reopens 20.
    const chainRules = await call(t.app, 'PUT', `/organizations/${chain.orgId}/online-booking/rules`, chain.owner, { overrides: { horizonDays: 5 }, version: 0 });
    expect(chainRules.statusCode, chainRules.body).toBe(200);
    expect(await timesOn(slug, `services=${cut}&from=${day}&days=1`)).toEqual([]);
    expect(await whyNot('11:30')).toMatchObject({ code: 'horizon', rule: 'horizonDays', source: 'chain', value: 5 });
    const { rules } = await settings();
    const own = rules.find((row) => row.level === 'branch')!;
    await putRules(`/branches/${chain.branchId}/online-booking/rules`, { horizonDays: 20 }, own.version);
    expect(await timesOn(slug, `services=${cut}&from=${day}&days=1`)).toEqual(['11:00', '11:30', '12:00']);
    // A notice longer than the days between now and then.
    await putRules(`/branches/${chain.branchId}/online-booking/rules`, { horizonDays: 20, minNoticeMinutes: 14 * 24 * 60 }, own.version + 1);
    expect(await whyNot('11:30')).toMatchObject({ code: 'min_notice', rule: 'minNoticeMinutes', source: 'branch', value: 14 * 24 * 60 });
    // Closed online: the page answers as an unknown one does.
    await putRules(`/branches/${chain.branchId}/online-booking/rules`, { bookable: false }, own.version + 2);
    expect((await times(slug, `services=${cut}&from=${day}`)).statusCode).toBe(404);
    expect(await whyNot('11:30')).toMatchObject({ code: 'branch_closed_online', source: 'branch' });
  });

  it('answers bad questions with 400 naming the field', async () => {
    for (const [query, field] of [
      [`services=abc&from=${day}`, 'services'],
      [`services=${cut}&from=2030-02-31`, 'from'],
      [`services=${cut}&from=${day}&days=8`, 'days'],
    ] as const) {
      const res = await times('salon-djurdja-2', query);
      expect(res.statusCode, query).toBe(400);
      expect(issuePaths(res.json()), query).toEqual([field]);
    }
    expect((await times('nobody-here', `services=${cut}&from=${day}`)).statusCode).toBe(404);
  });
});
