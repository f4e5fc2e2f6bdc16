import { lazy } from 'react';
import type { AreaScreen } from '@/resources/area-page-props';

/** The catalog's own screens by route pattern (its lists and forms are the engine's). */
export const catalogScreens: Record<string, AreaScreen> = {
  '/chain/:orgId/branch/:branchId/catalog/services': lazy(() =>
    import('./catalog-services-page').then((m) => ({ default: m.CatalogServicesPage })),
  ),
  '/chain/:orgId/branch/:branchId/catalog/sort': lazy(() =>
    import('./catalog-sort-page').then((m) => ({ default: m.CatalogSortPage })),
  ),
};
