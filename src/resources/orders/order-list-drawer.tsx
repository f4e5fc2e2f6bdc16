import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { PageNode } from '@/schema/area-definition';
import { OrderDrawer } from '@/components/order-drawer/order-drawer';
import { orderDrawerRequestOf, withoutDrawerParams } from '@/components/order-drawer/order-drawer-request';
import { useWorkspace } from '@/components/session/use-workspace';
import { orderListQueryKey } from './order-list-query';

/**
 * The order drawers (`order/new`, `order/{orderId}`) over an order list (Sales → Appointments, a client's
 * appointments tab): closed, it goes back to `listPath` with the list's own query (its filter, sort, page);
 * a write refreshes the branch's order lists (the drawer refreshes the schedule itself). Lists hold no
 * breaks, so no break opens here.
 */
export function OrderListDrawer({ trail, listPath }: { trail: readonly PageNode[]; listPath: string }) {
  const { orderId } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const branchId = useWorkspace()?.branch?.id ?? 0;
  return (
    <OrderDrawer
      request={orderDrawerRequestOf(trail.at(-1)?.page, orderId, search)}
      onClose={() => void navigate({ pathname: listPath, search: withoutDrawerParams(search).toString() })}
      onChanged={() => void queryClient.invalidateQueries({ queryKey: orderListQueryKey(branchId) })}
    />
  );
}
