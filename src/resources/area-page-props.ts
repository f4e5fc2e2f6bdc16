import type { ComponentType, LazyExoticComponent } from 'react';
import type { AreaDefinition, PageNode } from '@/schema/area-definition';

/** What every area page receives from the router: its area and the page trail within it. */
export type AreaPageProps = {
  area: AreaDefinition;
  trail: readonly PageNode[];
  /** The licence or role lets the user look but not change (guard 6). */
  viewOnly: boolean;
};

/**
 * A lazily loaded area page, as the router registers it per route pattern. `preload` fetches its code
 * without rendering it: the area guard starts it while the licence loads (lazy-area-screen.ts).
 */
export type AreaScreen = LazyExoticComponent<ComponentType<AreaPageProps>> & { preload?: () => Promise<unknown> };
