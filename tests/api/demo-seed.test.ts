import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword, demoUsers } from '../../server/db/seed/demo-data';
import { seedDemoIfEmpty } from '../../server/db/seed/demo-seed';
import { users } from '../../server/db/tables';
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

  it('seeds an empty database once, and never again', async () => {
    expect(await seedDemoIfEmpty(t.app.db)).toBe(true);
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
});
