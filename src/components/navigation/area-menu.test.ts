import { describe, expect, it } from 'vitest';
import { menuTreeSchema } from '@/schema/license';
import { buildAccessContext } from '@/providers/access-control-provider';
import { buildAreaMenu } from './area-menu';

/** A licence in force for these tests (lapsing is src/schema/license-access.test.ts's). */
const inForce = '2999-01-01T00:00:00.000Z';

const license = {
  expiresAt: inForce,
  organizationMenu: menuTreeSchema.parse({
    dashboard: { enable: true },
    billing: { enable: true, content: 'edit' },
    settings: { enable: true, content: 'edit' },
    network: { enable: false, visible: false },
    onlineBooking: { enable: false },
    vacancies: { enable: true, content: 'edit' },
  }),
  branchMenu: menuTreeSchema.parse({
    branch_dashboard: { enable: true },
    branch_schedule: { enable: true, content: 'edit' },
    branch_clients: { enable: true, content: 'edit' },
    branch_team: { enable: true, content: 'edit' },
    branch_catalog: { enable: true, content: 'edit' },
    branch_sales: { enable: true, content: 'edit' },
    branch_reports: { enable: true, content: 'view' },
    branch_marketing: { enable: false },
    branch_onlineBooking: { enable: false, visible: false },
    branch_integrations: { enable: true, content: 'edit' },
    branch_settings: { enable: true, content: 'edit' },
  }),
};

const keysOf = (entries: ReturnType<typeof buildAreaMenu>) => entries.map((e) => e.area.key);

describe('area menus from the licence', () => {
  const owner = buildAccessContext('owner', license);

  it('builds the branch menu with links, hiding invisible items and disabling closed ones', () => {
    const menu = buildAreaMenu({ scope: 'branch', orgId: 1, branchId: 10, role: 'owner', access: owner });
    expect(keysOf(menu)).not.toContain('onlineBooking');
    expect(keysOf(menu)).not.toContain('salary');
    expect(menu.find((e) => e.area.key === 'marketing')).toMatchObject({ disabled: true });
    expect(menu.find((e) => e.area.key === 'reports')).toMatchObject({ disabled: false, viewOnly: true });
    expect(menu.find((e) => e.area.key === 'clients')).toMatchObject({
      to: '/chain/1/branch/10/clients',
      viewOnly: false,
    });
    expect(menu.find((e) => e.area.key === 'team')?.to).toBe('/chain/1/branch/10/team/members');
  });

  it('builds the chain menu from the licence, with areas outside it decided by role', () => {
    const menu = buildAreaMenu({ scope: 'organization', orgId: 1, role: 'owner', access: owner });
    expect(keysOf(menu)).toEqual([
      'dashboard',
      'onlineBooking',
      'vacancies',
      'marketing',
      'referrals',
      'billing',
      'settings',
    ]);
    expect(menu.find((e) => e.area.key === 'onlineBooking')?.disabled).toBe(true);
    // The chain's Marketing opens with the branch menu's marketing, closed in this licence.
    expect(menu.find((e) => e.area.key === 'marketing')).toMatchObject({ disabled: true, to: '/chain/1/marketing/automations' });
  });

  it('hides what the role may not open', () => {
    const employee = buildAccessContext('employee', license);
    const branch = keysOf(
      buildAreaMenu({ scope: 'branch', orgId: 1, branchId: 10, role: 'employee', access: employee }),
    );
    expect(branch).toContain('clients');
    expect(branch).not.toContain('settings');
    expect(branch).not.toContain('sales');
    const chain = keysOf(
      buildAreaMenu({ scope: 'organization', orgId: 1, role: 'employee', access: employee }),
    );
    expect(chain).not.toContain('billing');
    expect(chain).not.toContain('vacancies');
  });

  it('lists areas as open while the licence loads', () => {
    const menu = buildAreaMenu({ scope: 'branch', orgId: 1, branchId: 10, role: 'owner', access: null });
    expect(menu.every((e) => !e.disabled)).toBe(true);
    expect(menu.length).toBeGreaterThan(10);
  });
});
