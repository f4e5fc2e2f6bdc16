import type { AreaScreen } from '@/resources/area-page-props';
import { lazyAreaScreen } from '@/resources/lazy-area-screen';

/** The catalog's own screens by route pattern (its lists and forms are the engine's). */
export const catalogScreens: Record<string, AreaScreen> = {
  '/chain/:orgId/branch/:branchId/catalog/services': lazyAreaScreen(() => import('./catalog-services-page'), (m) => m.CatalogServicesPage),
  '/chain/:orgId/branch/:branchId/catalog/sort': lazyAreaScreen(() => import('./catalog-sort-page'), (m) => m.CatalogSortPage),
};
