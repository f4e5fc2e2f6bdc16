import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { decimal } from '../../../src/schema/money/decimal';
import type { FiscalPaymentType, FiscalSettings, VsdcInvoiceRequest } from '../../../src/schema/payments/fiscal';
import type { PaymentMethod } from '../../../src/schema/sales/checkout';
import type { DbExecutor, DbTransaction } from '../../db/client';
import { fiscalReceipts, integrations, saleItems, sales, transactions } from '../../db/tables';

/**
 * Writes a payment's or refund's fiscal receipt, `pending`, inside the payment's own transaction (docs/fiscal-receipts.md
 * "What is issued"), when the branch's `fiscal` integration is on. The request is built here, once, and never again:
 * - a payment that pays a whole sale at once: a Normal Sale with the sale's lines;
 * - a payment that pays part of a sale (a deposit, a first instalment, one of two tenders): an Advance Sale of one
 *   line, the advance;
 * - the payment that completes a sale with advances: a Normal Sale with the sale's lines, the advances paid
 *   counted as a payment of type Other, referring to the last advance receipt;
 * - a refund: the same invoice type as the refunded payment's receipt, a Refund referring to it, with its lines when
 *   all of it is given back, else one line of the amount;
 * - a payment for no sale: a Normal Sale of one line.
 */

type Recorded = typeof transactions.$inferSelect;
type Line = VsdcInvoiceRequest['items'][number];

const paymentTypes: Record<PaymentMethod, FiscalPaymentType> = { cash: 'Cash', card: 'Card' };
const money = (text: string) => Number(decimal(text).abs().toFixed(2));

/** Receipt lines' names, in Serbian as the receipt is: the one-line forms the V-SDC prints. */
const lineNames = { advance: 'Avans', refund: 'Povraćaj', payment: 'Uplata' } as const;

function linesOf(rows: { name: string; quantity: number; total: string }[], label: string): Line[] {
  return rows
    .filter((row) => decimal(row.total).gt(0))
    .map((row) => {
      const total = money(row.total);
      const unitPrice = Number((total / row.quantity).toFixed(2));
      // A discount that does not divide evenly by the quantity is sold as one line of its total.
      const exact = Number((unitPrice * row.quantity).toFixed(2)) === total;
      return { name: exact ? row.name : `${row.name} ×${row.quantity}`, quantity: exact ? row.quantity : 1, unitPrice: exact ? unitPrice : total, labels: [label], totalAmount: total };
    });
}

const oneLine = (name: string, amount: number, label: string): Line[] => [{ name, quantity: 1, unitPrice: amount, labels: [label], totalAmount: amount }];

async function fiscalSettingsOf(tx: DbExecutor, organizationId: number, branchId: number): Promise<FiscalSettings | null> {
  const [row] = await tx
    .select({ settings: integrations.settings })
    .from(integrations)
    .where(and(eq(integrations.organizationId, organizationId), eq(integrations.branchId, branchId), eq(integrations.provider, 'fiscal'), eq(integrations.enabled, true)));
  return row ? (row.settings as FiscalSettings) : null;
}

/** Whether the branch's fiscal integration is on (the order's `hasFiscalIntegration`). */
export const branchFiscalises = async (db: DbExecutor, organizationId: number, branchId: number): Promise<boolean> => (await fiscalSettingsOf(db, organizationId, branchId)) !== null;

async function saleReceiptOf(tx: DbTransaction, recorded: Recorded, settings: FiscalSettings) {
  const amount = money(recorded.amount);
  const payment = [{ amount, paymentType: paymentTypes[recorded.method] }];
  const label = settings.taxLabel;
  if (!recorded.saleId) return { invoiceType: 'Normal' as const, items: oneLine(lineNames.payment, amount, label), payment, referentReceiptId: null };
  const where = and(eq(sales.organizationId, recorded.organizationId), eq(sales.id, recorded.saleId));
  const [sale] = await tx.select({ total: sales.total }).from(sales).where(where);
  const [{ before } = { before: '0' }] = await tx
    .select({ before: sql<string>`coalesce(sum(${transactions.amount}), 0)::text` })
    .from(transactions)
    .where(and(eq(transactions.organizationId, recorded.organizationId), eq(transactions.saleId, recorded.saleId), ne(transactions.id, recorded.id)));
  const total = decimal(sale?.total ?? '0');
  const paidBefore = decimal(before);
  if (!paidBefore.plus(decimal(recorded.amount)).eq(total)) return { invoiceType: 'Advance' as const, items: oneLine(lineNames.advance, amount, label), payment, referentReceiptId: null };
  const rows = await tx
    .select({ name: saleItems.name, quantity: saleItems.quantity, total: saleItems.total })
    .from(saleItems)
    .where(and(eq(saleItems.organizationId, recorded.organizationId), eq(saleItems.saleId, recorded.saleId)))
    .orderBy(asc(saleItems.id));
  const items = linesOf(rows, label);
  if (paidBefore.eq(0)) return { invoiceType: 'Normal' as const, items, payment, referentReceiptId: null };
  const [lastAdvance] = await tx
    .select({ id: fiscalReceipts.id })
    .from(fiscalReceipts)
    .innerJoin(transactions, and(eq(transactions.organizationId, fiscalReceipts.organizationId), eq(transactions.id, fiscalReceipts.transactionId)))
    .where(and(eq(fiscalReceipts.organizationId, recorded.organizationId), eq(transactions.saleId, recorded.saleId), eq(fiscalReceipts.invoiceType, 'Advance'), eq(fiscalReceipts.transactionType, 'Sale')))
    .orderBy(desc(fiscalReceipts.id))
    .limit(1);
  return { invoiceType: 'Normal' as const, items, payment: [...payment, { amount: money(paidBefore.toFixed(2)), paymentType: 'Other' as const }], referentReceiptId: lastAdvance?.id ?? null };
}

async function refundReceiptOf(tx: DbTransaction, recorded: Recorded, settings: FiscalSettings) {
  const amount = money(recorded.amount);
  const [original] = recorded.refundOfId
    ? await tx
        .select()
        .from(fiscalReceipts)
        .where(and(eq(fiscalReceipts.organizationId, recorded.organizationId), eq(fiscalReceipts.transactionId, recorded.refundOfId)))
    : [];
  // A payment taken before the integration was on has no receipt to refer to: its refund is not fiscalised either.
  if (!original) return null;
  const whole = Number(original.totalAmount) === amount;
  return {
    invoiceType: original.invoiceType,
    items: whole ? original.request.items : oneLine(lineNames.refund, amount, settings.taxLabel),
    payment: [{ amount, paymentType: paymentTypes[recorded.method] }],
    referentReceiptId: original.id,
  };
}

export async function queueFiscalReceipt(tx: DbTransaction, recorded: Recorded): Promise<void> {
  if (recorded.kind !== 'payment' && recorded.kind !== 'refund') return;
  const settings = await fiscalSettingsOf(tx, recorded.organizationId, recorded.branchId);
  if (!settings) return;
  const transactionType = recorded.kind === 'payment' ? ('Sale' as const) : ('Refund' as const);
  const built = transactionType === 'Sale' ? await saleReceiptOf(tx, recorded, settings) : await refundReceiptOf(tx, recorded, settings);
  if (!built) return;
  const request: VsdcInvoiceRequest = {
    invoiceType: built.invoiceType,
    transactionType,
    payment: built.payment,
    ...(settings.cashier ? { cashier: settings.cashier } : {}),
    items: built.items,
  };
  await tx.insert(fiscalReceipts).values({
    organizationId: recorded.organizationId,
    branchId: recorded.branchId,
    transactionId: recorded.id,
    referentReceiptId: built.referentReceiptId,
    // The V-SDC takes a RequestId of at most 32 characters: a UUID's hex digits.
    requestId: randomUUID().replaceAll('-', ''),
    invoiceType: built.invoiceType,
    transactionType,
    request,
    totalAmount: decimal(recorded.amount).abs().toFixed(2),
  });
}
