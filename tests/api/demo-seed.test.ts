import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword, demoUsers } from '../../server/db/seed/demo-data';
import { demoClients } from '../../server/db/seed/demo-business';
import { seedDemoIfEmpty } from '../../server/db/seed/demo-seed';
import {
  branches,
  clients,
  employees,
  employeeServices,
  jobTitles,
  licenses,
  memberships,
  resources,
  serviceCategories,
  services,
  users,
  vacancies,
  vacancyReplies,
} from '../../server/db/tables';
import { verifyPassword } from '../../server/plugins/app/passwords';
import { canEditArea, canOpenCashRegisterSettings, canViewArea, flattenMenu } from '../../src/schema/license-access';
import type { Organization } from '../../src/schema/organization';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer } from './account-support';

describe('demo seed', () => {
  let t: TestApp;
  const tokenFor = async (login: string) => {
    const [row] = await t.app.db.select().from(users).where(eq(users.login, login));
    return bearer(t.app, row!.id);
  };
  const organizationsOf = async (login: string): Promise<Organization[]> =>
    (await t.app.inject({ url: '/api/v1/organizations', headers: await tokenFor(login) })).json().items;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('seeds an empty database once, and never again, in well under a second or two', async () => {
    const started = performance.now();
    expect(await seedDemoIfEmpty(t.app.db)).toBe(true);
    // Three argon2 hashes and a dozen batch inserts; the first start's budget is 3 s in all.
    expect(performance.now() - started).toBeLessThan(2500);
    expect(await seedDemoIfEmpty(t.app.db)).toBe(false);
    expect(await t.app.db.select().from(users)).toHaveLength(3);
  });

  it('creates the three documented users with names and the demo password', async () => {
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
  });

  it('lets the administrator see one branch only', async () => {
    const chains = await organizationsOf('admin@demo.test');
    expect(chains).toHaveLength(1);
    expect(chains[0]).toMatchObject({ name: 'Demo Salons', role: 'administrator' });
    expect(chains[0]!.branches.map((b) => b.name)).toEqual(['Centre']);
    const me = (await t.app.inject({ url: '/api/v1/me', headers: await tokenFor('admin@demo.test') })).json();
    expect(me.isOwner).toBe(false);
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

  it('licenses Demo Salons with marketing closed, reports view-only and cash register settings open', async () => {
    const [demo] = await organizationsOf('owner@demo.test');
    const license = (await t.app.inject({ url: `/api/v1/organizations/${demo!.id}/license`, headers: await tokenFor('admin@demo.test') })).json();
    expect(license).toMatchObject({ isActive: true, isTrialLicense: false });
    expect(license.branchMenu.branch_marketing.enable).toBe(false);
    expect(license.branchMenu.branch_reports.content).toBe('view');
    expect(Object.keys(license.branchMenu.branch_settings.blocks)).toEqual(expect.arrayContaining(['finance_settings', 'cash_register']));
    const flat = flattenMenu(license.branchMenu);
    expect(canViewArea(flat, 'marketing')).toBe(false);
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
          expect(member.phone).toMatch(/^\d{9}$/);
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
          expect(person.phone).toMatch(/^\d{9}$/);
          expect(person.dialCode).toBe(branch.isoCurrency === 'RSD' ? '+381' : '+386');
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
});
