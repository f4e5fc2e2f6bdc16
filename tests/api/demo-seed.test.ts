import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword, demoUsers } from '../../server/db/seed/demo-data';
import { demoClients } from '../../server/db/seed/demo-business';
import { seedDemoIfEmpty } from '../../server/db/seed/demo-seed';
import {
  bookingAddresses,
  branches,
  clients,
  employees,
  employeeServices,
  jobTitles,
  licenses,
  memberships,
  orderClients,
  orders,
  orderServices,
  resources,
  serviceCategories,
  services,
  users,
  vacancies,
  vacancyReplies,
  workSlots,
} from '../../server/db/tables';
import { verifyPassword } from '../../server/plugins/app/passwords';
import { canEditArea, canOpenCashRegisterSettings, canViewArea, flattenMenu } from '../../src/schema/license-access';
import type { Organization } from '../../src/schema/organization';
import { minutesOfTime, monthDates } from '../../src/schema/schedule/calendar';
import { instantToZoned } from '../../src/schema/schedule/time-zone';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer } from './account-support';

type Db = TestApp['app']['db'];

const linesOf = (db: Db, branchId: number) =>
  db
    .select({ line: orderServices, order: orders })
    .from(orderServices)
    .innerJoin(orders, and(eq(orders.organizationId, orderServices.organizationId), eq(orders.id, orderServices.orderId)))
    .where(eq(orders.branchId, branchId));

/**
 * No member or resource holds two overlapping lines (counted in SQL, though the exclusion constraints would have
 * refused them), and every line falls on its order's local date inside its member's active shift, read on the
 * branch's wall clock.
 */
async function expectLinesInShifts(db: Db): Promise<void> {
  const overlapping = async (column: 'employee_id' | 'resource_id') =>
    (
      await db.execute<{ n: number }>(sql`
        select count(*)::int as n from ${orderServices} a join ${orderServices} b
          on a.organization_id = b.organization_id and a.${sql.raw(column)} = b.${sql.raw(column)} and a.id < b.id
          and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
        where a.holds_time and b.holds_time`)
    ).rows[0]!.n;
  expect(await overlapping('employee_id')).toBe(0);
  expect(await overlapping('resource_id')).toBe(0);
  for (const branch of await db.select().from(branches)) {
    const slots = await db.select().from(workSlots).where(and(eq(workSlots.branchId, branch.id), eq(workSlots.type, 'work_slot.active')));
    const shiftOf = new Map(slots.map((s) => [`${s.employeeId}/${s.date}`, s]));
    for (const { line, order } of await linesOf(db, branch.id)) {
      const start = instantToZoned(line.startsAt.getTime(), branch.timeZone);
      const end = instantToZoned(line.endsAt.getTime(), branch.timeZone);
      expect(start.date).toBe(order.localDate);
      const shift = shiftOf.get(`${line.employeeId}/${order.localDate}`);
      expect(shift && start.time >= shift.slotStart! && end.time <= shift.slotEnd!).toBe(true);
    }
  }
}

describe('demo seed', () => {
  let t: TestApp;
  const tokenFor = async (login: string) => {
    const [row] = await t.app.db.select().from(users).where(eq(users.login, login));
    return bearer(t.app, row!.id);
  };
  const organizationsOf = async (login: string): Promise<Organization[]> =>
    (await t.app.inject({ url: '/api/v1/organizations', headers: await tokenFor(login) })).json().items;

  /** The real clock just before and just after seeding: the schedule is laid out from it. */
  let seededFrom = 0;
  let seededTo = 0;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // How long the seed takes is a figure of `npm run bench` (startup.bench.ts: first start), not a timed test.
  it('seeds an empty database once, and never again', async () => {
    seededFrom = Date.now();
    expect(await seedDemoIfEmpty(t.app.db)).toBe(true);
    seededTo = Date.now();
    expect(await seedDemoIfEmpty(t.app.db)).toBe(false);
    expect(await t.app.db.select().from(users)).toHaveLength(Object.keys(demoUsers).length);
  });

  it('creates the four documented users with names and the demo password', async () => {
    for (const user of Object.values(demoUsers)) {
      const [row] = await t.app.db.select().from(users).where(eq(users.login, user.login));
      expect(row).toMatchObject({ firstName: user.firstName, lastName: user.lastName, needShowOnboarding: false });
      expect(await verifyPassword(row!.passwordHash, demoPassword)).toBe(true);
    }
  });

  it('gives the owner the whole "Demo Salons" chain with two Belgrade branches', async () => {
    const chains = await organizationsOf('owner@demo.test');
    expect(chains).toHaveLength(1);
    expect(chains[0]).toMatchObject({ name: 'Demo Salons', role: 'owner' });
    expect(chains[0]!.branches.map((b) => [b.name, b.ISOCurrency, b.timeZone])).toEqual([
      ['Centre', 'RSD', 'Europe/Belgrade'],
      ['Riverside', 'RSD', 'Europe/Belgrade'],
    ]);
    const me = (await t.app.inject({ url: '/api/v1/me', headers: await tokenFor('owner@demo.test') })).json();
    expect(me).toMatchObject({ isOwner: true, firstName: demoUsers.owner.firstName });
    // Booking pages at the addresses issue 18 names: /book/demo-salons, /book/centre, /book/riverside.
    const pages = await t.app.db.select({ address: bookingAddresses.address, branchId: bookingAddresses.branchId }).from(bookingAddresses).where(eq(bookingAddresses.organizationId, chains[0]!.id));
    const branchIds = Object.fromEntries(chains[0]!.branches.map((b) => [b.name, b.id]));
    expect(pages).toEqual(expect.arrayContaining([{ address: 'demo-salons', branchId: null }, { address: 'centre', branchId: branchIds.Centre }, { address: 'riverside', branchId: branchIds.Riverside }]));
  });

  it('lets the administrator see one branch only', async () => {
    const chains = await organizationsOf('admin@demo.test');
    expect(chains).toHaveLength(1);
    expect(chains[0]).toMatchObject({ name: 'Demo Salons', role: 'administrator' });
    expect(chains[0]!.branches.map((b) => b.name)).toEqual(['Centre']);
    const me = (await t.app.inject({ url: '/api/v1/me', headers: await tokenFor('admin@demo.test') })).json();
    expect(me.isOwner).toBe(false);
  });

  it('makes employee@demo.test the team member Marko of the Centre branch, an employee there only', async () => {
    const [chain] = await organizationsOf('employee@demo.test');
    expect(chain).toMatchObject({ name: 'Demo Salons', role: 'employee' });
    expect(chain!.branches.map((b) => b.name)).toEqual(['Centre']);
    expect(chain!.teamMembers).toEqual([{ branchId: chain!.branches[0]!.id, employeeId: expect.any(Number) }]);
    const [member] = await t.app.db.select().from(employees).where(eq(employees.id, chain!.teamMembers[0]!.employeeId));
    expect(member).toMatchObject({ firstName: 'Marko', lastName: 'Jovanović', branchId: chain!.branches[0]!.id });
  });

  it('gives the other owner a separate chain, and keeps each out of the other', async () => {
    const [other] = await organizationsOf('other@demo.test');
    expect(other).toMatchObject({ name: 'Other Studio', role: 'owner' });
    const [demo] = await organizationsOf('owner@demo.test');
    const res = await t.app.inject({ url: `/api/v1/organizations/${other!.id}/license`, headers: await tokenFor('owner@demo.test') });
    expect(res.statusCode).toBe(404);
    const back = await t.app.inject({ url: `/api/v1/organizations/${demo!.id}/license`, headers: await tokenFor('other@demo.test') });
    expect(back.statusCode).toBe(404);
  });

  it('licenses Demo Salons with marketing open, reports view-only and cash register settings open', async () => {
    const [demo] = await organizationsOf('owner@demo.test');
    const license = (await t.app.inject({ url: `/api/v1/organizations/${demo!.id}/license`, headers: await tokenFor('admin@demo.test') })).json();
    expect(license).toMatchObject({ isActive: true, isTrialLicense: false });
    expect(license.branchMenu.branch_marketing.enable).toBe(true);
    expect(license.branchMenu.branch_reports.content).toBe('view');
    expect(Object.keys(license.branchMenu.branch_settings.blocks)).toEqual(expect.arrayContaining(['finance_settings', 'cash_register']));
    const flat = flattenMenu(license.branchMenu);
    expect(canEditArea(flat, 'marketing')).toBe(true);
    expect(canViewArea(flat, 'reports') && !canEditArea(flat, 'reports')).toBe(true);
    expect(canOpenCashRegisterSettings(flat)).toBe(true);
    expect(Object.keys(license.organizationMenu)).toEqual(expect.arrayContaining(['dashboard', 'billing', 'settings']));
  });

  describe('the business data of every branch', () => {
    const allBranches = () => t.app.db.select().from(branches).orderBy(asc(branches.id));

    it('gives each branch five job titles and a team of 4 to 6 with job titles and colours', async () => {
      for (const branch of await allBranches()) {
        const titles = await t.app.db.select().from(jobTitles).where(eq(jobTitles.branchId, branch.id));
        expect(titles.map((j) => j.name)).toEqual(['Stylist', 'Colourist', 'Nail technician', 'Beautician', 'Receptionist']);
        const team = await t.app.db.select().from(employees).where(eq(employees.branchId, branch.id));
        expect(team.length).toBeGreaterThanOrEqual(4);
        expect(team.length).toBeLessThanOrEqual(6);
        const titleIds = new Set(titles.map((j) => j.id));
        for (const member of team) {
          expect(titleIds.has(member.jobTitleId!)).toBe(true);
          expect(member.color).toMatch(/^#[0-9a-f]{6}$/);
          expect(isValidPhoneNumber(member.phone!)).toBe(true);
        }
        expect(new Set(team.map((m) => m.color)).size).toBe(team.length);
      }
    });

    it('keeps every chain within its licence: seeded team below maxEmployees', async () => {
      for (const license of await t.app.db.select().from(licenses)) {
        const team = await t.app.db.select().from(employees).where(eq(employees.organizationId, license.organizationId));
        expect(team.length).toBeLessThan(license.maxEmployees);
      }
    });

    it('has the four categories in order with 3 to 5 services each, priced in the branch currency', async () => {
      for (const branch of await allBranches()) {
        const categories = await t.app.db.select().from(serviceCategories).where(eq(serviceCategories.branchId, branch.id)).orderBy(asc(serviceCategories.sortOrder));
        expect(categories.map((c) => c.name)).toEqual(['Hair', 'Colour', 'Nails', 'Care']);
        for (const category of categories) {
          const list = await t.app.db.select().from(services).where(eq(services.categoryId, category.id));
          expect(list.length).toBeGreaterThanOrEqual(3);
          expect(list.length).toBeLessThanOrEqual(5);
          for (const service of list) expect(Number(service.duration)).toBeGreaterThanOrEqual(20);
        }
      }
      const [cut] = await t.app.db.select().from(services).innerJoin(branches, eq(branches.id, services.branchId)).where(and(eq(services.name, "Women's haircut"), eq(branches.name, 'Centre')));
      expect(cut!.services.price).toBe('2500.00');
      const [eur] = await t.app.db.select().from(services).innerJoin(branches, eq(branches.id, services.branchId)).where(and(eq(services.name, "Women's haircut"), eq(branches.name, 'Main Street')));
      expect(eur!.services.price).toBe('32.00');
    });

    it('links the team to the services they perform, with a few own prices (also through the API)', async () => {
      const links = await t.app.db.select().from(employeeServices);
      expect(links.length).toBeGreaterThan(30);
      const own = links.filter((l) => l.price !== null);
      expect(own.length).toBeGreaterThanOrEqual(3);
      expect(own.length).toBeLessThan(10);
      const [jelena] = await t.app.db.select().from(employees).where(eq(employees.firstName, 'Jelena'));
      const res = await t.app.inject({ url: `/api/v1/branches/${jelena!.branchId}/employees/${jelena!.id}/services`, headers: await tokenFor('owner@demo.test') });
      expect(res.statusCode).toBe(200);
      expect(res.json().items).toEqual(expect.arrayContaining([expect.objectContaining({ price: '3000.00' }), expect.objectContaining({ price: null })]));
      const [receptionist] = await t.app.db.select().from(employees).where(eq(employees.firstName, 'Ivana'));
      expect(links.filter((l) => l.employeeId === receptionist!.id)).toEqual([]);
    });

    it('has three memberships (by visits and by period), two rooms and one piece of equipment per branch', async () => {
      for (const branch of await allBranches()) {
        const plans = await t.app.db.select().from(memberships).where(eq(memberships.branchId, branch.id));
        expect(plans).toHaveLength(3);
        expect(new Set(plans.map((p) => p.kind))).toEqual(new Set(['visits', 'period']));
        for (const plan of plans) expect(plan.serviceIds.length).toBeGreaterThan(0);
        const things = await t.app.db.select().from(resources).where(eq(resources.branchId, branch.id));
        expect(things.map((r) => r.kind).sort()).toEqual(['equipment', 'room', 'room']);
      }
    });

    it('has 60 plausible clients per branch: names, phones, some e-mails and birth dates, visit counts', async () => {
      for (const branch of await allBranches()) {
        const people = await t.app.db.select().from(clients).where(eq(clients.branchId, branch.id));
        expect(people).toHaveLength(60);
        for (const person of people) {
          expect(person.firstName.length).toBeGreaterThan(1);
          expect(person.lastName.length).toBeGreaterThan(1);
          expect(isValidPhoneNumber(person.phone!)).toBe(true);
          expect(person.dialCode).toBe(branch.isoCurrency === 'RSD' ? '+381' : '+386');
          expect(person.phone!.startsWith(person.dialCode!)).toBe(true);
          if (person.email) expect(person.email).toMatch(/^[a-z.]+\d+@example\.com$/);
        }
        const withEmail = people.filter((p) => p.email).length;
        const withBirthday = people.filter((p) => p.birthDate).length;
        expect(withEmail).toBeGreaterThan(15);
        expect(withEmail).toBeLessThan(50);
        expect(withBirthday).toBeGreaterThan(30);
        expect(people.some((p) => p.visitCount > 10)).toBe(true);
        expect(people.some((p) => p.visitCount === 0 || p.visitCount < 3)).toBe(true);
      }
      const centre = (await allBranches())[0]!;
      expect(await t.app.db.select().from(clients).where(and(eq(clients.branchId, centre.id), isNotNull(clients.description)))).not.toHaveLength(0);
    });

    it('draws the same clients every time (a fixed seed, no unseeded randomness)', () => {
      const branch = { organizationId: 1, branchId: 2, name: 'Centre', currency: 'RSD', region: 'RS' } as const;
      expect(demoClients(branch, 7)).toEqual(demoClients(branch, 7));
      expect(demoClients(branch, 7)).not.toEqual(demoClients(branch, 8));
    });

    it('gives "Demo Salons" two published openings with three replies', async () => {
      const [demo] = await organizationsOf('owner@demo.test');
      const openings = await t.app.db.select().from(vacancies).where(eq(vacancies.organizationId, demo!.id));
      expect(openings.map((v) => [v.title, v.status])).toEqual([
        ['Senior stylist', 'published'],
        ['Nail technician', 'published'],
      ]);
      const replies = await t.app.db.select().from(vacancyReplies).where(eq(vacancyReplies.organizationId, demo!.id));
      expect(replies).toHaveLength(3);
      const [other] = await organizationsOf('other@demo.test');
      expect(await t.app.db.select().from(vacancies).where(eq(vacancies.organizationId, other!.id))).toHaveLength(0);
    });
  });

  describe('the schedule of every branch', () => {
    const seededBranches = () => t.app.db.select().from(branches).orderBy(asc(branches.id));
    const todayIn = (timeZone: string) => instantToZoned(seededFrom, timeZone).date;

    it("books 50–70 % of today's working time in each branch, today read in the branch's own time zone", async () => {
      for (const branch of await seededBranches()) {
        const today = todayIn(branch.timeZone);
        const performers = new Set((await t.app.db.select({ id: employeeServices.employeeId }).from(employeeServices).where(eq(employeeServices.organizationId, branch.organizationId))).map((r) => r.id));
        const slots = await t.app.db.select().from(workSlots).where(and(eq(workSlots.branchId, branch.id), eq(workSlots.date, today), eq(workSlots.type, 'work_slot.active')));
        const working = slots.filter((s) => performers.has(s.employeeId)).reduce((total, s) => total + minutesOfTime(s.slotEnd!) - minutesOfTime(s.slotStart!), 0);
        const booked = (await linesOf(t.app.db, branch.id))
          .filter(({ line, order }) => order.localDate === today && order.mode !== 'order.break' && line.holdsTime)
          .reduce((total, { line }) => total + (line.endsAt.getTime() - line.startsAt.getTime()) / 60_000, 0);
        expect(working).toBeGreaterThan(0);
        expect(booked / working).toBeGreaterThanOrEqual(0.5);
        expect(booked / working).toBeLessThanOrEqual(0.7);
      }
    });

    it('gives every member active work slots this month and next, within the opening hours', async () => {
      for (const branch of await seededBranches()) {
        const [year, month] = todayIn(branch.timeZone).split('-').map(Number) as [number, number];
        const months = [monthDates(year, month), month === 12 ? monthDates(year + 1, 1) : monthDates(year, month + 1)];
        const slots = await t.app.db.select().from(workSlots).where(eq(workSlots.branchId, branch.id));
        for (const member of await t.app.db.select().from(employees).where(eq(employees.branchId, branch.id))) {
          const active = slots.filter((s) => s.employeeId === member.id && s.type === 'work_slot.active');
          for (const dates of months) expect(active.filter((s) => dates.includes(s.date)).length).toBeGreaterThan(8);
          for (const slot of active) expect(slot.slotStart! >= branch.workingHours.start && slot.slotEnd! <= branch.workingHours.end).toBe(true);
        }
        expect(slots.some((s) => s.type === 'work_slot.sick')).toBe(true);
        expect(slots.filter((s) => s.type === 'work_slot.vacation')).toHaveLength(7);
      }
    });

    it('has group classes with clients, lunch breaks, cancelled visits that free their time and missed ones', async () => {
      const all = await t.app.db.select().from(orders);
      const groups = all.filter((o) => o.mode === 'order.group');
      expect(groups.length).toBeGreaterThan(0);
      const members = await t.app.db.select().from(orderClients).where(inArray(orderClients.orderId, groups.map((g) => g.id)));
      for (const group of groups) {
        const joined = members.filter((m) => m.orderId === group.id).length;
        expect(group.capacity).toBeGreaterThanOrEqual(6);
        expect(group.capacity).toBeLessThanOrEqual(10);
        expect(joined).toBeGreaterThan(0);
        expect(joined).toBeLessThanOrEqual(group.capacity!);
      }
      expect(all.filter((o) => o.mode === 'order.break' && o.description === 'Lunch').length).toBeGreaterThan(20);
      const cancelled = all.filter((o) => o.status === 'order_status.canceled');
      expect(cancelled.length).toBeGreaterThan(0);
      for (const order of cancelled) {
        expect(order.cancelerOrigin).toBe('canceler_origin.internal');
        expect(order.canceledAt!.getTime()).toBeLessThanOrEqual(seededTo);
      }
      const cancelledLines = await t.app.db.select().from(orderServices).where(inArray(orderServices.orderId, cancelled.map((o) => o.id)));
      expect(cancelledLines.length).toBeGreaterThanOrEqual(cancelled.length);
      expect(cancelledLines.every((l) => !l.holdsTime)).toBe(true);
      const missed = all.filter((o) => o.status === 'order_status.pass');
      expect(missed.length).toBeGreaterThan(0);
      expect(missed.every((o) => o.endsAt.getTime() <= seededFrom && o.clientId !== null)).toBe(true);
    });

    it('sets statuses from the clock of seeding: done before it, started across it, waiting or confirmed after it', async () => {
      const visits = (await t.app.db.select().from(orders)).filter((o) => o.mode !== 'order.break' && o.status !== 'order_status.canceled');
      for (const order of visits) {
        if (order.endsAt.getTime() <= seededFrom) expect(['order_status.success', 'order_status.pass']).toContain(order.status);
        else if (order.startsAt.getTime() > seededTo) expect(['order_status.waiting', 'order_status.approved']).toContain(order.status);
        else if (order.startsAt.getTime() <= seededFrom && order.endsAt.getTime() > seededTo) expect(order.status).toBe('order_status.has_started');
      }
      expect(visits.filter((o) => o.status === 'order_status.success').length).toBeGreaterThan(100);
      expect(visits.filter((o) => o.status === 'order_status.approved').length).toBeGreaterThan(50);
    });

    it("holds no two overlapping lines of one member or one resource, on the branch's local dates and inside the shifts", async () => {
      await expectLinesInShifts(t.app.db);
      const twoMemberVisits: number[] = [];
      for (const branch of await seededBranches()) {
        const lines = await linesOf(t.app.db, branch.id);
        expect(lines.some(({ line }) => line.resourceId !== null)).toBe(true);
        const singles = lines.filter(({ order }) => order.mode === 'order.single');
        twoMemberVisits.push(singles.filter(({ line, order }) => lines.some((other) => other.order.id === order.id && other.line.employeeId !== line.employeeId)).length);
      }
      // Placed when two members and a fitting gap come together: the small Main Street team may have none in a
      // fortnight (it depends on the day of seeding), the chain always has some.
      expect(twoMemberVisits.some((count) => count > 0)).toBe(true);
    });

    it('keeps the wall clock on a fortnight when the clocks change (seeded three days before the autumn change)', async () => {
      const dst = await createTestApp();
      try {
        const now = new Date('2025-10-23T10:00:00Z');
        expect(await seedDemoIfEmpty(dst.app.db, now)).toBe(true);
        await expectLinesInShifts(dst.app.db);
        const centre = (await dst.app.db.select().from(branches).where(eq(branches.name, 'Centre')))[0]!;
        const onTheDay = (await linesOf(dst.app.db, centre.id)).filter(({ order }) => order.localDate === '2025-10-26');
        expect(onTheDay.length).toBeGreaterThan(3);
        // A 25-hour day: wall times stay on the 5-minute grid and inside the shifts (checked above), and some line
        // starts in its shift's first hour, so a slip of the hour that day repeats would have put it outside.
        const shifts = await dst.app.db.select().from(workSlots).where(and(eq(workSlots.branchId, centre.id), eq(workSlots.date, '2025-10-26')));
        const wallStart = (instant: Date) => minutesOfTime(instantToZoned(instant.getTime(), centre.timeZone).time);
        for (const { line } of onTheDay) expect(wallStart(line.startsAt) % 5).toBe(0);
        expect(onTheDay.some(({ line }) => wallStart(line.startsAt) < minutesOfTime(shifts.find((s) => s.employeeId === line.employeeId)!.slotStart!) + 60)).toBe(true);
        // Opening (09:00) is 08:00 UTC that day, winter time.
        expect(Math.min(...onTheDay.map(({ line }) => line.startsAt.getTime()))).toBeGreaterThanOrEqual(Date.parse('2025-10-26T08:00:00Z'));
        const [month] = await dst.app.db.select({ n: sql<number>`count(*)::int` }).from(workSlots).where(and(eq(workSlots.branchId, centre.id), eq(workSlots.date, '2025-11-30')));
        expect(month!.n).toBeGreaterThan(0);
      } finally {
        await dst.close();
      }
    });

    it('raises each client’s visit and missed-visit counts by the visits the seed completed and missed', async () => {
      for (const [index, branch] of (await seededBranches()).entries()) {
        const seeded = { organizationId: branch.organizationId, branchId: branch.id, name: branch.name, currency: 'EUR', region: branch.isoCurrency === 'RSD' ? 'RS' : 'SI' } as const;
        const before = demoClients(seeded, 20_250_301 + index);
        const people = await t.app.db.select().from(clients).where(eq(clients.branchId, branch.id)).orderBy(asc(clients.id));
        const visits = await t.app.db.select().from(orders).where(and(eq(orders.branchId, branch.id), isNotNull(orders.clientId)));
        const counted = (clientId: number, status: string) => visits.filter((o) => o.clientId === clientId && o.status === status).length;
        people.forEach((person, i) => {
          expect(person.visitCount).toBe(before[i]!.visitCount! + counted(person.id, 'order_status.success'));
          expect(person.missedVisitCount).toBe(before[i]!.missedVisitCount! + counted(person.id, 'order_status.pass'));
        });
        expect(visits.some((o) => o.status === 'order_status.success')).toBe(true);
      }
    });
  });
});
