import type { Order } from '@/schema/schedule/order';
import { orderTotal } from '@/schema/schedule/order-total';
import { OrderStatusChip } from '@/components/order-status-chip';
import type { Translate } from '../engine/field-format';
import type { RecordValues } from '../engine/field-values';
import type { ListColumn } from '../engine/list/list-columns';

/** A row of `GET /branches/{id}/orders`: an order as the API answers it (orderSchema). */
const orderOf = (row: RecordValues): Order => row as unknown as Order;

export type OrderColumnsInput = {
  /** The `resources` namespace. */
  t: Translate;
  serviceName: (id: number) => string | undefined;
  employeeName: (id: number) => string | undefined;
  /** False on a client's own card, where every row is theirs. */
  withClient: boolean;
};

/** Each name once, in the order the order's lines give them; an unknown id as `#id` meanwhile. */
const namesOf = (ids: readonly number[], name: (id: number) => string | undefined) =>
  [...new Set(ids)].map((id) => name(id) ?? `#${id}`).join(', ');

/**
 * The order lists' columns (sales Appointments, a client's appointments): when, who, what, by whom, status,
 * payment and total. Date, status and payment sort on the server; the CSV keeps dates, times and amounts plain.
 */
export function orderColumns({ t, serviceName, employeeName, withClient }: OrderColumnsInput): ListColumn[] {
  const field = (name: string) => t(`orders.fields.${name}`);
  const columns: ListColumn[] = [
    {
      field: 'date',
      label: field('dateTime'),
      sortable: true,
      inTitle: true,
      minWidth: 260,
      text: (row, { formats }) => {
        const order = orderOf(row);
        return `${formats.date(order.date)}, ${formats.clockRange(order.startTime, order.endTime)}`;
      },
      csv: (row) => {
        const order = orderOf(row);
        return `${order.date} ${order.startTime}–${order.endTime}`;
      },
    },
    {
      field: 'clientId',
      label: field('clientId'),
      sortable: false,
      text: (row, format) => {
        const order = orderOf(row);
        if (order.mode === 'order.group') return t('orders.groupClass', { taken: order.clientIds.length, capacity: order.capacity ?? 0 });
        if (order.clientId === null) return t('orders.walkIn');
        return format.referenceLabel('clientId', order.clientId) ?? `#${order.clientId}`;
      },
    },
    {
      field: 'services',
      label: field('services'),
      sortable: false,
      text: (row) => namesOf(orderOf(row).services.map((line) => line.serviceId), serviceName),
    },
    {
      field: 'employees',
      label: field('employees'),
      sortable: false,
      text: (row) => namesOf(orderOf(row).services.map((line) => line.employeeId), employeeName),
    },
    {
      field: 'status',
      label: field('status'),
      sortable: true,
      text: (row, format) => format.optionLabel('status', orderOf(row).status),
      render: (row, text) => <OrderStatusChip status={orderOf(row).status} label={text} />,
    },
    {
      field: 'paymentStatus',
      label: field('paymentStatus'),
      sortable: true,
      text: (row, format) => format.optionLabel('paymentStatus', orderOf(row).paymentStatus),
    },
    {
      field: 'total',
      label: field('total'),
      sortable: false,
      numeric: true,
      text: (row, { formats }) => {
        const order = orderOf(row);
        return formats.money(orderTotal(order), order.currency);
      },
      csv: (row) => orderTotal(orderOf(row)),
    },
  ];
  return withClient ? columns : columns.filter((column) => column.field !== 'clientId');
}
