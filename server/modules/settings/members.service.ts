import type { Member, MemberUpdate } from '../../../src/schema/settings';
import type { Db, DbTransaction } from '../../db/client';
import { conflict, forbidden, notFound } from '../../plugins/app/domain-error';
import { recordAudit } from '../audit/audit.service';
import { listLiveBranches, lockOrganization } from './chain.repository';
import { grantedBranchIds, memberScope, requireLiveBranches, requireScopeCovers, scopeCovers, type MemberScope } from './member-scope';
import { countOwners, deleteMember, findMemberRow, listGrants, listMemberRows, setAccess, type MemberRow } from './members.repository';
import { licenceGates, openBranch, openChain, requireGate } from './settings-access';

const toMember = (row: MemberRow, branchIds: number[]): Member => ({
  userId: row.userId,
  name: `${row.firstName} ${row.lastName}`.trim() || row.login,
  login: row.login,
  role: row.role,
  branchIds: row.role === 'owner' ? [] : branchIds,
});

async function membersOf(db: Db, organizationId: number): Promise<Member[]> {
  const [rows, grants] = await Promise.all([listMemberRows(db, organizationId), listGrants(db, organizationId)]);
  return rows.map((row) => toMember(row, grants.get(row.userId) ?? []));
}

/** Owners see everyone; administrators see the people of their branches (and never owners' details beyond that). */
export async function listMembers(db: Db, userId: number, organizationId: number): Promise<Member[]> {
  const scope = memberScope(await openChain(db, userId, organizationId), 'view');
  return (await membersOf(db, organizationId)).filter((m) => scope.kind === 'chain' || m.role === 'owner' || m.branchIds.some((id) => scope.branchIds.has(id)));
}

/** Everyone who reaches the branch: its chain's owners and the people granted it. */
export async function listBranchMembers(db: Db, userId: number, branchId: number): Promise<Member[]> {
  const context = await openBranch(db, userId, branchId);
  requireGate(context, licenceGates.branchUsers, 'branch-users', 'view');
  return (await membersOf(db, context.access.organizationId)).filter((m) => m.role === 'owner' || m.branchIds.includes(branchId));
}

const lastOwner = () => conflict((m) => m.settings.lastOwner);

type Change = {
  organizationId: number;
  actorUserId: number;
  targetUserId: number;
  /** The change takes owner access away (a demotion or a removal). */
  dropsOwnership: (target: MemberRow) => boolean;
};

/**
 * The shared frame of changing and removing access, under the chain's lock: the target must be a member; the
 * chain keeps at least one owner (a sole owner stepping down hears that first); nobody changes their own
 * access; the actor's role is read again, so two owners demoting each other at once cannot both succeed.
 */
async function withTarget<T>(
  db: Db,
  change: Change,
  scope: MemberScope,
  run: (tx: DbTransaction, target: MemberRow, targetBranchIds: number[]) => Promise<T>,
): Promise<T> {
  const { organizationId, actorUserId, targetUserId } = change;
  return db.transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    const target = await findMemberRow(tx, organizationId, targetUserId);
    if (!target) throw notFound('user');
    const targetBranchIds = (await listGrants(tx, organizationId, [targetUserId])).get(targetUserId) ?? [];
    if (!scopeCovers(scope, target.role, targetBranchIds)) {
      if (target.role === 'owner') throw forbidden((m) => m.settings.ownerChangesOwner);
      throw forbidden((m) => m.settings.worksElsewhere);
    }
    if (change.dropsOwnership(target) && (await countOwners(tx, organizationId)) <= 1) throw lastOwner();
    if (targetUserId === actorUserId) throw conflict((m) => m.settings.notYourself);
    const actor = await findMemberRow(tx, organizationId, actorUserId);
    if (!actor || (scope.kind === 'chain' && actor.role !== 'owner')) throw forbidden((m) => m.settings.accessChanged);
    return run(tx, target, targetBranchIds);
  });
}

export async function updateMember(db: Db, actorUserId: number, organizationId: number, targetUserId: number, input: MemberUpdate): Promise<Member> {
  const scope = memberScope(await openChain(db, actorUserId, organizationId), 'edit');
  const branchIds = grantedBranchIds(input.role, input.branchIds);
  const dropsOwnership = (target: MemberRow) => target.role === 'owner' && input.role !== 'owner';
  return withTarget(db, { organizationId, actorUserId, targetUserId, dropsOwnership }, scope, async (tx, target, before) => {
    requireScopeCovers(scope, input.role, branchIds);
    requireLiveBranches(branchIds, await listLiveBranches(tx, organizationId));
    await setAccess(tx, organizationId, targetUserId, input.role, branchIds);
    await recordAudit(tx, {
      organizationId,
      actorUserId,
      entity: 'member',
      entityId: targetUserId,
      action: 'update',
      before: { role: target.role, branchIds: before },
      after: { role: input.role, branchIds },
    });
    return toMember({ ...target, role: input.role }, branchIds);
  });
}

export async function removeMember(db: Db, actorUserId: number, organizationId: number, targetUserId: number): Promise<void> {
  const scope = memberScope(await openChain(db, actorUserId, organizationId), 'delete');
  const dropsOwnership = (target: MemberRow) => target.role === 'owner';
  await withTarget(db, { organizationId, actorUserId, targetUserId, dropsOwnership }, scope, async (tx, target, before) => {
    await deleteMember(tx, organizationId, targetUserId);
    await recordAudit(tx, {
      organizationId,
      actorUserId,
      entity: 'member',
      entityId: targetUserId,
      action: 'delete',
      before: { login: target.login, role: target.role, branchIds: before },
      after: null,
    });
  });
}
