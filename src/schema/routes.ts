import { notificationEventOf } from './messages/notification-events';
import { broadcastChannelSchema } from './messages/broadcast';
import { categoryIdParamSchema, numericIdParamSchema } from './primitives';

/**
 * Route paths of spec §2 and the builders the router, the menus and the switchers share.
 * The navigation tree itself (areas and their pages) is in `./areas`; this file knows only paths.
 */

export const topLevelPaths = {
  root: '/',
  auth: '/auth',
  login: '/login',
  loginRedirect: '/rl',
  forgotPassword: '/forgotPassword',
  paymentSuccess: '/secure_payment/success',
  paymentFailed: '/secure_payment/fail',
  account: '/account',
  test: '/a',
  onboarding: '/onboarding',
  setup: '/setup',
} as const;
export type TopLevelRoute = keyof typeof topLevelPaths;

export const chainPattern = '/chain/:orgId';
export const branchPattern = '/chain/:orgId/branch/:branchId';

export type Id = number | string;

/** `/chain/{orgId}` plus an optional path below it (`chainPath(1, 'settings/users')`). */
export const chainPath = (orgId: Id, rest = ''): string => joinPath(`/chain/${orgId}`, rest);

/** `/chain/{orgId}/branch/{branchId}` plus an optional path below it. */
export const branchPath = (orgId: Id, branchId: Id, rest = ''): string =>
  joinPath(`/chain/${orgId}/branch/${branchId}`, rest);

export const accountPages = {
  me: 'me',
  notifications: 'notifications',
  workspaces: 'workspaces',
  settings: 'settings',
  personalInfo: 'settings/personal-info',
  loginSecurity: 'settings/login-security',
  systemSettings: 'settings/system-settings',
  menu: 'menu',
} as const;
export type AccountPage = keyof typeof accountPages;

export const accountPath = (page?: AccountPage): string =>
  page ? `${topLevelPaths.account}/${accountPages[page]}` : topLevelPaths.account;

export function joinPath(...parts: string[]): string {
  const joined = parts
    .map((p) => p.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/');
  return `/${joined}`;
}

/** Fills `:name` and optional `:name?` segments; an optional segment without a value is dropped. */
export function fillPattern(pattern: string, params: Record<string, Id | undefined>): string {
  const segments = pattern.split('/').flatMap((segment) => {
    if (!segment.startsWith(':')) return [segment];
    const optional = segment.endsWith('?');
    const name = segment.slice(1, optional ? -1 : undefined);
    const value = params[name];
    if (value === undefined || value === '') {
      if (optional) return [];
      throw new Error(`Route parameter ${name} is missing for ${pattern}`);
    }
    return [encodeURIComponent(String(value))];
  });
  return segments.join('/') || '/';
}

/**
 * How each route parameter is checked (spec §5): ids take digits only, a catalog category id may be
 * negative, the rest are free words. A parameter that fails its rule shows the not-found page.
 */
export const routeParamRules = {
  orgId: 'unsigned',
  branchId: 'unsigned',
  clientId: 'unsigned',
  orderId: 'unsigned',
  paymentId: 'unsigned',
  itemId: 'unsigned',
  membershipId: 'unsigned',
  productId: 'unsigned',
  customerId: 'unsigned',
  id: 'unsigned',
  templateId: 'unsigned',
  broadcastId: 'unsigned',
  empId: 'unsigned',
  schemeId: 'unsigned',
  vacancyId: 'unsigned',
  categoryId: 'signed',
  itemUid: 'free',
  recipient: 'free',
  notificationType: 'free',
  broadcastType: 'free',
  integrationAlias: 'free',
  selectedAlias: 'free',
} as const satisfies Record<string, 'unsigned' | 'signed' | 'free'>;
export type RouteParamName = keyof typeof routeParamRules;

const isKnownParam = (name: string): name is RouteParamName => Object.hasOwn(routeParamRules, name);

/** A notification's page names one the catalog has: a recipient and a type of theirs (notification-events.ts). */
const notificationIsKnown = ({ recipient, notificationType }: Readonly<Record<string, string | undefined>>): boolean =>
  recipient === undefined || notificationType === undefined || notificationEventOf(recipient, notificationType) !== undefined;

/** A broadcast's page names one of the broadcast channels (broadcast.ts): `email`, `sms` or `telegram`. */
const broadcastTypeIsKnown = ({ broadcastType }: Readonly<Record<string, string | undefined>>): boolean =>
  broadcastType === undefined || broadcastChannelSchema.safeParse(broadcastType).success;

/** True when every id parameter has the shape its rule asks for. Unknown parameters are refused. */
export function routeParamsAreValid(params: Readonly<Record<string, string | undefined>>): boolean {
  const shaped = Object.entries(params).every(([name, value]) => {
    if (value === undefined || name === '*') return true;
    if (!isKnownParam(name)) return false;
    const rule = routeParamRules[name];
    if (rule === 'unsigned') return numericIdParamSchema.safeParse(value).success;
    if (rule === 'signed') return categoryIdParamSchema.safeParse(value).success;
    return value.length > 0 && value.length <= 100;
  });
  return shaped && notificationIsKnown(params) && broadcastTypeIsKnown(params);
}

/** Names of the `:params` in a pattern, optional ones included. */
export const patternParams = (pattern: string): string[] =>
  pattern
    .split('/')
    .filter((s) => s.startsWith(':'))
    .map((s) => s.slice(1).replace(/\?$/, ''));

export type WorkspaceInPath = { orgId: string | null; branchId: string | null; rest: string };

/** Reads the chain and branch ids out of a pathname (raw strings: checking them is the guard's job). */
export function workspaceOf(pathname: string): WorkspaceInPath {
  const branch = /^\/chain\/([^/]+)\/branch\/([^/]+)(\/.*)?$/.exec(pathname);
  if (branch) return { orgId: branch[1]!, branchId: branch[2]!, rest: trimSlashes(branch[3] ?? '') };
  const chain = /^\/chain\/([^/]+)(\/.*)?$/.exec(pathname);
  if (chain) return { orgId: chain[1]!, branchId: null, rest: trimSlashes(chain[2] ?? '') };
  return { orgId: null, branchId: null, rest: trimSlashes(pathname) };
}

const trimSlashes = (s: string) => s.replace(/^\/+|\/+$/g, '');

/** Top-level routes that never need a signed-in user (spec §2 guard 1). */
export const publicPaths: readonly string[] = [
  topLevelPaths.login,
  topLevelPaths.forgotPassword,
  topLevelPaths.auth,
];

export const isAccountPath = (pathname: string): boolean =>
  pathname === topLevelPaths.account || pathname.startsWith(`${topLevelPaths.account}/`);
