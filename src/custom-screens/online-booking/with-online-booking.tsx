import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BranchOnlineBooking } from '@/schema/online-booking/settings';
import { LoadFailedPanel } from '@/components/states/load-failed-panel';
import { LoadingState } from '@/components/states/loading-state';
import { useOnlineBooking } from './use-online-booking';

/** A settings read once done; until then the loading state, or the failure with a way to try again. */
export function WithLoaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation('onlineBooking');
  if (query.isError)
    return (
      <LoadFailedPanel title={t('loadFailed')} error={query.error} retryLabel={t('retry')} onRetry={query.refetch} />
    );
  if (query.data === undefined) return <LoadingState label={t('loading')} />;
  return children(query.data);
}

/** The branch's settings (addresses, rules, switches) once read. */
export function WithOnlineBooking({ children }: { children: (data: BranchOnlineBooking) => ReactNode }) {
  const { query } = useOnlineBooking();
  return <WithLoaded query={query}>{children}</WithLoaded>;
}
