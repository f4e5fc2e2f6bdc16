import type { BranchCreate } from '../../../src/schema/organization';
import type { Role } from '../../../src/schema/enums';
import { branches, organizationUserBranches, organizationUsers, organizations } from '../../db/tables';
import type { DbExecutor } from '../../db/client';
import { claimSlugFromName } from '../online-booking/booking-addresses.repository';

export type OrganizationRow = typeof organizations.$inferSelect;
export type BranchRow = typeof branches.$inferSelect;

/** A new chain, with its booking page's address made from its name (server/modules/online-booking). */
export async function insertOrganization(db: DbExecutor, values: { name: string; createdBy: number | null }): Promise<OrganizationRow> {
  const [row] = await db.insert(organizations).values(values).returning();
  await claimSlugFromName(db, { organizationId: row!.id, branchId: null }, values.name);
  return row!;
}

/** A new branch: from onboarding, the chain's settings (with its phone) or the demo seed; its booking address from its name. */
export async function insertBranch(db: DbExecutor, organizationId: number, branch: BranchCreate & { phone?: string | null }): Promise<BranchRow> {
  const [row] = await db
    .insert(branches)
    .values({
      organizationId,
      name: branch.name,
      isoCurrency: branch.ISOCurrency,
      timeZone: branch.timeZone,
      workingHours: branch.workingHours,
      address: branch.address,
      phone: branch.phone ?? null,
      slotStepMinutes: branch.slotStepMinutes,
    })
    .returning();
  await claimSlugFromName(db, { organizationId, branchId: row!.id }, branch.name);
  return row!;
}

/** Owners reach every branch; administrators and employees only the branches listed here. */
export async function grantAccess(
  db: DbExecutor,
  grant: { organizationId: number; userId: number; role: Role; branchIds?: number[] },
): Promise<void> {
  await db.insert(organizationUsers).values({ organizationId: grant.organizationId, userId: grant.userId, role: grant.role });
  const branchIds = grant.branchIds ?? [];
  if (branchIds.length > 0) {
    await db
      .insert(organizationUserBranches)
      .values(branchIds.map((branchId) => ({ organizationId: grant.organizationId, userId: grant.userId, branchId })));
  }
}
