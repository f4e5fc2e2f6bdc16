import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@/schema/schedule/order';
import { useFormats } from '@/components/session/use-formats';
import { getNoShowCharges, noShowKeys } from '@/lib/no-show-api';

const missed = new Set(['order_status.pass', 'order_status.canceled']);

/**
 * The drawer's line for what a miss cost (docs/no-show-rules.md): shown on a missed or cancelled visit when a
 * fee was owed or a membership visit drawn; waiving is on the client's card.
 */
export function NoShowLine({ order, branchId }: { order: Pick<OrderDetail, 'id' | 'status'>; branchId: number }) {
  const { t } = useTranslation('noShow');
  const formats = useFormats();
  const watched = missed.has(order.status);
  const charges = useQuery({
    queryKey: noShowKeys.order(branchId, order.id, order.status),
    queryFn: () => getNoShowCharges(branchId, { orderId: order.id }),
    enabled: watched && branchId > 0,
  });
  const applied = (charges.data ?? []).filter((charge) => charge.state === 'applied');
  if (!watched || applied.length === 0) return null;
  return (
    <>
      {applied.map((charge) => (
        <Alert key={charge.id} severity="warning" data-testid="order-no-show-line">
          {t('drawer.applied', {
            kind: t(`kind.${charge.kind === 'no_show' ? 'noShow' : 'lateCancel'}`),
            outcome: Number(charge.amount) > 0 ? formats.money(charge.amount, charge.currency) : t(`outcome.${charge.outcome}`),
          })}
        </Alert>
      ))}
    </>
  );
}
