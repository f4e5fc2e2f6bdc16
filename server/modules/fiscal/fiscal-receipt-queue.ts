import { randomUUID } from 'node:crypto';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { decimal, sumMoney } from '../../../src/schema/money/decimal';
import type { FiscalInvoiceType, FiscalPaymentType, FiscalSettings, FiscalTransactionType, VsdcInvoiceRequest } from '../../../src/schema/payments/fiscal';
import type { TransactionMethod } from '../../../src/schema/sales/checkout';
import type { DbExecutor, DbTransaction } from '../../db/client';
import { fiscalReceipts, integrations, saleItems, sales, transactions } from '../../db/tables';

/**
 * Writes a payment's or refund's fiscal receipt, `pending`, inside the payment's own transaction (docs/fiscal-receipts.md
 * "What is issued"), when the branch's `fiscal` integration is on. The request is built here, once, and never again:
 * - a payment that pays a whole sale at once: a Normal Sale with the sale's lines;
 * - a payment that pays part of a sale (a deposit, a first instalment, one of two tenders): an Advance Sale of one
 *   line, the advance;
 * - a later advance of the same sale: an Advance Sale referring to the sale's previous advance receipt;
 * - the payment that completes a sale with advances: two receipts, as PURS's procedure has it — an Advance Refund of
 *   the advances still open (referring to the last advance receipt; it closes them, the client gets none), then a
 *   Normal Sale of the sale's lines referring to that Advance Refund, the advances counted as a payment of type
 *   Other beside this payment;
 * - a refund: the same invoice type as the refunded payment's receipt, a Refund referring to it, with its lines when
 *   all of it is given back, else one line of the amount;
 * - a payment for no sale: a Normal Sale of one line.
 */

type Recorded = typeof transactions.$inferSelect;
type Line = VsdcInvoiceRequest['items'][number];

// The client's balance was credited, not paid in (a referral's reward): it pays as a voucher does (docs/client-referrals.md).
const paymentTypes: Record<TransactionMethod, FiscalPaymentType> = { cash: 'Cash', card: 'Card', balance: 'Voucher' };
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

/**
 * A receipt to write. `namesPrevious`: it refers to the receipt written just before it (the final sale to its Advance
 * Refund); `counts`: the money it stands for when not the payment's own (an Advance Refund: the advances it closes).
 */
type Built = { invoiceType: FiscalInvoiceType; items: Line[]; payment: VsdcInvoiceRequest['payment']; referentReceiptId: number | null; namesPrevious?: boolean; counts?: number };

/**
 * The sale's advance receipts so far: the last Advance Sale (what the next advance or the Advance Refund names) and
 * what is still open — Advance Sales less Advance Refunds (an advance given back, or closed by a final sale).
 */
async function advancesOf(tx: DbTransaction, organizationId: number, saleId: number) {
  const rows = await tx
    .select({ id: fiscalReceipts.id, transactionType: fiscalReceipts.transactionType, totalAmount: fiscalReceipts.totalAmount })
    .from(fiscalReceipts)
    .innerJoin(transactions, and(eq(transactions.organizationId, fiscalReceipts.organizationId), eq(transactions.id, fiscalReceipts.transactionId)))
    .where(and(eq(fiscalReceipts.organizationId, organizationId), eq(transactions.saleId, saleId), eq(fiscalReceipts.invoiceType, 'Advance')))
    .orderBy(asc(fiscalReceipts.id));
  const lastSale = rows.filter((row) => row.transactionType === 'Sale').at(-1) ?? null;
  const open = rows.reduce((sum, row) => (row.transactionType === 'Sale' ? sum.plus(decimal(row.totalAmount)) : sum.minus(decimal(row.totalAmount))), decimal('0'));
  return { lastSaleId: lastSale?.id ?? null, open: money(open.toFixed(2)) };
}

/** A sale's payment: one receipt, or the Advance Refund and the final Normal Sale when it completes a sale with advances. */
async function saleReceiptsOf(tx: DbTransaction, recorded: Recorded, settings: FiscalSettings): Promise<(Built & { transactionType: FiscalTransactionType })[]> {
  const amount = money(recorded.amount);
  const payment = [{ amount, paymentType: paymentTypes[recorded.method] }];
  const label = settings.taxLabel;
  const sale = (built: Built) => [{ ...built, transactionType: 'Sale' as const }];
  // Money for a visit before its sale (a deposit at online booking) is an advance; money for nothing at all is a payment.
  if (!recorded.saleId) {
    if (recorded.orderId) return sale({ invoiceType: 'Advance', items: oneLine(lineNames.advance, amount, label), payment, referentReceiptId: null });
    return sale({ invoiceType: 'Normal', items: oneLine(lineNames.payment, amount, label), payment, referentReceiptId: null });
  }
  const where = and(eq(sales.organizationId, recorded.organizationId), eq(sales.id, recorded.saleId));
  const [row] = await tx.select({ total: sales.total }).from(sales).where(where);
  const [{ before } = { before: '0' }] = await tx
    .select({ before: sql<string>`coalesce(sum(${transactions.amount}), 0)::text` })
    .from(transactions)
    .where(and(eq(transactions.organizationId, recorded.organizationId), eq(transactions.saleId, recorded.saleId), ne(transactions.id, recorded.id)));
  const total = decimal(row?.total ?? '0');
  const paidBefore = decimal(before);
  const advances = await advancesOf(tx, recorded.organizationId, recorded.saleId);
  // Each advance after the first names the one before it (the Tax Administration's procedure for advances).
  if (!paidBefore.plus(decimal(recorded.amount)).eq(total)) return sale({ invoiceType: 'Advance', items: oneLine(lineNames.advance, amount, label), payment, referentReceiptId: advances.lastSaleId });
  const items = await saleLinesOf(tx, recorded.organizationId, recorded.saleId, label);
  if (paidBefore.eq(0)) return sale({ invoiceType: 'Normal', items, payment, referentReceiptId: null });
  return closingReceipts(items, [...payment, { amount: money(paidBefore.toFixed(2)), paymentType: 'Other' }], advances, label);
}

async function saleLinesOf(tx: DbTransaction, organizationId: number, saleId: number, label: string): Promise<Line[]> {
  const rows = await tx
    .select({ name: saleItems.name, quantity: saleItems.quantity, total: saleItems.total })
    .from(saleItems)
    .where(and(eq(saleItems.organizationId, organizationId), eq(saleItems.saleId, saleId)))
    .orderBy(asc(saleItems.id));
  return linesOf(rows, label);
}

/**
 * The receipts that complete a sale with advances: the Advance Refund of those still open, then the final Normal Sale
 * naming it. The Advance Refund moves no money (it was counted when the advance was taken): its payment is `Other`,
 * as is the advances' part of the final sale, so each payment type's totals stay true. Money taken before the
 * integration was on has no advance receipt to close: the final sale then names none.
 */
function closingReceipts(items: Line[], payment: VsdcInvoiceRequest['payment'], advances: { lastSaleId: number | null; open: number }, label: string): (Built & { transactionType: FiscalTransactionType })[] {
  const final = { invoiceType: 'Normal' as const, transactionType: 'Sale' as const, items, payment };
  if (!advances.lastSaleId || advances.open <= 0) return [{ ...final, referentReceiptId: null }];
  const close = { invoiceType: 'Advance' as const, transactionType: 'Refund' as const, items: oneLine(lineNames.advance, advances.open, label), payment: [{ amount: advances.open, paymentType: 'Other' as const }], referentReceiptId: advances.lastSaleId, counts: advances.open };
  return [close, { ...final, referentReceiptId: null, namesPrevious: true }];
}

async function refundReceiptOf(tx: DbTransaction, recorded: Recorded, settings: FiscalSettings): Promise<Built | null> {
  const amount = money(recorded.amount);
  // The refunded payment's own receipt: its sale, never the Advance Refund a final payment also carries.
  const [original] = recorded.refundOfId
    ? await tx
        .select()
        .from(fiscalReceipts)
        .where(and(eq(fiscalReceipts.organizationId, recorded.organizationId), eq(fiscalReceipts.transactionId, recorded.refundOfId), eq(fiscalReceipts.transactionType, 'Sale')))
    : [];
  // A payment taken before the integration was on has no receipt to refer to: its refund is not fiscalised either.
  if (!original) return null;
  const whole = money(sumMoney(original.request.items.map((line) => line.totalAmount.toFixed(2))).toFixed(2)) === amount;
  return {
    invoiceType: original.invoiceType,
    items: whole ? original.request.items : oneLine(lineNames.refund, amount, settings.taxLabel),
    payment: [{ amount, paymentType: paymentTypes[recorded.method] }],
    referentReceiptId: original.id,
  };
}

/**
 * Queues the receipts of a payment or refund recorded in `tx`. `buyerId` is the buyer's identification as the V-SDC
 * takes it (`20:` and an identity card's number, `10:` and a tax id…), given by whoever records a refund: PURS's
 * rules want it on refunds (docs/fiscal-receipts.md "The buyer on refunds").
 */
export async function queueFiscalReceipt(tx: DbTransaction, recorded: Recorded, buyerId: string | null = null): Promise<void> {
  if (recorded.kind !== 'payment' && recorded.kind !== 'refund') return;
  const settings = await fiscalSettingsOf(tx, recorded.organizationId, recorded.branchId);
  if (!settings) return;
  const refund = recorded.kind === 'refund' ? await refundReceiptOf(tx, recorded, settings) : null;
  const receipts = recorded.kind === 'payment' ? await saleReceiptsOf(tx, recorded, settings) : refund ? [{ ...refund, transactionType: 'Refund' as const }] : [];
  await writeReceipts(tx, recorded, settings, receipts, buyerId);
}

/**
 * A sale paid in full by advances already taken, with no payment of its own to carry its final receipt (a visit
 * prepaid in full at online booking, a kept deposit paying a no-show's fee): its Advance Refund and final Normal Sale
 * are written on the last advance's payment, as a completing payment's would be on it.
 */
export async function queueSaleCompletedByAdvances(tx: DbTransaction, organizationId: number, saleId: number): Promise<void> {
  const [last] = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.organizationId, organizationId), eq(transactions.saleId, saleId), eq(transactions.kind, 'payment')))
    .orderBy(sql`${transactions.id} desc`)
    .limit(1);
  if (!last) return;
  const settings = await fiscalSettingsOf(tx, organizationId, last.branchId);
  if (!settings) return;
  const advances = await advancesOf(tx, organizationId, saleId);
  if (!advances.lastSaleId || advances.open <= 0) return;
  const items = await saleLinesOf(tx, organizationId, saleId, settings.taxLabel);
  await writeReceipts(tx, last, settings, closingReceipts(items, [{ amount: advances.open, paymentType: 'Other' }], advances, settings.taxLabel), null);
}

async function writeReceipts(tx: DbTransaction, recorded: Recorded, settings: FiscalSettings, receipts: (Built & { transactionType: FiscalTransactionType })[], buyerId: string | null): Promise<void> {
  let previous: number | null = null;
  for (const built of receipts) {
    const request: VsdcInvoiceRequest = {
      invoiceType: built.invoiceType,
      transactionType: built.transactionType,
      payment: built.payment,
      ...(settings.cashier ? { cashier: settings.cashier } : {}),
      ...(buyerId && built.transactionType === 'Refund' ? { buyerId } : {}),
      items: built.items,
    };
    const [written]: { id: number }[] = await tx
      .insert(fiscalReceipts)
      .values({
        organizationId: recorded.organizationId,
        branchId: recorded.branchId,
        transactionId: recorded.id,
        referentReceiptId: built.namesPrevious ? previous : built.referentReceiptId,
        // The V-SDC takes a RequestId of at most 32 characters: a UUID's hex digits.
        requestId: randomUUID().replaceAll('-', ''),
        invoiceType: built.invoiceType,
        transactionType: built.transactionType,
        request,
        totalAmount: built.counts === undefined ? decimal(recorded.amount).abs().toFixed(2) : built.counts.toFixed(2),
      })
      .returning({ id: fiscalReceipts.id });
    previous = written!.id;
  }
}
