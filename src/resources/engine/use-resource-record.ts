import { keys, useDataProvider, type BaseRecord, type HttpError } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import type { AnyResourceDefinition } from '@/schema/resource-definition';
import type { RecordValues } from './field-values';
import { useResourceApiPath } from './use-resource-api-path';

/** Refine's cache key of one record (what its useOne uses), so Refine's invalidations reach this query. */
export const recordQueryKey = (resource: string, id: number | string) =>
  keys().data('default').resource(resource).action('one').id(id).params({}).get();

/**
 * One record of the resource, read like Refine's useOne (same data provider call, same cache key, so a save
 * through any Refine hook refreshes it). It is built on React Query directly: Refine's core is one module, and
 * every Refine hook a lazy screen uses lands in the shell's first chunk (docs/benchmarks.md).
 */
export function useResourceRecord(definition: AnyResourceDefinition, id: number | string | null | undefined) {
  const resource = useResourceApiPath(definition);
  const dataProvider = useDataProvider();
  const enabled = id !== null && id !== undefined && id !== '';
  const query = useQuery<RecordValues, HttpError>({
    queryKey: recordQueryKey(resource, enabled ? id : ''),
    queryFn: async () => (await dataProvider().getOne<BaseRecord>({ resource, id: id ?? '' })).data as RecordValues,
    enabled,
  });
  return {
    record: enabled ? query.data : undefined,
    isLoading: enabled && query.isLoading,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
    query,
  };
}
