import { roleCan } from '@/schema/access';
import { areaResourceName, pageLicenceKey, pageOpensFor } from '@/schema/areas';
import type { AreaDefinition, PageNode } from '@/schema/area-definition';
import type { Organization, Branch } from '@/schema/organization';
import { publicPaths, routeParamsAreValid, topLevelPaths, workspaceOf } from '@/schema/routes';
import type { User } from '@/schema/user';
import { licenceOpens } from '@/schema/licence-gates';
import { decideAccess, type AccessContext } from '@/providers/access-control-provider';

/**
 * The route guards of spec §2 as pure decisions, so their order and exceptions are tested without a browser.
 * Components gather the state (user, organisations, socket, language, licence) and do what these say.
 */

export type Loadable<T> = { status: 'pending' | 'error' | 'success'; data?: T | undefined };

export type SessionGuardInput = {
  pathname: string;
  search?: string;
  hasToken: boolean;
  user: Loadable<User>;
  organizations: Loadable<Organization[]>;
  /** The language wanted for this route has been loaded (guard 5). */
  languageReady: boolean;
};

export type SessionGuardDecision =
  | { kind: 'render' }
  | { kind: 'loading' }
  | { kind: 'redirect'; to: string }
  | { kind: 'error'; failed: 'user' | 'organizations' }
  | { kind: 'not-found' };

const isOneOf = (pathname: string, paths: readonly string[]) =>
  paths.some((p) => pathname === p || pathname.startsWith(`${p}/`));

/** Guard 1: login, forgotPassword and auth run without a signed-in user. */
export const isPublicPath = (pathname: string): boolean => isOneOf(pathname, publicPaths);

/** Guard 2, second half: entering login, forgotPassword or auth forgets the stored organisations. */
export const clearsOrganizations = (pathname: string): boolean => isPublicPath(pathname);

/** Guard 3's exceptions: these never send the user on to onboarding or setup. */
const onboardingExempt: readonly string[] = [...publicPaths, topLevelPaths.onboarding, topLevelPaths.setup];

/** Guard 3: where a user who still has to be onboarded goes, or null to stay. */
export function onboardingRedirect(
  user: Pick<User, 'needShowOnboarding' | 'startPage'>,
  pathname: string,
): string | null {
  if (!user.needShowOnboarding || isOneOf(pathname, onboardingExempt)) return null;
  return user.startPage ? topLevelPaths.setup : topLevelPaths.onboarding;
}

/** Guard 5: the login page only sends the browser away, so it does not wait for translations. */
export const needsLanguage = (pathname: string): boolean => !isOneOf(pathname, [topLevelPaths.login]);

/** Guard 4: a signed-in route opens the live socket when none is open yet. */
export const shouldOpenSocket = (pathname: string, hasToken: boolean, socketOpened: boolean): boolean =>
  hasToken && !socketOpened && !isPublicPath(pathname);

export type WorkspaceMatch =
  | { kind: 'none' }
  | { kind: 'ok'; organization: Organization; branch: Branch | null }
  | { kind: 'not-found' };

/** Guard 2: the chain (and branch) in the path must be among the user's, and their ids digits only. */
export function matchWorkspace(pathname: string, organizations: readonly Organization[]): WorkspaceMatch {
  const { orgId, branchId } = workspaceOf(pathname);
  if (orgId === null) return { kind: 'none' };
  if (!routeParamsAreValid({ orgId, branchId: branchId ?? undefined })) return { kind: 'not-found' };
  const organization = organizations.find((o) => o.id === Number(orgId));
  if (!organization) return { kind: 'not-found' };
  if (branchId === null) return { kind: 'ok', organization, branch: null };
  const branch = organization.branches.find((b) => b.id === Number(branchId));
  return branch ? { kind: 'ok', organization, branch } : { kind: 'not-found' };
}

/** `/login?to=<where the user was going>`, so sign-in comes back to the same page. */
export const loginRedirect = (pathname: string, search = ''): string =>
  pathname === topLevelPaths.root && !search
    ? topLevelPaths.login
    : `${topLevelPaths.login}?${new URLSearchParams({ to: `${pathname}${search}` })}`;

/** Guards 1, 2, 3 and 5 in the order of spec §2 (guard 4 is a side effect, guard 6 sits on each area). */
export function decideSessionGuards(input: SessionGuardInput): SessionGuardDecision {
  const { pathname, languageReady } = input;
  const text = (decision: SessionGuardDecision): SessionGuardDecision =>
    // Guard 5: whatever shows text waits for its language; redirects do not.
    decision.kind === 'redirect' || !needsLanguage(pathname) || languageReady
      ? decision
      : { kind: 'loading' };

  if (isPublicPath(pathname)) return text({ kind: 'render' });

  // Guard 1
  if (!input.hasToken) return { kind: 'redirect', to: loginRedirect(pathname, input.search) };
  if (input.user.status === 'error') return text({ kind: 'error', failed: 'user' });
  const user = input.user.data;
  if (input.user.status === 'pending' || !user) return { kind: 'loading' };

  // Guard 2
  if (workspaceOf(pathname).orgId !== null || pathname === topLevelPaths.root) {
    if (input.organizations.status === 'error') return text({ kind: 'error', failed: 'organizations' });
    const organizations = input.organizations.data;
    if (input.organizations.status === 'pending' || !organizations) return { kind: 'loading' };
    if (matchWorkspace(pathname, organizations).kind === 'not-found') return text({ kind: 'not-found' });
  }

  // Guard 3
  const onboarding = onboardingRedirect(user, pathname);
  if (onboarding) return { kind: 'redirect', to: onboarding };

  return text({ kind: 'render' });
}

/** Where `/` sends a signed-in user: their start page, else their first chain's first branch. */
export function homePath(user: Pick<User, 'startPage'>, organizations: readonly Organization[]): string {
  if (
    user.startPage &&
    user.startPage.startsWith('/') &&
    !user.startPage.startsWith('//') &&
    user.startPage !== '/'
  ) {
    return user.startPage;
  }
  const first = organizations[0];
  if (!first) return topLevelPaths.onboarding;
  // Owners look after the whole chain; everyone else works in a branch.
  const branch = first.role === 'owner' ? undefined : first.branches[0];
  return branch ? `/chain/${first.id}/branch/${branch.id}/dashboard` : `/chain/${first.id}/dashboard`;
}

export type AreaAccessDecision =
  | { kind: 'allowed'; viewOnly: boolean }
  /** `licence`: the plan does not include it (no-licence-access page); `role`: the user's role may not open it. */
  | { kind: 'denied'; cause: 'licence' | 'role' }
  | { kind: 'loading' };

export type AreaAccessInput = {
  area: AreaDefinition;
  /** The page being opened, with its ancestors (licence exemptions and block requirements live on pages). */
  trail: readonly PageNode[];
  role: Organization['role'] | null;
  /** Null while the organisation's licence loads. */
  context: AccessContext | null;
};

/**
 * Guard 6: an area opens only when the access-control provider says its licence key may be viewed (and the
 * role may view it); a page under a sub-area or block (`PageNode.licence`: chain users, job titles, cash register
 * settings…) needs that key instead; billing/subscription is exempt.
 */
export function decideAreaAccess({ area, trail, role, context }: AreaAccessInput): AreaAccessDecision {
  const exempt = trail.some((p) => p.licenceExempt);
  const key = pageLicenceKey(area, trail);

  if (role && !trail.every((page) => pageOpensFor(role, page))) return { kind: 'denied', cause: 'role' };
  if (exempt || key === null) {
    if (!role) return { kind: 'loading' };
    if (area.permission && !roleCan(role, area.permission, 'view')) return { kind: 'denied', cause: 'role' };
    return { kind: 'allowed', viewOnly: false };
  }
  if (!context) return { kind: 'loading' };
  const view = decideAccess(context, areaResourceName(area), 'list', key);
  if (!view.can) return { kind: 'denied', cause: licenceOpens(context, key) ? 'role' : 'licence' };
  const edit = decideAccess(context, areaResourceName(area), 'edit', key);
  return { kind: 'allowed', viewOnly: !edit.can };
}

/** Spec §4 "License": cleared when the organisation changes, fetched when blank. */
export const licenceMustBeCleared = (previousOrgId: number | null, nextOrgId: number | null): boolean =>
  previousOrgId !== null && nextOrgId !== null && previousOrgId !== nextOrgId;

/** Entering the account area from elsewhere remembers where the user came from (spec §2 "Other"). */
export function previousLocationToSave(previous: string | null, next: string): string | null {
  const inAccount = (p: string) => p === topLevelPaths.account || p.startsWith(`${topLevelPaths.account}/`);
  if (!previous || !inAccount(next.split('?')[0] ?? next)) return null;
  return inAccount(previous.split('?')[0] ?? previous) ? null : previous;
}

/** An index page that becomes another on wide screens (client and team member main → overview). */
export const wideRedirectTarget = (node: Pick<PageNode, 'wideRedirectTo'>, isWide: boolean): string | null =>
  isWide && node.wideRedirectTo ? node.wideRedirectTo : null;
