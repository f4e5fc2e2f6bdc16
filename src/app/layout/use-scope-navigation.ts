import { useMemo } from 'react';
import { useWorkspace } from '@/components/session/use-workspace';
import { scopeNavigation, type ScopeNavigation } from './scope-navigation';

/** The navigation of the workspace on screen; null outside a chain. */
export function useScopeNavigation(): ScopeNavigation | null {
  const workspace = useWorkspace();
  return useMemo(() => (workspace ? scopeNavigation(workspace) : null), [workspace]);
}
