import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { BranchUpdate } from '../../../src/schema/settings';
import { branches, organizations } from '../../db/tables';
import type { DbExecutor } from '../../db/client';

export type OrganizationRow = typeof organizations.$inferSelect;
export type BranchRow = typeof branches.$inferSelect;

export async function findOrganization(db: DbExecutor, organizationId: number): Promise<OrganizationRow | null> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, organizationId)).limit(1);
  return row ?? null;
}

/**
 * Locks the chain's row until the transaction ends. Every change that checks a chain-wide rule before
 * writing (branch limit, last branch, last owner) takes it first, so two such changes never interleave.
 */
export async function lockOrganization(db: DbExecutor, organizationId: number): Promise<void> {
  await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, organizationId)).for('update');
}

/** Null when the version was stale (or the chain is gone). */
export async function renameOrganization(db: DbExecutor, organizationId: number, name: string, version: number) {
  const [row] = await db
    .update(organizations)
    .set({ name, version: sql`${organizations.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(organizations.id, organizationId), eq(organizations.version, version)))
    .returning();
  return row ?? null;
}

const live = (organizationId: number) => and(eq(branches.organizationId, organizationId), isNull(branches.deletedAt));

export const listLiveBranches = (db: DbExecutor, organizationId: number): Promise<BranchRow[]> =>
  db.select().from(branches).where(live(organizationId)).orderBy(asc(branches.id));

export async function countLiveBranches(db: DbExecutor, organizationId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(branches).where(live(organizationId));
  return row?.n ?? 0;
}

export async function findLiveBranch(db: DbExecutor, organizationId: number, branchId: number): Promise<BranchRow | null> {
  const [row] = await db.select().from(branches).where(and(live(organizationId), eq(branches.id, branchId))).limit(1);
  return row ?? null;
}

/** Null when the version was stale or the branch is gone. */
export async function updateBranch(
  db: DbExecutor,
  organizationId: number,
  branchId: number,
  { version, ISOCurrency, ...rest }: BranchUpdate,
): Promise<BranchRow | null> {
  const [row] = await db
    .update(branches)
    .set({
      ...rest,
      ...(ISOCurrency === undefined ? {} : { isoCurrency: ISOCurrency }),
      version: sql`${branches.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(live(organizationId), eq(branches.id, branchId), eq(branches.version, version)))
    .returning();
  return row ?? null;
}

/** Soft delete: the branch leaves every list and every access, its records stay for history. */
export async function softDeleteBranch(db: DbExecutor, organizationId: number, branchId: number): Promise<void> {
  await db
    .update(branches)
    .set({ deletedAt: sql`now()`, version: sql`${branches.version} + 1`, updatedAt: sql`now()` })
    .where(and(live(organizationId), eq(branches.id, branchId)));
}
