import type { PageNode } from '@/schema/area-definition';

/**
 * The page under an order drawer (`services-overview/order/42`): its trail without the drawer's node, so the
 * list keeps its own title, crumbs and tabs while the drawer is open over it.
 */
export const trailUnderDrawer = (trail: readonly PageNode[]): readonly PageNode[] =>
  trail.some((node) => node.drawer) ? trail.filter((node) => !node.drawer) : trail;
