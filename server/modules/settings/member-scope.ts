import type { PermissionAction } from '../../../src/schema/access';
import type { Role } from '../../../src/schema/enums';
import { DomainError, forbidden, type FieldIssue } from '../../plugins/app/domain-error';
import type { BranchRow } from './chain.repository';
import { licenceGates, requireGate, requireRole, type ChainContext } from './settings-access';

/**
 * Who may manage whose access. Owners manage the whole chain (chain-users). Administrators manage the people
 * of their own branches (branch-users): never an owner, never making one, never beyond their branches.
 */
export type MemberScope = { kind: 'chain' } | { kind: 'branches'; branchIds: ReadonlySet<number> };

export function memberScope(context: ChainContext, action: PermissionAction): MemberScope {
  const { role } = context.access;
  if (role === 'owner') {
    requireGate(context, licenceGates.chainUsers, 'chain-users', action);
    return { kind: 'chain' };
  }
  if (role === 'administrator') {
    requireGate(context, licenceGates.branchUsers, 'branch-users', action);
    return { kind: 'branches', branchIds: new Set(context.access.branches.map((b) => b.id)) };
  }
  requireRole(role, 'branch-users', action);
  throw forbidden();
}

const within = (scope: MemberScope, branchIds: readonly number[]) =>
  scope.kind === 'chain' || (branchIds.length > 0 && branchIds.every((id) => scope.branchIds.has(id)));

/** Whether the scope covers someone with this role and these branches (what they have, or are to get). */
export const scopeCovers = (scope: MemberScope, role: Role, branchIds: readonly number[]) =>
  scope.kind === 'chain' || (role !== 'owner' && within(scope, branchIds));

/** 403 with the reason when an administrator reaches past their branches or towards an owner. */
export function requireScopeCovers(scope: MemberScope, role: Role, branchIds: readonly number[]): void {
  if (scope.kind === 'chain') return;
  if (role === 'owner') throw forbidden((m) => m.settings.ownerGrantsOwner);
  if (!within(scope, branchIds)) throw forbidden((m) => m.settings.ownBranchesOnly);
}

/** 400 naming each branch id that is not a live branch of the chain. */
export function requireLiveBranches(branchIds: readonly number[], live: readonly BranchRow[]): void {
  const liveIds = new Set(live.map((b) => b.id));
  const issues = branchIds.flatMap((id, index): FieldIssue[] =>
    liveIds.has(id) ? [] : [{ path: ['branchIds', index], message: (m) => m.settings.notABranch({ id }) }],
  );
  if (issues.length > 0) throw new DomainError('bad_request', (m) => m.common.checkFields({ fields: ['branchIds'] }), issues);
}

/** Owners carry no branch grants: they reach every branch, including those added later. */
export const grantedBranchIds = (role: Role, branchIds: readonly number[]) => (role === 'owner' ? [] : [...branchIds]);
