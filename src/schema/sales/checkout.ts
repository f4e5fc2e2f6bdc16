import { z } from 'zod';
import { decimal, moneyTextSchema, nonNegativeMoneySchema } from '../money/decimal';
import { maxStoredAmount } from '../money/money-text';
import { discountSchema } from '../money/discount';
import { maxInstalments } from '../money/instalments';
import { saleLineIssue, saleTotals } from '../money/sale-line';
import { tenderSchema } from '../money/tender';
import { businessDateSchema, idSchema, isoDateSchema } from '../primitives';
import { fiscalBuyerIdSchema, fiscalReceiptSchema } from '../payments/fiscal';

/**
 * The sale flow's contract (spec §3 Sale item and sale state): what the checkout screens send, what
 * `POST /branches/{id}/sales` and the payment calls answer. The amounts in answers come from
 * src/schema/money on the server; screens show them, and compute the same figures with the same functions
 * while the sale is being put together.
 */
export const saleItemKinds = ['service', 'membership', 'product'] as const;
export type SaleItemKind = (typeof saleItemKinds)[number];
export const paymentMethods = ['cash', 'card'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
/** How a recorded payment was made: the money methods, and the client's balance (docs/client-referrals.md), which is no money coming in. */
export const transactionMethods = [...paymentMethods, 'balance'] as const;
export type TransactionMethod = (typeof transactionMethods)[number];

/**
 * A line of the sale being put together. `refId` is the service, membership or product; `price` is the unit
 * price (the catalog's, or the employee's own, changeable at checkout); `startsAt` is the day a membership
 * starts (spec: today). A line that pays a booked visit names its `orderServiceId`.
 */
export const saleItemInputSchema = z
  .object({
    uid: z.string().trim().min(1).max(64),
    kind: z.enum(saleItemKinds),
    refId: idSchema,
    orderServiceId: idSchema.nullable().default(null),
    employeeId: idSchema.nullable().default(null),
    price: nonNegativeMoneySchema,
    quantity: z.number().int('Quantity is a whole number.').min(1, 'Quantity starts at 1.').max(999, 'At most 999.').default(1),
    discount: discountSchema.default({ kind: 'none' }),
    startsAt: businessDateSchema,
    /** Memberships only: paid in this many monthly instalments, the first at checkout. */
    instalments: z.number().int().min(1).max(maxInstalments, `At most ${maxInstalments} instalments.`).default(1),
  })
  .superRefine((item, ctx) => {
    const issue = saleLineIssue(item);
    if (issue) ctx.addIssue({ code: 'custom', path: ['discount'], message: issue });
    if (item.kind !== 'membership' && item.instalments !== 1) ctx.addIssue({ code: 'custom', path: ['instalments'], message: 'Only a membership is sold in instalments.' });
  });
export type SaleItemInput = z.infer<typeof saleItemInputSchema>;

/** A sale whose lines come to more than an amount column holds. */
export const saleTooLargeMessage = `A sale comes to at most ${maxStoredAmount}: split it into smaller sales.`;

export const checkoutRequestSchema = z
  .object({
    /** Null: a walk-in. A membership, instalments or a debt need a client. */
    clientId: idSchema.nullable().default(null),
    /** The booked visit this sale pays. */
    orderId: idSchema.nullable().default(null),
    items: z.array(saleItemInputSchema).min(1, 'Add at least one item.').max(100, 'At most 100 items.'),
    tender: tenderSchema,
    note: z.string().trim().max(500).nullable().default(null),
  })
  .superRefine((sale, ctx) => {
    const seen = new Set<string>();
    sale.items.forEach((item, index) => {
      if (seen.has(item.uid)) ctx.addIssue({ code: 'custom', path: ['items', index, 'uid'], message: 'Each item needs its own uid.' });
      seen.add(item.uid);
    });
    // Each price is bounded, but 100 lines of 999 units are not: the sale's figures must fit their columns too.
    const priced = sale.items.filter((item) => nonNegativeMoneySchema.safeParse(item.price).success && saleLineIssue(item) === null);
    if (priced.length === sale.items.length && decimal(saleTotals(priced).subtotal).gt(maxStoredAmount))
      ctx.addIssue({ code: 'custom', path: ['items'], message: saleTooLargeMessage });
  });
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** Paying (part of) what a sale still owes: its debt, or a membership instalment. */
export const paymentRequestSchema = z.object({ tender: tenderSchema, note: z.string().trim().max(500).nullable().default(null) });

/** Giving money back: a negative transaction linked to the payment, never an edit of it. */
export const refundRequestSchema = z.object({
  amount: nonNegativeMoneySchema.refine((value) => Number(value) > 0, 'Refund a positive amount.'),
  note: z.string().trim().max(500).nullable().default(null),
  /** The buyer's identification for the refund's fiscal receipt (docs/fiscal-receipts.md "The buyer on refunds"). */
  buyerId: fiscalBuyerIdSchema.nullable().default(null),
});

export const saleStatuses = ['paid', 'partial', 'unpaid', 'canceled'] as const;
export type SaleStatus = (typeof saleStatuses)[number];

export const saleItemSchema = z.object({
  id: idSchema,
  uid: z.string(),
  kind: z.enum(saleItemKinds),
  refId: idSchema,
  name: z.string(),
  orderServiceId: idSchema.nullable(),
  employeeId: idSchema.nullable(),
  employeeName: z.string().nullable(),
  quantity: z.number().int(),
  price: moneyTextSchema,
  discount: discountSchema,
  discountAmount: moneyTextSchema,
  total: moneyTextSchema,
  startsAt: isoDateSchema,
  /** The sold membership a membership line created. */
  soldMembershipId: idSchema.nullable(),
});
export type SaleItem = z.infer<typeof saleItemSchema>;

export const transactionKinds = ['payment', 'refund', 'salary'] as const;
export type TransactionKind = (typeof transactionKinds)[number];

/** A transaction's sale as a person names it ("Sale of 27 Nov, haircut"): its day, its first item, how many items. */
export const transactionSaleSchema = z.object({ date: isoDateSchema, item: z.string().nullable(), items: z.number().int() });
export type TransactionSale = z.infer<typeof transactionSaleSchema>;

/** A row of Sales → Payments, and of a sale's, client's or order's payments. */
export const transactionSchema = z.object({
  id: idSchema,
  branchId: idSchema,
  kind: z.enum(transactionKinds),
  method: z.enum(transactionMethods),
  /** Signed: payments positive, refunds and staff pay negative. */
  amount: moneyTextSchema,
  /** How much of a payment has been given back so far. */
  refunded: moneyTextSchema,
  refundOfId: idSchema.nullable(),
  saleId: idSchema.nullable(),
  orderId: idSchema.nullable(),
  clientId: idSchema.nullable(),
  clientName: z.string().nullable(),
  soldMembershipId: idSchema.nullable(),
  instalmentId: idSchema.nullable(),
  employeeId: idSchema.nullable(),
  /** The team members credited: the transaction's own (staff pay), else those its sale's items credit, comma-separated. */
  employeeName: z.string().nullable(),
  cashShiftId: idSchema.nullable(),
  date: isoDateSchema,
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  note: z.string().nullable(),
  /** The sale it pays or refunds; null for staff pay. */
  sale: transactionSaleSchema.nullable(),
  /** Its fiscal receipt, pending or issued, where its branch fiscalises (docs/fiscal-receipts.md); absent otherwise. */
  fiscalReceipt: fiscalReceiptSchema.optional(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const saleSchema = z.object({
  id: idSchema,
  branchId: idSchema,
  clientId: idSchema.nullable(),
  clientName: z.string().nullable(),
  orderId: idSchema.nullable(),
  date: isoDateSchema,
  currency: z.string(),
  subtotal: moneyTextSchema,
  discount: moneyTextSchema,
  total: moneyTextSchema,
  paid: moneyTextSchema,
  debt: moneyTextSchema,
  status: z.enum(saleStatuses),
  items: z.array(saleItemSchema),
  transactions: z.array(transactionSchema),
  note: z.string().nullable(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  version: z.number().int(),
});
export type Sale = z.infer<typeof saleSchema>;

/** A checkout's or a payment's answer: the sale as it now stands, and the cash to hand back. */
export const saleReceiptSchema = z.object({ sale: saleSchema, change: moneyTextSchema });
export type SaleReceipt = z.infer<typeof saleReceiptSchema>;
