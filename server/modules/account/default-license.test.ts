import { describe, expect, it } from 'vitest';
import { canEditArea, canOpenCashRegisterSettings, canViewArea, flattenMenu } from '../../../src/schema/license-access';
import { branchMenuKeys, menuTreeSchema, organizationMenuKeys } from '../../../src/schema/license';
import { demoSalonsContract } from '../../db/seed/demo-seed';
import { defaultBranchMenu, defaultOrganizationMenu, planMenus } from './default-license';

describe('default licence trees', () => {
  it('use the shared menu keys, branch keys prefixed, and satisfy the licence schema', () => {
    expect(Object.keys(defaultOrganizationMenu()).sort()).toEqual([...organizationMenuKeys].sort());
    expect(Object.keys(defaultBranchMenu()).sort()).toEqual(branchMenuKeys.map((k) => `branch_${k}`).sort());
    expect(menuTreeSchema.safeParse(defaultBranchMenu()).success).toBe(true);
  });

  it('open every branch area for editing, cash register settings included', () => {
    const flat = flattenMenu(defaultBranchMenu());
    for (const key of branchMenuKeys) expect(canEditArea(flat, key)).toBe(true);
    expect(canOpenCashRegisterSettings(flat)).toBe(true);
    expect(canViewArea(flat, 'settings.booking_settings')).toBe(true);
  });

  it('a plan opens the areas it lists and closes the rest', () => {
    const { organizationMenu, branchMenu } = planMenus({ organization: ['billing', 'settings'], branch: ['schedule', 'sales'] });
    const org = flattenMenu(organizationMenu);
    const branch = flattenMenu(branchMenu);
    expect(canEditArea(org, 'billing')).toBe(true);
    expect(canViewArea(org, 'network')).toBe(false);
    expect(canEditArea(branch, 'sales')).toBe(true);
    expect(canViewArea(branch, 'reports')).toBe(false);
    expect(canOpenCashRegisterSettings(branch)).toBe(false);
  });

  it('demo licence: reports view-only, the rest (marketing too, issue 17) editable', () => {
    const flat = flattenMenu(demoSalonsContract({ ...planMenus({ organization: [], branch: [...branchMenuKeys] }), title: 'Business', price: '49.00', currency: 'EUR', expiresAt: new Date(), isTrial: false, maxEmployees: 50, maxBranches: 5 }).branchMenu);
    expect(canEditArea(flat, 'marketing')).toBe(true);
    expect(canViewArea(flat, 'reports')).toBe(true);
    expect(canEditArea(flat, 'reports')).toBe(false);
    expect(canEditArea(flat, 'clients')).toBe(true);
  });
});
