import { and, desc, eq } from 'drizzle-orm';
import { licenses } from '../../db/tables';
import type { LicenseTerms } from './default-license';
import type { DbExecutor } from './user.repository';

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
