import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterCondition } from '@/schema/list-query';
import type { Sale } from '@/schema/sales/checkout';
import { saleListDefinition } from '@/schema/sales/sale-list';
import { useWorkspace } from '@/components/session/use-workspace';
import type { RecordValues } from '@/resources/engine/field-values';
import type { ListColumn } from '@/resources/engine/list/list-columns';
import { ResourceList, type OwnListParts } from '@/resources/engine/resource-list';
import { useResourceLabels } from '@/resources/engine/use-resource-labels';
import { orderListQueryOptions } from '@/resources/orders/order-list-query';
import { moneyKeys } from '@/lib/money-query-keys';

const saleOf = (row: RecordValues): Sale => row as unknown as Sale;

/**
 * The client card's sales tab: their sales over `GET /branches/{id}/sales` filtered by them, each with what it
 * sold, its total, what was paid and what is still owed (the client's debt is the sum of these).
 */
export function ClientSalesList({ clientId }: { clientId: number }) {
  const labels = useResourceLabels(saleListDefinition);
  const { t } = useTranslation('sales');
  const branchId = useWorkspace()?.branch?.id ?? 0;
  const own = useMemo<OwnListParts>(() => {
    const money = (pick: (sale: Sale) => string): Pick<ListColumn, 'text' | 'csv' | 'numeric'> => ({
      numeric: true,
      text: (row, { formats }) => formats.money(pick(saleOf(row)), saleOf(row).currency),
      csv: (row) => pick(saleOf(row)),
    });
    const columns: ListColumn[] = [
      { field: 'date', label: labels.field('date'), sortable: true, inTitle: true, text: (row, { formats }) => formats.date(saleOf(row).date), csv: (row) => saleOf(row).date },
      {
        field: 'items',
        label: labels.field('items'),
        sortable: false,
        minWidth: 220,
        text: (row) => saleOf(row).items.map((item) => (item.quantity > 1 ? `${item.quantity} × ${item.name}` : item.name)).join(', '),
      },
      { field: 'total', label: labels.field('total'), sortable: true, ...money((sale) => sale.total) },
      { field: 'paid', label: labels.field('paid'), sortable: true, ...money((sale) => sale.paid) },
      { field: 'debt', label: labels.field('debt'), sortable: false, ...money((sale) => sale.debt) },
      {
        field: 'status',
        label: labels.field('status'),
        sortable: false,
        text: (row) => t(`saleStatus.${saleOf(row).status}`),
      },
    ];
    return { columns, onOpen: () => undefined, queryKey: moneyKeys.list(branchId, 'sales'), queryOptions: orderListQueryOptions };
  }, [labels, t, branchId]);
  const fixedFilters = useMemo<FilterCondition[]>(() => [{ field: 'clientId', matchMode: 'equals', value: clientId }], [clientId]);
  return <ResourceList definition={saleListDefinition} viewOnly fixedFilters={fixedFilters} embedded own={own} />;
}
