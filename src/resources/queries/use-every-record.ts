import { keys, useDataProvider, type BaseRecord, type CrudFilter, type CrudSort } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { maxPerPage } from '@/schema/list-query';

/** Enough for any catalog or team a branch keeps; past it the list says it was cut. */
export const everyRecordCap = 2000;

/**
 * Every record of a list, page after page (the API gives at most 100 a page): for editors that need the
 * whole catalog at once, such as a member's services.
 */
export function useEveryRecord<T extends BaseRecord>(
  resource: string,
  options: { sorters?: CrudSort[]; filters?: CrudFilter[]; enabled?: boolean } = {},
) {
  const getDataProvider = useDataProvider();
  return useQuery({
    // Under Refine's list key of the resource, so a record saved or deleted through Refine refreshes it.
    queryKey: keys().data('default').resource(resource).action('list').params({ every: true, sorters: options.sorters, filters: options.filters }).get(),
    enabled: options.enabled ?? true,
    queryFn: async () => {
      const records: T[] = [];
      for (let currentPage = 1; records.length < everyRecordCap; currentPage++) {
        const page = await getDataProvider().getList<T>({
          resource,
          pagination: { currentPage, pageSize: maxPerPage },
          sorters: options.sorters,
          filters: options.filters,
        });
        records.push(...page.data);
        if (page.data.length < maxPerPage || records.length >= (page.total ?? 0)) break;
      }
      return records;
    },
  });
}
