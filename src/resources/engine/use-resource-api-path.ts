import type { AnyResourceDefinition } from '@/schema/resource-definition';
import { useWorkspace } from '@/components/session/use-workspace';
import { resourceApiPath } from './resource-paths';

/**
 * The resource's API collection in the workspace on screen (`branches/5/clients`), used as the Refine
 * `resource` of every data hook. Only for pages inside a chain (and, for branch resources, a branch).
 */
export function useResourceApiPath(definition: Pick<AnyResourceDefinition, 'name' | 'scope'>): string {
  const workspace = useWorkspace();
  if (!workspace) throw new Error(`${definition.name}: useResourceApiPath needs a workspace page`);
  return resourceApiPath(definition, { orgId: workspace.organization.id, branchId: workspace.branch?.id });
}
