import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/schema/schedule/calendar';
import { zonedToInstant } from '../../src/schema/schedule/time-zone';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  clientOf,
  forgetRule,
  planAt,
  planOnce,
  plannedOf,
  setRule,
  threeZones,
  type Place,
} from './daily-messages-support';
import { api, book, line } from './orders-support';
import { catalogMembership, sellMembership } from './sold-memberships-support';

/**
 * Issue 17: the messages the calendar causes for clients, planned by the daily planner with a fixed "now" (never the
 * wall clock): birthdays, come back, memberships running out; each on the branch's own day and hour (Belgrade, São
 * Paulo, Lisbon), once however often and however concurrently it runs, with consent, rules (branch over chain) and
 * thresholds honoured. The team's daily messages and the cash shift's are in staff-messages.test.ts.
 */
describe('daily messages', () => {
  let t: TestApp;
  let lisbon: Place;
  let belgrade: Place;
  let saoPaulo: Place;
  const plan = (iso: string) => planOnce(t.app, Date.parse(iso));
  const at = (place: Place, date: string, time: string) => planAt(t.app, place, date, time);
  const statusOf = (rows: { channel: string; status: string; reason: string | null }[]) =>
    rows.map((row) => [row.channel, row.status, row.reason]);
  /** A client born on `birthDate` with a phone, who agreed to marketing SMS unless `more` says otherwise. */
  const born = (
    place: Place,
    firstName: string,
    birthDate: string,
    phone: string,
    more: object = { marketingSms: true },
  ) => clientOf(t.app, place, { firstName, birthDate, phone, ...more });
  const birthday = {
    enabled: true,
    channels: ['sms', 'email'],
    settings: { atTime: '10:00', quietHours: { from: '20:00', to: '09:00' } },
  };

  beforeAll(async () => {
    t = await createTestApp();
    ({ lisbon, belgrade, saoPaulo } = await threeZones(t.app, 'Daily Chain'));
  });
  afterAll(() => t.close());

  it("greets birthdays on the branch's own day and hour, in its clients' language, with consent, once", async () => {
    await setRule(t.app, lisbon, 'customer.birthday', birthday, 'chain');
    const bojana = await born(belgrade, 'Bojana', '1990-03-01', '+381641234567');
    const nina = await born(belgrade, 'Nina', '1992-03-01', '+381641234568', { email: 'nina@example.com' });
    const vera = await born(belgrade, 'Vera', '1991-03-02', '+381641234569');
    const sofia = await born(saoPaulo, 'Sofia', '1985-03-01', '+5511912345678');
    const lia = await born(saoPaulo, 'Lia', '2000-02-29', '+5511912345679');
    const inBelgrade = () =>
      plannedOf(t.app, belgrade.branchId, 'customer.birthday', { clientIds: [bojana, nina, vera] });
    const inSaoPaulo = () =>
      plannedOf(t.app, saoPaulo.branchId, 'customer.birthday', { clientIds: [sofia, lia] });

    // 28 February 2031, a common year: 11:00 in São Paulo greets Lia, born on the 29th.
    await plan('2031-02-28T14:00:00Z');
    expect((await inSaoPaulo()).map((row) => [row.clientId, row.channel, row.status])).toEqual([
      [lia, 'sms', 'pending'],
      [lia, 'email', 'skipped'],
    ]);

    // 09:30 in Belgrade (UTC+1): not yet.
    await plan('2031-03-01T08:30:00Z');
    expect(await inBelgrade()).toEqual([]);
    // 10:30 in Belgrade, 06:30 in São Paulo: Belgrade's clients of 1 March, in Serbian; the one without consent logged as such.
    await plan('2031-03-01T09:30:00Z');
    const belgradeRows = await inBelgrade();
    expect(belgradeRows.map((row) => [row.clientId, row.channel, row.status, row.reason])).toEqual([
      [bojana, 'sms', 'pending', null],
      [bojana, 'email', 'skipped', 'no_email'],
      [nina, 'sms', 'skipped', 'no_consent'],
      [nina, 'email', 'skipped', 'no_consent'],
    ]);
    expect(belgradeRows[0]).toMatchObject({
      kind: 'marketing',
      language: 'SR',
      recipient: '+381641234567',
      key: `customer.birthday:d2031-03-01:customer${bojana}:sms`,
    });
    expect(belgradeRows[0]!.body).toContain('Srećan rođendan, Bojana!');
    expect(belgradeRows[0]!.body).toContain('Za odjavu pošaljite STOP.');
    expect(belgradeRows[0]!.due.getTime()).toBe(Date.parse('2031-03-01T09:30:00Z'));
    expect(belgradeRows[0]!.expiresAt!.getTime()).toBe(
      zonedToInstant('2031-03-02', '00:00', 'Europe/Belgrade'),
    );
    expect((await inSaoPaulo()).filter((row) => row.clientId === sofia)).toEqual([]);

    // 10:30 in São Paulo (UTC−3): Sofia, in Portuguese; Belgrade's day is planned already.
    await plan('2031-03-01T13:30:00Z');
    const sofiaRows = (await inSaoPaulo()).filter((row) => row.clientId === sofia);
    expect(statusOf(sofiaRows)).toEqual([
      ['sms', 'pending', null],
      ['email', 'skipped', 'no_email'],
    ]);
    expect(sofiaRows[0]!.body).toContain('Feliz aniversário, Sofia!');
    // 23:30 in São Paulo, 03:30 on 2 March in Belgrade (before its hour): nothing new anywhere.
    await plan('2031-03-02T02:30:00Z');
    expect(await inBelgrade()).toHaveLength(4);
    expect((await inSaoPaulo()).filter((row) => row.clientId === sofia)).toHaveLength(2);
    // Vera's day comes on the 2nd.
    await plan('2031-03-02T09:30:00Z');
    expect((await inBelgrade()).filter((row) => row.clientId === vera).map((row) => row.key)).toEqual([
      `customer.birthday:d2031-03-02:customer${vera}:sms`,
      `customer.birthday:d2031-03-02:customer${vera}:email`,
    ]);
  });

  it('skips a greeting that the quiet hours would push past its day', async () => {
    const rui = await born(saoPaulo, 'Rui', '1980-03-04', '+5511912345670');
    // The planner first sees São Paulo's 4 March at 23:30: quiet until 09:00, the next day.
    await plan('2031-03-05T02:30:00Z');
    expect(
      statusOf(await plannedOf(t.app, saoPaulo.branchId, 'customer.birthday', { clientIds: [rui] })),
    ).toEqual([
      ['sms', 'skipped', 'quiet_hours'],
      ['email', 'skipped', 'no_email'],
    ]);
  });

  it('plans each message once when planners run twice and side by side', async () => {
    const ids = await Promise.all(
      ['Ana', 'Iva', 'Eva'].map((firstName, i) =>
        clientOf(t.app, belgrade, {
          firstName,
          birthDate: '1990-04-10',
          phone: `+38164000000${i}`,
          email: `${firstName.toLowerCase()}@example.com`,
          marketingSms: true,
          marketingEmail: true,
        }),
      ),
    );
    // 10:30 in Belgrade, summer time (UTC+2).
    const reports = await Promise.all([
      plan('2031-04-10T08:30:00Z'),
      plan('2031-04-10T08:30:00Z'),
      plan('2031-04-10T08:30:00Z'),
    ]);
    await plan('2031-04-10T08:30:00Z');
    await plan('2031-04-10T17:00:00Z');
    const rows = await plannedOf(t.app, belgrade.branchId, 'customer.birthday', { clientIds: ids });
    expect(rows).toHaveLength(6);
    expect(rows.every((row) => row.status === 'pending')).toBe(true);
    expect(new Set(rows.map((row) => row.key)).size).toBe(6);
    const planned = reports.map((report) => report['birthdays']).filter((entry) => typeof entry === 'object');
    expect(planned.reduce((sum, entry) => sum + (entry as { planned: number }).planned, 0)).toBe(6);
    // A marketing e-mail carries the client's own signed one-click unsubscribe link, in its text and for its header.
    for (const row of rows) {
      const link = (row.meta as { unsubscribeUrl?: string }).unsubscribeUrl;
      if (row.channel === 'sms') expect(link).toBeUndefined();
      else {
        expect(link).toMatch(
          new RegExp(`^https://salon\\.example/u/${belgrade.orgId}\\.${row.clientId}\\.email\\.0\\.`),
        );
        expect(row.body).toContain(link);
      }
    }
  });

  it("follows the branch's own rule over the chain's, and plans nothing for a rule that is off", async () => {
    const inLisbon = await born(lisbon, 'Ines', '1990-05-20', '+351912345678');
    const inBelgrade = await born(belgrade, 'Maja', '1990-05-20', '+381641111111');
    await setRule(t.app, belgrade, 'customer.birthday', { ...birthday, enabled: false });
    await plan('2031-05-20T12:00:00Z');
    expect(
      (await plannedOf(t.app, lisbon.branchId, 'customer.birthday', { clientIds: [inLisbon] })).map(
        (row) => row.channel,
      ),
    ).toEqual(['sms', 'email']);
    expect(
      await plannedOf(t.app, belgrade.branchId, 'customer.birthday', { clientIds: [inBelgrade] }),
    ).toEqual([]);
    // Following the chain again, the branch's day is planned on the next pass.
    await forgetRule(t.app, belgrade, 'customer.birthday');
    await plan('2031-05-20T12:05:00Z');
    expect(
      (await plannedOf(t.app, belgrade.branchId, 'customer.birthday', { clientIds: [inBelgrade] })).map(
        (row) => row.channel,
      ),
    ).toEqual(['sms', 'email']);
    // With the chain's rule gone, the catalog's (off) rules.
    await forgetRule(t.app, lisbon, 'customer.birthday', 'chain');
    const later = await born(lisbon, 'Rita', '1990-05-21', '+351912345679');
    expect(await plan('2031-05-21T12:00:00Z')).toEqual({});
    expect(await plannedOf(t.app, lisbon.branchId, 'customer.birthday', { clientIds: [later] })).toEqual([]);
  });

  it('tells a client once that their membership is running out: visits at or under the threshold, or the end near', async () => {
    const mila = await clientOf(t.app, belgrade, { firstName: 'Mila', phone: '+381642222222' });
    const visits = await sellMembership(t.app, belgrade, {
      membershipId: await catalogMembership(t.app, belgrade),
      clientId: mila,
      startsAt: '2031-01-01',
    });
    const period = await sellMembership(t.app, belgrade, {
      membershipId: await catalogMembership(t.app, belgrade, { kind: 'period', validityDays: 30 }),
      clientId: mila,
      startsAt: '2031-01-01',
    });
    const endsOn = (await api(t.app, 'GET', `/sold-memberships/${period.soldId}`, belgrade.owner)).json()
      .endsOn as string;
    const rows = () =>
      plannedOf(t.app, belgrade.branchId, 'customer.membershipEnding', { clientIds: [mila] });
    const run = () => at(belgrade, addDays(endsOn, -5), '10:30');
    const rule = (settings: object) =>
      setRule(t.app, belgrade, 'customer.membershipEnding', {
        enabled: true,
        channels: ['sms'],
        settings: { atTime: '10:00', ...settings },
      });

    // Three visits left, the period one ends in five days: neither under its threshold.
    await rule({ remainingVisits: 2, daysBefore: 3 });
    await run();
    expect(await rows()).toEqual([]);
    // Within seven days: the period one, transactional (no consent asked), with the days left today included.
    await rule({ remainingVisits: 2, daysBefore: 7 });
    await run();
    expect((await rows()).map((row) => [row.key, row.status, row.kind])).toEqual([
      [`customer.membershipEnding:sm${period.soldId}:customer${mila}:sms`, 'pending', 'transactional'],
    ]);
    expect((await rows())[0]!.body).toContain('preostalo: 6 dana');
    // Three visits or fewer: the visits one too; the period one is not told again, today or any later day.
    await rule({ remainingVisits: 3, daysBefore: 7 });
    await run();
    await at(belgrade, addDays(endsOn, -1), '12:00');
    const told = await rows();
    expect(told.map((row) => row.key)).toEqual([
      `customer.membershipEnding:sm${period.soldId}:customer${mila}:sms`,
      `customer.membershipEnding:sm${visits.soldId}:customer${mila}:sms`,
    ]);
    expect(told[1]!.body).toContain('preostalo: 3 posete');
    await forgetRule(t.app, belgrade, 'customer.membershipEnding');
  });

  it('invites a client back exactly N weeks after their last visit, per service where the rule says so', async () => {
    const colour = (
      await api(t.app, 'POST', `/branches/${belgrade.branchId}/services`, belgrade.owner, {
        name: 'Colour',
        duration: 60,
        price: '40.00',
      })
    ).json().id as number;
    const fan = (firstName: string, phone: string) =>
      clientOf(t.app, belgrade, { firstName, phone, marketingSms: true });
    const ema = await fan('Ema', '+381650000000');
    const filip = await fan('Filip', '+381650000001');
    const goran = await fan('Goran', '+381650000002');
    const visit = async (
      clientId: number,
      date: string,
      startTime: string,
      serviceId = belgrade.cut,
      done = true,
    ) => {
      const res = await book(t.app, { ...belgrade, client: clientId }, [
        line(belgrade, { date, startTime, serviceId }),
      ]);
      expect(res.statusCode, res.body).toBe(201);
      if (done)
        expect(
          (
            await api(t.app, 'PATCH', `/orders/${res.json().id}`, belgrade.owner, {
              status: 'order_status.success',
              version: 1,
            })
          ).statusCode,
        ).toBe(200);
    };
    // Past days (visits are completed on or after their day): all three had a cut on 1 September 2026.
    await visit(ema, '2026-09-01', '09:00');
    await visit(filip, '2026-09-01', '10:00');
    await visit(goran, '2026-09-01', '11:00');
    await visit(filip, '2026-09-08', '10:00', belgrade.cut, false);
    await visit(goran, '2026-09-04', '11:00', colour);
    const rows = () =>
      plannedOf(t.app, belgrade.branchId, 'customer.comeBack', { clientIds: [ema, filip, goran] });
    await setRule(t.app, belgrade, 'customer.comeBack', {
      enabled: true,
      channels: ['sms'],
      settings: { weeks: 2, quietHours: null },
    });

    await at(belgrade, '2026-09-14', '10:30');
    expect(await rows()).toEqual([]);
    // Two weeks on: Ema; Filip has a visit booked since, Goran came for a colour since.
    await at(belgrade, '2026-09-15', '10:30');
    const first = await rows();
    expect(first.map((row) => [row.clientId, row.key])).toEqual([
      [ema, `customer.comeBack:d2026-09-15:customer${ema}:sms`],
    ]);
    expect(first[0]!.body).toContain('Cut');
    // Counted per service, Goran is due for his cut (the colour came after it); Ema is not invited twice.
    await setRule(t.app, belgrade, 'customer.comeBack', {
      enabled: true,
      channels: ['sms'],
      settings: { weeks: 2, perService: true, quietHours: null },
    });
    await at(belgrade, '2026-09-15', '11:00');
    const second = await rows();
    expect(second.map((row) => row.clientId)).toEqual([ema, goran]);
    expect(second[1]!.body).toContain('Cut');
    expect(second[1]!.body).not.toContain('Colour');
    await forgetRule(t.app, belgrade, 'customer.comeBack');
  });
});
