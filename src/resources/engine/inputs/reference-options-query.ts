import type { CrudFilter, CrudSort, Pagination } from '@refinedev/core';
import type { AnyResourceDefinition } from '@/schema/resource-definition';
import { searchField } from '@/providers/data-provider';

/** How many options a reference picker offers at once. */
export const optionPageSize = 25;

/**
 * What a reference picker asks of the referenced resource's list: the first page of its free-text search (`q`, so
 * the server's folding applies: "djordje" offers Đorđe), in the resource's default order.
 */
export function referenceOptionsQuery(
  target: AnyResourceDefinition | undefined,
  search: string,
): { pagination: Pagination; filters: CrudFilter[]; sorters: CrudSort[] } {
  return {
    pagination: { currentPage: 1, pageSize: optionPageSize },
    filters: search ? [{ field: searchField, operator: 'contains', value: search }] : [],
    sorters: target ? target.defaultSort.map((s) => ({ field: s.field as string, order: s.order })) : [],
  };
}
