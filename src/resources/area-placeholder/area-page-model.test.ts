import { describe, expect, it } from 'vitest';
import { findArea } from '@/schema/areas';
import { flattenAreaPages } from '@/schema/area-paths';
import { menuTreeSchema } from '@/schema/license';
import { flattenMenu } from '@/schema/license-access';
import { areaPageModel, selectedTab } from './area-page-model';

const pageOf = (pattern: string) => {
  const page = flattenAreaPages().find((p) => p.pattern === pattern);
  if (!page) throw new Error(`no page ${pattern}`);
  return page;
};
const params = { orgId: '1', branchId: '10', clientId: '5', orderId: '7' };

describe('area page model', () => {
  it('titles an index page after its area and lists the area tabs', () => {
    const { area, trail } = pageOf('/chain/:orgId/branch/:branchId/clients');
    const model = areaPageModel(area, trail, params, 'owner');
    expect(model.titleKey).toBe('areas.branch.clients.title');
    expect(model.trail).toEqual([
      { key: 'area', titleKey: 'areas.branch.clients.title', to: '/chain/1/branch/10/clients' },
    ]);
  });

  it('gives a client card page its breadcrumbs and the card tabs', () => {
    const { area, trail } = pageOf('/chain/:orgId/branch/:branchId/clients/:clientId/history');
    const model = areaPageModel(area, trail, params, 'owner');
    expect(model.titleKey).toBe('pages.history');
    expect(model.trail.map((l) => l.to)).toEqual([
      '/chain/1/branch/10/clients',
      '/chain/1/branch/10/clients/5',
      '/chain/1/branch/10/clients/5/history',
    ]);
    expect(model.sectionTabs.map((l) => l.titleKey)).toContain('pages.overview');
    expect(model.sectionTabs[0]?.to).toBe('/chain/1/branch/10/clients/5/overview');
  });

  it("titles a parent's index page as the parent: a client's sale opens on \"New sale\"", () => {
    const { area, trail } = pageOf('/chain/:orgId/branch/:branchId/clients/:clientId/new-sale');
    expect(areaPageModel(area, trail, params, 'owner').titleKey).toBe('pages.newSale');
    const payments = pageOf('/chain/:orgId/branch/:branchId/sales/transactions');
    expect(areaPageModel(payments.area, payments.trail, params, 'owner').titleKey).toBe('pages.payments');
  });

  it('leaves out the tabs of pages the role may not open: an employee sees no sold memberships under Catalog', () => {
    const { area, trail } = pageOf('/chain/:orgId/branch/:branchId/catalog/memberships');
    const tabs = (role: 'owner' | 'employee') => areaPageModel(area, trail, params, role).areaTabs.map((tab) => tab.key);
    expect(tabs('owner')).toContain('sold-memberships');
    expect(tabs('employee')).toContain('memberships');
    expect(tabs('employee')).not.toContain('sold-memberships');
  });

  it('leaves out the tabs of sub-areas and blocks the licence closes, and keeps them while it loads', () => {
    const { area, trail } = pageOf('/chain/:orgId/branch/:branchId/settings/resources');
    const settingsWith = (jobTitles: boolean) => ({
      organizationMenu: {},
      branchMenu: flattenMenu(
        menuTreeSchema.parse({
          branch_settings: {
            enable: true,
            content: 'edit',
            subCategories: {
              booking_settings: { enable: true, blocks: { resources: { enable: true }, job_titles: { enable: jobTitles } } },
              branch_settings: { enable: true, blocks: { general: { enable: true }, users: { enable: true } } },
            },
          },
        }),
      ),
    });
    const tabs = (menus: ReturnType<typeof settingsWith> | null) => areaPageModel(area, trail, params, 'owner', menus).areaTabs.map((l) => l.key);
    expect(tabs(settingsWith(true))).toEqual(['', 'resources', 'jobTitles', 'users']);
    expect(tabs(settingsWith(false))).toEqual(['', 'resources', 'users']);
    expect(tabs(null)).toEqual(['', 'resources', 'jobTitles', 'cash-register', 'push-notifications', 'users']);
  });

  it('opens drawers over the page they belong to', () => {
    const { area, trail } = pageOf('/chain/:orgId/branch/:branchId/sales/transactions/order/:orderId');
    const model = areaPageModel(area, trail, params, 'owner');
    expect(model.drawerBase).toBe('/chain/1/branch/10/sales/transactions');
    expect(model.titleKey).toBe('pages.order');
    expect(model.areaTabs.map((t) => t.key)).toContain('transactions');
  });

  it('selects the tab a page belongs to when its path is not below it (a service under "Services")', () => {
    const { area, trail } = pageOf('/chain/:orgId/branch/:branchId/catalog/units/:itemId');
    expect(areaPageModel(area, trail, { ...params, itemId: '12' }, 'owner').activeAreaTab).toBe('/chain/1/branch/10/catalog/services');
    const clients = pageOf('/chain/:orgId/branch/:branchId/clients/:clientId/history');
    expect(areaPageModel(clients.area, clients.trail, params, 'owner').activeAreaTab).toBeNull();
  });

  it('fills an optional parameter or leaves it out', () => {
    const network = findArea('organization', 'network')!;
    const about = network.pages.find((p) => p.path.startsWith('about'))!;
    expect(areaPageModel(network, [about], { orgId: '1' }, 'owner').trail.at(-1)?.to).toBe('/chain/1/network/about');
  });

  it("makes branch settings' own page a tab, so every settings page has one selected", () => {
    const { area, trail } = pageOf('/chain/:orgId/branch/:branchId/settings');
    const tabs = areaPageModel(area, trail, params, 'owner').areaTabs;
    expect(tabs[0]).toMatchObject({ titleKey: 'pages.general', to: '/chain/1/branch/10/settings' });
    expect(selectedTab(tabs, '/chain/1/branch/10/settings')).toBe('/chain/1/branch/10/settings');
    expect(selectedTab(tabs, '/chain/1/branch/10/settings/users/invite')).toBe('/chain/1/branch/10/settings/users');
    expect(selectedTab(tabs, '/chain/1/branch/10/settings/jobTitles/3/edit')).toBe('/chain/1/branch/10/settings/jobTitles');
  });

  it('gives the chain settings menu no tab row: it is the menu of the tabs (wide screens open General)', () => {
    const menu = pageOf('/chain/:orgId/settings');
    expect(menu.trail[0]?.wideRedirectTo).toBe('general');
    expect(areaPageModel(menu.area, menu.trail, params, 'owner').areaTabs).toEqual([]);
    const users = pageOf('/chain/:orgId/settings/users/invite');
    const tabs = areaPageModel(users.area, users.trail, params, 'owner').areaTabs;
    expect(tabs.map((l) => l.titleKey)).toEqual(['pages.general', 'pages.users']);
    expect(selectedTab(tabs, '/chain/1/settings/users/invite')).toBe('/chain/1/settings/users');
  });

  it('selects no tab for a path outside all of them', () => {
    expect(selectedTab([{ key: 'a', titleKey: 'pages.a', to: '/x/ab' }], '/x/abc')).toBeNull();
  });
});

