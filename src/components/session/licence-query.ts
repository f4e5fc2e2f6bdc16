import { queryOptions } from '@tanstack/react-query';
import { getLicense } from '@/lib/api';
import { sessionQueryKeys } from './session-query-keys';

/**
 * The organisation's licence as the session caches it: fetched once per organisation and kept until the
 * organisation changes (spec §4 "License"). The session guard starts it, the workspace reads it.
 */
export const licenceQuery = (orgId: number) =>
  queryOptions({
    queryKey: sessionQueryKeys.licence(orgId),
    queryFn: () => getLicense(orgId),
    staleTime: Infinity,
    retry: 1,
  });
