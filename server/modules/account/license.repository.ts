import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../db/prepared';
import { branches, licenses } from '../../db/tables';
import type { LicenseTerms } from './default-license';
import type { DbExecutor } from '../../db/client';

export type LicenseRow = typeof licenses.$inferSelect;

export async function insertLicense(db: DbExecutor, organizationId: number, terms: LicenseTerms): Promise<LicenseRow> {
  const [row] = await db
    .insert(licenses)
    .values({ organizationId, ...terms })
    .returning();
  return row!;
}

/** The licence in force: the newest active one. */
export async function findActiveLicense(db: DbExecutor, organizationId: number): Promise<LicenseRow | null> {
  const [row] = await db
    .select()
    .from(licenses)
    .where(and(eq(licenses.organizationId, organizationId), eq(licenses.isActive, true)))
    .orderBy(desc(licenses.createdAt), desc(licenses.id))
    .limit(1);
  return row ?? null;
}

/** The licence in force of each of `organizationIds` (chains without one are left out), in one query. */
export async function activeLicensesOf(db: DbExecutor, organizationIds: readonly number[]): Promise<LicenseRow[]> {
  if (organizationIds.length === 0) return [];
  return db
    .selectDistinctOn([licenses.organizationId])
    .from(licenses)
    .where(and(inArray(licenses.organizationId, [...organizationIds]), eq(licenses.isActive, true)))
    .orderBy(licenses.organizationId, desc(licenses.createdAt), desc(licenses.id));
}

/** Asked on every request of a branch's API. */
const licenceOfBranchQuery = preparedPerDatabase((db: DbExecutor) =>
  db
    .select()
    .from(licenses)
    .where(
      and(
        inArray(licenses.organizationId, db.select({ id: branches.organizationId }).from(branches).where(eq(branches.id, sql.placeholder('branchId')))),
        eq(licenses.isActive, true),
      ),
    )
    .orderBy(desc(licenses.createdAt), desc(licenses.id))
    .limit(1)
    .prepare('active_licence_of_branch'),
);

/**
 * The licence in force for the organisation owning a branch, found from the branch id alone, so it can be read
 * at the same time as the caller's access to that branch (one round trip). Only use it beside that check.
 */
export async function findActiveLicenseOfBranch(db: DbExecutor, branchId: number): Promise<LicenseRow | null> {
  const [row] = await licenceOfBranchQuery(db).execute({ branchId });
  return row ?? null;
}
