import { and, eq, exists, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Role } from '../../../src/schema/enums';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { branches, organizationUserBranches, organizationUsers, organizations } from '../../db/tables';
import { notFound } from './domain-error';

export type BranchRow = typeof branches.$inferSelect;
export type OrganizationAccess = {
  organizationId: number;
  name: string;
  role: Role;
  /** The branches this user may reach: all live branches for owners, the granted ones otherwise. */
  branches: BranchRow[];
};

/**
 * Everything a user may reach, read per request (never cached in the token) so that revoking access
 * takes effect at once.
 */
export async function loadUserAccess(db: Db, userId: number): Promise<OrganizationAccess[]> {
  const memberships = await db
    .select({ organizationId: organizationUsers.organizationId, role: organizationUsers.role, name: organizations.name })
    .from(organizationUsers)
    .innerJoin(organizations, eq(organizations.id, organizationUsers.organizationId))
    .where(eq(organizationUsers.userId, userId))
    .orderBy(organizations.id);
  if (memberships.length === 0) return [];

  const orgIds = memberships.map((m) => m.organizationId);
  const [branchRows, grants] = await Promise.all([
    db
      .select()
      .from(branches)
      .where(and(inArray(branches.organizationId, orgIds), isNull(branches.deletedAt)))
      .orderBy(branches.id),
    db
      .select()
      .from(organizationUserBranches)
      .where(and(eq(organizationUserBranches.userId, userId), inArray(organizationUserBranches.organizationId, orgIds))),
  ]);
  const granted = new Set(grants.map((g) => `${g.organizationId}:${g.branchId}`));

  return memberships.map((m) => ({
    organizationId: m.organizationId,
    name: m.name,
    role: m.role,
    branches: branchRows.filter(
      (b) => b.organizationId === m.organizationId && (m.role === 'owner' || granted.has(`${b.organizationId}:${b.id}`)),
    ),
  }));
}

/** The caller's access to one organisation; another chain's id answers 404 exactly like an unknown one. */
export async function requireOrganization(db: Db, userId: number, organizationId: number): Promise<OrganizationAccess> {
  const access = (await loadUserAccess(db, userId)).find((o) => o.organizationId === organizationId);
  if (!access) throw notFound('organisation');
  return access;
}

export type TenantAccess = {
  organizationId: number;
  role: Role;
  /** The branch of a branch path, with its live channel; null for an organisation path. */
  branch: { id: number; guid: string } | null;
};

/** The role and branch a user reaches through one branch: asked on every request of a branch's API. */
const branchAccessQuery = preparedPerDatabase((db: Db) => {
  const userId = sql.placeholder('userId');
  return db
    .select({ organizationId: organizationUsers.organizationId, role: organizationUsers.role, id: branches.id, guid: branches.guid })
    .from(branches)
    .innerJoin(organizationUsers, and(eq(organizationUsers.organizationId, branches.organizationId), eq(organizationUsers.userId, userId)))
    .where(
      and(
        eq(branches.id, sql.placeholder('branchId')),
        isNull(branches.deletedAt),
        or(
          eq(organizationUsers.role, 'owner'),
          exists(
            db
              .select({ one: sql`1` })
              .from(organizationUserBranches)
              .where(
                and(
                  eq(organizationUserBranches.organizationId, branches.organizationId),
                  eq(organizationUserBranches.userId, userId),
                  eq(organizationUserBranches.branchId, branches.id),
                ),
              ),
          ),
        ),
      ),
    )
    .prepare('tenant_access_of_branch');
});

/**
 * The caller's role where a path points, in one statement (a request's hot path): a live branch they may
 * reach (owners every branch of their chain, others the branches granted), or an organisation they belong
 * to. Null when the target is unknown or not theirs; callers answer both with the same 404.
 */
export async function resolveTenantAccess(
  db: Db,
  userId: number,
  target: { branchId: number } | { organizationId: number },
): Promise<TenantAccess | null> {
  if ('branchId' in target) {
    const [row] = await branchAccessQuery(db).execute({ userId, branchId: target.branchId });
    return row ? { organizationId: row.organizationId, role: row.role, branch: { id: row.id, guid: row.guid } } : null;
  }
  const [row] = await db
    .select({ organizationId: organizationUsers.organizationId, role: organizationUsers.role })
    .from(organizationUsers)
    .where(and(eq(organizationUsers.organizationId, target.organizationId), eq(organizationUsers.userId, userId)));
  return row ? { ...row, branch: null } : null;
}
