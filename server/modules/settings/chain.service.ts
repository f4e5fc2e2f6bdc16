import type { BranchName } from '../../../src/schema/organization';
import { branchPhoneCountry, invalidPhoneMessage, toE164 } from '../../../src/schema/phone';
import type { BranchAdd, BranchSettings, BranchUpdate, OrganizationSettings, OrganizationUpdate } from '../../../src/schema/settings';
import type { Db } from '../../db/client';
import { verbatim } from '../../i18n/sentence';
import { badInput, conflict, DomainError, notFound } from '../../plugins/app/domain-error';
import { toBranch } from '../account/account.mappers';
import { findActiveLicense } from '../account/license.repository';
import { insertBranch } from '../account/organization.repository';
import { recordAudit } from '../audit/audit.service';
import { releaseBranchAddresses } from '../online-booking/booking-addresses.repository';
import {
  countLiveBranches,
  findLiveBranch,
  findOrganization,
  listLiveBranches,
  lockOrganization,
  renameOrganization,
  softDeleteBranch,
  updateBranch,
  type BranchRow,
} from './chain.repository';
import { licenceGates, openBranch, openChain, requireGate } from './settings-access';

export const toBranchSettings = (row: BranchRow): BranchSettings => ({ ...toBranch(row), slotStepMinutes: row.slotStepMinutes, version: row.version });

const staleVersion = (what: 'chain' | 'branch') =>
  new DomainError('stale_version', (m) => m.settings.staleThing({ what }), [
    { path: ['version'], message: (m) => m.settings.staleVersionIssue },
  ]);

/** Branches as the audit trail keeps them: the fields a person edits, in API names. */
const branchAuditFields = (row: BranchRow) => ({
  name: row.name,
  ISOCurrency: row.isoCurrency,
  timeZone: row.timeZone,
  workingHours: row.workingHours,
  address: row.address,
  phone: row.phone,
  slotStepMinutes: row.slotStepMinutes,
});

/**
 * The branch's phone in E.164, a number without its country code read as one of the country of `timeZone` (the
 * branch's after this change), as its clients' numbers are (src/schema/phone.ts); 400 naming the field otherwise.
 */
function withBranchPhone<Input extends { phone?: string | null | undefined }>(input: Input, timeZone: string): Input {
  if (!input.phone) return input;
  const phone = toE164(input.phone, branchPhoneCountry({ timeZone }));
  if (!phone) throw badInput([{ path: ['phone'], message: verbatim(invalidPhoneMessage) }]);
  return { ...input, phone };
}

export async function getOrganizationSettings(db: Db, userId: number, organizationId: number): Promise<OrganizationSettings> {
  const context = await openChain(db, userId, organizationId);
  requireGate(context, licenceGates.chainGeneral, 'chain-settings', 'view');
  const [organization, branchRows] = await Promise.all([findOrganization(db, organizationId), listLiveBranches(db, organizationId)]);
  if (!organization) throw notFound('organisation');
  return {
    id: organization.id,
    name: organization.name,
    version: organization.version,
    role: context.access.role,
    maxBranches: context.license?.maxBranches ?? 0,
    branches: branchRows.map(toBranchSettings),
  };
}

/** Every live branch's name and currency, for any member of the chain: no role or licence key guards a name. */
export async function listBranchNames(db: Db, userId: number, organizationId: number): Promise<BranchName[]> {
  await openChain(db, userId, organizationId);
  return (await listLiveBranches(db, organizationId)).map((row) => ({ id: row.id, name: row.name, ISOCurrency: row.isoCurrency }));
}

export async function updateOrganization(db: Db, userId: number, organizationId: number, input: OrganizationUpdate): Promise<OrganizationSettings> {
  const context = await openChain(db, userId, organizationId);
  requireGate(context, licenceGates.chainGeneral, 'chain-settings', 'edit');
  await db.transaction(async (tx) => {
    const before = await findOrganization(tx, organizationId);
    if (!before) throw notFound('organisation');
    const after = await renameOrganization(tx, organizationId, input.name, input.version);
    if (!after) throw staleVersion('chain');
    await recordAudit(tx, {
      organizationId,
      actorUserId: userId,
      entity: 'organization',
      entityId: organizationId,
      action: 'update',
      before: { name: before.name },
      after: { name: after.name },
    });
  });
  return getOrganizationSettings(db, userId, organizationId);
}

/**
 * The plan's maxBranches holds under concurrency: the chain row is locked, then live branches are counted
 * and the new one inserted in the same transaction, so two "Add branch" clicks at the limit give one 201.
 */
export async function addBranch(db: Db, userId: number, organizationId: number, sent: BranchAdd): Promise<BranchSettings> {
  const context = await openChain(db, userId, organizationId);
  requireGate(context, licenceGates.chainGeneral, 'chain-settings', 'create');
  const input = withBranchPhone(sent, sent.timeZone);
  return db.transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    const license = await findActiveLicense(tx, organizationId);
    const limit = license?.maxBranches ?? 0;
    if ((await countLiveBranches(tx, organizationId)) >= limit) {
      throw new DomainError('limit_reached', (m) => m.settings.branchLimit({ limit, plan: license?.title ?? '' }));
    }
    const row = await insertBranch(tx, organizationId, input);
    await recordAudit(tx, {
      organizationId,
      actorUserId: userId,
      entity: 'branch',
      entityId: row.id,
      action: 'create',
      before: null,
      after: branchAuditFields(row),
    });
    return toBranchSettings(row);
  });
}

export async function getBranchSettings(db: Db, userId: number, branchId: number): Promise<BranchSettings> {
  const context = await openBranch(db, userId, branchId);
  requireGate(context, licenceGates.branchGeneral, 'branch-settings', 'view');
  return toBranchSettings(context.branch);
}

export async function updateBranchSettings(db: Db, userId: number, branchId: number, sent: BranchUpdate): Promise<BranchSettings> {
  const context = await openBranch(db, userId, branchId);
  requireGate(context, licenceGates.branchGeneral, 'branch-settings', 'edit');
  const organizationId = context.access.organizationId;
  const input = withBranchPhone(sent, sent.timeZone ?? context.branch.timeZone);
  return db.transaction(async (tx) => {
    const before = await findLiveBranch(tx, organizationId, branchId);
    if (!before) throw notFound('branch');
    const after = await updateBranch(tx, organizationId, branchId, input);
    if (!after) throw staleVersion('branch');
    await recordAudit(tx, {
      organizationId,
      actorUserId: userId,
      entity: 'branch',
      entityId: branchId,
      action: 'update',
      before: branchAuditFields(before),
      after: branchAuditFields(after),
    });
    return toBranchSettings(after);
  });
}

/** Soft delete; a chain always keeps one branch (the count is taken under the chain's lock). */
export async function deleteBranch(db: Db, userId: number, branchId: number): Promise<void> {
  const context = await openBranch(db, userId, branchId);
  requireGate(context, licenceGates.chainGeneral, 'chain-settings', 'delete');
  const organizationId = context.access.organizationId;
  await db.transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    const before = await findLiveBranch(tx, organizationId, branchId);
    if (!before) throw notFound('branch');
    if ((await countLiveBranches(tx, organizationId)) <= 1) {
      throw conflict((m) => m.settings.lastBranch);
    }
    await softDeleteBranch(tx, organizationId, branchId);
    await releaseBranchAddresses(tx, organizationId, branchId);
    await recordAudit(tx, {
      organizationId,
      actorUserId: userId,
      entity: 'branch',
      entityId: branchId,
      action: 'delete',
      before: branchAuditFields(before),
      after: null,
    });
  });
}
