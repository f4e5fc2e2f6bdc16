import { useContext } from 'react';
import { WorkspaceContext, type Workspace } from './workspace-context';

/** The current workspace, or null outside /chain/... (account, onboarding). */
export const useWorkspace = (): Workspace | null => useContext(WorkspaceContext);
