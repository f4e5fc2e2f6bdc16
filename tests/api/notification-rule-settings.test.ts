import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/schema/schedule/calendar';
import { zonedToInstant } from '../../src/schema/schedule/time-zone';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { clientOf, planAt, plannedOf, type Place } from './daily-messages-support';
import { api, book, line, orderWorld } from './orders-support';

/**
 * Issue 17 item 1: the rule settings the screens now edit (come back's hour and counting per service, a membership's
 * thresholds), kept for the chain and for a branch, read back as the branch follows or overrides the chain, refused
 * by name when out of range, and the hour the daily planner invites clients back at. The branch is in Lisbon.
 */
describe('notification rule settings', () => {
  let t: TestApp;
  let place: Place;
  const rulesOf = async (base: string) =>
    (await api(t.app, 'GET', `${base}/notification-rules`, place.owner)).json().items as {
      event: string;
      source: string;
      version: number;
      settings: Record<string, unknown>;
    }[];
  const ruleOf = async (base: string, event: string) => (await rulesOf(base)).find((rule) => rule.event === event)!;
  const put = (base: string, event: string, settings: object, version = 0) =>
    api(t.app, 'PUT', `${base}/notification-rules/${event}`, place.owner, { enabled: true, channels: ['sms'], settings, version });
  const chain = () => `/organizations/${place.orgId}`;
  const branch = () => `/branches/${place.branchId}`;
  const comeBack = { weeks: 2, perService: true, atTime: '14:00', quietHours: null };

  beforeAll(async () => {
    t = await createTestApp();
    place = { ...(await orderWorld(t.app, 'Rule Settings Chain')), zone: 'Europe/Lisbon' };
  });
  afterAll(() => t.close());

  it('keeps come back’s hour and counting per service for the chain; the branch reads them as the chain’s, then its own', async () => {
    // Before anything is kept, the catalog's: counted from any visit, at 10:00.
    expect(await ruleOf(branch(), 'customer.comeBack')).toMatchObject({
      source: 'default',
      settings: { weeks: 6, perService: false, atTime: '10:00' },
    });
    const saved = await put(chain(), 'customer.comeBack', comeBack);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ source: 'chain', version: 1, settings: comeBack });
    expect(await ruleOf(chain(), 'customer.comeBack')).toMatchObject({ source: 'chain', version: 1, settings: comeBack });
    // The branch follows the chain and keeps no row of its own: its first own rule goes over version 0.
    const followed = await ruleOf(branch(), 'customer.comeBack');
    expect(followed).toMatchObject({ source: 'chain', version: 0, settings: comeBack });
    const own = await put(branch(), 'customer.comeBack', { ...comeBack, perService: false, atTime: '09:30' }, followed.version);
    expect(own.statusCode, own.body).toBe(200);
    expect(await ruleOf(branch(), 'customer.comeBack')).toMatchObject({
      source: 'branch',
      version: 1,
      settings: { weeks: 2, perService: false, atTime: '09:30' },
    });
    // The chain's own stays as it was.
    expect((await ruleOf(chain(), 'customer.comeBack')).settings).toEqual(comeBack);
    expect((await api(t.app, 'DELETE', `${branch()}/notification-rules/customer.comeBack`, place.owner)).statusCode).toBe(204);
  });

  it('keeps a membership’s thresholds, the last day included', async () => {
    const settings = { atTime: '11:00', remainingVisits: 3, daysBefore: 0, quietHours: null };
    const saved = await put(branch(), 'customer.membershipEnding', settings);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await ruleOf(branch(), 'customer.membershipEnding')).settings).toEqual(settings);
    expect((await api(t.app, 'DELETE', `${branch()}/notification-rules/customer.membershipEnding`, place.owner)).statusCode).toBe(204);
  });

  it('refuses a value out of range with 400 naming its field, for the chain and for a branch', async () => {
    const cases: [string, object, string][] = [
      ['customer.membershipEnding', { remainingVisits: 0 }, 'remainingVisits'],
      ['customer.membershipEnding', { remainingVisits: 1.5 }, 'remainingVisits'],
      ['customer.membershipEnding', { daysBefore: -1 }, 'daysBefore'],
      ['customer.membershipEnding', { daysBefore: 366 }, 'daysBefore'],
      ['customer.comeBack', { perService: 'yes' }, 'perService'],
      ['customer.comeBack', { atTime: '25:00' }, 'atTime'],
      ['customer.comeBack', { weeks: 0 }, 'weeks'],
    ];
    for (const base of [chain(), branch()])
      for (const [event, settings, field] of cases) {
        const refused = await put(base, event, settings);
        expect(refused.statusCode, `${base} ${JSON.stringify(settings)}`).toBe(400);
        expect(refused.json().issues.map((issue: { path: string[] }) => issue.path)).toEqual([['settings', field]]);
      }
    // Nothing was kept.
    expect((await ruleOf(branch(), 'customer.membershipEnding')).source).toBe('default');
  });

  it('invites a client back at the rule’s hour: the chain’s, then the branch’s own', async () => {
    const visit = async (clientId: number, date: string) => {
      const res = await book(t.app, { ...place, client: clientId }, [line(place, { date, startTime: '10:00' })]);
      expect(res.statusCode, res.body).toBe(201);
      const done = await api(t.app, 'PATCH', `/orders/${res.json().id}`, place.owner, { status: 'order_status.success', version: 1 });
      expect(done.statusCode, done.body).toBe(200);
    };
    const marta = await clientOf(t.app, place, { firstName: 'Marta', phone: '+351913000001', marketingSms: true });
    const nuno = await clientOf(t.app, place, { firstName: 'Nuno', phone: '+351913000002', marketingSms: true });
    const visited = '2026-10-05';
    await visit(marta, visited);
    await visit(nuno, addDays(visited, 1));
    const rowsOf = (clientId: number) => plannedOf(t.app, place.branchId, 'customer.comeBack', { clientIds: [clientId] });
    const saved = await put(chain(), 'customer.comeBack', comeBack, (await ruleOf(chain(), 'customer.comeBack')).version);
    expect(saved.statusCode, saved.body).toBe(200);

    // Two weeks on, 10:30 (the catalog's 10:00 has passed): the chain's 14:00 has not come yet.
    const due = addDays(visited, 14);
    await planAt(t.app, place, due, '10:30');
    expect(await rowsOf(marta)).toEqual([]);
    await planAt(t.app, place, due, '14:00');
    const invited = await rowsOf(marta);
    expect(invited.map((row) => [row.key, row.status])).toEqual([
      [`customer.comeBack:d${due}:customer${marta}:sms`, 'pending'],
    ]);
    expect(invited[0]!.due.getTime()).toBe(zonedToInstant(due, '14:00', place.zone));

    // The branch's own hour wins over the chain's.
    const own = await put(branch(), 'customer.comeBack', { ...comeBack, atTime: '08:15' });
    expect(own.statusCode, own.body).toBe(200);
    const nextDue = addDays(visited, 15);
    await planAt(t.app, place, nextDue, '08:00');
    expect(await rowsOf(nuno)).toEqual([]);
    await planAt(t.app, place, nextDue, '08:20');
    const second = await rowsOf(nuno);
    expect(second.map((row) => row.status)).toEqual(['pending']);
    expect(second[0]!.due.getTime()).toBe(zonedToInstant(nextDue, '08:20', place.zone));
  });
});
