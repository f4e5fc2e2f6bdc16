import { allAreas, areaPattern, areaSegment, branchAreas, findArea, organizationAreas } from './areas';
import type { AreaDefinition, AreaScope, PageNode } from './area-definition';
import { branchPath, chainPath, joinPath, workspaceOf, type Id } from './routes';

/** Paths within the navigation tree: every page as a pattern, the area of a path, where switching goes. */

export type FlatPage = {
  /** Full route pattern. */
  pattern: string;
  area: AreaDefinition;
  /** The node and its ancestors below the area, outermost first (for breadcrumbs). */
  trail: readonly PageNode[];
};

/** Every page of every area as a full pattern, in tree order. */
export function flattenAreaPages(areas: readonly AreaDefinition[] = allAreas): FlatPage[] {
  const out: FlatPage[] = [];
  const visit = (
    area: AreaDefinition,
    base: string,
    nodes: readonly PageNode[],
    trail: readonly PageNode[],
  ) => {
    for (const node of nodes) {
      const pattern = joinPath(base, node.path);
      const nextTrail = [...trail, node];
      if (node.children) visit(area, pattern, node.children, nextTrail);
      else out.push({ pattern, area, trail: nextTrail });
    }
  };
  for (const area of areas) visit(area, areaPattern(area), area.pages, []);
  return out;
}

const firstSegment = (path: string): string => path.split('/').find(Boolean) ?? '';

/** The area a pathname belongs to, found by its first segment below the chain or branch. */
export function areaOfPath(pathname: string): AreaDefinition | null {
  const { orgId, branchId, rest } = workspaceOf(pathname);
  if (orgId === null) return null;
  const scope: AreaScope = branchId === null ? 'organization' : 'branch';
  const first = firstSegment(rest);
  const areas = scope === 'branch' ? branchAreas : organizationAreas;
  return (
    areas.find((a) => areaSegment(a) !== '' && areaSegment(a) === first) ??
    areas.find((a) => areaSegment(a) === '' && a.pages.some((p) => firstSegment(p.path) === first)) ??
    null
  );
}

/** The first page of an area that needs no parameter and is no redirect: where "go to this area" lands. */
export function areaHomePath(area: AreaDefinition, orgId: Id, branchId?: Id | null): string {
  const base =
    area.scope === 'branch'
      ? branchPath(orgId, branchId ?? '', areaSegment(area))
      : chainPath(orgId, areaSegment(area));
  return joinPath(base, areaHomePage(area));
}

/** Path (below the area) of its landing page; optional parameters are left out. */
export function areaHomePage(area: AreaDefinition): string {
  const withoutOptional = (path: string) => path.replace(/\/?:[^/]+\?/g, '');
  const page = area.pages.find(
    (p) => !withoutOptional(p.path).includes(':') && !p.mobileMenu && !p.redirectTo,
  );
  return page ? withoutOptional(page.path) : '';
}

export type WorkspaceTarget = {
  organization: { id: number; branches: readonly { id: number }[] };
  branchId?: number | null;
};

/**
 * Where the organisation or branch switcher goes: the same area in the other workspace when it has one
 * (ids of records never carry over: they belong to the old branch), else its dashboard.
 */
export function switchWorkspacePath(pathname: string, target: WorkspaceTarget): string {
  const { organization } = target;
  const current = workspaceOf(pathname);
  const wantsBranch = target.branchId !== undefined && target.branchId !== null ? target.branchId : null;
  const branchId =
    wantsBranch ??
    (current.branchId !== null || current.orgId === null ? (organization.branches[0]?.id ?? null) : null);
  const scope: AreaScope = branchId === null ? 'organization' : 'branch';
  const area = areaOfPath(pathname);
  const sameArea = area ? findArea(scope, area.key) : undefined;
  const landing = sameArea ?? findArea(scope, 'dashboard');
  if (!landing)
    return scope === 'branch' ? branchPath(organization.id, branchId ?? '') : chainPath(organization.id);
  return areaHomePath(landing, organization.id, branchId);
}
