import { canViewArea, licenceMenus } from '../../../src/schema/license-access';
import type { Db } from '../../db/client';
import { resolveTenantAccess } from '../../plugins/app/access';
import { DomainError, notFound } from '../../plugins/app/domain-error';
import { findActiveLicenseOfBranch } from '../account/license.repository';
import { openChain, requireRole, type Menus } from '../settings/settings-access';

/**
 * Who may read a report, and over which branches. Reports are role area `reports` (owners all, administrators
 * view, employees nothing: src/schema/access.ts). The licence keys:
 * - Sales by Day and Cash inflow: the branch menu's `reports` (a chain-wide report reads it from the chain's
 *   licence, which holds the branch menu too);
 * - key indicators of a branch: the branch menu's `sales` or `dashboard`, the two pages that show them (the sales
 *   default page and the branch dashboard); of the chain: the organisation menu's `dashboard`.
 * A chain-wide read covers the branches the caller reaches: all live ones for an owner, the granted ones for an
 * administrator (server/plugins/app/access.ts); another chain's or an unreachable branch's id answers 404.
 */
export type ReportKind = 'reports' | 'indicators';
export type ReportScope = { organizationId: number; branchIds: number[] };

const closed = () => new DomainError('license_forbidden', (m) => m.reports.planExcludes);

function requireReportLicence(menus: Menus, kind: ReportKind, level: 'branch' | 'organization'): void {
  const { branchMenu, organizationMenu } = menus;
  const open =
    kind === 'reports'
      ? canViewArea(branchMenu, 'reports')
      : level === 'branch'
        ? canViewArea(branchMenu, 'sales') || canViewArea(branchMenu, 'dashboard')
        : canViewArea(organizationMenu, 'dashboard');
  if (!open) throw closed();
}

/** A branch's report: the caller's reach and the licence read at once, as prepared statements (the schedule's way). */
export async function branchReportScope(db: Db, userId: number, branchId: number, kind: ReportKind): Promise<ReportScope> {
  const [access, license] = await Promise.all([resolveTenantAccess(db, userId, { branchId }), findActiveLicenseOfBranch(db, branchId)]);
  if (!access?.branch) throw notFound('branch');
  requireReportLicence({ branchMenu: licenceMenus(license).branchMenu, organizationMenu: {} }, kind, 'branch');
  requireRole(access.role, 'reports', 'view');
  return { organizationId: access.organizationId, branchIds: [access.branch.id] };
}

export async function chainReportScope(db: Db, userId: number, organizationId: number, kind: ReportKind): Promise<ReportScope> {
  const context = await openChain(db, userId, organizationId);
  requireReportLicence(context.menus, kind, 'organization');
  requireRole(context.access.role, 'reports', 'view');
  return { organizationId, branchIds: context.access.branches.map((branch) => branch.id) };
}
