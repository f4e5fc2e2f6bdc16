import { appConfig } from '@/schema/config';
import { queryRetryDelay, shouldRetryQuery } from '@/lib/query-client';

// The key lives in src/lib, where the money rule (money-query-keys.ts) reads it too.
export { orderListQueryKey } from '@/lib/schedule-query-keys';

/**
 * No retry on 403 or 404 (the answer will not change), else up to 3 with back-off from 1 s capped at 30 s;
 * fresh for 5 minutes. The app's defaults say the same today: stated here because the spec names this list.
 */
export const orderListQueryOptions = {
  retry: shouldRetryQuery,
  retryDelay: queryRetryDelay,
  staleTime: appConfig.queryStaleMs,
} as const;
