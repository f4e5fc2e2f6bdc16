import type { AreaDefinition, PageNode } from '@/schema/areas';

/** What every area page receives from the router: its area and the page trail within it. */
export type AreaPageProps = {
  area: AreaDefinition;
  trail: readonly PageNode[];
  /** The licence or role lets the user look but not change (guard 6). */
  viewOnly: boolean;
};
