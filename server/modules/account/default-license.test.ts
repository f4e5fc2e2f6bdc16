import { describe, expect, it } from 'vitest';
import { canEditArea, canOpenCashRegisterSettings, canViewArea, flattenMenu } from '../../../src/schema/license-access';
import { branchMenuKeys, menuTreeSchema, organizationMenuKeys } from '../../../src/schema/license';
import { demoSalonsLicense } from '../../db/seed/demo-seed';
import { defaultBranchMenu, defaultOrganizationMenu, trialLicense, trialDays } from './default-license';

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

  it('give a new chain a free two-week trial in its currency', () => {
    const now = new Date('2025-03-01T00:00:00Z');
    const trial = trialLicense('RSD', now);
    expect(trial).toMatchObject({ isTrial: true, price: '0.00', currency: 'RSD' });
    expect(trial.expiresAt.getTime() - now.getTime()).toBe(trialDays * 86_400_000);
  });

  it('demo licence: reports view-only, the rest (marketing too, issue 17) editable', () => {
    const flat = flattenMenu(demoSalonsLicense().branchMenu);
    expect(canEditArea(flat, 'marketing')).toBe(true);
    expect(canViewArea(flat, 'reports')).toBe(true);
    expect(canEditArea(flat, 'reports')).toBe(false);
    expect(canEditArea(flat, 'clients')).toBe(true);
  });
});
