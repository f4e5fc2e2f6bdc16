import { describe, expect, it } from 'vitest';
import { allAreas, areaAccessKey, areaResourceName, branchAreas, findArea, organizationAreas, pageTitleKey } from './areas';
import { areaHomePath, areaOfPath, flattenAreaPages, switchWorkspacePath } from './area-paths';
import { branchMenuKeys, organizationMenuKeys } from './license';
import { patternParams, routeParamRules } from './routes';

const patterns = flattenAreaPages().map((p) => p.pattern);

describe('navigation tree', () => {
  it('gives every licence menu key an area', () => {
    for (const key of branchMenuKeys) expect(branchAreas.some((a) => a.menuKey === key)).toBe(true);
    for (const key of organizationMenuKeys)
      expect(organizationAreas.some((a) => a.menuKey === key)).toBe(true);
  });

  it('has unique resource names and unique patterns', () => {
    const names = allAreas.map(areaResourceName);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('knows a rule for every route parameter it uses', () => {
    const params = new Set(patterns.flatMap(patternParams));
    for (const param of params) expect(Object.keys(routeParamRules)).toContain(param);
  });

  it('registers the routes of spec §2', () => {
    const b = '/chain/:orgId/branch/:branchId';
    const c = '/chain/:orgId';
    for (const expected of [
      `${c}/billing/subscription`,
      `${c}/network/about/:selectedAlias?`,
      `${c}/vacancies/:vacancyId/vacancy/replies`,
      `${c}/settings/users/invite`,
      `${c}/referrals/listOf`,
      `${c}/onlineBooking/links`,
      `${b}/schedule/order/:orderId`,
      `${b}/salaryScheme/calculation`,
      `${b}/settings/cash-register`,
      `${b}/clients/:clientId/new-sale/edit-item/:itemUid`,
      `${b}/clients/:clientId/membership-payment/:paymentId`,
      `${b}/catalog/services/:categoryId`,
      `${b}/catalog/memberships/edit/:membershipId`,
      `${b}/catalog/catalogServiceMenu`,
      `${b}/catalog/sold-memberships/details/:customerId/:id`,
      `${b}/sales/transactions/order/new`,
      `${b}/reports/cash-flow`,
      `${b}/marketing/notifications/:recipient/:notificationType/templates`,
      `${b}/marketing/instagram/templates/:templateId`,
      `${b}/marketing/:broadcastType/:broadcastId`,
      `${b}/onlineBooking/presence/seo`,
      `${b}/onlineBooking/settings/online-booking-rules`,
      `${b}/team/members/:empId/salaryScheme/documents`,
      `${b}/team/salary/:schemeId`,
      `${b}/integrations/manychat/services`,
      `${b}/integrations/email`,
      `${b}/integrations/:integrationAlias`,
    ]) {
      expect(patterns).toContain(expected);
    }
  });

  it('gives mobile menus to catalog, marketing, online booking, reports, sales and team', () => {
    const withMenu = branchAreas.filter((a) => a.pages.some((p) => p.mobileMenu)).map((a) => a.key);
    expect(withMenu.sort()).toEqual(['catalog', 'marketing', 'onlineBooking', 'reports', 'sales', 'team']);
  });

  it('names page titles from the last fixed segment', () => {
    expect(pageTitleKey({ path: 'cash-flow' })).toBe('cashFlow');
    expect(pageTitleKey({ path: 'order/:orderId' })).toBe('order');
    expect(pageTitleKey({ path: '' })).toBeNull();
    expect(pageTitleKey({ path: 'x', page: 'custom' })).toBe('custom');
  });

  it('names access keys in the access-control notation', () => {
    expect(areaAccessKey(findArea('organization', 'billing')!)).toBe('org:billing');
    expect(areaAccessKey(findArea('branch', 'salary')!)).toBe('team');
    expect(areaAccessKey(findArea('branch', 'referrals')!)).toBeNull();
    // The chain's Marketing is outside the chain menu of the licence: the branch menu's marketing opens it.
    expect(areaAccessKey(findArea('organization', 'marketing')!)).toBe('marketing');
    expect(patterns).toContain('/chain/:orgId/marketing/notifications/:recipient/:notificationType/settings');
  });
});

describe('areas of a path and switching workspaces', () => {
  const orgA = { id: 1, branches: [{ id: 10 }, { id: 11 }] };
  const orgB = { id: 2, branches: [{ id: 20 }] };
  const orgEmpty = { id: 3, branches: [] };

  it('finds the area of a path', () => {
    expect(areaOfPath('/chain/1/branch/10/clients/4/overview')?.key).toBe('clients');
    expect(areaOfPath('/chain/1/branch/10/salaryScheme/calculation')?.key).toBe('salary');
    expect(areaOfPath('/chain/1/billing')?.scope).toBe('organization');
    expect(areaOfPath('/account')).toBeNull();
  });

  it('lands on the first page of an area without parameters', () => {
    expect(areaHomePath(findArea('branch', 'team')!, 1, 10)).toBe('/chain/1/branch/10/team/members');
    expect(areaHomePath(findArea('branch', 'salary')!, 1, 10)).toBe('/chain/1/branch/10/salary');
    expect(areaHomePath(findArea('organization', 'settings')!, 1)).toBe('/chain/1/settings');
    expect(areaHomePath(findArea('organization', 'network')!, 1)).toBe('/chain/1/network/about');
  });

  it('keeps the area when switching branch, dropping record ids', () => {
    expect(
      switchWorkspacePath('/chain/1/branch/10/clients/4/overview', { organization: orgA, branchId: 11 }),
    ).toBe('/chain/1/branch/11/clients');
  });

  it('takes the first branch of another chain and keeps the area', () => {
    expect(switchWorkspacePath('/chain/1/branch/10/catalog/services', { organization: orgB })).toBe(
      '/chain/2/branch/20/catalog/services',
    );
  });

  it('stays on the chain level when switching chain from a chain page', () => {
    expect(switchWorkspacePath('/chain/1/settings/users', { organization: orgB })).toBe('/chain/2/settings');
  });

  it('falls back to the chain dashboard of a chain without branches', () => {
    expect(switchWorkspacePath('/chain/1/branch/10/clients', { organization: orgEmpty })).toBe(
      '/chain/3/dashboard',
    );
  });

  it('goes to the branch dashboard when the area does not exist there', () => {
    expect(switchWorkspacePath('/chain/1/billing', { organization: orgA, branchId: 10 })).toBe(
      '/chain/1/branch/10/dashboard',
    );
    expect(switchWorkspacePath('/account/me', { organization: orgA })).toBe('/chain/1/branch/10/dashboard');
  });
});
