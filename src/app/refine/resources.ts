import type { ResourceProps } from '@refinedev/core';
import { allAreas, areaAccessKey, areaPattern, areaResourceName, type AreaDefinition } from '@/schema/areas';
import { areaHomePage } from '@/schema/area-paths';
import { joinPath } from '@/schema/routes';

/** The route Refine treats as an area's list page: its landing page. */
const listPattern = (area: AreaDefinition): string => joinPath(areaPattern(area), areaHomePage(area));

/**
 * Refine's resources, generated from the navigation tree (src/schema/areas.ts) like the routes and the menus.
 * `meta.menuKey` is the licence key the access-control provider checks for the resource.
 */
export const areaResources: ResourceProps[] = allAreas.map((area) => ({
  name: areaResourceName(area),
  list: listPattern(area),
  meta: {
    scope: area.scope,
    label: area.key,
    hide: !area.inMenu,
    ...(areaAccessKey(area) ? { menuKey: areaAccessKey(area) } : {}),
  },
}));
