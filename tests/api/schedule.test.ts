import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema } from '../../src/schema/schedule/order';
import { scheduleSchema, type Schedule } from '../../src/schema/schedule/schedule-read';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { changeLicence, memberOf } from './settings-support';
import { addClient, addEmployee, addService, call, insertOrder, issuePaths, scheduleChain, type ScheduleChain } from './schedule-support';

describe('schedule reads: a branch day, a member range, a member day of orders', () => {
  let t: TestApp;
  let chain: ScheduleChain;
  let other: ScheduleChain;
  let anna: number;
  let boris: number;
  let gone: number;
  let foreignEmployee: number;
  let cut: number;
  let yoga: number;
  let ivana: number;
  let single: { orderId: number; lineIds: number[] };
  let twoPeople: { orderId: number; lineIds: number[] };
  let group: { orderId: number; lineIds: number[] };
  let lunch: { orderId: number; lineIds: number[] };
  const day = '2030-05-14';

  beforeAll(async () => {
    t = await createTestApp();
    chain = await scheduleChain(t.app, 'Schedule Chain');
    other = await scheduleChain(t.app, 'Schedule Other');
    [anna, boris, gone] = [await addEmployee(t.app, chain, 'Anna'), await addEmployee(t.app, chain, 'Boris'), await addEmployee(t.app, chain, 'Gone')];
    expect((await call(t.app, 'DELETE', `/branches/${chain.branchId}/employees/${gone}`, chain.owner)).statusCode).toBe(204);
    foreignEmployee = await addEmployee(t.app, other, 'Foreign');
    cut = await addService(t.app, chain, 'Cut', 60);
    yoga = await addService(t.app, chain, 'Yoga', 90);
    ivana = await addClient(t.app, chain, 'Ivana', '+381641234567');
    const nina = await addClient(t.app, chain, 'Nina');
    single = await insertOrder(t.app, chain, { date: day, clientId: ivana, description: 'Short', lines: [{ employeeId: anna, serviceId: cut, start: '10:00', end: '11:00' }] });
    twoPeople = await insertOrder(t.app, chain, {
      date: day,
      clientId: nina,
      status: 'order_status.approved',
      lines: [
        { employeeId: anna, serviceId: cut, start: '12:00', end: '13:00' },
        { employeeId: boris, serviceId: cut, start: '13:00', end: '14:00' },
      ],
    });
    group = await insertOrder(t.app, chain, { date: day, mode: 'order.group', capacity: 8, groupClientIds: [ivana, nina], lines: [{ employeeId: boris, serviceId: yoga, start: '09:00', end: '10:30' }] });
    lunch = await insertOrder(t.app, chain, { date: day, mode: 'order.break', description: 'Lunch', lines: [{ employeeId: anna, start: '11:00', end: '11:30' }] });
    await insertOrder(t.app, chain, { date: day, clientId: ivana, status: 'order_status.canceled', lines: [{ employeeId: boris, serviceId: cut, start: '16:00', end: '17:00' }] });
    await insertOrder(t.app, chain, { date: '2030-05-15', clientId: ivana, lines: [{ employeeId: anna, serviceId: cut, start: '10:00', end: '11:00' }] });
    const slots = [
      { employeeId: anna, date: day, slotStart: '09:00', slotEnd: '17:00' },
      { employeeId: boris, date: day, type: 'work_slot.sick' },
      { employeeId: anna, date: '2030-05-15', slotStart: '09:00', slotEnd: '13:00' },
    ];
    expect((await call(t.app, 'POST', '/slots', chain.owner, { slots })).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const branchDay = (d: string, headers = chain.owner, branchId = chain.branchId) => call(t.app, 'GET', `/branches/${branchId}/schedule?d=${d}`, headers);

  it("answers the branch's day: live members, their slots, and every line not cancelled with its order's facts", async () => {
    const res = await branchDay(day);
    expect(res.statusCode).toBe(200);
    const schedule: Schedule = scheduleSchema.parse(res.json());
    expect(schedule).toMatchObject({ from: day, to: day, timeZone: 'Europe/Belgrade', currency: 'EUR', workingHours: { start: '09:00', end: '18:00' } });
    expect(schedule.employees.map((e) => e.firstName)).toEqual(['Anna', 'Boris']);
    expect(schedule.workSlots.map((s) => [s.employeeId, s.type, s.slotStart, s.slotEnd])).toEqual([
      [anna, 'work_slot.active', '09:00', '17:00'],
      [boris, 'work_slot.sick', null, null],
    ]);
    expect(schedule.blocks.map((b) => [b.orderId, b.employeeId, b.startTime, b.endTime])).toEqual([
      [group.orderId, boris, '09:00', '10:30'],
      [single.orderId, anna, '10:00', '11:00'],
      [lunch.orderId, anna, '11:00', '11:30'],
      [twoPeople.orderId, anna, '12:00', '13:00'],
      [twoPeople.orderId, boris, '13:00', '14:00'],
    ]);
    const [groupBlock, singleBlock, breakBlock, firstOfTwo] = schedule.blocks;
    expect(singleBlock).toEqual({
      orderId: single.orderId,
      lineId: single.lineIds[0],
      mode: 'order.single',
      employeeId: anna,
      resourceId: null,
      date: day,
      startTime: '10:00',
      endTime: '11:00',
      // Belgrade keeps summer time (UTC+2) in May.
      startsAt: '2030-05-14T08:00:00.000Z',
      endsAt: '2030-05-14T09:00:00.000Z',
      status: 'order_status.waiting',
      paymentStatus: 'payment.no',
      client: { id: ivana, firstName: 'Ivana', lastName: 'Client', phone: '+381641234567' },
      service: { id: cut, name: 'Cut' },
      description: 'Short',
      capacity: null,
      clientCount: 1,
      version: 1,
    });
    expect(groupBlock).toMatchObject({ mode: 'order.group', client: null, service: { id: yoga, name: 'Yoga' }, capacity: 8, clientCount: 2 });
    expect(breakBlock).toMatchObject({ mode: 'order.break', client: null, service: null, description: 'Lunch', clientCount: 0 });
    expect(firstOfTwo).toMatchObject({ status: 'order_status.approved', client: { firstName: 'Nina', phone: null } });
  });

  it('places blocks right on the 23-hour day the clocks go forward (Belgrade, 30 March 2031)', async () => {
    const dst = '2031-03-30';
    await insertOrder(t.app, chain, { date: dst, clientId: ivana, lines: [{ employeeId: anna, serviceId: cut, start: '01:30', end: '04:00' }] });
    await insertOrder(t.app, chain, { date: dst, clientId: ivana, lines: [{ employeeId: boris, serviceId: cut, start: '22:00', end: '23:00' }] });
    const schedule = scheduleSchema.parse((await branchDay(dst)).json());
    // 01:30 is still winter time (UTC+1); 04:00 is summer time (UTC+2): 90 real minutes, not 150.
    expect(schedule.blocks.map((b) => [b.startTime, b.endTime, b.startsAt, b.endsAt])).toEqual([
      ['01:30', '04:00', '2031-03-30T00:30:00.000Z', '2031-03-30T02:00:00.000Z'],
      ['22:00', '23:00', '2031-03-30T20:00:00.000Z', '2031-03-30T21:00:00.000Z'],
    ]);
  });

  it("answers one member's range: their column only", async () => {
    const res = await call(t.app, 'GET', `/employees/${anna}/schedule?from=${day}&to=2030-05-20`, chain.owner);
    expect(res.statusCode).toBe(200);
    const schedule = scheduleSchema.parse(res.json());
    expect(schedule.employees.map((e) => e.id)).toEqual([anna]);
    expect(schedule.workSlots.map((s) => s.date)).toEqual([day, '2030-05-15']);
    expect(schedule.blocks.map((b) => [b.date, b.startTime])).toEqual([
      [day, '10:00'],
      [day, '11:00'],
      [day, '12:00'],
      ['2030-05-15', '10:00'],
    ]);
    expect(schedule.blocks.every((b) => b.employeeId === anna)).toBe(true);
  });

  it("answers a member's orders of a day whole, breaks left out and cancelled ones marked", async () => {
    const res = await call(t.app, 'GET', `/employees/${boris}/orders?d=${day}`, chain.owner);
    expect(res.statusCode).toBe(200);
    const items = orderSchema.array().parse(res.json().items);
    expect(items.map((o) => [o.id, o.startTime, o.endTime, o.isCanceled])).toEqual([
      [group.orderId, '09:00', '10:30', false],
      [twoPeople.orderId, '12:00', '14:00', false],
      [expect.any(Number), '16:00', '17:00', true],
    ]);
    expect(items[0]).toMatchObject({ mode: 'order.group', capacity: 8, clientIds: [ivana, expect.any(Number)] });
    // Anna's line of the shared visit comes along: the drawer shows the whole order.
    expect(items[1]!.services).toEqual([
      { id: twoPeople.lineIds[0], serviceId: cut, employeeId: anna, resourceId: null, date: day, startTime: '12:00', duration: 60, price: '25.00' },
      { id: twoPeople.lineIds[1], serviceId: cut, employeeId: boris, resourceId: null, date: day, startTime: '13:00', duration: 60, price: '25.00' },
    ]);
    const annaItems = (await call(t.app, 'GET', `/employees/${anna}/orders?d=${day}`, chain.owner)).json().items;
    expect(annaItems.map((o: { id: number }) => o.id)).toEqual([single.orderId, twoPeople.orderId]);
  });

  it('refuses bad input with 400 naming the field', async () => {
    for (const d of ['2030-13-01', '2030-02-30', 'tomorrow']) {
      const res = await branchDay(d);
      expect(res.statusCode, d).toBe(400);
      expect(issuePaths(res.json()), d).toEqual(['d']);
    }
    expect(issuePaths((await call(t.app, 'GET', `/branches/${chain.branchId}/schedule`, chain.owner)).json())).toEqual(['d']);
    const range = (query: string) => call(t.app, 'GET', `/employees/${anna}/schedule?${query}`, chain.owner);
    expect(issuePaths((await range('from=2030-05-10&to=2030-05-09')).json())).toEqual(['to']);
    expect(issuePaths((await range('from=2030-05-01&to=2030-06-12')).json())).toEqual(['to']);
    expect((await range('from=2030-05-01&to=2030-06-11')).statusCode).toBe(200);
    expect(issuePaths((await call(t.app, 'GET', `/employees/${anna}/orders?d=2030-5-1`, chain.owner)).json())).toEqual(['d']);
    expect((await call(t.app, 'GET', `/employees/abc/schedule?from=${day}&to=${day}`, chain.owner)).statusCode).toBe(400);
  });

  it("answers another chain's, a deleted or an unknown id with 404", async () => {
    expect((await branchDay(day, chain.owner, other.branchId)).statusCode).toBe(404);
    expect((await branchDay(day, chain.owner, 999_999_999)).statusCode).toBe(404);
    for (const id of [foreignEmployee, gone, 999_999_999]) {
      expect((await call(t.app, 'GET', `/employees/${id}/schedule?from=${day}&to=${day}`, chain.owner)).statusCode).toBe(404);
      expect((await call(t.app, 'GET', `/employees/${id}/orders?d=${day}`, chain.owner)).statusCode).toBe(404);
    }
  });

  it('lets every role of the branch read it, refuses a plan without the schedule (403) and reads under a view-only one', async () => {
    const employee = await memberOf(t.app, chain.orgId, 'employee', [chain.branchId]);
    expect((await branchDay(day, employee.auth)).statusCode).toBe(200);
    const stranger = await memberOf(t.app, other.orgId, 'administrator', [other.branchId]);
    expect((await branchDay(day, stranger.auth)).statusCode).toBe(404);
    await changeLicence(t.app, chain.orgId, { branchMenu: (menu) => void (menu['branch_schedule']!.content = 'view') });
    expect((await branchDay(day)).statusCode).toBe(200);
    await changeLicence(t.app, chain.orgId, { branchMenu: (menu) => void (menu['branch_schedule']!.content = 'none') });
    const refused = await branchDay(day);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your plan does not include the schedule.');
    expect((await call(t.app, 'GET', `/employees/${anna}/orders?d=${day}`, chain.owner)).statusCode).toBe(403);
    await changeLicence(t.app, chain.orgId, { branchMenu: (menu) => void (menu['branch_schedule']!.content = 'edit') });
  });
});
