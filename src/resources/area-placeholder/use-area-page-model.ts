import { useParams } from 'react-router';
import type { AreaDefinition, PageNode } from '@/schema/area-definition';
import { useWorkspace } from '@/components/session/use-workspace';
import { areaPageModel, type AreaPageModel } from './area-page-model';

/** The page's model (areaPageModel) for the route's parameters, the signed-in role and the licence in this chain. */
export function useAreaPageModel(area: AreaDefinition, trail: readonly PageNode[]): AreaPageModel {
  const params = useParams();
  const workspace = useWorkspace();
  return areaPageModel(area, trail, params, workspace?.organization.role ?? null, workspace?.access ?? null);
}
