import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { eventListDefinition, type MoneyEvent } from '@/schema/sales/event-list';
import { useWorkspace } from '@/components/session/use-workspace';
import type { RecordValues } from '@/resources/engine/field-values';
import type { ListColumn } from '@/resources/engine/list/list-columns';
import { ResourceList, type OwnListParts } from '@/resources/engine/resource-list';
import { useResourceLabels } from '@/resources/engine/use-resource-labels';
import { orderListQueryOptions } from '@/resources/orders/order-list-query';
import { moneyKeys } from '@/lib/money-query-keys';

const eventOf = (row: RecordValues): MoneyEvent => row as unknown as MoneyEvent;
/** An amount as the audit trail stores it ("1250.50"), shown in the branch's money format. */
const amountText = /^-?\d+\.\d{2}$/;

/**
 * Sales → Events: the branch's money events from the audit trail (sales, payments, refunds, memberships, visits
 * drawn, cash shifts, pay), newest first, with the engine's filter bar (day, kind of record, action) and CSV.
 * Rows open nothing: an event is a fact, read where it happened.
 */
export function EventsList() {
  const labels = useResourceLabels(eventListDefinition);
  const { t } = useTranslation('sales');
  const branchId = useWorkspace()?.branch?.id ?? 0;
  const own = useMemo<OwnListParts>(() => {
    const field = (name: string) => labels.field(name);
    const columns: ListColumn[] = [
      { field: 'at', label: field('at'), sortable: true, inTitle: true, text: (row, { formats }) => formats.dateTime(eventOf(row).at), csv: (row) => eventOf(row).at },
      { field: 'actorName', label: field('actorName'), sortable: false, text: (row) => eventOf(row).actorName ?? t('events.system') },
      {
        field: 'entity',
        label: field('entity'),
        sortable: true,
        text: (row, format) => {
          const event = eventOf(row);
          return `${format.optionLabel('entity', event.entity)} #${event.entityId} · ${format.optionLabel('action', event.action)}`;
        },
      },
      {
        field: 'amount',
        label: field('amount'),
        sortable: false,
        numeric: true,
        text: (row, { formats, currency }) => {
          const { amount } = eventOf(row);
          return amount === null ? '—' : formats.money(amount, currency);
        },
        csv: (row) => eventOf(row).amount ?? '',
      },
      {
        field: 'changes',
        label: field('changes'),
        sortable: false,
        minWidth: 240,
        text: (row, { formats, currency }) =>
          Object.entries(eventOf(row).changes)
            .filter(([, change]) => change.to !== null && typeof change.to !== 'object')
            .map(([key, change]) => `${t(`events.fields.${key}`, { defaultValue: key })}: ${amountText.test(String(change.to)) ? formats.money(String(change.to), currency) : String(change.to)}`)
            .join(', '),
      },
    ];
    return { columns, onOpen: () => undefined, queryKey: moneyKeys.list(branchId, 'events'), queryOptions: orderListQueryOptions };
  }, [labels, t, branchId]);
  return <ResourceList definition={eventListDefinition} viewOnly own={own} />;
}
