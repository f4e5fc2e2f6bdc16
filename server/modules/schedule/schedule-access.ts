import { and, eq, isNull, sql } from 'drizzle-orm';
import { roleCan, type PermissionAction } from '../../../src/schema/access';
import type { Role } from '../../../src/schema/enums';
import { canEditArea, canViewArea, licenceMenus } from '../../../src/schema/license-access';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { employees } from '../../db/tables';
import { resolveTenantAccess } from '../../plugins/app/access';
import { refuseIfLapsed } from '../account/licence-lapse';
import { DomainError, forbidden, notFound, type MissingThing } from '../../plugins/app/domain-error';
import { findActiveLicenseOfBranch } from '../account/license.repository';

/**
 * The gate of every schedule route, the engine's own check (server/crud/crud-access.ts): the caller's role in
 * the branch and the licence in force, read at once as prepared statements, then the licence key and the role
 * table (src/schema/access.ts). The schedule and availability are area `schedule`; work slots are area `team`
 * (spec §2 puts `workSlots` under Team: shifts are team planning, so an employee sees them and an administrator
 * plans them, and a plan without Team has no shifts to edit).
 */
export type ScheduleArea = 'schedule' | 'team';
export type BranchCaller = { userId: number; organizationId: number; branchId: number; role: Role };

/**
 * The caller in a branch they reach, or null when they reach no such branch (unknown, deleted, another chain's,
 * not granted); 403 when they reach it but the licence or their role refuses the action.
 */
export async function branchCaller(db: Db, userId: number, branchId: number, area: ScheduleArea, action: PermissionAction): Promise<BranchCaller | null> {
  const [access, license] = await Promise.all([resolveTenantAccess(db, userId, { branchId }), findActiveLicenseOfBranch(db, branchId)]);
  if (!access?.branch) return null;
  const menu = licenceMenus(license).branchMenu;
  if (!canViewArea(menu, area)) throw new DomainError('license_forbidden', (m) => m.schedule.planExcludes({ area }));
  if (action !== 'view' && !canEditArea(menu, area)) {
    refuseIfLapsed(license);
    throw new DomainError('license_forbidden', (m) => m.schedule.planViewOnly({ area }));
  }
  if (!roleCan(access.role, area, action)) throw forbidden((m) => m.schedule.roleCannot({ role: access.role, action, area }));
  return { userId, organizationId: access.organizationId, branchId: access.branch.id, role: access.role };
}

/** As `branchCaller`, answering an unreachable branch with the 404 an unknown one gets. */
export async function authorizeBranch(
  db: Db,
  userId: number,
  branchId: number,
  area: ScheduleArea,
  action: PermissionAction,
  what: MissingThing = 'branch',
): Promise<BranchCaller> {
  const caller = await branchCaller(db, userId, branchId, area, action);
  if (!caller) throw notFound(what);
  return caller;
}

/** `/employees/{id}/…` names no branch: the live member is found by id, then the caller's access to its branch. */
const employeeHomeQuery = preparedPerDatabase((db: Db) =>
  db
    .select({ organizationId: employees.organizationId, branchId: employees.branchId })
    .from(employees)
    .where(and(eq(employees.id, sql.placeholder('employeeId')), isNull(employees.deletedAt)))
    .prepare('schedule_employee_home'),
);

export async function authorizeEmployee(db: Db, userId: number, employeeId: number, area: ScheduleArea, action: PermissionAction): Promise<BranchCaller> {
  const [home] = await employeeHomeQuery(db).execute({ employeeId });
  if (!home) throw notFound('teamMember');
  const caller = await authorizeBranch(db, userId, home.branchId, area, action, 'teamMember');
  if (caller.organizationId !== home.organizationId) throw notFound('teamMember');
  return caller;
}
