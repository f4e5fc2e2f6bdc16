import { useMemo } from 'react';
import type { AnyResourceDefinition } from '@/schema/resource-definition';
import { useWorkspace } from '@/components/session/use-workspace';
import { resourceAccessOf, type ResourceAccess } from './resource-access-flags';

export type { ResourceAccess } from './resource-access-flags';

/**
 * What the person may do with the resource here: role and licence (the workspace's access context, the same
 * decision the server makes) and, for changes, not on a page the guard opened view-only.
 */
export function useResourceAccess(
  definition: Pick<AnyResourceDefinition, 'menuKey' | 'permission'>,
  viewOnly = false,
): ResourceAccess {
  const access = useWorkspace()?.access ?? null;
  // Stable while nothing changes, so grids and callbacks built on it are not rebuilt on every render.
  return useMemo(() => resourceAccessOf(definition, access, viewOnly), [definition, access, viewOnly]);
}
