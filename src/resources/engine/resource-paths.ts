import { areaPattern, findArea } from '@/schema/areas';
import type { PageNode } from '@/schema/area-definition';
import type { AnyResourceDefinition } from '@/schema/resource-definition';
import { fillPattern, joinPath, patternParams, type Id } from '@/schema/routes';

/**
 * Where a resource lives: its API collection (`branches/5/clients`) and its pages in the navigation tree
 * (definition.screens within its area). Pure, so the router, the screens and the tests share one answer.
 */

export type ResourcePage = 'list' | 'show' | 'create' | 'edit';

/** The chain and branch on screen; organisation-scoped resources ignore the branch. */
export type WorkspaceIds = { orgId: Id; branchId?: Id | null };

/** `branches/{branchId}/{name}` or `organizations/{orgId}/{name}`: the data provider's resource path. */
export function resourceApiPath(definition: Pick<AnyResourceDefinition, 'name' | 'scope'>, workspace: WorkspaceIds): string {
  if (definition.scope === 'organization') return `organizations/${workspace.orgId}/${definition.name}`;
  if (workspace.branchId === undefined || workspace.branchId === null || workspace.branchId === '') {
    throw new Error(`${definition.name} belongs to a branch: a branch id is needed`);
  }
  return `branches/${workspace.branchId}/${definition.name}`;
}

const areaOf = (definition: AnyResourceDefinition) => {
  const area = findArea(definition.scope, definition.screens.area);
  if (!area) throw new Error(`${definition.name}: no ${definition.scope} area ${definition.screens.area}`);
  return area;
};

/** The page's path below its area, or undefined when the definition has no such page. */
export const resourcePageSubpath = (definition: AnyResourceDefinition, page: ResourcePage): string | undefined =>
  definition.screens[page];

/** Full route pattern of a page (`/chain/:orgId/branch/:branchId/catalog/units/:itemId`), or null. */
export function resourcePagePattern(definition: AnyResourceDefinition, page: ResourcePage): string | null {
  const subpath = resourcePageSubpath(definition, page);
  if (subpath === undefined) return null;
  return joinPath(areaPattern(areaOf(definition)), subpath);
}

/** The route parameter naming the record on a show or edit page (`clientId`, `itemId`), or null. */
export function resourceIdParam(definition: AnyResourceDefinition, page: 'show' | 'edit'): string | null {
  const subpath = resourcePageSubpath(definition, page);
  if (subpath === undefined) return null;
  const parentParam = definition.screens.parent?.param;
  return patternParams(subpath).find((name) => name !== parentParam) ?? null;
}

/** The navigation-tree node of a page (its `children` mark a record card left to custom screens). */
export function resourcePageNode(definition: AnyResourceDefinition, page: ResourcePage): PageNode | undefined {
  const subpath = resourcePageSubpath(definition, page);
  if (subpath === undefined) return undefined;
  return areaOf(definition).pages.find((node) => node.path === subpath);
}

export type ResourcePageParams = WorkspaceIds & {
  /** The record, for show and edit pages. */
  id?: Id;
  /** The parent record (`screens.parent`): fills its route parameter, or `?<field>=` on a create page. */
  parentId?: Id;
};

/**
 * The URL of a resource page, or null when the definition has no such page or a parameter it needs is
 * missing. A create page outside its parent's path carries the parent as `?<parent field>=<id>`, which the
 * form reads to prefill it.
 */
export function resourcePagePath(
  definition: AnyResourceDefinition,
  page: ResourcePage,
  params: ResourcePageParams,
): string | null {
  const pattern = resourcePagePattern(definition, page);
  if (pattern === null) return null;
  const values: Record<string, Id | undefined> = { orgId: params.orgId };
  if (definition.scope === 'branch') values.branchId = params.branchId ?? undefined;
  const parent = definition.screens.parent;
  if (parent && params.parentId !== undefined) values[parent.param] = params.parentId;
  if (page === 'show' || page === 'edit') {
    const idParam = resourceIdParam(definition, page);
    if (idParam) values[idParam] = params.id;
  }
  let path: string;
  try {
    path = fillPattern(pattern, values);
  } catch {
    return null;
  }
  const parentInPath = parent ? patternParams(pattern).includes(parent.param) : false;
  if (parent && !parentInPath && page === 'create' && params.parentId !== undefined) {
    path += `?${new URLSearchParams({ [parent.field]: String(params.parentId) }).toString()}`;
  }
  return path;
}
