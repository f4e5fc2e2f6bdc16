import type { Organization, OrganizationCreate } from '../../../src/schema/organization';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employees, type ChainReferralTerms } from '../../db/tables';
import { loadUserAccess } from '../../plugins/app/access';
import { recordAudit } from '../audit/audit.service';
import { toBranch, toOrganization } from './account.mappers';
import { startTrial } from '../billing/subscriptions';
import { recordChainReferral } from '../chain-referrals/referral-codes';
import { grantAccess, insertBranch, insertOrganization } from './organization.repository';
import { updateUser } from './user.repository';

/** The chains and branches this user may reach, nothing else, and the team members they are there. */
export async function listOrganizations(db: Db, userId: number): Promise<Organization[]> {
  const [access, members] = await Promise.all([
    loadUserAccess(db, userId),
    db
      .select({ organizationId: employees.organizationId, branchId: employees.branchId, employeeId: employees.id })
      .from(employees)
      .where(and(eq(employees.userId, userId), isNull(employees.deletedAt))),
  ]);
  return access.map((organization) => toOrganization(organization, members));
}

/**
 * Onboarding in one transaction: the chain, its first branch, the caller as owner, a trial (its subscription and
 * licence), the referral it came through, if any, and the onboarding flag cleared. Either all of it exists afterwards
 * or none of it.
 */
export async function createOrganization(db: Db, userId: number, input: OrganizationCreate, referralTerms: ChainReferralTerms): Promise<Organization> {
  return db.transaction(async (tx) => {
    const organization = await insertOrganization(tx, { name: input.name, createdBy: userId });
    const branch = await insertBranch(tx, organization.id, input.branch);
    await grantAccess(tx, { organizationId: organization.id, userId, role: 'owner' });
    if (input.referralCode) await recordChainReferral(tx, { organizationId: organization.id, userId, code: input.referralCode, terms: referralTerms });
    const license = await startTrial(tx, organization.id, branch.isoCurrency);
    await updateUser(tx, userId, { needShowOnboarding: false });
    await recordAudit(tx, {
      organizationId: organization.id,
      actorUserId: userId,
      entity: 'organization',
      entityId: organization.id,
      action: 'create',
      before: null,
      after: { name: organization.name, branches: [toBranch(branch)], licenseId: license.id, trial: true },
    });
    return toOrganization({ organizationId: organization.id, name: organization.name, role: 'owner', branches: [branch] });
  });
}
