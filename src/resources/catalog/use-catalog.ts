import type { CrudFilter } from '@refinedev/core';
import { useMemo } from 'react';
import { serviceCategoriesResource } from '@/schema/resources/service-categories';
import { servicesResource } from '@/schema/resources/services';
import { useEveryRecord } from '@/resources/queries/use-every-record';
import type { CatalogCategory, CatalogService } from '@/lib/catalog-groups';

/** The catalog's own order (sortOrder, then name), as online booking and the schedule show it. */
const catalogOrder = [
  { field: 'sortOrder', order: 'asc' as const },
  { field: 'name', order: 'asc' as const },
];

/** A branch's categories in their order (every one: a catalog is read whole). */
export const useCatalogCategories = (branchId: number) =>
  useEveryRecord<CatalogCategory>(`branches/${branchId}/${serviceCategoriesResource.name}`, { sorters: catalogOrder, enabled: branchId > 0 });

/** A branch's services in their order, or those the list API's search `q` finds. */
export function useCatalogServices(branchId: number, q = '') {
  const filters = useMemo<CrudFilter[] | undefined>(() => (q ? [{ field: 'q', operator: 'contains', value: q }] : undefined), [q]);
  return useEveryRecord<CatalogService>(`branches/${branchId}/${servicesResource.name}`, { sorters: catalogOrder, filters, enabled: branchId > 0 });
}
