import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessageDate } from '../../server/modules/notifications/message-text';
import { instantToZoned } from '../../src/schema/schedule/time-zone';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { clientOf, planAt, plannedOf, setRule, threeZones, type Place } from './daily-messages-support';
import { api, book, line } from './orders-support';
import { memberOf, staffMemberOf } from './settings-support';

/**
 * Issue 17: what the team hears without an order being written — each member's schedule for tomorrow and the day's
 * summary, planned by the daily planner at a fixed "now" on the branch's clock (the summary's day is today, since
 * sales are dated on the day they are made), and a cash shift's difference, planned as the shift closes.
 */
describe('messages to the team', () => {
  let t: TestApp;
  let lisbon: Place;
  let belgrade: Place;
  let saoPaulo: Place;
  const at = (place: Place, date: string, time: string) => planAt(t.app, place, date, time);

  beforeAll(async () => {
    t = await createTestApp();
    ({ lisbon, belgrade, saoPaulo } = await threeZones(t.app, 'Staff Chain'));
  });
  afterAll(() => t.close());

  it("sends each team member with visits tomorrow their day's schedule at the rule's hour", async () => {
    const ana = await staffMemberOf(t.app, saoPaulo.orgId, saoPaulo.branchId, saoPaulo.ana);
    const paula = await clientOf(t.app, saoPaulo, { firstName: 'Paula', lastName: 'Lima' });
    const booked = async (startTime: string, clientId: number) => {
      const res = await book(t.app, { ...saoPaulo, client: clientId }, [
        line(saoPaulo, { date: '2031-06-11', startTime }),
      ]);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    await booked('11:00', paula);
    await booked('09:00', saoPaulo.client);
    const cancelled = await booked('15:00', paula);
    expect((await api(t.app, 'PATCH', `/orders/${cancelled}/cancel`, saoPaulo.owner, {})).statusCode).toBe(
      200,
    );
    await setRule(t.app, saoPaulo, 'employee.tomorrowSchedule', {
      enabled: true,
      channels: ['inApp', 'telegram'],
      settings: { atTime: '18:00', quietHours: null },
    });
    const rows = () => plannedOf(t.app, saoPaulo.branchId, 'employee.tomorrowSchedule');

    await at(saoPaulo, '2031-06-10', '17:30');
    expect(await rows()).toEqual([]);
    await at(saoPaulo, '2031-06-10', '18:30');
    const sent = await rows();
    expect(sent.map((row) => [row.employeeId, row.channel, row.status, row.reason, row.userId])).toEqual([
      [saoPaulo.ana, 'inApp', 'pending', null, ana.userId],
      [saoPaulo.ana, 'telegram', 'skipped', 'no_telegram', ana.userId],
    ]);
    expect(sent[0]!.subject).toBe('Your schedule for Wed 11 Jun');
    expect(sent[0]!.body).toBe(
      'Hi Ana, your visits at São Paulo on Wed 11 Jun (2 in all):\n09:00 Clara Client · Cut\n11:00 Paula Lima · Cut',
    );
    await at(saoPaulo, '2031-06-10', '23:00');
    expect(await rows()).toHaveLength(2);
  });

  it("sums up the branch's day for its owner and administrators, each by their own rule", async () => {
    const zone = 'Europe/Lisbon';
    const today = instantToZoned(Date.now(), zone).date;
    const admin = await memberOf(t.app, lisbon.orgId, 'administrator', [lisbon.branchId], {
      firstName: 'Ada',
    });
    const order = async (employeeId: number, startTime: string) => {
      const res = await book(t.app, lisbon, [line(lisbon, { date: today, startTime, employeeId })]);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    const missed = await order(lisbon.ana, '00:00');
    const done = await order(lisbon.ana, '12:00');
    const cancelled = await order(lisbon.boris, '14:00');
    await order(lisbon.boris, '22:00');
    expect(
      (
        await api(t.app, 'PATCH', `/orders/${missed}`, lisbon.owner, {
          status: 'order_status.pass',
          version: 1,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await api(t.app, 'PATCH', `/orders/${done}`, lisbon.owner, {
          status: 'order_status.success',
          version: 1,
        })
      ).statusCode,
    ).toBe(200);
    expect((await api(t.app, 'PATCH', `/orders/${cancelled}/cancel`, lisbon.owner, {})).statusCode).toBe(200);
    const sale = await api(t.app, 'POST', `/branches/${lisbon.branchId}/sales`, lisbon.owner, {
      items: [
        {
          uid: 'cut',
          kind: 'service',
          refId: lisbon.cut,
          employeeId: lisbon.ana,
          price: '25.00',
          startsAt: today,
        },
      ],
      tender: { card: '25.00' },
    });
    expect(sale.statusCode, sale.body).toBe(201);
    await setRule(t.app, lisbon, 'owner.daySummary', {
      enabled: true,
      channels: ['email'],
      settings: { atTime: '21:00', quietHours: null },
    });
    await setRule(t.app, lisbon, 'administrator.daySummary', {
      enabled: true,
      channels: ['inApp', 'telegram'],
      settings: { atTime: '21:00', quietHours: null },
    });
    const rows = async () => [
      ...(await plannedOf(t.app, lisbon.branchId, 'owner.daySummary')),
      ...(await plannedOf(t.app, lisbon.branchId, 'administrator.daySummary')),
    ];

    await at(lisbon, today, '20:55');
    expect(await rows()).toEqual([]);
    await at(lisbon, today, '21:30');
    const sent = await rows();
    expect(sent.map((row) => [row.channel, row.status, row.reason, row.userId])).toEqual([
      ['email', 'pending', null, lisbon.ownerId],
      ['inApp', 'pending', null, admin.userId],
      ['telegram', 'skipped', 'no_telegram', admin.userId],
    ]);
    expect(sent[0]!.key).toBe(`owner.daySummary:b${lisbon.branchId}:d${today}:owner${lisbon.ownerId}:email`);
    expect(sent[0]!.recipient).toMatch(/@example\.test$/);
    expect(sent[0]!.body).toContain('4 visits booked, 1 completed, 1 cancelled, 1 missed; 25.00 EUR taken.');
    expect(sent[1]!.body).toContain('25.00 EUR');
    await at(lisbon, today, '23:59');
    expect(await rows()).toHaveLength(3);
  });

  it("tells the branch's administrators and owners of a cash shift closed with a difference, as it closes, but not the one who closed it", async () => {
    const admin = await memberOf(t.app, belgrade.orgId, 'administrator', [belgrade.branchId], {
      firstName: 'Dara',
    });
    const register = await api(t.app, 'PUT', `/branches/${belgrade.branchId}/cash-register`, belgrade.owner, {
      enabled: true,
      defaultFloat: '0',
      version: 1,
    });
    expect(register.statusCode, register.body).toBe(200);
    await setRule(t.app, belgrade, 'owner.cashShiftDifference', {
      enabled: true,
      channels: ['email', 'inApp'],
      settings: { quietHours: null },
    });
    const shift = async (who: { authorization: string }, counted: string) => {
      const opened = await api(t.app, 'POST', `/branches/${belgrade.branchId}/cash-shifts`, who, {
        openingFloat: '100.00',
      });
      expect(opened.statusCode, opened.body).toBe(201);
      const closed = await api(t.app, 'POST', `/cash-shifts/${opened.json().id}/close`, who, {
        countedCash: counted,
        version: opened.json().version,
      });
      expect(closed.statusCode, closed.body).toBe(200);
      return opened.json().id as number;
    };
    const rows = async () => [
      ...(await plannedOf(t.app, belgrade.branchId, 'administrator.cashShiftDifference')),
      ...(await plannedOf(t.app, belgrade.branchId, 'owner.cashShiftDifference')),
    ];

    // Closed by the owner, ten short: the administrator hears of it in the app (the catalog's default).
    const short = await shift(belgrade.owner, '90.00');
    expect((await rows()).map((row) => [row.key, row.status])).toEqual([
      [`administrator.cashShiftDifference:cs${short}:administrator${admin.userId}:inApp`, 'pending'],
    ]);
    const closedOn = formatMessageDate(instantToZoned(Date.now(), 'Europe/Belgrade').date, 'EN');
    expect((await rows())[0]!.body).toBe(
      `The cash count at Beograd on ${closedOn} differs by −10.00 EUR. Shift opened by Olga Owner.`,
    );
    // Closed by the administrator, five over: the owner, by e-mail and in the app.
    const over = await shift(admin.auth, '105.00');
    const afterOver = (await rows()).slice(1);
    expect(afterOver.map((row) => [row.key, row.status])).toEqual([
      [`owner.cashShiftDifference:cs${over}:owner${belgrade.ownerId}:email`, 'pending'],
      [`owner.cashShiftDifference:cs${over}:owner${belgrade.ownerId}:inApp`, 'pending'],
    ]);
    expect(afterOver[0]!.body).toContain('+5.00 EUR');
    expect(afterOver[0]!.body).toContain('Dara Member');
    // A shift that adds up tells nobody.
    await shift(belgrade.owner, '100.00');
    expect(await rows()).toHaveLength(3);
  });
});
