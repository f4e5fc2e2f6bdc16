import { describe, expect, it } from 'vitest';
import type { Role } from '@/schema/enums';
import { menuTreeSchema } from '@/schema/license';
import {
  buildAccessContext,
  cashRegisterSettingsKey,
  createAccessControlProvider,
  menuKeyOf,
  permissionAreaOf,
  type AccessContext,
} from './access-control-provider';

/** A licence in force for these tests (lapsing is src/schema/license-access.test.ts's). */
const inForce = '2999-01-01T00:00:00.000Z';

const license = {
  expiresAt: inForce,
  organizationMenu: menuTreeSchema.parse({
    dashboard: { enable: true },
    billing: { enable: true, content: 'edit' },
    network: { enable: false },
    settings: { enable: true, content: 'edit', subCategories: { users: { enable: true, content: 'view' } } },
  }),
  branchMenu: menuTreeSchema.parse({
    branch_dashboard: { enable: true },
    branch_clients: { enable: true, content: 'edit' },
    branch_reports: { enable: true, content: 'edit' },
    branch_sales: { enable: true, content: 'view' },
    branch_marketing: { enable: false, content: 'edit' },
    branch_catalog: {
      enable: true,
      content: 'edit',
      subCategories: { memberships: { enable: true, content: 'view' } },
    },
    branch_settings: {
      enable: true,
      content: 'edit',
      blocks: { finance_settings: { enable: true }, cash_register: { enable: true } },
      subCategories: { users: { enable: true, content: 'edit' } },
    },
  }),
};

const providerFor = (role: Role) => {
  const context: AccessContext = buildAccessContext(role, license);
  return createAccessControlProvider(() => context);
};

describe('buildAccessContext', () => {
  it('flattens both menus; the branch menu loses its prefix', () => {
    const context = buildAccessContext('owner', license);
    expect(Object.keys(context.branchMenu)).toContain('clients');
    expect(Object.keys(context.branchMenu)).toContain('catalog.memberships');
    expect(context.organizationMenu['settings.users']?.content).toBe('view');
  });
});

describe('menuKeyOf and the permission table', () => {
  it('reads org: as organisation level and bare keys as branch level', () => {
    expect(menuKeyOf('org:billing')).toEqual({ scope: 'organization', key: 'billing' });
    expect(menuKeyOf('clients')).toEqual({ scope: 'branch', key: 'clients' });
    expect(menuKeyOf('branch:settings.users')).toEqual({ scope: 'branch', key: 'settings.users' });
  });

  it('finds the area of the longest matching key', () => {
    expect(permissionAreaOf(menuKeyOf('settings.users'))).toBe('branch-users');
    expect(permissionAreaOf(menuKeyOf('settings.booking_settings'))).toBe('branch-settings');
    expect(permissionAreaOf(menuKeyOf('org:settings.users'))).toBe('chain-users');
    expect(permissionAreaOf(menuKeyOf('dashboard'))).toBeNull();
  });
});

describe('can', () => {
  it('opens list and show where the licence grants view', async () => {
    const { can } = providerFor('owner');
    await expect(can({ resource: 'sales', action: 'list' })).resolves.toEqual({ can: true });
    await expect(can({ resource: 'org:dashboard', action: 'show' })).resolves.toEqual({ can: true });
  });

  it('closes disabled, unknown and missing areas with a reason', async () => {
    const { can } = providerFor('owner');
    const marketing = await can({ resource: 'marketing', action: 'list' });
    expect(marketing.can).toBe(false);
    expect(marketing.reason).toMatch(/licence does not include marketing/);
    await expect(can({ resource: 'org:network', action: 'list' })).resolves.toMatchObject({ can: false });
    await expect(can({ resource: 'team', action: 'list' })).resolves.toMatchObject({ can: false });
  });

  it('needs edit content for create, edit and delete', async () => {
    const { can } = providerFor('owner');
    await expect(can({ resource: 'clients', action: 'create' })).resolves.toEqual({ can: true });
    const sales = await can({ resource: 'sales', action: 'edit' });
    expect(sales).toMatchObject({ can: false });
    expect(sales.reason).toMatch(/view-only/);
    await expect(can({ resource: 'catalog.memberships', action: 'delete' })).resolves.toMatchObject({
      can: false,
    });
    await expect(can({ resource: 'org:settings.users', action: 'edit' })).resolves.toMatchObject({
      can: false,
    });
  });

  it('also needs the role to allow the action (src/schema/access.ts)', async () => {
    const admin = providerFor('administrator');
    await expect(admin.can({ resource: 'clients', action: 'delete' })).resolves.toEqual({ can: true });
    const reports = await admin.can({ resource: 'reports', action: 'edit' });
    expect(reports).toMatchObject({ can: false });
    expect(reports.reason).toMatch(/role \(administrator\) cannot edit/);
    await expect(admin.can({ resource: 'org:billing', action: 'list' })).resolves.toMatchObject({
      can: false,
    });

    const employee = providerFor('employee');
    await expect(employee.can({ resource: 'clients', action: 'create' })).resolves.toEqual({ can: true });
    await expect(employee.can({ resource: 'clients', action: 'delete' })).resolves.toMatchObject({
      can: false,
    });
    await expect(employee.can({ resource: 'reports', action: 'list' })).resolves.toMatchObject({
      can: false,
    });
    await expect(employee.can({ resource: 'dashboard', action: 'list' })).resolves.toEqual({ can: true });
  });

  it('opens cash register settings only with both blocks (spec §6)', async () => {
    const { can } = providerFor('owner');
    await expect(can({ resource: cashRegisterSettingsKey, action: 'list' })).resolves.toEqual({ can: true });
    const noBlock = createAccessControlProvider(() =>
      buildAccessContext('owner', {
        ...license,
        branchMenu: menuTreeSchema.parse({
          branch_settings: { enable: true, blocks: { finance_settings: { enable: true } } },
        }),
      }),
    );
    await expect(noBlock.can({ resource: cashRegisterSettingsKey, action: 'list' })).resolves.toMatchObject({
      can: false,
    });
  });

  it('reads meta.menuKey for resources named by API path, and refuses unknown actions', async () => {
    const { can } = providerFor('owner');
    await expect(
      can({
        resource: 'organizations/5/branches',
        action: 'list',
        params: { resource: { name: 'organizations/5/branches', meta: { menuKey: 'org:settings' } } },
      }),
    ).resolves.toEqual({ can: true });
    await expect(can({ resource: 'clients', action: 'export' })).resolves.toMatchObject({ can: false });
  });

  it('refuses everything while the context is loading, but leaves pages without a resource open', async () => {
    const { can } = createAccessControlProvider(() => null);
    await expect(can({ resource: 'clients', action: 'list' })).resolves.toMatchObject({ can: false });
    await expect(can({ action: 'list' })).resolves.toEqual({ can: true });
  });
});
