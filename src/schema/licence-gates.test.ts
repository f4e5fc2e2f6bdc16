import { describe, expect, it } from 'vitest';
import { branchAreas, organizationAreas, pageLicenceKey } from './areas';
import type { AreaDefinition, PageNode } from './area-definition';
import { automatedMessagesOpen, decideLicence, licenceEntry, licenceKeys, parseLicenceKey, type LicenceMenus } from './licence-gates';
import { menuTreeSchema, type MenuTree } from './license';
import { flattenMenu } from './license-access';
import { resourceRegistry } from './resources';

/** The shape every licence is built in (server/modules/account/default-license.ts), written out here. */
const fullLicence = () => ({
  organizationMenu: menuTreeSchema.parse({
    dashboard: { enable: true, content: 'edit' },
    settings: { enable: true, content: 'edit', subCategories: { general: { enable: true, content: 'edit' }, users: { enable: true, content: 'edit' } } },
  }) as MenuTree,
  branchMenu: menuTreeSchema.parse({
    branch_team: { enable: true, content: 'edit' },
    branch_catalog: { enable: true, content: 'edit', subCategories: { services: { enable: true, content: 'edit' }, memberships: { enable: true, content: 'edit' } } },
    branch_settings: {
      enable: true,
      content: 'edit',
      blocks: { finance_settings: { enable: true }, cash_register: { enable: true } },
      subCategories: {
        booking_settings: {
          enable: true,
          content: 'edit',
          blocks: Object.fromEntries(['services', 'providers', 'job_titles', 'work_schedule', 'resources'].map((b) => [b, { enable: true }])),
        },
        branch_settings: { enable: true, content: 'edit', blocks: Object.fromEntries(['general', 'users', 'schedule'].map((b) => [b, { enable: true }])) },
        system_settings: { enable: true, content: 'edit', blocks: { notifications: { enable: true } } },
      },
    },
  }) as MenuTree,
});

const menusOf = (licence: ReturnType<typeof fullLicence>): LicenceMenus => ({
  organizationMenu: flattenMenu(licence.organizationMenu),
  branchMenu: flattenMenu(licence.branchMenu),
});

/** The full licence with one change made to it. */
const changed = (change: (licence: ReturnType<typeof fullLicence>) => void): LicenceMenus => {
  const licence = fullLicence();
  change(licence);
  return menusOf(licence);
};

const settings = (licence: ReturnType<typeof fullLicence>) => licence.branchMenu['branch_settings']!;
const block = (licence: ReturnType<typeof fullLicence>, group: string, name: string) =>
  settings(licence).subCategories[group]!.blocks[name]!;

describe('licence keys', () => {
  it.each([
    ['team', { menu: 'branch', key: 'team', blocks: [] }],
    ['org:settings.users', { menu: 'organization', key: 'settings.users', blocks: [] }],
    ['branch:settings.users', { menu: 'branch', key: 'settings.users', blocks: [] }],
    ['settings.booking_settings#job_titles', { menu: 'branch', key: 'settings.booking_settings', blocks: ['job_titles'] }],
    ['settings#finance_settings+cash_register', { menu: 'branch', key: 'settings', blocks: ['finance_settings', 'cash_register'] }],
  ] as const)('reads %s', (text, gate) => {
    expect(parseLicenceKey(text)).toEqual(gate);
  });

  it('reads an absent sub-key as its nearest parent', () => {
    const flat = flattenMenu(menuTreeSchema.parse({ branch_catalog: { enable: true, content: 'view' } }));
    expect(licenceEntry(flat, 'catalog.services.extra')).toBe(flat['catalog']);
    expect(licenceEntry(flat, 'team')).toBeUndefined();
  });
});

describe('what each sub-area and block opens (spec §6)', () => {
  type Row = [name: keyof typeof licenceKeys, closedBy: (licence: ReturnType<typeof fullLicence>) => void];
  const rows: Row[] = [
    ['chainGeneral', (l) => void (l.organizationMenu['settings']!.subCategories['general']!.enable = false)],
    ['chainUsers', (l) => void (l.organizationMenu['settings']!.subCategories['users']!.enable = false)],
    ['branchGeneral', (l) => void (block(l, 'branch_settings', 'general').enable = false)],
    ['branchUsers', (l) => void (block(l, 'branch_settings', 'users').enable = false)],
    ['jobTitles', (l) => void (block(l, 'booking_settings', 'job_titles').enable = false)],
    ['resources', (l) => void (block(l, 'booking_settings', 'resources').enable = false)],
    ['pushNotifications', (l) => void (block(l, 'system_settings', 'notifications').enable = false)],
    ['cashRegister', (l) => void (settings(l).blocks['cash_register']!.enable = false)],
    ['cashRegister', (l) => void delete settings(l).blocks['finance_settings']],
    ['team', (l) => void (l.branchMenu['branch_team']!.enable = false)],
    ['catalogServices', (l) => void (l.branchMenu['branch_catalog']!.subCategories['services']!.enable = false)],
    ['catalogMemberships', (l) => void (l.branchMenu['branch_catalog']!.subCategories['memberships']!.content = 'none')],
    ['jobTitles', (l) => void (settings(l).subCategories['booking_settings']!.enable = false)],
    ['branchUsers', (l) => void (settings(l).enable = false)],
  ];

  it.each(Object.keys(licenceKeys))('the full licence opens %s', (name) => {
    expect(decideLicence(menusOf(fullLicence()), parseLicenceKey(licenceKeys[name as keyof typeof licenceKeys]))).toBe('open');
  });

  it.each(rows)('%s closes when its part of the licence is switched off', (name, closedBy) => {
    expect(decideLicence(changed(closedBy), parseLicenceKey(licenceKeys[name]))).toBe('closed');
  });

  it('a block closes only its own screen', () => {
    const menus = changed((l) => void (block(l, 'booking_settings', 'job_titles').enable = false));
    expect(decideLicence(menus, parseLicenceKey(licenceKeys.resources))).toBe('open');
    expect(decideLicence(menus, parseLicenceKey(licenceKeys.branchUsers))).toBe('open');
  });

  const viewOnlyRows: [keyof typeof licenceKeys, (licence: ReturnType<typeof fullLicence>) => void][] = [
    ['jobTitles', (l) => void (settings(l).subCategories['booking_settings']!.content = 'view')],
    ['jobTitles', (l) => void (settings(l).content = 'view')],
    ['chainUsers', (l) => void (l.organizationMenu['settings']!.subCategories['users']!.content = 'view')],
  ];
  it.each(viewOnlyRows)('%s is view-only when its entry (or a parent) grants view', (name, change) => {
    expect(decideLicence(changed(change), parseLicenceKey(licenceKeys[name]))).toBe('view_only');
  });
});

describe('automated messages (issue 17)', () => {
  const withMarketing = (content: 'edit' | 'view' | 'none', notifications = true) =>
    changed((l) => {
      l.branchMenu['branch_marketing'] = menuTreeSchema.parse({ m: { enable: true, content } })['m']!;
      block(l, 'system_settings', 'notifications').enable = notifications;
    });

  it.each([
    ['marketing open, notifications block on', withMarketing('edit'), true],
    ['marketing view-only, notifications block on', withMarketing('view'), true],
    ['notifications block off', withMarketing('edit', false), false],
    ['marketing closed', withMarketing('none'), false],
    ['no marketing entry at all', menusOf(fullLicence()), false],
  ] as const)('%s → %s', (_name, menus, open) => {
    expect(automatedMessagesOpen(menus)).toBe(open);
  });
});

/** Every page of the tree with its trail. */
function pagesOf(area: AreaDefinition): { path: string; trail: PageNode[] }[] {
  const walk = (nodes: readonly PageNode[], trail: PageNode[], base: string): { path: string; trail: PageNode[] }[] =>
    nodes.flatMap((node) => {
      const path = [base, node.path].filter(Boolean).join('/');
      const here = [...trail, node];
      return [{ path, trail: here }, ...(node.children ? walk(node.children, here, path) : [])];
    });
  return walk(area.pages, [], '');
}

const keyOf = (scope: 'organization' | 'branch', areaKey: string, path: string) => {
  const area = (scope === 'branch' ? branchAreas : organizationAreas).find((a) => a.key === areaKey)!;
  const page = pagesOf(area).find((p) => p.path === path);
  if (!page) throw new Error(`no page ${scope} ${areaKey}/${path}`);
  return pageLicenceKey(area, page.trail);
};

describe('the licence key of each page (the screen closes where the API answers 403)', () => {
  it.each([
    ['organization', 'settings', '', 'org:settings'],
    ['organization', 'settings', 'general', licenceKeys.chainGeneral],
    ['organization', 'settings', 'users', licenceKeys.chainUsers],
    ['organization', 'settings', 'users/invite', licenceKeys.chainUsers],
    ['branch', 'settings', '', licenceKeys.branchGeneral],
    ['branch', 'settings', 'users', licenceKeys.branchUsers],
    ['branch', 'settings', 'users/invite', licenceKeys.branchUsers],
    ['branch', 'settings', 'jobTitles', licenceKeys.jobTitles],
    ['branch', 'settings', 'resources', licenceKeys.resources],
    ['branch', 'settings', 'push-notifications', licenceKeys.pushNotifications],
    ['branch', 'settings', 'cash-register', licenceKeys.cashRegister],
    ['branch', 'catalog', 'services', licenceKeys.catalogServices],
    ['branch', 'catalog', 'units/:itemId', licenceKeys.catalogServices],
    ['branch', 'catalog', 'sort', licenceKeys.catalogServices],
    ['branch', 'catalog', 'memberships', licenceKeys.catalogMemberships],
    ['branch', 'catalog', 'memberships/edit/:membershipId', licenceKeys.catalogMemberships],
    ['branch', 'catalog', 'products', 'catalog'],
    ['branch', 'team', 'members', 'team'],
    ['branch', 'clients', ':clientId/overview', 'clients'],
  ] as const)('%s %s/%s → %s', (scope, area, path, key) => {
    expect(keyOf(scope, area, path)).toBe(key);
  });

  it('gives every page of a resource the key its API is gated by', () => {
    for (const definition of resourceRegistry) {
      const area = (definition.scope === 'branch' ? branchAreas : organizationAreas).find((a) => a.key === definition.screens.area);
      if (!area) continue;
      for (const kind of ['list', 'create', 'show', 'edit'] as const) {
        const path = definition.screens[kind];
        if (path === undefined) continue;
        const page = pagesOf(area).find((p) => p.path === path);
        expect(page, `${definition.name} ${kind}`).toBeDefined();
        expect([definition.name, kind, pageLicenceKey(area, page!.trail)]).toEqual([definition.name, kind, definition.menuKey]);
      }
    }
  });
});
