import { describe, expect, it } from 'vitest';
import { canEditArea, canOpenCashRegisterSettings, canViewArea, enableMap, flattenMenu } from './license-access';
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
