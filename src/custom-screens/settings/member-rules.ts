import type { Role } from '@/schema/enums';
import type { Member } from '@/schema/settings';

/**
 * What the users screens offer the viewer, mirroring the server's rules (server/modules/settings): owners
 * manage everyone but themselves; administrators manage the non-owners whose branches are all theirs, and
 * grant only their own branches and never the owner role.
 */
export type Viewer = { userId: number | null; role: Role; branchIds: ReadonlySet<number> };

export const canManage = (viewer: Viewer, member: Member): boolean => {
  if (member.userId === viewer.userId) return false;
  if (viewer.role === 'owner') return true;
  if (viewer.role !== 'administrator' || member.role === 'owner') return false;
  return member.branchIds.length > 0 && member.branchIds.every((id) => viewer.branchIds.has(id));
};

export const grantableRoles = (viewer: Viewer): Role[] =>
  viewer.role === 'owner' ? ['owner', 'administrator', 'employee'] : ['administrator', 'employee'];

/** Branch names for ids; those the viewer cannot see are counted instead of named. */
export function branchLabels(ids: readonly number[], names: ReadonlyMap<number, string>): { named: string[]; hidden: number } {
  const named = ids.flatMap((id) => names.get(id) ?? []);
  return { named, hidden: ids.length - named.length };
}
