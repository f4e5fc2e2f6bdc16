import { describe, expect, it } from 'vitest';
import { allAreas } from '@/schema/areas';
import { menuTreeSchema } from '@/schema/license';
import en from '@/i18n/en/shell.json';
import pt from '@/i18n/pt/shell.json';
import ru from '@/i18n/ru/shell.json';
import sr from '@/i18n/sr/shell.json';
import tr from '@/i18n/tr/shell.json';
import { buildAccessContext } from '@/providers/access-control-provider';
import { scopeNavigation } from './scope-navigation';

/** A licence in force for these tests (lapsing is src/schema/license-access.test.ts's). */
const inForce = '2999-01-01T00:00:00.000Z';

const license = {
  expiresAt: inForce,
  organizationMenu: menuTreeSchema.parse({
    dashboard: { enable: true },
    billing: { enable: true, content: 'edit' },
    settings: { enable: true, content: 'edit' },
    onlineBooking: { enable: true, content: 'edit' },
  }),
  branchMenu: menuTreeSchema.parse({
    branch_dashboard: { enable: true },
    branch_clients: { enable: true, content: 'edit' },
    branch_settings: { enable: true, content: 'edit' },
    branch_onlineBooking: { enable: true, content: 'edit' },
  }),
};
const organization = {
  id: 1,
  name: 'Demo Salons',
  role: 'owner' as const,
  branches: [
    { id: 10, name: 'Centre' },
    { id: 11, name: 'Riverside' },
  ],
};
const access = buildAccessContext('owner', license);

describe('navigation of the scope on screen', () => {
  it("lists a branch's areas only inside a branch, with the way up to the whole chain", () => {
    const nav = scopeNavigation({ organization, branch: organization.branches[0]!, access });
    expect(nav.scope).toBe('branch');
    expect(nav.name).toBe('Centre');
    expect(nav.entries.length).toBeGreaterThan(0);
    expect(nav.entries.every((e) => e.area.scope === 'branch')).toBe(true);
    expect(nav.entries.map((e) => e.labelKey)).toContain('areas.branch.settings.title');
    expect(nav.entries.map((e) => e.labelKey)).not.toContain('areas.organization.settings.title');
    expect(nav.chain).toEqual({ id: 1, name: 'Demo Salons', to: '/chain/1/dashboard' });
    expect(nav.branches).toEqual([]);
  });

  it("lists the chain's areas on chain pages, with the way into each branch", () => {
    const nav = scopeNavigation({ organization, branch: null, access });
    expect(nav.scope).toBe('organization');
    expect(nav.name).toBe('Demo Salons');
    expect(nav.entries.every((e) => e.area.scope === 'organization')).toBe(true);
    expect(nav.chain).toBeNull();
    expect(nav.branches).toEqual([
      { id: 10, name: 'Centre', to: '/chain/1/branch/10/dashboard' },
      { id: 11, name: 'Riverside', to: '/chain/1/branch/11/dashboard' },
    ]);
  });

  it('never lists an area twice, even where both scopes have one of that name', () => {
    for (const branch of [organization.branches[0]!, null]) {
      const labels = scopeNavigation({ organization, branch, access }).entries.map((e) => e.area.key);
      expect(new Set(labels).size).toBe(labels.length);
    }
    const inBranch = scopeNavigation({ organization, branch: organization.branches[0]!, access });
    expect(inBranch.entries.filter((e) => e.area.key === 'onlineBooking')).toHaveLength(1);
  });

  it('gives every entry a short label for the bottom bar', () => {
    const nav = scopeNavigation({ organization, branch: organization.branches[0]!, access });
    expect(nav.entries.find((e) => e.area.key === 'clients')?.shortLabelKey).toBe('areas.branch.clients.short');
  });
});

describe('bottom-bar labels', () => {
  // Four of them share 375 px: one word each (tests/e2e/navigation.spec.ts checks they fit on the screen).
  it.each(Object.entries({ en, sr, ru, tr, pt }))('are one short word for every area in %s', (_lang, shell) => {
    const areas = shell.areas as Record<string, Record<string, { short?: string }>>;
    for (const area of allAreas) {
      const short = areas[area.scope]?.[area.key]?.short;
      expect(short, `${area.scope}.${area.key}`).toMatch(/^\S{1,12}$/u);
    }
  });
});
