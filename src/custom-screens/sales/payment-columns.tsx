import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { decimal } from '@/schema/money/decimal';
import type { Transaction } from '@/schema/sales/checkout';
import type { RecordValues } from '@/resources/engine/field-values';
import type { ListColumn } from '@/resources/engine/list/list-columns';
import type { Translate } from '@/resources/engine/field-format';

/** A row of `GET /branches/{id}/transactions` as the API answers it (transactionSchema). */
export const transactionOf = (row: RecordValues): Transaction => row as unknown as Transaction;

/** What can still be given back of a payment; refunds and staff pay give nothing back. */
export const refundableOf = (payment: Transaction) => (payment.kind === 'payment' ? decimal(payment.amount).minus(decimal(payment.refunded)) : decimal(0));

export type PaymentColumnsInput = {
  /** The `resources` namespace (field labels, kinds and methods). */
  t: Translate;
  /** The `sales` namespace (links, the refund button). */
  ts: TFunction<'sales'>;
  /** False on a client's own card, where every row is theirs. */
  withClient: boolean;
  /** False when the page is view-only: no refund column. */
  canRefund: boolean;
};

/**
 * Sales → Payments' columns: when, what, how, how much (refunds negative, as stored), who paid and who was
 * credited, and what it was for: the sale, the visit, or the payment a refund gives back. The CSV keeps the
 * amounts as signed decimals and the days as YYYY-MM-DD.
 */
export function paymentColumns({ t, ts, withClient, canRefund }: PaymentColumnsInput): ListColumn[] {
  const field = (name: string) => t(`transactions.fields.${name}`);
  const columns: ListColumn[] = [
    {
      field: 'date',
      label: field('date'),
      sortable: true,
      inTitle: true,
      text: (row, { formats }) => `${formats.date(transactionOf(row).date)}, ${formats.dateTime(transactionOf(row).createdAt).split(', ').pop() ?? ''}`,
      csv: (row) => transactionOf(row).createdAt,
    },
    { field: 'kind', label: field('kind'), sortable: true, text: (row, format) => format.optionLabel('kind', transactionOf(row).kind) },
    { field: 'method', label: field('method'), sortable: true, text: (row, format) => format.optionLabel('method', transactionOf(row).method) },
    {
      field: 'amount',
      label: field('amount'),
      sortable: true,
      numeric: true,
      text: (row, { formats, currency }) => formats.money(transactionOf(row).amount, currency),
      csv: (row) => transactionOf(row).amount,
    },
    { field: 'clientId', label: field('clientId'), sortable: false, text: (row) => transactionOf(row).clientName ?? ts('payments.walkIn') },
    { field: 'employeeId', label: field('employeeId'), sortable: false, text: (row) => transactionOf(row).employeeName ?? '—' },
    {
      field: 'saleId',
      label: field('saleId'),
      sortable: false,
      text: (row) => {
        const payment = transactionOf(row);
        const parts = [
          payment.refundOfId !== null ? ts('payments.refundOf', { id: payment.refundOfId }) : null,
          payment.saleId !== null ? ts('payments.sale', { id: payment.saleId }) : null,
          payment.orderId !== null ? ts('payments.order', { id: payment.orderId }) : null,
        ];
        return parts.filter(Boolean).join(' · ') || '—';
      },
    },
  ];
  const refund: ListColumn = {
    field: 'refund',
    label: ts('payments.actions'),
    sortable: false,
    narrow: true,
    text: (row) => (refundableOf(transactionOf(row)).gt(0) ? ts('payments.refund') : '—'),
    // Not a button of its own: the row (a button itself on phones) opens the dialog, and buttons do not nest.
    render: (row, text) =>
      refundableOf(transactionOf(row)).gt(0) ? (
        <Typography component="span" variant="button" color="primary" sx={{ textTransform: 'none' }}>
          {text}
        </Typography>
      ) : (
        text
      ),
  };
  return [...(withClient ? columns : columns.filter((column) => column.field !== 'clientId')), ...(canRefund ? [refund] : [])];
}
