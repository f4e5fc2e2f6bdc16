import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitlistEntrySchema } from '../../src/schema/online-booking/waitlist';
import { addDays } from '../../src/schema/schedule/calendar';
import { instantToZoned } from '../../src/schema/schedule/time-zone';
import { branches, liveOutbox, orders, outbox, waitlistEntries } from '../../server/db/tables';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { workSlot } from './orders-support';
import { addClient, addEmployee, addService, call, issuePaths, performs, scheduleChain, type ScheduleChain } from './schedule-support';
import { changeLicence } from './settings-support';

/**
 * The staff side of the waitlist (docs/online-booking.md "Built: the waitlist"): staff put a client of the chain on
 * the list, press "Offer now" for a day, take an entry off; each change is announced on the branch's live channel.
 */
describe('staff waitlist: add, offer now, live', () => {
  let t: TestApp;
  let chain: ScheduleChain;
  let other: ScheduleChain;
  let guid: string;
  let anna: number;
  let cut: number;
  let vera: number;
  let eva: number;
  let nobody: number;
  const day = addDays(instantToZoned(Date.now(), 'Europe/Belgrade').date, 5);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
  const nextWeekday = (weekday % 7) + 1;
  const wish = (clientId: number, extra: object = {}) => ({ clientId, services: [cut], fromDate: day, toDate: day, fromTime: '09:00', toTime: '12:00', ...extra });
  const add = (payload: object, auth = chain.owner) => call(t.app, 'POST', `/branches/${chain.branchId}/waitlist`, auth, payload);
  const offer = (entryId: number, date = day) => call(t.app, 'POST', `/branches/${chain.branchId}/waitlist/${entryId}/offer`, chain.owner, { date });
  /** The waitlist's announcements on the branch's channel, newest first. */
  const announced = async () =>
    (await t.app.db.select().from(liveOutbox).where(and(eq(liveOutbox.channel, guid), eq(liveOutbox.event, 'resource:changed'))).orderBy(desc(liveOutbox.id))).filter(
      (row) => row.data['resource'] === 'waitlist',
    );

  beforeAll(async () => {
    t = await createTestApp();
    chain = await scheduleChain(t.app, 'Staff Wait Chain');
    other = await scheduleChain(t.app, 'Other Wait Chain');
    anna = await addEmployee(t.app, chain, 'Anna');
    cut = await addService(t.app, chain, 'Cut', 60);
    await performs(t.app, chain, anna, [cut]);
    // Two hours of work that day: two visits fill it.
    await workSlot(t.app, chain, anna, day, '09:00', '11:00');
    vera = await addClient(t.app, chain, 'Vera', '+381651112233');
    const byMail = await call(t.app, 'POST', `/branches/${chain.branchId}/clients`, chain.owner, { firstName: 'Eva', lastName: 'Client', email: 'eva@example.com' });
    eva = byMail.json().id;
    nobody = await addClient(t.app, chain, 'Nobody');
    const [branch] = await t.app.db.select({ guid: branches.guid }).from(branches).where(eq(branches.id, chain.branchId));
    guid = branch!.guid;
  });
  afterAll(() => t.close());

  it('adds a client as waiting, reaching them by the card: a phone by SMS, else the e-mail', async () => {
    const res = await add(wish(vera, { weekdays: [nextWeekday, weekday, weekday] }));
    expect(res.statusCode, res.body).toBe(201);
    const entry = waitlistEntrySchema.parse(res.json());
    expect(entry).toMatchObject({ clientId: vera, clientName: 'Vera Client', services: [{ id: cut, name: 'Cut' }], employeeId: null, state: 'waiting', weekdays: [weekday, nextWeekday].sort() });
    const [row] = await t.app.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entry.id));
    expect(row).toMatchObject({ channel: 'sms', target: '+381651112233', state: 'waiting', codeHash: null, details: { language: 'SR' } });
    expect((await announced())[0]!.data).toEqual({ resource: 'waitlist', id: entry.id, action: 'create' });

    const byMail = await add(wish(eva, { employeeId: anna, weekdays: undefined }));
    expect(byMail.statusCode, byMail.body).toBe(201);
    expect(byMail.json()).toMatchObject({ employeeId: anna, employeeName: 'Anna Staff' });
    const [mailRow] = await t.app.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, byMail.json().id));
    expect(mailRow).toMatchObject({ channel: 'email', target: 'eva@example.com' });

    const listed = (await call(t.app, 'GET', `/branches/${chain.branchId}/waitlist?date=${day}`, chain.owner)).json().items;
    expect(listed.map((item: { clientId: number }) => item.clientId)).toEqual([vera, eva]);
  });

  it('answers bad input with 400 naming the fields', async () => {
    const res = await add(wish(vera, { services: [], toDate: addDays(day, -1), fromTime: '12:00', toTime: '09:00' }));
    expect(res.statusCode).toBe(400);
    expect(issuePaths(res.json()).sort()).toEqual(['services', 'toDate', 'toTime']);
    const nobodyNamed = await add(wish(vera, { clientId: undefined }));
    expect(nobodyNamed.statusCode).toBe(400);
    expect(issuePaths(nobodyNamed.json())).toEqual(['clientId']);
    const past = await add(wish(vera, { fromDate: '2020-01-01', toDate: '2020-01-02' }));
    expect(past.statusCode).toBe(400);
    expect(issuePaths(past.json())).toEqual(['toDate']);
  });

  it('refuses a client without a phone or e-mail: offers could not reach them', async () => {
    const res = await add(wish(nobody));
    expect(res.statusCode).toBe(400);
    expect(issuePaths(res.json())).toEqual(['clientId']);
    expect(res.json().issues[0].message).toMatch(/offers cannot reach them/);
  });

  it("answers another chain's client, service or team member with 404", async () => {
    const theirClient = await addClient(t.app, other, 'Theirs', '+381651119999');
    const theirService = await addService(t.app, other, 'Their cut', 60);
    const theirEmployee = await addEmployee(t.app, other, 'Their Anna');
    for (const payload of [wish(theirClient), wish(vera, { services: [theirService] }), wish(vera, { employeeId: theirEmployee })]) {
      const res = await add(payload);
      expect(res.statusCode, res.body).toBe(404);
    }
    // Their owner reaches neither this branch nor, through it, this chain's entries.
    expect((await add(wish(vera), other.owner)).statusCode).toBe(404);
  });

  it('answers 403 where the plan leaves the schedule view-only', async () => {
    await changeLicence(t.app, chain.orgId, { branchMenu: (menu) => void (menu['branch_schedule']!.content = 'view') });
    try {
      const res = await add(wish(vera));
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe('license_forbidden');
    } finally {
      await changeLicence(t.app, chain.orgId, { branchMenu: (menu) => void (menu['branch_schedule']!.content = 'edit') });
    }
  });

  it('"Offer now" holds the first free time for the client and sends the offer; none free is a 409', async () => {
    const listed = (await call(t.app, 'GET', `/branches/${chain.branchId}/waitlist?date=${day}`, chain.owner)).json().items as { id: number; clientId: number }[];
    const veraEntry = listed.find((item) => item.clientId === vera)!.id;
    const evaEntry = listed.find((item) => item.clientId === eva)!.id;

    const outside = await offer(veraEntry, addDays(day, 1));
    expect(outside.statusCode).toBe(400);
    expect(issuePaths(outside.json())).toEqual(['date']);

    const res = await offer(veraEntry);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: veraEntry, state: 'offered' });
    expect(Date.parse(res.json().offeredUntil)).toBeGreaterThan(Date.now());
    const [row] = await t.app.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, veraEntry));
    const [hold] = await t.app.db.select().from(orders).where(and(eq(orders.id, row!.offerOrderId!), isNotNull(orders.heldUntil)));
    expect(hold).toMatchObject({ clientId: vera, localDate: day });
    const [message] = await t.app.db.select().from(outbox).where(and(eq(outbox.recipient, '+381651112233'), eq(outbox.event, 'customer.waitlistOffer')));
    expect(message!.body).toMatch(/\/book\/w\//);
    expect((await announced())[0]!.data).toEqual({ resource: 'waitlist', id: veraEntry, action: 'update' });
    // Offered already: not twice.
    expect((await offer(veraEntry)).statusCode).toBe(409);

    // The hold has 09:00; staff take 10:00: nothing is left in Eva's window.
    const staff = await call(t.app, 'POST', `/branches/${chain.branchId}/orders`, chain.owner, {
      clientId: nobody,
      services: [{ serviceId: cut, employeeId: anna, date: day, startTime: '10:00', duration: 60, price: '25.00' }],
    });
    expect(staff.statusCode, staff.body).toBe(201);
    const none = await offer(evaEntry);
    expect(none.statusCode, none.body).toBe(409);
    expect(none.json().message).toMatch(/^No free time in this client's window on /);
    const [still] = await t.app.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, evaEntry));
    expect(still!.state).toBe('waiting');
  });

  it('announces a removal on the live channel', async () => {
    const entry = (await add(wish(vera))).json().id as number;
    const res = await call(t.app, 'DELETE', `/branches/${chain.branchId}/waitlist/${entry}`, chain.owner);
    expect(res.statusCode).toBe(204);
    expect((await announced())[0]!.data).toEqual({ resource: 'waitlist', id: entry, action: 'delete' });
  });
});
