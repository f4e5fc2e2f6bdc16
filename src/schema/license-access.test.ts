import { describe, expect, it } from 'vitest';
import { canEditArea, canOpenCashRegisterSettings, canViewArea, enableMap, flattenMenu, licenceLapsed, licenceMenus } from './license-access';
import { menuTreeSchema } from './license';

const tree = menuTreeSchema.parse({
  branch_clients: { enable: true, content: 'edit' },
  branch_reports: { enable: true },
  branch_marketing: { enable: false, content: 'edit' },
  branch_settings: {
    enable: true,
    content: 'edit',
    blocks: { finance_settings: { enable: true }, cash_register: { enable: true } },
    subCategories: { booking_settings: { enable: true, content: 'edit' }, users: { enable: false } },
  },
  branch_catalog: { enable: true, content: 'view', subCategories: { memberships: { enable: true, content: 'edit' } } },
});

describe('licence menu flattening', () => {
  const flat = flattenMenu(tree);

  it('removes the branch prefix and turns sub-categories into dotted keys', () => {
    expect(Object.keys(flat).sort()).toEqual(
      ['catalog', 'catalog.memberships', 'clients', 'marketing', 'reports', 'settings', 'settings.booking_settings', 'settings.users'].sort(),
    );
    expect(enableMap(flat)).toMatchObject({ clients: true, marketing: false, 'settings.users': false });
  });

  it('defaults content to view, so an area with no content is read-only', () => {
    expect(canViewArea(flat, 'reports')).toBe(true);
    expect(canEditArea(flat, 'reports')).toBe(false);
  });

  it('closes disabled and unknown areas', () => {
    expect(canViewArea(flat, 'marketing')).toBe(false);
    expect(canViewArea(flat, 'no-such-area')).toBe(false);
  });

  it('never gives a child more than its parent', () => {
    expect(flat['catalog.memberships']?.content).toBe('view');
  });

  it('opens cash register settings only with both blocks', () => {
    expect(canOpenCashRegisterSettings(flat)).toBe(true);
    const withoutBlock = flattenMenu(
      menuTreeSchema.parse({ branch_settings: { enable: true, blocks: { finance_settings: { enable: true } } } }),
    );
    expect(canOpenCashRegisterSettings(withoutBlock)).toBe(false);
  });
});

describe('a lapsed licence', () => {
  const trees = {
    organizationMenu: menuTreeSchema.parse({ billing: { enable: true, content: 'edit' }, settings: { enable: true, content: 'edit', subCategories: { users: { enable: true, content: 'edit' } } } }),
    branchMenu: menuTreeSchema.parse({ branch_sales: { enable: true, content: 'edit' }, branch_reports: { enable: true, content: 'view' }, branch_marketing: { enable: false } }),
  };
  const expiresAt = '2030-06-01T00:00:00.000Z';
  const before = Date.parse(expiresAt) - 1;
  const after = Date.parse(expiresAt);

  it('is in force until its expiry, to the millisecond', () => {
    expect(licenceLapsed({ expiresAt }, before)).toBe(false);
    expect(licenceLapsed({ expiresAt: new Date(expiresAt) }, after)).toBe(true);
  });

  it('leaves every area at most view-only, closed ones closed, and Billing as it was', () => {
    const open = licenceMenus({ ...trees, expiresAt }, before);
    expect(canEditArea(open.branchMenu, 'sales')).toBe(true);
    const lapsed = licenceMenus({ ...trees, expiresAt }, after);
    expect(canViewArea(lapsed.branchMenu, 'sales')).toBe(true);
    expect(canEditArea(lapsed.branchMenu, 'sales')).toBe(false);
    expect(lapsed.branchMenu['reports']?.content).toBe('view');
    expect(canViewArea(lapsed.branchMenu, 'marketing')).toBe(false);
    expect(canEditArea(lapsed.organizationMenu, 'settings.users')).toBe(false);
    expect(canEditArea(lapsed.organizationMenu, 'billing')).toBe(true);
  });

  it('no licence opens nothing', () => {
    expect(licenceMenus(null)).toEqual({ organizationMenu: {}, branchMenu: {} });
  });
});
