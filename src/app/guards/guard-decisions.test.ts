import { describe, expect, it } from 'vitest';
import { findArea } from '@/schema/areas';
import type { PageNode } from '@/schema/area-definition';
import { menuTreeSchema } from '@/schema/license';
import { licenceKeys } from '@/schema/licence-gates';
import type { Organization } from '@/schema/organization';
import type { User } from '@/schema/user';
import { buildAccessContext } from '@/providers/access-control-provider';
import {
  clearsOrganizations,
  decideAreaAccess,
  decideSessionGuards,
  homePath,
  licenceMustBeCleared,
  loginRedirect,
  matchWorkspace,
  needsLanguage,
  onboardingRedirect,
  previousLocationToSave,
  shouldOpenSocket,
  wideRedirectTarget,
  type SessionGuardInput,
} from './guard-decisions';

/** A licence in force for these tests (lapsing is src/schema/license-access.test.ts's). */
const inForce = '2999-01-01T00:00:00.000Z';

const branch = (id: number) => ({
  id,
  guid: '00000000-0000-4000-8000-00000000000' + (id % 10),
  name: `Branch ${id}`,
  ISOCurrency: 'EUR',
  timeZone: 'Europe/Belgrade',
  workingHours: { start: '09:00', end: '21:00' },
  address: null,
  phone: null,
});
const organizations: Organization[] = [
  { id: 1, name: 'Demo Salons', role: 'owner', branches: [branch(10), branch(11)], teamMembers: [] },
  { id: 2, name: 'Empty', role: 'administrator', branches: [], teamMembers: [] },
];
const user: User = {
  id: 5,
  login: 'owner@demo.test',
  firstName: 'Olga',
  lastName: 'Owner',
  middleName: null,
  phone: null,
  dialCode: null,
  isOwner: true,
  startPage: null,
  needShowOnboarding: false,
  ISOLanguage: 'EN',
  theme: 'system',
  hideSnowflake: false,
  twoFactorEnabled: false,
};

const ready = (overrides: Partial<SessionGuardInput> = {}): SessionGuardInput => ({
  pathname: '/chain/1/branch/10/clients',
  hasToken: true,
  user: { status: 'success', data: user },
  organizations: { status: 'success', data: organizations },
  languageReady: true,
  ...overrides,
});

describe('guard 1: the current user', () => {
  it('lets login, forgotPassword and auth through without a user', () => {
    for (const pathname of ['/login', '/forgotPassword', '/auth']) {
      expect(decideSessionGuards(ready({ pathname, hasToken: false, user: { status: 'pending' } }))).toEqual({
        kind: 'render',
      });
    }
  });

  it('sends a visitor without a session to login, remembering the page', () => {
    expect(decideSessionGuards(ready({ hasToken: false, search: '?tab=1' }))).toEqual({
      kind: 'redirect',
      to: '/login?to=%2Fchain%2F1%2Fbranch%2F10%2Fclients%3Ftab%3D1',
    });
    expect(loginRedirect('/')).toBe('/login');
  });

  it('waits for the user, and reports a failure', () => {
    expect(decideSessionGuards(ready({ user: { status: 'pending' } }))).toEqual({ kind: 'loading' });
    expect(decideSessionGuards(ready({ user: { status: 'error' } }))).toEqual({
      kind: 'error',
      failed: 'user',
    });
  });
});

describe('guard 2: the organisation and branch in the route', () => {
  it('accepts the user’s own chain and branch', () => {
    expect(matchWorkspace('/chain/1/branch/11/team', organizations)).toMatchObject({
      kind: 'ok',
      branch: { id: 11 },
    });
    expect(matchWorkspace('/chain/2/settings', organizations)).toMatchObject({ kind: 'ok', branch: null });
    expect(matchWorkspace('/account', organizations)).toEqual({ kind: 'none' });
  });

  it('shows not-found for another chain, another branch or a malformed id', () => {
    for (const pathname of [
      '/chain/9/dashboard',
      '/chain/1/branch/20/clients',
      '/chain/1x/dashboard',
      '/chain/1/branch/-10',
    ]) {
      expect(decideSessionGuards(ready({ pathname }))).toEqual({ kind: 'not-found' });
    }
  });

  it('waits for the organisations, and only where the route needs them', () => {
    expect(decideSessionGuards(ready({ organizations: { status: 'pending' } }))).toEqual({ kind: 'loading' });
    expect(
      decideSessionGuards(ready({ pathname: '/account/me', organizations: { status: 'pending' } })),
    ).toEqual({ kind: 'render' });
    expect(decideSessionGuards(ready({ organizations: { status: 'error' } }))).toEqual({
      kind: 'error',
      failed: 'organizations',
    });
  });

  it('forgets stored organisations on login, forgotPassword and auth only', () => {
    expect(['/login', '/forgotPassword', '/auth'].every(clearsOrganizations)).toBe(true);
    expect(clearsOrganizations('/account')).toBe(false);
    expect(clearsOrganizations('/loginx')).toBe(false);
  });

  it('checks membership before onboarding (guard order)', () => {
    const onboarding = { ...user, needShowOnboarding: true };
    expect(
      decideSessionGuards(
        ready({ pathname: '/chain/9/dashboard', user: { status: 'success', data: onboarding } }),
      ),
    ).toEqual({
      kind: 'not-found',
    });
  });
});

describe('guard 3: onboarding', () => {
  const onboarding = { ...user, needShowOnboarding: true };
  it('goes to onboarding, or to default setup when a start page exists', () => {
    expect(onboardingRedirect(onboarding, '/chain/1/dashboard')).toBe('/onboarding');
    expect(onboardingRedirect({ ...onboarding, startPage: '/chain/1/branch/10' }, '/account')).toBe('/setup');
    expect(onboardingRedirect(user, '/chain/1/dashboard')).toBeNull();
  });

  it('leaves onboarding, login, forgotPassword, auth and setup alone', () => {
    for (const pathname of ['/onboarding', '/login', '/forgotPassword', '/auth', '/setup']) {
      expect(onboardingRedirect(onboarding, pathname)).toBeNull();
    }
    expect(
      decideSessionGuards(ready({ pathname: '/', user: { status: 'success', data: onboarding } })),
    ).toEqual({
      kind: 'redirect',
      to: '/onboarding',
    });
  });
});

describe('guards 4 and 5: socket and language', () => {
  it('opens the socket once, only with a session and off the public pages', () => {
    expect(shouldOpenSocket('/chain/1/dashboard', true, false)).toBe(true);
    expect(shouldOpenSocket('/chain/1/dashboard', true, true)).toBe(false);
    expect(shouldOpenSocket('/chain/1/dashboard', false, false)).toBe(false);
    expect(shouldOpenSocket('/auth', true, false)).toBe(false);
  });

  it('exempts only login from loading the language', () => {
    expect(needsLanguage('/login')).toBe(false);
    expect(needsLanguage('/forgotPassword')).toBe(true);
    expect(decideSessionGuards(ready({ pathname: '/login', languageReady: false }))).toEqual({
      kind: 'render',
    });
    expect(decideSessionGuards(ready({ pathname: '/auth', languageReady: false }))).toEqual({
      kind: 'loading',
    });
    expect(decideSessionGuards(ready({ languageReady: false }))).toEqual({ kind: 'loading' });
  });

  it('does not hold a redirect back for the language', () => {
    expect(decideSessionGuards(ready({ hasToken: false, languageReady: false })).kind).toBe('redirect');
  });
});

describe('guard 6: area access', () => {
  const license = {
    expiresAt: inForce,
    organizationMenu: menuTreeSchema.parse({
      billing: { enable: false },
      settings: { enable: true, content: 'edit' },
    }),
    branchMenu: menuTreeSchema.parse({
      branch_clients: { enable: true, content: 'edit' },
      branch_reports: { enable: true, content: 'view' },
      branch_marketing: { enable: false },
      branch_settings: { enable: true, content: 'edit', blocks: { finance_settings: { enable: true } } },
    }),
  };
  const owner = buildAccessContext('owner', license);
  const page = (path: string, extra: Partial<PageNode> = {}): PageNode[] => [{ path, ...extra }];

  it('opens an area the licence grants and marks view-only ones', () => {
    expect(
      decideAreaAccess({
        area: findArea('branch', 'clients')!,
        trail: page(''),
        role: 'owner',
        context: owner,
      }),
    ).toEqual({
      kind: 'allowed',
      viewOnly: false,
    });
    expect(
      decideAreaAccess({
        area: findArea('branch', 'reports')!,
        trail: page(''),
        role: 'owner',
        context: owner,
      }),
    ).toEqual({
      kind: 'allowed',
      viewOnly: true,
    });
  });

  it('denies a disabled or missing area, and waits while the licence loads', () => {
    expect(
      decideAreaAccess({
        area: findArea('branch', 'marketing')!,
        trail: page(''),
        role: 'owner',
        context: owner,
      }).kind,
    ).toBe('denied');
    expect(
      decideAreaAccess({ area: findArea('branch', 'sales')!, trail: page(''), role: 'owner', context: owner })
        .kind,
    ).toBe('denied');
    expect(
      decideAreaAccess({
        area: findArea('branch', 'clients')!,
        trail: page(''),
        role: 'owner',
        context: null,
      }),
    ).toEqual({
      kind: 'loading',
    });
  });

  it('asks for both blocks before cash register settings open', () => {
    const cashRegister = page('cash-register', { licence: licenceKeys.cashRegister });
    const settings = findArea('branch', 'settings')!;
    expect(decideAreaAccess({ area: settings, trail: page(''), role: 'owner', context: owner }).kind).toBe(
      'allowed',
    );
    expect(
      decideAreaAccess({ area: settings, trail: cashRegister, role: 'owner', context: owner }).kind,
    ).toBe('denied');
    const withBlocks = buildAccessContext('owner', {
      ...license,
      branchMenu: menuTreeSchema.parse({
        branch_settings: {
          enable: true,
          blocks: { finance_settings: { enable: true }, cash_register: { enable: true } },
        },
      }),
    });
    expect(
      decideAreaAccess({ area: settings, trail: cashRegister, role: 'owner', context: withBlocks }).kind,
    ).toBe('allowed');
  });

  it('exempts billing/subscription from the licence', () => {
    const billing = findArea('organization', 'billing')!;
    expect(decideAreaAccess({ area: billing, trail: page(''), role: 'owner', context: owner }).kind).toBe(
      'denied',
    );
    expect(
      decideAreaAccess({
        area: billing,
        trail: page('subscription', { licenceExempt: true }),
        role: 'owner',
        context: owner,
      }).kind,
    ).toBe('allowed');
  });

  it('opens areas outside the licence menus without waiting for the licence, to the roles their permission allows', () => {
    const referrals = findArea('organization', 'referrals')!;
    expect(decideAreaAccess({ area: referrals, trail: page(''), role: 'owner', context: null }).kind).toBe('allowed');
    for (const role of ['administrator', 'employee'] as const) {
      expect(decideAreaAccess({ area: referrals, trail: page(''), role, context: null }).kind).toBe('denied');
    }
  });

  it('denies what the role may not open even when the licence allows it, saying why', () => {
    const employee = buildAccessContext('employee', {
      ...license,
      branchMenu: menuTreeSchema.parse({ branch_reports: { enable: true } }),
    });
    expect(
      decideAreaAccess({
        area: findArea('branch', 'reports')!,
        trail: page(''),
        role: 'employee',
        context: employee,
      }),
    ).toEqual({
      kind: 'denied',
      cause: 'role',
    });
    expect(
      decideAreaAccess({
        area: findArea('branch', 'marketing')!,
        trail: page(''),
        role: 'owner',
        context: owner,
      }),
    ).toEqual({
      kind: 'denied',
      cause: 'licence',
    });
  });

  it("denies a page that asks for another area's permission the role lacks: sold memberships under Catalog", () => {
    const employee = buildAccessContext('employee', {
      ...license,
      branchMenu: menuTreeSchema.parse({ branch_catalog: { enable: true } }),
    });
    const catalog = findArea('branch', 'catalog')!;
    const sold = page('sold-memberships', { permission: 'sales' });
    expect(decideAreaAccess({ area: catalog, trail: page('memberships'), role: 'employee', context: employee }).kind).toBe('allowed');
    expect(decideAreaAccess({ area: catalog, trail: sold, role: 'employee', context: employee })).toEqual({ kind: 'denied', cause: 'role' });
  });
});

describe('small decisions', () => {
  it('sends / to the start page, else the chain dashboard for owners and the first branch for others, else onboarding', () => {
    expect(homePath({ startPage: '/chain/1/branch/11/schedule' }, organizations)).toBe(
      '/chain/1/branch/11/schedule',
    );
    expect(homePath({ startPage: '//evil.test' }, organizations)).toBe('/chain/1/dashboard');
    const administrator = { ...organizations[0]!, role: 'administrator' as const };
    expect(homePath({ startPage: null }, [administrator])).toBe('/chain/1/branch/10/dashboard');
    expect(homePath({ startPage: null }, [organizations[1]!])).toBe('/chain/2/dashboard');
    expect(homePath({ startPage: null }, [])).toBe('/onboarding');
  });

  it('clears the licence only when the organisation changes', () => {
    expect(licenceMustBeCleared(1, 2)).toBe(true);
    expect(licenceMustBeCleared(1, 1)).toBe(false);
    expect(licenceMustBeCleared(null, 1)).toBe(false);
    expect(licenceMustBeCleared(1, null)).toBe(false);
  });

  it('remembers where the user was when entering the account area', () => {
    expect(previousLocationToSave('/chain/1/branch/10/clients?q=a', '/account/me')).toBe(
      '/chain/1/branch/10/clients?q=a',
    );
    expect(previousLocationToSave('/account/me', '/account/workspaces')).toBeNull();
    expect(previousLocationToSave('/chain/1/dashboard', '/chain/1/billing')).toBeNull();
    expect(previousLocationToSave(null, '/account')).toBeNull();
  });

  it('redirects client and team member main to overview on wide screens only', () => {
    expect(wideRedirectTarget({ wideRedirectTo: 'overview' }, true)).toBe('overview');
    expect(wideRedirectTarget({ wideRedirectTo: 'overview' }, false)).toBeNull();
    expect(wideRedirectTarget({}, true)).toBeNull();
  });
});
