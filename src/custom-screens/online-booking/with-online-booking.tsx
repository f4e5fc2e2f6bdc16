import Paper from '@mui/material/Paper';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BranchOnlineBooking } from '@/schema/online-booking/settings';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import { toHttpError } from '@/providers/data-provider';
import { useOnlineBooking } from './use-online-booking';

/** A settings read once done; until then the loading state, or the failure with a way to try again. */
export function WithLoaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation('onlineBooking');
  if (query.isError)
    return (
      <Paper variant="outlined">
        <ErrorState title={t('loadFailed')} message={toHttpError(query.error).message} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
      </Paper>
    );
  if (query.data === undefined) return <LoadingState label={t('loading')} />;
  return children(query.data);
}

/** The branch's settings (addresses, rules, switches) once read. */
export function WithOnlineBooking({ children }: { children: (data: BranchOnlineBooking) => ReactNode }) {
  const { query } = useOnlineBooking();
  return <WithLoaded query={query}>{children}</WithLoaded>;
}
