import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@/schema/user';
import { useCurrentUser } from '@/components/session/use-current-user';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';

/** An account screen's content needs the signed-in user: a spinner while it loads, a retry if /me failed. */
export function WithCurrentUser({ children }: { children: (user: User) => ReactNode }) {
  const { t } = useTranslation('shell');
  const user = useCurrentUser();
  if (user.isPending) return <LoadingState label={t('common.loading')} />;
  if (!user.data) {
    return (
      <ErrorState
        title={t('guard.userFailed')}
        retryLabel={t('common.retry')}
        onRetry={() => void user.refetch()}
      />
    );
  }
  return children(user.data);
}
