import { useContext } from 'react';
import { WorkspaceContext, type Workspace } from './workspace-context';

/** The current workspace, or null outside /chain/... (account, onboarding). */
export const useWorkspace = (): Workspace | null => useContext(WorkspaceContext);

/** The team member the signed-in person is in the branch on screen (src/schema/staff-account.ts), or null. */
export const ownTeamMemberIdOf = (workspace: Workspace | null): number | null =>
  workspace?.organization.teamMembers.find((member) => member.branchId === workspace.branch?.id)?.employeeId ?? null;

export const useOwnTeamMemberId = (): number | null => ownTeamMemberIdOf(useWorkspace());
