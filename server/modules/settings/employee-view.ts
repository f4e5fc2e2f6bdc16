import { and, eq } from 'drizzle-orm';
import { employeeRulesSchema, type EmployeeRules } from '../../../src/schema/access';
import type { Role } from '../../../src/schema/enums';
import type { Db } from '../../db/client';
import { branches } from '../../db/tables';
import { recordAudit } from '../audit/audit.service';
import { ownMemberIds } from './staff-accounts.repository';

/**
 * What an employee reaches in one branch (src/schema/access.ts `employeeOwnReach`): the team members that are
 * theirs and the branch's rules for employees. Null for owners and administrators, who reach the whole branch.
 */
export type EmployeeView = { ownMemberIds: number[]; rules: EmployeeRules };

export async function readEmployeeRules(db: Db, scope: { organizationId: number; branchId: number }): Promise<EmployeeRules> {
  const [row] = await db
    .select({ rules: branches.employeeRules })
    .from(branches)
    .where(and(eq(branches.organizationId, scope.organizationId), eq(branches.id, scope.branchId)));
  return employeeRulesSchema.parse(row?.rules ?? {});
}

export async function employeeViewOf(
  db: Db,
  caller: { userId: number; role: Role; organizationId: number; branchId: number },
): Promise<EmployeeView | null> {
  if (caller.role !== 'employee') return null;
  const scope = { organizationId: caller.organizationId, branchId: caller.branchId };
  const [ids, rules] = await Promise.all([ownMemberIds(db, scope, caller.userId), readEmployeeRules(db, scope)]);
  return { ownMemberIds: ids, rules };
}

/** Whether the view lets its employee read this member's day (their own always; colleagues when the branch allows). */
export const seesMember = (view: EmployeeView | null, employeeId: number): boolean =>
  view === null || view.ownMemberIds.includes(employeeId) || view.rules.seeColleaguesSchedule;

/** The branch's rules for its employees, as branch settings → users shows and changes them (audited). */
export async function saveEmployeeRules(db: Db, scope: { organizationId: number; branchId: number }, actorUserId: number, rules: EmployeeRules): Promise<EmployeeRules> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ rules: branches.employeeRules })
      .from(branches)
      .where(and(eq(branches.organizationId, scope.organizationId), eq(branches.id, scope.branchId)))
      .for('update');
    await tx.update(branches).set({ employeeRules: rules }).where(and(eq(branches.organizationId, scope.organizationId), eq(branches.id, scope.branchId)));
    await recordAudit(tx, {
      organizationId: scope.organizationId,
      branchId: scope.branchId,
      actorUserId,
      entity: 'branch',
      entityId: scope.branchId,
      action: 'update',
      before: { employeeRules: employeeRulesSchema.parse(before?.rules ?? {}) },
      after: { employeeRules: rules },
    });
    return rules;
  });
}
