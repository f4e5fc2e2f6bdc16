import type { AccessControlProvider, CanParams, CanReturnType } from '@refinedev/core';
import { roleCan, type PermissionAction, type PermissionArea } from '@/schema/access';
import type { Role } from '@/schema/enums';
import type { License } from '@/schema/license';
import { decideLicence, licenceKeys, parseLicenceKey } from '@/schema/licence-gates';
import { licenceMenus, type FlatMenu } from '@/schema/license-access';

/**
 * What the signed-in user may do in the organisation (and branch) on screen: their role there and both
 * licence menus flattened (spec §6) as they hold now (a lapsed licence reads every area at most view-only). The UI only
 * hides and disables; the server checks every rule again.
 */
export type AccessContext = { role: Role; organizationMenu: FlatMenu; branchMenu: FlatMenu };

export const buildAccessContext = (
  role: Role,
  license: Pick<License, 'organizationMenu' | 'branchMenu' | 'expiresAt'>,
  now = Date.now(),
): AccessContext => ({ role, ...licenceMenus(license, now) });

export type MenuScope = 'organization' | 'branch';
export type MenuRef = { scope: MenuScope; key: string };

/** Organisation-level keys are written `org:<key>`; a bare key (or `branch:<key>`) is a branch key. */
export const organizationResourcePrefix = 'org:';
const branchResourcePrefix = 'branch:';

/**
 * Access-control resource names are licence keys (src/schema/licence-gates.ts), dotted for sub-areas and with
 * `#` for blocks: `clients`, `catalog.memberships`, `org:settings.users`, `settings.branch_settings#users`,
 * `settings#finance_settings+cash_register` (the cash register settings screen). The ref is the menu entry, blocks
 * left out.
 */
export function menuKeyOf(resource: string): MenuRef {
  const withoutBlocks = resource.split('#')[0] ?? resource;
  if (withoutBlocks.startsWith(organizationResourcePrefix)) {
    return { scope: 'organization', key: withoutBlocks.slice(organizationResourcePrefix.length) };
  }
  if (withoutBlocks.startsWith(branchResourcePrefix))
    return { scope: 'branch', key: withoutBlocks.slice(branchResourcePrefix.length) };
  return { scope: 'branch', key: withoutBlocks };
}

/** Spec §6: cash register settings need the finance_settings and cash_register blocks under branch settings. */
export const cashRegisterSettingsKey = licenceKeys.cashRegister;

/**
 * Menu key → permission area of src/schema/access.ts (the role table). The longest dotted prefix wins, so
 * `settings.users` has its own area while `settings.booking_settings` falls back to `settings`.
 * Keys with no area (dashboards) are gated by the licence only.
 */
export const menuKeyPermissionAreas: Record<MenuScope, Readonly<Record<string, PermissionArea>>> = {
  organization: {
    onlineBooking: 'onlineBooking',
    network: 'chain-settings',
    billing: 'billing',
    settings: 'chain-settings',
    'settings.users': 'chain-users',
    vacancies: 'vacancies',
  },
  branch: {
    schedule: 'schedule',
    clients: 'clients',
    team: 'team',
    catalog: 'catalog',
    sales: 'sales',
    reports: 'reports',
    marketing: 'marketing',
    onlineBooking: 'onlineBooking',
    integrations: 'integrations',
    settings: 'branch-settings',
    'settings.users': 'branch-users',
  },
};

export function permissionAreaOf({ scope, key }: MenuRef): PermissionArea | null {
  const table = menuKeyPermissionAreas[scope];
  const parts = key.split('.');
  for (let n = parts.length; n > 0; n--) {
    const area = table[parts.slice(0, n).join('.')];
    if (area) return area;
  }
  return null;
}

/** Refine's action names onto the role table's actions; anything else is refused. */
const actionOf = (action: string): PermissionAction | null => {
  switch (action) {
    case 'list':
    case 'show':
    case 'view':
      return 'view';
    case 'create':
    case 'clone':
      return 'create';
    case 'edit':
      return 'edit';
    case 'delete':
      return 'delete';
    default:
      return null;
  }
};

const humanName = (key: string): string =>
  key
    .split(/[.#+]/)
    .map((part) =>
      part
        .replace(/[_-]+/g, ' ')
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .toLowerCase(),
    )
    .join(' › ');

const allow: CanReturnType = { can: true };
const deny = (reason: string): CanReturnType => ({ can: false, reason });

/** The pure decision behind `can`, usable by guards and menus without going through Refine. */
export function decideAccess(
  context: AccessContext | null,
  resource: string,
  action: string,
  menuKey?: string,
): CanReturnType {
  if (!context) return deny('Access is not known yet: the organisation or its licence is still loading.');
  const permission = actionOf(action);
  if (!permission) return deny(`"${action}" is not an action this app knows.`);
  const licenceKey = menuKey ?? resource;
  const ref = menuKeyOf(licenceKey);
  const gate = parseLicenceKey(licenceKey);
  const name = humanName(gate.blocks.length > 0 ? `${gate.key}#${gate.blocks.join('+')}` : gate.key);

  const licence = decideLicence(context, gate);
  if (licence === 'closed') return deny(`Your licence does not include ${name}.`);
  if (permission !== 'view' && licence !== 'open') return deny(`Your licence makes ${name} view-only.`);

  const area = permissionAreaOf(ref);
  if (area && !roleCan(context.role, area, permission)) {
    return deny(
      permission === 'view'
        ? `Your role (${context.role}) cannot open ${name}.`
        : `Your role (${context.role}) cannot ${permission} in ${name}.`,
    );
  }
  return allow;
}

const menuKeyFromParams = (params: CanParams['params']): string | undefined => {
  const fromMeta: unknown = params?.resource?.meta?.menuKey;
  return typeof fromMeta === 'string' ? fromMeta : undefined;
};

/**
 * Refine's access-control provider over the current AccessContext. A Refine resource whose name is an API
 * path (`organizations/5/branches`) can name its licence key in `meta.menuKey`. Results are cached by Refine:
 * invalidate the `access` queries when the organisation, branch or licence changes.
 */
export function createAccessControlProvider(getContext: () => AccessContext | null): AccessControlProvider {
  return {
    can: async ({ resource, action, params }: CanParams): Promise<CanReturnType> => {
      // No resource means a page outside the licence menus (account, onboarding): always open.
      if (!resource && !menuKeyFromParams(params)) return allow;
      return decideAccess(getContext(), resource ?? '', action, menuKeyFromParams(params));
    },
    options: { buttons: { enableAccessControl: true, hideIfUnauthorized: false } },
  };
}
