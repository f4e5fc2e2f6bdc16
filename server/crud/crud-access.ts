import type { Role } from '../../src/schema/enums';
import { licenceMenus } from '../../src/schema/license-access';
import { decideResourceAccess, lockedFieldsMoved } from '../../src/schema/resource-access';
import type { ResourceAction } from '../../src/schema/resource-definition';
import type { Db } from '../db/client';
import { refuseIfLapsed } from '../modules/account/licence-lapse';
import { findActiveLicense, findActiveLicenseOfBranch, type LicenseRow } from '../modules/account/license.repository';
import { resolveTenantAccess } from '../plugins/app/access';
import { DomainError, notFound } from '../plugins/app/domain-error';
import { messages } from './crud-labels';
import { recordReachOf } from './crud-reach';
import type { CrudResource } from './crud-registry';
import type { ScopeKeys } from './crud.repository';

/** Who asks, where, under which licence: everything a CRUD service call needs besides its input. */
export type CrudCaller = {
  userId: number;
  role: Role;
  scope: ScopeKeys;
  /** The branch's live channel (branch scope); organisation-scoped resources announce on every branch. */
  branchGuid: string | null;
  license: LicenseRow | null;
};

/** The licence's menus flattened; no licence opens nothing. */

/**
 * A write may not move a field the licence keeps at its default (`fieldLicences`: a service's "bookable online"
 * without the booking settings' services block): 403 naming each such field. `before` is the record an update
 * changes.
 */
export function assertFieldLicences(resource: CrudResource, caller: CrudCaller, values: Record<string, unknown>, before?: Record<string, unknown>): void {
  const moved = lockedFieldsMoved(resource.definition, licenceMenus(caller.license), values, before);
  if (moved.length === 0) return;
  const sentence = messages.fieldLicenceClosed(moved);
  throw new DomainError('license_forbidden', sentence, moved.map((field) => ({ path: [field], message: sentence })));
}

/** The path's tenant: `/branches/:branchId/…` or `/organizations/:orgId/…`. */
export type TenantParams = { branchId?: number; orgId?: number };

/**
 * Resolves the tenant of the path against what the user may reach (unknown and foreign ids answer the same
 * 404), then asks the licence and the role table whether the action is allowed (403 otherwise).
 */
export async function authorize(db: Db, resource: CrudResource, userId: number, params: TenantParams, action: ResourceAction): Promise<CrudCaller> {
  const { definition } = resource;
  // Access and licence at once: the licence query finds the organisation from the path on its own, and is
  // only used once the access check says the path is the caller's.
  const [access, license] =
    definition.scope === 'branch'
      ? await Promise.all([
          resolveTenantAccess(db, userId, { branchId: params.branchId ?? 0 }),
          findActiveLicenseOfBranch(db, params.branchId ?? 0),
        ])
      : await Promise.all([
          resolveTenantAccess(db, userId, { organizationId: params.orgId ?? 0 }),
          findActiveLicense(db, params.orgId ?? 0),
        ]);
  if (!access) throw notFound(definition.scope === 'branch' ? 'branch' : 'organisation');
  const caller: Omit<CrudCaller, 'license'> = {
    userId,
    role: access.role,
    scope: { organizationId: access.organizationId, branchId: access.branch?.id ?? null },
    branchGuid: access.branch?.guid ?? null,
  };

  const menus = licenceMenus(license);
  const decision = decideResourceAccess(definition, action, caller.role, menus);
  if (!decision.allowed) {
    switch (decision.reason) {
      case 'licence':
        throw new DomainError('license_forbidden', messages.licenceClosed(definition));
      case 'licence_view_only':
        refuseIfLapsed(license);
        throw new DomainError('license_forbidden', messages.licenceViewOnly(definition));
      case 'role':
        throw new DomainError('forbidden', messages.roleForbidden(definition, caller.role, action));
    }
  }
  // Employees reach a resource with a reach record by record (crud-reach.ts); nobody else pays for asking.
  const reach =
    caller.role === 'employee' && definition.employeeReach
      ? await recordReachOf(db, definition, { userId, role: caller.role, organizationId: caller.scope.organizationId, branchId: caller.scope.branchId })
      : undefined;
  return { ...caller, scope: reach ? { ...caller.scope, reach } : caller.scope, license };
}
