import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { employees, invitations, organizationUserBranches, organizationUsers, users } from '../../db/tables';

/** Team members and the accounts that sign in as them (src/schema/staff-account.ts). */

export type MemberHome = { id: number; organizationId: number; branchId: number; userId: number | null; firstName: string; lastName: string };

export async function findLiveMember(db: DbExecutor, employeeId: number): Promise<MemberHome | null> {
  const [row] = await db
    .select({
      id: employees.id,
      organizationId: employees.organizationId,
      branchId: employees.branchId,
      userId: employees.userId,
      firstName: employees.firstName,
      lastName: employees.lastName,
    })
    .from(employees)
    .where(and(eq(employees.id, employeeId), isNull(employees.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** The member's account as the chain knows it: login, name and role. */
export async function findLinkedAccount(db: DbExecutor, organizationId: number, userId: number) {
  const [row] = await db
    .select({ userId: users.id, login: users.login, firstName: users.firstName, lastName: users.lastName, role: organizationUsers.role })
    .from(organizationUsers)
    .innerJoin(users, eq(users.id, organizationUsers.userId))
    .where(and(eq(organizationUsers.organizationId, organizationId), eq(organizationUsers.userId, userId)));
  return row ?? null;
}

export async function findPendingMemberInvitation(db: DbExecutor, organizationId: number, employeeId: number) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.organizationId, organizationId),
        eq(invitations.employeeId, employeeId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(invitations.createdAt))
    .limit(1);
  return row ?? null;
}

/** Another live member of the branch already linked to this account. */
export async function findMemberOfAccount(db: DbExecutor, member: MemberHome, userId: number) {
  const [row] = await db
    .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(
      and(
        eq(employees.organizationId, member.organizationId),
        eq(employees.branchId, member.branchId),
        eq(employees.userId, userId),
        ne(employees.id, member.id),
        isNull(employees.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Links the account to the member when the member has none and the account is no other live member of the
 * branch: false when either changed meanwhile (the unique index `employees_user_branch_key` backs it).
 */
export async function linkMember(db: DbExecutor, member: Pick<MemberHome, 'organizationId' | 'branchId' | 'id'>, userId: number): Promise<boolean> {
  const rows = await db
    .update(employees)
    .set({ userId, updatedAt: sql`now()`, version: sql`${employees.version} + 1` })
    .where(
      and(
        eq(employees.organizationId, member.organizationId),
        eq(employees.id, member.id),
        isNull(employees.userId),
        isNull(employees.deletedAt),
        sql`not exists (select 1 from ${employees} other where other.organization_id = ${member.organizationId}
          and other.branch_id = ${member.branchId} and other.user_id = ${userId} and other.deleted_at is null)`,
      ),
    )
    .returning({ id: employees.id });
  return rows.length > 0;
}

export async function unlinkMember(db: DbExecutor, organizationId: number, employeeId: number): Promise<void> {
  await db
    .update(employees)
    .set({ userId: null, updatedAt: sql`now()`, version: sql`${employees.version} + 1` })
    .where(and(eq(employees.organizationId, organizationId), eq(employees.id, employeeId)));
}

export async function grantBranch(db: DbExecutor, organizationId: number, userId: number, branchId: number): Promise<void> {
  await db.insert(organizationUserBranches).values({ organizationId, userId, branchId }).onConflictDoNothing();
}

/** Takes the branch away; a person left with no branch at all leaves the chain (their other members unlink). */
export async function withdrawBranch(db: DbExecutor, organizationId: number, userId: number, branchId: number): Promise<void> {
  await db
    .delete(organizationUserBranches)
    .where(
      and(
        eq(organizationUserBranches.organizationId, organizationId),
        eq(organizationUserBranches.userId, userId),
        eq(organizationUserBranches.branchId, branchId),
      ),
    );
  await db.execute(sql`delete from ${organizationUsers} u where u.organization_id = ${organizationId} and u.user_id = ${userId}
    and u.role <> 'owner' and not exists (select 1 from ${organizationUserBranches} b where b.organization_id = u.organization_id and b.user_id = u.user_id)`);
}

/**
 * The team members a user is in one branch (asked by every employee-scoped read and write): at most one while
 * the unique index holds, a list so that a caller never has to care.
 */
const ownMembersQuery = preparedPerDatabase((db: Db) =>
  db
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.organizationId, sql.placeholder('organizationId')),
        eq(employees.branchId, sql.placeholder('branchId')),
        eq(employees.userId, sql.placeholder('userId')),
        isNull(employees.deletedAt),
      ),
    )
    .prepare('own_team_members'),
);

export async function ownMemberIds(db: Db, scope: { organizationId: number; branchId: number }, userId: number): Promise<number[]> {
  const rows = await ownMembersQuery(db).execute({ ...scope, userId });
  return rows.map((row) => row.id);
}
