import { appConfig } from '@/schema/config';
import { queryRetryDelay, shouldRetryQuery } from '@/lib/query-client';

/**
 * The order lists' cache (spec §8, §9): under `orders` and the branch, so whatever changes an order of a branch
 * (the order drawer, a live event) refreshes its lists with `invalidateQueries({ queryKey: orderListQueryKey(id) })`.
 */
export const orderListQueryKey = (branchId: number): readonly unknown[] => ['orders', branchId];

/**
 * No retry on 403 or 404 (the answer will not change), else up to 3 with back-off from 1 s capped at 30 s;
 * fresh for 5 minutes. The app's defaults say the same today: stated here because the spec names this list.
 */
export const orderListQueryOptions = {
  retry: shouldRetryQuery,
  retryDelay: queryRetryDelay,
  staleTime: appConfig.queryStaleMs,
} as const;
