import { Navigate, type RouteObject } from 'react-router';
import { areaSegment } from '@/schema/areas';
import type { AreaDefinition, PageNode } from '@/schema/area-definition';
import { joinPath } from '@/schema/routes';
import { screenFor } from './area-screens';
import { AreaRoute } from './lazy-shell';

/**
 * Route objects for every page of the navigation tree (src/schema/areas.ts): nested paths, index redirects
 * and, on each page, the area guard (spec §2 guard 6) around its lazily loaded screen.
 */
function pageRoutes(
  area: AreaDefinition,
  base: string,
  nodes: readonly PageNode[],
  trail: readonly PageNode[],
): RouteObject[] {
  return nodes.map((node) => {
    const pattern = joinPath(base, node.path);
    const nextTrail = [...trail, node];
    const path = node.path === '' ? undefined : node.path;
    if (node.children) {
      return { path, children: pageRoutes(area, pattern, node.children, nextTrail) };
    }
    const element = node.redirectTo ? (
      <Navigate to={node.redirectTo} replace />
    ) : (
      <AreaRoute area={area} trail={nextTrail} Screen={screenFor(pattern, !!node.mobileMenu)} />
    );
    return path === undefined ? { index: true, element } : { path, element };
  });
}

export function areaRoutes(areas: readonly AreaDefinition[], scopePattern: string): RouteObject[] {
  return areas.map((area) => {
    const segment = areaSegment(area);
    const children = pageRoutes(area, joinPath(scopePattern, segment), area.pages, []);
    // An area without its own segment (branch salary pages) is a pathless group of its pages.
    return segment ? { path: segment, children } : { children };
  });
}
