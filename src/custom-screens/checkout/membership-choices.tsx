import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import { addLine, newLine } from '@/components/checkout/cart-model';
import { useMemberships, type MembershipChoice } from './checkout-api';
import { ItemList } from './item-list';
import { useSaleFlow } from './sale-flow';

/** The branch's active memberships to sell (visits or a period); choosing one adds it and calls `onAdded`. */
export function MembershipChoices({ q = '', onAdded }: { q?: string; onAdded?: () => void }) {
  const { t } = useTranslation('checkout');
  const { branchId, today, change, cart } = useSaleFlow();
  const memberships = useMemberships(branchId);
  if (memberships.isPending) return <LoadingState label={t('state.loading')} />;
  if (memberships.isError) return <ErrorState title={t('state.membershipsFailed')} retryLabel={t('state.retry')} onRetry={() => void memberships.refetch()} />;
  const needle = q.trim().toLocaleLowerCase();
  const active = memberships.data.filter((membership) => membership.isActive && membership.name.toLocaleLowerCase().includes(needle));
  if (active.length === 0) return <EmptyState title={needle ? t('state.nothingFound') : t('state.noMemberships')} description={needle ? undefined : t('state.noMembershipsText')} />;
  const detail = (membership: MembershipChoice) =>
    membership.kind === 'visits' ? t('pick.visits', { count: membership.visits ?? 0 }) : t('pick.days', { count: membership.periodDays ?? 0 });
  return (
    <>
      {cart.clientId === null ? (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('pick.membershipNeedsClient')}
        </Alert>
      ) : null}
      <ItemList
        label={t('pick.memberships')}
        groups={[
          {
            title: null,
            items: active.map((membership) => ({
              key: String(membership.id),
              name: membership.name,
              detail: detail(membership),
              price: membership.price,
              onAdd: () => {
                change((current) => addLine(current, newLine({ kind: 'membership', refId: membership.id, name: membership.name, price: membership.price }, today)));
                onAdded?.();
              },
            })),
          },
        ]}
      />
    </>
  );
}
