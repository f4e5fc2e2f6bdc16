import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilitySchema, type Availability, type AvailableTimes } from '../../src/schema/schedule/availability';
import { startTimesOf } from '../../src/schema/schedule/availability-intervals';
import { addDays } from '../../src/schema/schedule/calendar';
import { instantToZoned } from '../../src/schema/schedule/time-zone';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { changeLicence, memberOf } from './settings-support';
import { addEmployee, addResource, addService, call, insertOrder, issuePaths, performs, scheduleChain, type Headers, type ScheduleChain } from './schedule-support';

describe('availability: free start times around slots, hours, orders, breaks and resources', () => {
  let t: TestApp;
  let chain: ScheduleChain;
  let night: ScheduleChain;
  let other: ScheduleChain;
  let anna: number;
  let boris: number;
  let chris: number;
  let cut: number;
  let wash: number;
  let room: number;
  let foreignService: number;
  let nightOwl: number;
  let nightCut: number;
  const day = '2030-05-14';
  const quarters = (from: string, to: string) => {
    const times: string[] = [];
    for (let m = Number(from.slice(0, 2)) * 60 + Number(from.slice(3)); m <= Number(to.slice(0, 2)) * 60 + Number(to.slice(3)); m += 15) {
      times.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
    }
    return times;
  };

  beforeAll(async () => {
    t = await createTestApp();
    chain = await scheduleChain(t.app, 'Availability Chain');
    other = await scheduleChain(t.app, 'Availability Other');
    [anna, boris, chris] = [await addEmployee(t.app, chain, 'Anna'), await addEmployee(t.app, chain, 'Boris'), await addEmployee(t.app, chain, 'Chris')];
    cut = await addService(t.app, chain, 'Cut', 60);
    wash = await addService(t.app, chain, 'Wash', 30);
    room = await addResource(t.app, chain, 'Room 1');
    foreignService = await addService(t.app, other, 'Theirs', 60);
    await performs(t.app, chain, anna, [cut, wash]);
    await performs(t.app, chain, boris, [cut]);
    const slots = [
      { employeeId: anna, date: day, slotStart: '09:00', slotEnd: '13:00' },
      // Boris's shift runs past closing (18:00): the branch's hours cut it.
      { employeeId: boris, date: day, slotStart: '12:00', slotEnd: '20:00' },
      { employeeId: chris, date: day, slotStart: '09:00', slotEnd: '18:00' },
      { employeeId: anna, date: addDays(day, 1), type: 'work_slot.sick' },
    ];
    expect((await call(t.app, 'POST', '/slots', chain.owner, { slots })).statusCode).toBe(200);
    await insertOrder(t.app, chain, { date: day, lines: [{ employeeId: anna, serviceId: cut, start: '10:00', end: '11:00' }] });
    await insertOrder(t.app, chain, { date: day, status: 'order_status.canceled', lines: [{ employeeId: anna, serviceId: cut, start: '09:00', end: '10:00' }] });
    await insertOrder(t.app, chain, { date: day, mode: 'order.break', lines: [{ employeeId: boris, start: '14:00', end: '15:00' }] });
    // Chris (who does not cut) holds the room from 16:00 to 17:00.
    await insertOrder(t.app, chain, { date: day, lines: [{ employeeId: chris, serviceId: wash, resourceId: room, start: '16:00', end: '17:00' }] });

    // A branch open at night, for the night the clocks go forward (Belgrade, 31 March 2030: 02:00 → 03:00).
    night = await scheduleChain(t.app, 'Availability Night', { timeZone: 'Europe/Belgrade', workingHours: { start: '01:00', end: '05:00' } });
    nightOwl = await addEmployee(t.app, night, 'Owl');
    nightCut = await addService(t.app, night, 'Night cut', 60);
    await performs(t.app, night, nightOwl, [nightCut]);
    const nights = ['2030-03-31', '2030-04-01'].map((date) => ({ employeeId: nightOwl, date, slotStart: '01:00', slotEnd: '05:00' }));
    expect((await call(t.app, 'POST', '/slots', night.owner, { slots: nights })).statusCode).toBe(200);
    await insertOrder(t.app, night, { date: '2030-04-01', lines: [{ employeeId: nightOwl, serviceId: nightCut, start: '03:00', end: '04:00' }] });
  });
  afterAll(() => t.close());

  const ask = (query: string, headers: Headers = chain.owner, branchId = chain.branchId) => call(t.app, 'GET', `/branches/${branchId}/availability?${query}`, headers);
  const free = async (query: string, branchId = chain.branchId, headers: Headers = chain.owner): Promise<Availability> => {
    const res = await ask(query, headers, branchId);
    expect(res.statusCode, res.body).toBe(200);
    return availabilitySchema.parse(res.json());
  };
  /** The stretches expanded as both screens expand them. */
  const times = async (query: string, branchId = chain.branchId, headers: Headers = chain.owner): Promise<AvailableTimes[]> => {
    const { stepMinutes, items } = await free(query, branchId, headers);
    return items.map(({ date, employeeId, free: stretches }) => ({ date, employeeId, startTimes: startTimesOf(stretches, stepMinutes) }));
  };

  it('offers each performer their active slot within opening hours, minus orders and breaks (a cancelled order frees its time)', async () => {
    expect(await times(`serviceIds=${cut}&from=${day}&to=${addDays(day, 1)}`)).toEqual([
      { date: day, employeeId: anna, startTimes: ['09:00', ...quarters('11:00', '12:00')] },
      { date: day, employeeId: boris, startTimes: [...quarters('12:00', '13:00'), ...quarters('15:00', '17:00')] },
    ]);
  });

  it('answers stretches of the branch step, not every start time', async () => {
    expect(await free(`serviceIds=${cut}&from=${day}&to=${day}`)).toEqual({
      stepMinutes: 15,
      items: [
        { date: day, employeeId: anna, free: [{ from: '09:00', to: '09:00' }, { from: '11:00', to: '12:00' }] },
        { date: day, employeeId: boris, free: [{ from: '12:00', to: '13:00' }, { from: '15:00', to: '17:00' }] },
      ],
    });
  });

  it('keeps a needed resource free too, and one employee when asked (none for one who does not perform the service)', async () => {
    expect(await times(`serviceIds=${cut}&resourceId=${room}&employeeId=${boris}&from=${day}&to=${day}`)).toEqual([
      { date: day, employeeId: boris, startTimes: [...quarters('12:00', '13:00'), '15:00', '17:00'] },
    ]);
    expect(await times(`serviceIds=${cut}&employeeId=${chris}&from=${day}&to=${day}`)).toEqual([]);
  });

  it('chains services back to back with the same member', async () => {
    // Cut then wash: 90 minutes with Anna, who alone washes.
    expect(await times(`serviceIds=${cut},${wash}&from=${day}&to=${day}`)).toEqual([{ date: day, employeeId: anna, startTimes: ['11:00', '11:15', '11:30'] }]);
  });

  it('offers the real minutes of the 23-hour day in Europe/Belgrade: no start in the skipped hour, an hour from 01:00 ends at 03:00', async () => {
    expect(await times(`serviceIds=${nightCut}&from=2030-03-31&to=2030-04-01`, night.branchId, night.owner)).toEqual([
      { date: '2030-03-31', employeeId: nightOwl, startTimes: [...quarters('01:00', '01:45'), ...quarters('03:00', '04:00')] },
      { date: '2030-04-01', employeeId: nightOwl, startTimes: [...quarters('01:00', '02:00'), '04:00'] },
    ]);
  });

  it('offers no time that has passed', async () => {
    const today = instantToZoned(Date.now(), 'Europe/Belgrade').date;
    const opened = await call(t.app, 'PATCH', `/branches/${night.branchId}`, night.owner, { workingHours: { start: '00:00', end: '23:59' }, version: 2 });
    expect(opened.statusCode).toBe(200);
    await call(t.app, 'POST', '/slots', night.owner, { slots: [{ employeeId: nightOwl, date: addDays(today, -1), slotStart: '00:00', slotEnd: '23:59' }, { employeeId: nightOwl, date: today, slotStart: '00:00', slotEnd: '23:59' }] });
    const found = await times(`serviceIds=${nightCut}&from=${addDays(today, -1)}&to=${today}`, night.branchId, night.owner);
    // Yesterday is gone whole; today keeps what is left of it (nothing, late in the evening).
    expect(found.every((entry) => entry.date === today)).toBe(true);
    const now = instantToZoned(Date.now(), 'Europe/Belgrade').time;
    expect(found.flatMap((entry) => entry.startTimes).every((time) => time >= now)).toBe(true);
  });

  it("offers every gap that holds the services, on the branch's slot step (5, 10 or 15 minutes) and at each gap's start", async () => {
    const gaps = await scheduleChain(t.app, 'Availability Gaps');
    const dana = await addEmployee(t.app, gaps, 'Dana');
    const fringe = await addService(t.app, gaps, 'Fringe', 20);
    await performs(t.app, gaps, dana, [fringe]);
    expect((await call(t.app, 'POST', '/slots', gaps.owner, { slots: [{ employeeId: dana, date: day, slotStart: '09:00', slotEnd: '18:00' }] })).statusCode).toBe(200);
    // Gaps of 10:20-10:50 and 12:50-13:10 between orders and the day's end.
    for (const [start, end] of [['09:00', '10:20'], ['10:50', '12:50'], ['13:10', '18:00']] as const) {
      await insertOrder(t.app, gaps, { date: day, lines: [{ employeeId: dana, serviceId: fringe, start, end }] });
    }
    const settings = await call(t.app, 'GET', `/branches/${gaps.branchId}`, gaps.owner);
    // A branch keeps the quarter hour unless its step is set.
    expect(settings.json()).toMatchObject({ slotStepMinutes: 15 });
    let version = settings.json().version as number;
    const offered = async () => (await times(`serviceIds=${fringe}&from=${day}&to=${day}`, gaps.branchId, gaps.owner)).flatMap((entry) => entry.startTimes);
    expect(await offered()).toEqual(['10:20', '10:30', '12:50']);
    for (const [step, expected] of [
      [5, ['10:20', '10:25', '10:30', '12:50']],
      [10, ['10:20', '10:30', '12:50']],
    ] as const) {
      const saved = await call(t.app, 'PATCH', `/branches/${gaps.branchId}`, gaps.owner, { slotStepMinutes: step, version });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ slotStepMinutes: step });
      version = saved.json().version as number;
      expect(await offered()).toEqual(expected);
    }
    const refused = await call(t.app, 'PATCH', `/branches/${gaps.branchId}`, gaps.owner, { slotStepMinutes: 20, version });
    expect(refused.statusCode).toBe(400);
    expect(issuePaths(refused.json())).toContain('slotStepMinutes');
  });

  it('refuses bad input with 400 naming the field', async () => {
    const cases: [string, string][] = [
      [`serviceIds=abc&from=${day}&to=${day}`, 'serviceIds'],
      [`from=${day}&to=${day}`, 'serviceIds'],
      [`serviceIds=${cut}&from=${day}&to=2030-05-13`, 'to'],
      [`serviceIds=${cut}&from=${day}&to=2030-05-21`, 'to'],
      [`serviceIds=${cut}&from=2030-02-30&to=${day}`, 'from'],
      [`serviceIds=${cut}&employeeId=0&from=${day}&to=${day}`, 'employeeId'],
      [`serviceIds=${foreignService}&from=${day}&to=${day}`, 'serviceIds'],
      [`serviceIds=${cut}&employeeId=${nightOwl}&from=${day}&to=${day}`, 'employeeId'],
    ];
    for (const [query, field] of cases) {
      const res = await ask(query);
      expect(res.statusCode, query).toBe(400);
      expect(issuePaths(res.json()), query).toContain(field);
    }
    // A week at most: the drawer asks for the one date it shows.
    expect((await ask(`serviceIds=${cut}&from=${day}&to=2030-05-20`)).statusCode).toBe(200);
  });

  it("answers another chain's branch with 404 and a plan without the schedule with 403", async () => {
    expect((await ask(`serviceIds=${cut}&from=${day}&to=${day}`, chain.owner, other.branchId)).statusCode).toBe(404);
    const employee = await memberOf(t.app, chain.orgId, 'employee', [chain.branchId]);
    expect((await ask(`serviceIds=${cut}&from=${day}&to=${day}`, employee.auth)).statusCode).toBe(200);
    await changeLicence(t.app, chain.orgId, { branchMenu: (menu) => void (menu['branch_schedule']!.enable = false) });
    expect((await ask(`serviceIds=${cut}&from=${day}&to=${day}`)).statusCode).toBe(403);
    await changeLicence(t.app, chain.orgId, { branchMenu: (menu) => void (menu['branch_schedule']!.enable = true) });
  });
});
