import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { decimal } from '@/schema/money/decimal';
import type { FiscalReceipt } from '@/schema/payments/fiscal';
import type { Transaction } from '@/schema/sales/checkout';
import type { RecordValues } from '@/resources/engine/field-values';
import type { ListColumn } from '@/resources/engine/list/list-columns';
import type { Translate } from '@/resources/engine/field-format';

/** A row of `GET /branches/{id}/transactions` as the API answers it (transactionSchema). */
export const transactionOf = (row: RecordValues): Transaction => row as unknown as Transaction;

/** What can still be given back of a payment; refunds and staff pay give nothing back. */
export const refundableOf = (payment: Transaction) => (payment.kind === 'payment' ? decimal(payment.amount).minus(decimal(payment.refunded)) : decimal(0));

/**
 * What a row offers: its visit (a payment or refund of a sale that pays one), a refund of what is left, and its
 * fiscal receipt where the branch fiscalises (to anyone who sees the row: reading and printing it changes nothing).
 */
export type PaymentActions = { visit: boolean; refund: boolean; receipt: boolean };
export const paymentActionsOf = (payment: Transaction, can: { openVisit: boolean; refund: boolean }): PaymentActions => ({
  visit: can.openVisit && payment.orderId !== null,
  refund: can.refund && refundableOf(payment).gt(0),
  receipt: payment.fiscalReceipt !== undefined,
});

/** A receipt as the row names it: issued, waiting its turn, or waiting with the V-SDC's refusal (its last answer). */
export const receiptStateOf = (receipt: FiscalReceipt): 'issued' | 'pending' | 'refused' => (receipt.status === 'issued' ? 'issued' : receipt.lastError ? 'refused' : 'pending');

/**
 * What a payment or refund was for, as a person names it: "Sale of 27 Nov 2031, Haircut with Marko Ilić" ("Haircut
 * and 2 more" for a longer sale), never an internal number; null for staff pay, which pays no sale.
 */
export function paymentReference(payment: Transaction, ts: TFunction<'sales'>, formatDate: (date: string) => string): string | null {
  const { sale, employeeName } = payment;
  if (sale === null) return null;
  const first = sale.item ?? '';
  const what = sale.items > 1 ? ts('payments.itemAndMore', { item: first, count: sale.items - 1 }) : first;
  const date = formatDate(sale.date);
  return employeeName ? ts('payments.saleWith', { date, what, name: employeeName }) : ts('payments.saleOf', { date, what });
}

export type PaymentColumnsInput = {
  /** The `resources` namespace (field labels, kinds and methods). */
  t: Translate;
  /** The `sales` namespace (links, the refund button). */
  ts: TFunction<'sales'>;
  /** False on a client's own card, where every row is theirs. */
  withClient: boolean;
  /** False when the page is view-only: no refunds. */
  canRefund: boolean;
  /** True where a payment's visit opens in the order drawer (Sales → Payments). */
  canOpenVisit: boolean;
  /** The `visitPayments` namespace ("Open the visit"). */
  tv: TFunction<'visitPayments'>;
  /** The branch's: a payment's time is on its clock, as its day is (and as the order drawer shows it). */
  timeZone: string | undefined;
};

/**
 * Sales → Payments' columns: when, what, how, how much (refunds negative, as stored), who paid and who was
 * credited, and what it was for: the sale, the visit, or the payment a refund gives back. The CSV keeps the
 * amounts as signed decimals and the days as YYYY-MM-DD.
 */
export function paymentColumns({ t, ts, tv, withClient, canRefund, canOpenVisit, timeZone }: PaymentColumnsInput): ListColumn[] {
  const field = (name: string) => t(`transactions.fields.${name}`);
  const columns: ListColumn[] = [
    {
      field: 'date',
      label: field('date'),
      sortable: true,
      inTitle: true,
      text: (row, { formats }) => {
        const { date, createdAt } = transactionOf(row);
        return `${formats.date(date)}, ${formats.time(Date.parse(createdAt), timeZone)}`;
      },
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
      text: (row, { formats }) => paymentReference(transactionOf(row), ts, formats.date) ?? '—',
    },
  ];
  const labelsOf = (row: RecordValues) => {
    const payment = transactionOf(row);
    const can = paymentActionsOf(payment, { openVisit: canOpenVisit, refund: canRefund });
    const receipt = payment.fiscalReceipt ? ts(`payments.receipt.${receiptStateOf(payment.fiscalReceipt)}`) : null;
    return [can.visit ? tv('list.openVisit') : null, can.refund ? ts('payments.refund') : null, receipt].filter((label): label is string => label !== null);
  };
  // The column's key stays `refund`, as it was when refunding was the only action.
  const actions: ListColumn = {
    field: 'refund',
    label: ts('payments.actions'),
    sortable: false,
    minWidth: 120,
    text: (row) => labelsOf(row).join(' · ') || '—',
    // Not buttons of their own: the row (a button itself on phones) does them, and buttons do not nest. A row
    // offering both asks which (PaymentChoiceDialog).
    render: (row, text) => {
      const labels = labelsOf(row);
      if (labels.length === 0) return text;
      return (
        // Side by side on a phone's card; one above the other in the grid (from `sm`, where the grid replaces the
        // cards), which keeps the column narrow enough for the whole row to fit at 1440 px.
        <Typography
          component="span"
          variant="button"
          color="primary"
          sx={{ textTransform: 'none', display: 'inline-flex', flexDirection: { xs: 'row', sm: 'column' }, flexWrap: 'wrap', columnGap: 1.5, lineHeight: 1.3, verticalAlign: 'middle', '& > span': { whiteSpace: 'nowrap' } }}
        >
          {labels.map((label) => (
            <span key={label}>{label}</span>
          ))}
        </Typography>
      );
    },
  };
  // Always there: a view-only page's rows still open their fiscal receipts.
  return [...(withClient ? columns : columns.filter((column) => column.field !== 'clientId')), actions];
}
