import { and, eq, sql } from 'drizzle-orm';
import type { BillingDetails } from '../../../src/schema/billing/invoices';
import type { Db } from '../../db/client';
import { billingDetails, organizations } from '../../db/tables';
import { DomainError } from '../../plugins/app/domain-error';

/**
 * The chain's legal details for its invoices (docs/billing.md). Until the owner saves them, the chain's name stands
 * in (version 0); a save names the version it read, so two owners editing at once do not overwrite each other.
 */
export async function readBillingDetails(db: Db, organizationId: number): Promise<BillingDetails & { version: number }> {
  const [row] = await db.select().from(billingDetails).where(eq(billingDetails.organizationId, organizationId));
  if (row) return { legalName: row.legalName, taxId: row.taxId, address: row.address, country: row.country, email: row.email, version: row.version };
  const [organization] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId));
  return { legalName: organization?.name ?? '', taxId: null, address: null, country: null, email: null, version: 0 };
}

export async function saveBillingDetails(db: Db, organizationId: number, write: BillingDetails & { version: number }): Promise<BillingDetails & { version: number }> {
  const { version, ...details } = write;
  const saved =
    version === 0
      ? await db.insert(billingDetails).values({ organizationId, ...details }).onConflictDoNothing().returning()
      : await db
          .update(billingDetails)
          .set({ ...details, version: sql`${billingDetails.version} + 1`, updatedAt: sql`now()` })
          .where(and(eq(billingDetails.organizationId, organizationId), eq(billingDetails.version, version)))
          .returning();
  if (saved.length === 0) throw new DomainError('stale_version', (m) => m.settings.staleThing({ what: 'chain' }));
  return readBillingDetails(db, organizationId);
}
