import type { BaseRecord } from '@refinedev/core';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { FilterCondition } from '@/schema/list-query';
import { employeesResource } from '@/schema/resources/employees';
import { servicesResource } from '@/schema/resources/services';
import { orderListDefinition } from '@/schema/schedule/order-list';
import { joinPath } from '@/schema/routes';
import { useWorkspace } from '@/components/session/use-workspace';
import { recordTitle, type RecordValues } from '../engine/field-values';
import { ResourceList, type OwnListParts } from '../engine/resource-list';
import { resourceApiPath } from '../engine/resource-paths';
import { useResourceLabels } from '../engine/use-resource-labels';
import { useEveryRecord } from '../queries/use-every-record';
import { orderColumns } from './order-columns';
import { orderListQueryKey, orderListQueryOptions } from './order-list-query';
import { useOrderListLive } from './use-order-list-live';

export type OrderListProps = {
  /** The page under which the order drawers open (`…/sales/services-overview`, `…/clients/5`). */
  drawerBase: string;
  viewOnly: boolean;
  /** A client's card: only their orders, no client column. */
  clientId?: number;
};

/** Names of a branch's services or team members by id: small sets, read whole once and cached. */
export function useNames(definition: typeof servicesResource | typeof employeesResource): (id: number) => string | undefined {
  const workspace = useWorkspace();
  const path = workspace?.branch ? resourceApiPath(definition, { orgId: workspace.organization.id, branchId: workspace.branch.id }) : '';
  const { data } = useEveryRecord<BaseRecord>(path, { enabled: path !== '' });
  return useMemo(() => {
    const names = new Map((data ?? []).map((row) => [Number(row.id), recordTitle(definition, row as RecordValues)]));
    return (id: number) => names.get(id);
  }, [data, definition]);
}

/**
 * A branch's orders: the resource engine's list (filter bar, search, sort, paging, phone cards, CSV export,
 * state in the URL) over `GET /branches/{id}/orders`, with the order columns. A row opens the order drawer
 * under the page, "new" opens `order/new`, both keeping the list's query for the drawer to close back to.
 */
export function OrderList({ drawerBase, viewOnly, clientId }: OrderListProps) {
  const labels = useResourceLabels(orderListDefinition);
  const workspace = useWorkspace();
  const navigate = useNavigate();
  const { search } = useLocation();
  const serviceName = useNames(servicesResource);
  const employeeName = useNames(employeesResource);
  const branchId = workspace?.branch?.id ?? 0;
  useOrderListLive(branchId, workspace?.branch?.guid);

  const openDrawer = useCallback(
    (page: string, query = search) => void navigate({ pathname: joinPath(drawerBase, page), search: query }),
    [navigate, drawerBase, search],
  );
  const own = useMemo<OwnListParts>(() => {
    return {
      columns: orderColumns({ t: labels.t, serviceName, employeeName, withClient: clientId === undefined }),
      onOpen: (row) => openDrawer(`order/${String(row.id)}`),
      // A client's card books from its header ("Book"), so its list has no second button for it.
      ...(clientId === undefined ? { onCreate: () => openDrawer('order/new') } : {}),
      queryKey: orderListQueryKey(branchId),
      queryOptions: orderListQueryOptions,
    };
  }, [labels, serviceName, employeeName, clientId, openDrawer, branchId]);
  const fixedFilters = useMemo<FilterCondition[]>(
    () => (clientId === undefined ? [] : [{ field: 'clientId', matchMode: 'equals', value: clientId }]),
    [clientId],
  );
  return <ResourceList definition={orderListDefinition} viewOnly={viewOnly} fixedFilters={fixedFilters} own={own} />;
}
