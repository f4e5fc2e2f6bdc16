import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeServicesSchema, serviceEmployeesSchema } from '../../src/schema/catalog';
import { availabilitySchema } from '../../src/schema/schedule/availability';
import { startTimesOf } from '../../src/schema/schedule/availability-intervals';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { addEmployee, addService, call, insertOrder, issuePaths, scheduleChain, type Headers, type ScheduleChain } from './schedule-support';

/** A team member's own length for a service (issue 16): kept beside their own price, and booked by availability. */
describe("member services: a member's own length", () => {
  let t: TestApp;
  let chain: ScheduleChain;
  let other: ScheduleChain;
  let dana: number;
  let eli: number;
  let trim: number;
  let colour: number;
  const day = '2030-05-14';

  beforeAll(async () => {
    t = await createTestApp();
    chain = await scheduleChain(t.app, 'Own Length Chain');
    other = await scheduleChain(t.app, 'Own Length Other');
    [dana, eli] = [await addEmployee(t.app, chain, 'Dana'), await addEmployee(t.app, chain, 'Eli')];
    trim = await addService(t.app, chain, 'Trim', 30, '20.00');
    colour = await addService(t.app, chain, 'Colour', 90, '60.00');
  });
  afterAll(() => t.close());

  const path = (employeeId: number, branchId = chain.branchId) => `/branches/${branchId}/employees/${employeeId}/services`;
  const put = (employeeId: number, items: object[], headers: Headers = chain.owner, branchId = chain.branchId) =>
    call(t.app, 'PUT', path(employeeId, branchId), headers, { items });
  const servicesOf = async (employeeId: number) => employeeServicesSchema.parse((await call(t.app, 'GET', path(employeeId), chain.owner)).json()).items;

  it('keeps an own length beside the own price (null: the service’s), and says what a booking takes with each member', async () => {
    const res = await put(dana, [
      { serviceId: colour, price: '75.00', duration: null },
      { serviceId: trim, price: null, duration: 20 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    // In the catalog's order (sort order, then name).
    expect(await servicesOf(dana)).toEqual([
      { serviceId: colour, price: '75.00', duration: null },
      { serviceId: trim, price: null, duration: 20 },
    ]);
    // A body from before lengths leaves the field out: the service's length.
    expect((await put(eli, [{ serviceId: trim, price: '25.00' }])).statusCode).toBe(200);
    expect(await servicesOf(eli)).toEqual([{ serviceId: trim, price: '25.00', duration: null }]);

    const who = await call(t.app, 'GET', `/branches/${chain.branchId}/services/${trim}/employees`, chain.owner);
    expect(serviceEmployeesSchema.parse(who.json()).items.map(({ employeeId, price, effectivePrice, duration, effectiveDuration }) => ({ employeeId, price, effectivePrice, duration, effectiveDuration }))).toEqual([
      { employeeId: dana, price: null, effectivePrice: '20.00', duration: 20, effectiveDuration: 20 },
      { employeeId: eli, price: '25.00', effectivePrice: '25.00', duration: null, effectiveDuration: 30 },
    ]);
  });

  it.each([
    [42, 'Use 5-minute steps'],
    [0, 'At least 5 minutes'],
    [1445, 'At most 24 hours'],
    ['20', 'expected number'],
  ])('answers 400 naming the length for %j, and keeps the set', async (duration, message) => {
    const res = await put(dana, [
      { serviceId: colour, price: null, duration: null },
      { serviceId: trim, price: null, duration },
    ]);
    expect(res.statusCode).toBe(400);
    expect(issuePaths(res.json())).toEqual(['items.1.duration']);
    expect(res.json().issues[0].message).toContain(message);
    expect(await servicesOf(dana)).toEqual([
      { serviceId: colour, price: '75.00', duration: null },
      { serviceId: trim, price: null, duration: 20 },
    ]);
  });

  it('offers a gap the member’s own shorter length fits, which the service’s length would not', async () => {
    const slots = [dana, eli].map((employeeId) => ({ employeeId, date: day, slotStart: '09:00', slotEnd: '18:00' }));
    expect((await call(t.app, 'POST', '/slots', chain.owner, { slots })).statusCode).toBe(200);
    // Both are booked around a 20-minute gap, 12:50-13:10: Dana trims in 20 minutes, Eli in the service's 30.
    for (const employeeId of [dana, eli]) {
      for (const [start, end] of [['09:00', '12:50'], ['13:10', '18:00']] as const) {
        await insertOrder(t.app, chain, { date: day, lines: [{ employeeId, serviceId: colour, start, end }] });
      }
    }
    const times = async (query: string) => {
      const res = await call(t.app, 'GET', `/branches/${chain.branchId}/availability?serviceIds=${trim}&from=${day}&to=${day}${query}`, chain.owner);
      expect(res.statusCode, res.body).toBe(200);
      const { stepMinutes, items } = availabilitySchema.parse(res.json());
      return items.map(({ date, employeeId, free }) => ({ date, employeeId, startTimes: startTimesOf(free, stepMinutes) }));
    };
    expect(await times('')).toEqual([{ date: day, employeeId: dana, startTimes: ['12:50'] }]);
    expect(await times(`&employeeId=${eli}`)).toEqual([]);
    // Back to the service's length, the gap is too short for her as well.
    expect((await put(dana, [{ serviceId: trim, price: null, duration: null }])).statusCode).toBe(200);
    expect(await times(`&employeeId=${dana}`)).toEqual([]);
    expect((await put(dana, [{ serviceId: trim, price: null, duration: 20 }])).statusCode).toBe(200);
  });

  it("lets no other organisation read or change a member's lengths", async () => {
    expect((await put(dana, [{ serviceId: trim, price: null, duration: 60 }], other.owner)).statusCode).toBe(404);
    expect((await put(dana, [{ serviceId: trim, price: null, duration: 60 }], other.owner, other.branchId)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', path(dana), other.owner)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/branches/${chain.branchId}/services/${trim}/employees`, other.owner)).statusCode).toBe(404);
    // Their own member cannot take this chain's service either: it is not a service of their branch.
    const theirs = await addEmployee(t.app, other, 'Fay');
    const foreign = await put(theirs, [{ serviceId: trim, price: null, duration: 20 }], other.owner, other.branchId);
    expect(foreign.statusCode).toBe(400);
    expect(issuePaths(foreign.json())).toEqual(['items.0.serviceId']);
    expect(await servicesOf(dana)).toEqual([{ serviceId: trim, price: null, duration: 20 }]);
  });
});
