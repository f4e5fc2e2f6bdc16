import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Role } from '../../../src/schema/enums';
import { branches, organizationUserBranches, organizationUsers, users } from '../../db/tables';
import type { DbExecutor } from '../../db/client';

export type MemberRow = { userId: number; role: Role; firstName: string; lastName: string; login: string };

const memberColumns = {
  userId: organizationUsers.userId,
  role: organizationUsers.role,
  firstName: users.firstName,
  lastName: users.lastName,
  login: users.login,
};

export const listMemberRows = (db: DbExecutor, organizationId: number): Promise<MemberRow[]> =>
  db
    .select(memberColumns)
    .from(organizationUsers)
    .innerJoin(users, eq(users.id, organizationUsers.userId))
    .where(eq(organizationUsers.organizationId, organizationId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));

export async function findMemberRow(db: DbExecutor, organizationId: number, userId: number): Promise<MemberRow | null> {
  const [row] = await db
    .select(memberColumns)
    .from(organizationUsers)
    .innerJoin(users, eq(users.id, organizationUsers.userId))
    .where(and(eq(organizationUsers.organizationId, organizationId), eq(organizationUsers.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Granted branches per member, live branches only (a deleted branch's grants stay for history but say nothing). */
export async function listGrants(db: DbExecutor, organizationId: number, userIds?: number[]): Promise<Map<number, number[]>> {
  const rows = await db
    .select({ userId: organizationUserBranches.userId, branchId: organizationUserBranches.branchId })
    .from(organizationUserBranches)
    .innerJoin(
      branches,
      and(eq(branches.organizationId, organizationUserBranches.organizationId), eq(branches.id, organizationUserBranches.branchId)),
    )
    .where(
      and(
        eq(organizationUserBranches.organizationId, organizationId),
        isNull(branches.deletedAt),
        userIds ? inArray(organizationUserBranches.userId, userIds) : undefined,
      ),
    )
    .orderBy(asc(organizationUserBranches.branchId));
  const grants = new Map<number, number[]>();
  for (const row of rows) grants.set(row.userId, [...(grants.get(row.userId) ?? []), row.branchId]);
  return grants;
}

export async function countOwners(db: DbExecutor, organizationId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(organizationUsers)
    .where(and(eq(organizationUsers.organizationId, organizationId), eq(organizationUsers.role, 'owner')));
  return row?.n ?? 0;
}

/** Role and granted branches at once; owners keep no grants (they reach every branch). */
export async function setAccess(db: DbExecutor, organizationId: number, userId: number, role: Role, branchIds: number[]): Promise<void> {
  await db
    .update(organizationUsers)
    .set({ role })
    .where(and(eq(organizationUsers.organizationId, organizationId), eq(organizationUsers.userId, userId)));
  await db
    .delete(organizationUserBranches)
    .where(and(eq(organizationUserBranches.organizationId, organizationId), eq(organizationUserBranches.userId, userId)));
  if (role !== 'owner' && branchIds.length > 0) {
    await db.insert(organizationUserBranches).values(branchIds.map((branchId) => ({ organizationId, userId, branchId })));
  }
}

/** The grants go with the membership (foreign key cascade). */
export async function deleteMember(db: DbExecutor, organizationId: number, userId: number): Promise<void> {
  await db
    .delete(organizationUsers)
    .where(and(eq(organizationUsers.organizationId, organizationId), eq(organizationUsers.userId, userId)));
}
