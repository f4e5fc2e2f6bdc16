import type { ResourceProps } from '@refinedev/core';
import { allAreas, areaAccessKey, areaPattern, areaResourceName } from '@/schema/areas';
import type { AreaDefinition } from '@/schema/area-definition';
import { areaHomePage } from '@/schema/area-paths';
import type { AnyResourceDefinition } from '@/schema/resource-definition';
import { resourceRegistry } from '@/schema/resources';
import { joinPath } from '@/schema/routes';
import { resourcePagePattern } from '@/resources/engine/resource-paths';

/** The route Refine treats as an area's list page: its landing page. */
const listPattern = (area: AreaDefinition): string => joinPath(areaPattern(area), areaHomePage(area));

const areaEntries: ResourceProps[] = allAreas.map((area) => ({
  name: areaResourceName(area),
  list: listPattern(area),
  meta: {
    scope: area.scope,
    label: area.key,
    hide: !area.inMenu,
    ...(areaAccessKey(area) ? { menuKey: areaAccessKey(area) } : {}),
  },
}));

/**
 * One resource per engine definition (src/schema/resources), with its pages' route patterns. Data hooks name
 * the API path (`branches/5/clients`) as their resource; these entries carry the licence key and scope for
 * access checks. Their identifier is `resource:<name>`, since `clients` is also an area's name.
 */
const engineEntries: ResourceProps[] = (resourceRegistry as readonly AnyResourceDefinition[]).map((definition) => {
  const pages = Object.fromEntries(
    (['list', 'show', 'create', 'edit'] as const).flatMap((page) => {
      const pattern = resourcePagePattern(definition, page);
      return pattern ? [[page, pattern]] : [];
    }),
  );
  return {
    name: definition.name,
    identifier: `resource:${definition.name}`,
    ...pages,
    meta: { menuKey: definition.menuKey, scope: definition.scope, label: definition.name, hide: true },
  };
});

/**
 * Refine's resources, generated like the routes and the menus: the navigation tree's areas
 * (src/schema/areas.ts) and the engine's definitions. `meta.menuKey` is the licence key the access-control
 * provider checks for the resource.
 */
export const areaResources: ResourceProps[] = [...areaEntries, ...engineEntries];
