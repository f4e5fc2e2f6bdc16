import type { AreaDefinition, PageNode } from './area-definition';
import type { AnyResourceDefinition, ResourceScreens } from './resource-definition';

/**
 * A resource's pages join the navigation tree by themselves: a definition whose list, show, create or edit
 * page is not yet a page of its area adds it there (the list as a tab of the area), so a new resource needs no
 * edit of areas.ts to get its routes, menu tab and access check. Pages the tree already has (with their
 * titles, children and record tabs) are left as they are.
 */
const pageKinds = ['list', 'create', 'show', 'edit'] as const satisfies readonly (keyof ResourceScreens)[];

/** Every page path of a tree, relative to its area (`memberships/edit/:membershipId`). */
function pagePaths(nodes: readonly PageNode[], base = ''): string[] {
  return nodes.flatMap((node) => {
    const path = [base, node.path].filter(Boolean).join('/');
    return [path, ...(node.children ? pagePaths(node.children, path) : [])];
  });
}

export function withResourcePages<A extends AreaDefinition>(
  areas: readonly A[],
  registry: readonly AnyResourceDefinition[],
): A[] {
  return areas.map((area) => {
    const known = new Set(pagePaths(area.pages));
    // A resource under a sub-area or block of its area's licence (job titles) takes its key onto its pages.
    const areaKey = area.menuKey === null ? null : area.scope === 'branch' ? area.menuKey : `org:${area.menuKey}`;
    const added: PageNode[] = [];
    for (const definition of registry) {
      if (definition.scope !== area.scope || definition.screens.area !== area.key) continue;
      for (const kind of pageKinds) {
        const path = definition.screens[kind];
        if (path === undefined || known.has(path)) continue;
        known.add(path);
        added.push({ path, ...(kind === 'list' ? { nav: true } : {}), ...(definition.menuKey === areaKey ? {} : { licence: definition.menuKey }) });
      }
    }
    return added.length === 0 ? area : { ...area, pages: [...area.pages, ...added] };
  });
}
