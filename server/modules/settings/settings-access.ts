import { roleCan, type PermissionAction, type PermissionArea } from '../../../src/schema/access';
import type { Role } from '../../../src/schema/enums';
import { flattenMenu, type FlatMenu } from '../../../src/schema/license-access';
import type { Db } from '../../db/client';
import { loadUserAccess, requireOrganization, type BranchRow, type OrganizationAccess } from '../../plugins/app/access';
import { DomainError, forbidden, notFound, type MissingThing } from '../../plugins/app/domain-error';
import { findActiveLicense, type LicenseRow } from '../account/license.repository';

/**
 * The gate every settings and catalog route passes: tenancy first (another chain's or an unreachable branch's
 * id answers 404 like an unknown one), then the licence (a closed or view-only key refuses changes with 403),
 * then the role table of src/schema/access.ts.
 */

export type LicenceGate = {
  /** Which menu of the licence: the chain's or the branch's. */
  menu: 'organization' | 'branch';
  /** A flattened key (`settings.general`); an absent sub-key falls back to its parent (`settings`). */
  key: string;
  /** A block of that key that must not be switched off (`users` under branch settings). */
  block?: string;
};

export type Menus = { organizationMenu: FlatMenu; branchMenu: FlatMenu };
export type ChainContext = { access: OrganizationAccess; license: LicenseRow | null; menus: Menus };
export type BranchContext = ChainContext & { branch: BranchRow };

const emptyMenus: Menus = { organizationMenu: {}, branchMenu: {} };

async function withLicence(db: Db, access: OrganizationAccess): Promise<ChainContext> {
  const license = await findActiveLicense(db, access.organizationId);
  const menus = license
    ? { organizationMenu: flattenMenu(license.organizationMenu), branchMenu: flattenMenu(license.branchMenu) }
    : emptyMenus;
  return { access, license, menus };
}

/** The caller's chain, its licence in force and the licence menus flattened. */
export async function openChain(db: Db, userId: number, organizationId: number): Promise<ChainContext> {
  return withLicence(db, await requireOrganization(db, userId, organizationId));
}

/** The branch among those the caller reaches (owners: every live branch; others: the granted ones). */
export async function openBranch(db: Db, userId: number, branchId: number, what: MissingThing = 'branch'): Promise<BranchContext> {
  for (const access of await loadUserAccess(db, userId)) {
    const branch = access.branches.find((b) => b.id === branchId);
    if (branch) return { ...(await withLicence(db, access)), branch };
  }
  throw notFound(what);
}

const licenceEntry = (flat: FlatMenu, key: string) => {
  for (let k = key; k; k = k.includes('.') ? k.slice(0, k.lastIndexOf('.')) : '') {
    const entry = flat[k];
    if (entry) return entry;
  }
  return undefined;
};

const licenceClosed = () => new DomainError('license_forbidden', (m) => m.settings.planExcludesArea);
const licenceViewOnly = () => new DomainError('license_forbidden', (m) => m.settings.planViewOnlyArea);

/** 403 unless the licence opens the key (and allows changes for anything but viewing). */
export function requireLicence(context: ChainContext, gate: LicenceGate, action: PermissionAction): void {
  const flat = gate.menu === 'organization' ? context.menus.organizationMenu : context.menus.branchMenu;
  const entry = licenceEntry(flat, gate.key);
  if (!entry || !entry.enable || entry.content === 'none') throw licenceClosed();
  if (gate.block && entry.blocks[gate.block] === false) throw licenceClosed();
  if (action !== 'view' && entry.content !== 'edit') throw licenceViewOnly();
}

export function requireRole(role: Role, area: PermissionArea, action: PermissionAction): void {
  if (!roleCan(role, area, action)) throw forbidden((m) => m.settings.roleDoesNotAllow);
}

/** Licence keys of the settings areas (spec §6: organisation settings general and users; branch settings). */
export const licenceGates = {
  chainGeneral: { menu: 'organization', key: 'settings.general' },
  chainUsers: { menu: 'organization', key: 'settings.users' },
  branchGeneral: { menu: 'branch', key: 'settings.branch_settings', block: 'general' },
  branchUsers: { menu: 'branch', key: 'settings.branch_settings', block: 'users' },
  team: { menu: 'branch', key: 'team' },
  catalog: { menu: 'branch', key: 'catalog.services' },
} as const satisfies Record<string, LicenceGate>;

/** Licence, then role: the order in which the web app explains a refusal too. */
export function requireGate(context: ChainContext, gate: LicenceGate, area: PermissionArea, action: PermissionAction): void {
  requireLicence(context, gate, action);
  requireRole(context.access.role, area, action);
}
