import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthTemplateDays } from '../../src/schema/schedule/work-slot-template';
import { workSlotSchema, type WorkSlot } from '../../src/schema/schedule/work-slot';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { addBranch, auditOf, changeLicence, memberOf, staffMemberOf } from './settings-support';
import { addEmployee, call, issuePaths, scheduleChain, type Headers, type ScheduleChain } from './schedule-support';

describe("work slots: a member's or a branch's month read, a batch set (each replacing that day), one or a batch removed", () => {
  let t: TestApp;
  let chain: ScheduleChain;
  let other: ScheduleChain;
  let anna: number;
  let boris: number;
  let elsewhere: number;
  let foreign: number;
  let secondBranch: number;
  beforeAll(async () => {
    t = await createTestApp();
    chain = await scheduleChain(t.app, 'Slots Chain');
    other = await scheduleChain(t.app, 'Slots Other');
    anna = await addEmployee(t.app, chain, 'Anna');
    boris = await addEmployee(t.app, chain, 'Boris');
    secondBranch = await addBranch(t.app, chain, 'Second');
    elsewhere = await addEmployee(t.app, { ...chain, branchId: secondBranch }, 'Elsewhere');
    foreign = await addEmployee(t.app, other, 'Foreign');
  });
  afterAll(() => t.close());

  const post = (slots: object[], headers: Headers = chain.owner) => call(t.app, 'POST', '/slots', headers, { slots });
  const month = async (employeeId: number, m = 6, y = 2030, headers: Headers = chain.owner): Promise<WorkSlot[]> => {
    const res = await call(t.app, 'GET', `/employees/${employeeId}/slots?m=${m}&y=${y}`, headers);
    expect(res.statusCode).toBe(200);
    return workSlotSchema.array().parse(res.json().items);
  };

  it('sets a slot, replaces it on the same day (same record, new hours), removes it, and audits each step', async () => {
    expect(await month(anna)).toEqual([]);
    const first = await post([{ employeeId: anna, date: '2030-06-03', slotStart: '09:00', slotEnd: '17:00' }]);
    expect(first.statusCode).toBe(200);
    const [slot] = workSlotSchema.array().parse(first.json().items);
    expect(slot).toEqual({ id: expect.any(Number), employeeId: anna, date: '2030-06-03', type: 'work_slot.active', slotStart: '09:00', slotEnd: '17:00' });

    const again = await post([{ employeeId: anna, date: '2030-06-03', type: 'work_slot.vacation' }]);
    expect(again.json().items).toEqual([{ ...slot, type: 'work_slot.vacation', slotStart: null, slotEnd: null }]);
    expect(await month(anna)).toEqual([{ ...slot, type: 'work_slot.vacation', slotStart: null, slotEnd: null }]);
    // Posting the same again changes nothing a person would see: no third entry.
    await post([{ employeeId: anna, date: '2030-06-03', type: 'work_slot.vacation' }]);

    expect((await call(t.app, 'DELETE', `/slots/${slot!.id}`, chain.owner)).statusCode).toBe(204);
    expect(await month(anna)).toEqual([]);
    expect((await call(t.app, 'DELETE', `/slots/${slot!.id}`, chain.owner)).statusCode).toBe(404);

    const trail = await auditOf(t.app, chain.orgId, 'work_slot', slot!.id);
    expect(trail.map((entry) => [entry.action, entry.actorUserId])).toEqual([
      ['create', chain.ownerId],
      ['update', chain.ownerId],
      ['delete', chain.ownerId],
    ]);
    expect(trail[1]!.changes).toEqual({
      type: { from: 'work_slot.active', to: 'work_slot.vacation' },
      slotStart: { from: '09:00', to: null },
      slotEnd: { from: '17:00', to: null },
    });
  });

  it('posts a month template at once, for two members and two branches of the chain', async () => {
    const days = monthTemplateDays([anna, boris, elsewhere], 2030, 7, { kind: 'period', startDate: '2030-07-01', workDays: 2, restDays: 2 });
    const res = await post(days.map((day) => ({ ...day, slotStart: '10:00', slotEnd: '18:00' })));
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toHaveLength(days.length);
    const july = await month(boris, 7);
    expect(july.map((s) => s.date)).toEqual(['2030-07-01', '2030-07-02', '2030-07-05', '2030-07-06', '2030-07-09', '2030-07-10', '2030-07-13', '2030-07-14', '2030-07-17', '2030-07-18', '2030-07-21', '2030-07-22', '2030-07-25', '2030-07-26', '2030-07-29', '2030-07-30']);
    expect(await month(boris, 8)).toEqual([]);
  });

  it('saves all or nothing: one foreign, unknown or mistyped slot refuses the whole body with 400 naming it', async () => {
    const good = { employeeId: boris, date: '2030-06-10', slotStart: '09:00', slotEnd: '12:00' };
    const cases: [object, string][] = [
      [{ employeeId: foreign, date: '2030-06-11', slotStart: '09:00', slotEnd: '12:00' }, 'slots.1.employeeId'],
      [{ employeeId: 999_999_999, date: '2030-06-11', slotStart: '09:00', slotEnd: '12:00' }, 'slots.1.employeeId'],
      [{ employeeId: boris, date: '2030-02-30', slotStart: '09:00', slotEnd: '12:00' }, 'slots.1.date'],
      [{ employeeId: boris, date: '2030-06-11' }, 'slots.1.slotStart'],
      [{ employeeId: boris, date: '2030-06-11', slotStart: '12:00', slotEnd: '09:00' }, 'slots.1.slotEnd'],
      [{ employeeId: boris, date: '2030-06-11', type: 'work_slot.sick', slotStart: '09:00' }, 'slots.1.slotStart'],
      [{ ...good }, 'slots.1.date'],
    ];
    for (const [bad, path] of cases) {
      const res = await post([good, bad]);
      expect(res.statusCode, path).toBe(400);
      expect(issuePaths(res.json()), path).toContain(path);
    }
    expect((await month(boris)).filter((s) => s.date === '2030-06-10')).toEqual([]);
    expect(issuePaths((await post([])).json())).toEqual(['slots']);
    for (const query of ['m=13&y=2030', 'm=0&y=2030', 'y=2030', 'm=6&y=1999']) {
      const res = await call(t.app, 'GET', `/employees/${anna}/slots?${query}`, chain.owner);
      expect(res.statusCode, query).toBe(400);
    }
  });

  it("answers another chain's member or slot with 404", async () => {
    const [theirs] = (await post([{ employeeId: foreign, date: '2030-06-12', slotStart: '09:00', slotEnd: '12:00' }], other.owner)).json().items;
    expect((await call(t.app, 'GET', `/employees/${foreign}/slots?m=6&y=2030`, chain.owner)).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/slots/${theirs.id}`, chain.owner)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/employees/${foreign}/slots?m=6&y=2030`, other.owner)).statusCode).toBe(200);
  });

  it('lets an employee read slots but not plan them (403); a view-only Team plan refuses changes (403)', async () => {
    const employee = await staffMemberOf(t.app, chain.orgId, chain.branchId, anna);
    await post([{ employeeId: anna, date: '2030-06-20', slotStart: '09:00', slotEnd: '12:00' }]);
    const [slot] = await month(anna, 6, 2030, employee.auth);
    const refused = await post([{ employeeId: anna, date: '2030-06-21', slotStart: '09:00', slotEnd: '12:00' }], employee.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Your role (employee) cannot edit the team's work slots.");
    expect((await call(t.app, 'DELETE', `/slots/${slot!.id}`, employee.auth)).statusCode).toBe(403);
    // An administrator plans the branches granted; the others' members read as unknown.
    const admin = await memberOf(t.app, chain.orgId, 'administrator', [secondBranch]);
    expect((await post([{ employeeId: elsewhere, date: '2030-06-22', slotStart: '09:00', slotEnd: '12:00' }], admin.auth)).statusCode).toBe(200);
    const notGranted = await post([{ employeeId: anna, date: '2030-06-22', slotStart: '09:00', slotEnd: '12:00' }], admin.auth);
    expect(issuePaths(notGranted.json())).toEqual(['slots.0.employeeId']);

    await changeLicence(t.app, chain.orgId, { branchMenu: (menu) => void (menu['branch_team']!.content = 'view') });
    const viewOnly = await post([{ employeeId: anna, date: '2030-06-23', slotStart: '09:00', slotEnd: '12:00' }]);
    expect(viewOnly.statusCode).toBe(403);
    expect(viewOnly.json().message).toBe("Your plan makes the team's work slots view-only.");
    expect((await call(t.app, 'DELETE', `/slots/${slot!.id}`, chain.owner)).statusCode).toBe(403);
    expect((await month(anna)).map((s) => s.date)).toEqual(['2030-06-20']);
    await changeLicence(t.app, chain.orgId, { branchMenu: (menu) => void (menu['branch_team']!.content = 'edit') });
  });

  const branchMonth = (branchId: number, query: string, headers: Headers = chain.owner) => call(t.app, 'GET', `/branches/${branchId}/slots?${query}`, headers);
  const removeBatch = (ids: number[], headers: Headers = chain.owner) => call(t.app, 'POST', '/slots/delete', headers, { ids });
  const shift = (employeeId: number, date: string) => ({ employeeId, date, slotStart: '09:00', slotEnd: '17:00' });
  const saved = async (slots: object[], headers: Headers = chain.owner): Promise<WorkSlot[]> => {
    const res = await post(slots, headers);
    expect(res.statusCode).toBe(200);
    return workSlotSchema.array().parse(res.json().items);
  };

  it("reads a branch's month at once: only that month, only the branch's live members, by member then date", async () => {
    const leaving = await addEmployee(t.app, chain, 'Leaving');
    await saved([shift(anna, '2031-03-31'), shift(anna, '2031-03-01'), shift(anna, '2031-04-01'), shift(anna, '2031-02-28'), shift(boris, '2031-03-15'), shift(elsewhere, '2031-03-10'), shift(leaving, '2031-03-02')]);
    await saved([shift(foreign, '2031-03-05')], other.owner);
    expect((await call(t.app, 'DELETE', `/branches/${chain.branchId}/employees/${leaving}`, chain.owner)).statusCode).toBe(204);

    const res = await branchMonth(chain.branchId, 'm=3&y=2031');
    expect(res.statusCode).toBe(200);
    const items = workSlotSchema.array().parse(res.json().items);
    expect(items.map((slot) => [slot.employeeId, slot.date])).toEqual([
      [anna, '2031-03-01'],
      [anna, '2031-03-31'],
      [boris, '2031-03-15'],
    ]);
    // The same slots the per-member reads answer.
    expect(items).toEqual([...(await month(anna, 3, 2031)), ...(await month(boris, 3, 2031))]);
    expect(workSlotSchema.array().parse((await branchMonth(secondBranch, 'm=3&y=2031')).json().items).map((slot) => slot.employeeId)).toEqual([elsewhere]);
    expect((await branchMonth(chain.branchId, 'm=1&y=2031')).json()).toEqual({ items: [] });
  });

  it("answers another chain's or an unknown branch with 404 and a bad month with 400 naming it", async () => {
    expect((await branchMonth(other.branchId, 'm=3&y=2031')).statusCode).toBe(404);
    expect((await branchMonth(999_999_999, 'm=3&y=2031')).statusCode).toBe(404);
    expect((await branchMonth(other.branchId, 'm=3&y=2031', other.owner)).json().items).toHaveLength(1);
    for (const [query, path] of [['m=13&y=2031', 'm'], ['m=0&y=2031', 'm'], ['y=2031', 'm'], ['m=3&y=1999', 'y']] as const) {
      const res = await branchMonth(chain.branchId, query);
      expect(res.statusCode, query).toBe(400);
      expect(issuePaths(res.json()), query).toEqual([path]);
    }
    // An administrator reads the branches granted; the others read as unknown.
    const admin = await memberOf(t.app, chain.orgId, 'administrator', [secondBranch]);
    expect((await branchMonth(secondBranch, 'm=3&y=2031', admin.auth)).statusCode).toBe(200);
    expect((await branchMonth(chain.branchId, 'm=3&y=2031', admin.auth)).statusCode).toBe(404);
  });

  it("lets an employee read their own slots of the branch's month, and a view-only Team plan still reads it", async () => {
    const employee = await staffMemberOf(t.app, chain.orgId, chain.branchId, boris);
    const everyone = workSlotSchema.array().parse((await branchMonth(chain.branchId, 'm=3&y=2031')).json().items);
    expect(everyone).toHaveLength(3);
    const own = workSlotSchema.array().parse((await branchMonth(chain.branchId, 'm=3&y=2031', employee.auth)).json().items);
    expect(own).toEqual(everyone.filter((slot) => slot.employeeId === boris));
    await changeLicence(t.app, chain.orgId, { branchMenu: (menu) => void (menu['branch_team']!.content = 'view') });
    try {
      expect(workSlotSchema.array().parse((await branchMonth(chain.branchId, 'm=3&y=2031')).json().items)).toHaveLength(3);
    } finally {
      await changeLicence(t.app, chain.orgId, { branchMenu: (menu) => void (menu['branch_team']!.content = 'edit') });
    }
  });

  it('removes a batch all or nothing: an unknown, foreign, unreachable or repeated id refuses the body with 400 naming it', async () => {
    const mine = await saved([shift(anna, '2031-05-04'), shift(boris, '2031-05-05'), shift(elsewhere, '2031-05-06')]);
    const [theirs] = await saved([shift(foreign, '2031-05-04')], other.owner);
    const ids = mine.map((slot) => slot.id);
    const admin = await memberOf(t.app, chain.orgId, 'administrator', [secondBranch]);
    const cases: [number[], Headers, string[]][] = [
      [[ids[0]!, theirs!.id, ids[1]!], chain.owner, ['ids.1']],
      [[ids[0]!, 999_999_999, ids[1]!, 999_999_998], chain.owner, ['ids.1', 'ids.3']],
      [[ids[0]!, ids[1]!, ids[0]!], chain.owner, ['ids.2']],
      // The administrator reaches the second branch only: Anna's slot reads as unknown.
      [[ids[2]!, ids[0]!], admin.auth, ['ids.1']],
    ];
    for (const [body, headers, paths] of cases) {
      const res = await removeBatch(body, headers);
      expect(res.statusCode, paths.join()).toBe(400);
      expect(issuePaths(res.json()), paths.join()).toEqual(paths);
    }
    expect(issuePaths((await removeBatch([])).json())).toEqual(['ids']);
    expect((await removeBatch([0])).statusCode).toBe(400);
    expect((await branchMonth(chain.branchId, 'm=5&y=2031')).json().items).toHaveLength(2);
    expect((await branchMonth(other.branchId, 'm=5&y=2031', other.owner)).json().items).toHaveLength(1);
    for (const id of ids) expect((await auditOf(t.app, chain.orgId, 'work_slot', id)).map((entry) => entry.action)).toEqual(['create']);
  });

  it('removes a batch of two branches in one call and audits each removal', async () => {
    const mine = await saved([shift(anna, '2031-06-04'), shift(boris, '2031-06-05'), shift(elsewhere, '2031-06-06')]);
    const untouched = await saved([shift(anna, '2031-06-07')]);
    expect((await removeBatch(mine.map((slot) => slot.id))).statusCode).toBe(204);
    expect((await branchMonth(chain.branchId, 'm=6&y=2031')).json().items).toEqual(untouched);
    expect((await branchMonth(secondBranch, 'm=6&y=2031')).json().items).toEqual([]);
    for (const slot of mine) {
      const trail = await auditOf(t.app, chain.orgId, 'work_slot', slot.id);
      expect(trail.map((entry) => [entry.action, entry.actorUserId])).toEqual([
        ['create', chain.ownerId],
        ['delete', chain.ownerId],
      ]);
      expect(trail[1]!.changes).toEqual({
        id: { from: slot.id, to: null },
        employeeId: { from: slot.employeeId, to: null },
        date: { from: slot.date, to: null },
        type: { from: 'work_slot.active', to: null },
        slotStart: { from: '09:00', to: null },
        slotEnd: { from: '17:00', to: null },
      });
    }
    // Removed already: named as unknown.
    expect(issuePaths((await removeBatch([mine[0]!.id])).json())).toEqual(['ids.0']);
  });

  it('lets one of two concurrent removals of the same slots win; the other is refused whole and the trail has one removal each', async () => {
    const ids = (await saved([shift(anna, '2031-08-04'), shift(boris, '2031-08-05')])).map((slot) => slot.id);
    const answers = await Promise.all([removeBatch(ids), removeBatch([...ids].reverse())]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([204, 400]);
    for (const id of ids) expect((await auditOf(t.app, chain.orgId, 'work_slot', id)).map((entry) => entry.action)).toEqual(['create', 'delete']);
  });

  it('refuses a batch removal to an employee and under a view-only Team plan (403), removing nothing', async () => {
    const mine = await saved([shift(anna, '2031-07-04'), shift(boris, '2031-07-05')]);
    const ids = mine.map((slot) => slot.id);
    const employee = await memberOf(t.app, chain.orgId, 'employee', [chain.branchId]);
    const refused = await removeBatch(ids, employee.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Your role (employee) cannot delete the team's work slots.");
    await changeLicence(t.app, chain.orgId, { branchMenu: (menu) => void (menu['branch_team']!.content = 'view') });
    try {
      const viewOnly = await removeBatch(ids);
      expect(viewOnly.statusCode).toBe(403);
      expect(viewOnly.json().message).toBe("Your plan makes the team's work slots view-only.");
    } finally {
      await changeLicence(t.app, chain.orgId, { branchMenu: (menu) => void (menu['branch_team']!.content = 'edit') });
    }
    expect((await branchMonth(chain.branchId, 'm=7&y=2031')).json().items).toEqual(mine);
  });
});
