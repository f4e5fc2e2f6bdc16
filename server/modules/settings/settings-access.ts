import { roleCan, type PermissionAction, type PermissionArea } from '../../../src/schema/access';
import type { Role } from '../../../src/schema/enums';
import { licenceMenus, type FlatMenu } from '../../../src/schema/license-access';
import { decideLicence, licenceKeys, parseLicenceKey, type LicenceGate } from '../../../src/schema/licence-gates';
import type { Db } from '../../db/client';
import { loadUserAccess, requireOrganization, type BranchRow, type OrganizationAccess } from '../../plugins/app/access';
import { DomainError, forbidden, notFound, type MissingThing } from '../../plugins/app/domain-error';
import { refuseIfLapsed } from '../account/licence-lapse';
import { findActiveLicense, type LicenseRow } from '../account/license.repository';

/**
 * The gate every settings and catalog route passes: tenancy first (another chain's or an unreachable branch's
 * id answers 404 like an unknown one), then the licence (a closed or view-only key refuses changes with 403),
 * then the role table of src/schema/access.ts.
 */

export type Menus = { organizationMenu: FlatMenu; branchMenu: FlatMenu };
export type ChainContext = { access: OrganizationAccess; license: LicenseRow | null; menus: Menus };
export type BranchContext = ChainContext & { branch: BranchRow };

async function withLicence(db: Db, access: OrganizationAccess): Promise<ChainContext> {
  const license = await findActiveLicense(db, access.organizationId);
  const menus = licenceMenus(license);
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

const licenceClosed = () => new DomainError('license_forbidden', (m) => m.settings.planExcludesArea);
const licenceViewOnly = () => new DomainError('license_forbidden', (m) => m.settings.planViewOnlyArea);

/** 403 unless the licence opens the key (and allows changes for anything but viewing). */
export function requireLicence(context: ChainContext, gate: LicenceGate, action: PermissionAction): void {
  const decision = decideLicence(context.menus, gate);
  if (decision === 'closed') throw licenceClosed();
  if (action !== 'view' && decision !== 'open') {
    refuseIfLapsed(context.license);
    throw licenceViewOnly();
  }
}

export function requireRole(role: Role, area: PermissionArea, action: PermissionAction): void {
  if (!roleCan(role, area, action)) throw forbidden((m) => m.settings.roleDoesNotAllow);
}

/**
 * The settings and catalog gates, by the shared names of src/schema/licence-gates.ts (the web app closes the
 * same screens with the same keys).
 */
export const licenceGates = {
  chainGeneral: parseLicenceKey(licenceKeys.chainGeneral),
  chainUsers: parseLicenceKey(licenceKeys.chainUsers),
  branchGeneral: parseLicenceKey(licenceKeys.branchGeneral),
  branchUsers: parseLicenceKey(licenceKeys.branchUsers),
  team: parseLicenceKey(licenceKeys.team),
  catalog: parseLicenceKey(licenceKeys.catalogServices),
} as const satisfies Record<string, LicenceGate>;

/** Licence, then role: the order in which the web app explains a refusal too. */
export function requireGate(context: ChainContext, gate: LicenceGate, area: PermissionArea, action: PermissionAction): void {
  requireLicence(context, gate, action);
  requireRole(context.access.role, area, action);
}
