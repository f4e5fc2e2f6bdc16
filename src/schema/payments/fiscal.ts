import { z } from 'zod';
import { idSchema } from '../primitives';

/**
 * Fiscal receipts (Serbia's e-fiscalisation, docs/fiscal-receipts.md): a branch's `fiscal` integration points at a
 * V-SDC (the Tax Administration's cloud sales data controller) with the branch's client certificate and PAC, and
 * every payment and refund of that branch gets a receipt from it. The names below are the V-SDC's own
 * (`POST /api/v3/invoices`, InvoiceRequest / InvoiceResult).
 */

export const fiscalInvoiceTypes = ['Normal', 'Advance'] as const;
export type FiscalInvoiceType = (typeof fiscalInvoiceTypes)[number];
export const fiscalTransactionTypes = ['Sale', 'Refund'] as const;
export type FiscalTransactionType = (typeof fiscalTransactionTypes)[number];
/** The V-SDC's payment types; the product's cash and card map to the first two. */
export const fiscalPaymentTypes = ['Cash', 'Card', 'Check', 'WireTransfer', 'Voucher', 'MobileMoney', 'Other'] as const;
export type FiscalPaymentType = (typeof fiscalPaymentTypes)[number];

/**
 * The buyer's identification on a receipt (`buyerId`), as the Tax Administration's code list writes it: a two-digit
 * code, a colon and the number — `10:` a tax id (PIB), `11:` a personal number (JMBG), `20:` an identity card's
 * number, `23:` a passport's… At most 20 characters (the V-SDC's InvoiceRequest). PURS's rules want it on refunds.
 */
export const fiscalBuyerIdSchema = z
  .string()
  .trim()
  .regex(/^\d{2}:[\p{L}\d/-]{1,17}$/u, 'The buyer’s identification is a two-digit code, a colon and the number, for example 20:012345678');

export const fiscalSettingsMessages = {
  https: 'The address starts with https://',
  label: 'A tax label is one or two letters, as the Tax Administration lists them (for example Ђ)',
  certificate: 'Paste the certificate as PEM text, or upload the .pfx / .p12 file',
  certificateMissing: 'The client certificate is required',
  pacMissing: 'The PAC is required',
} as const;

/** Plain settings, shown back as saved. */
export const fiscalSettingsSchema = z.object({
  /** The V-SDC's address: the Tax Administration's (https://vsdc.sandbox.suf.purs.gov.rs for tests) or a provider's. */
  baseUrl: z
    .string()
    .trim()
    .url()
    .max(300)
    .refine((url) => url.startsWith('https://'), fiscalSettingsMessages.https),
  /** The tax label every line carries (Ђ: general VAT rate; Е: reduced; А: not in the VAT system, …). */
  taxLabel: z.string().trim().regex(/^\p{L}{1,2}$/u, fiscalSettingsMessages.label),
  /** The cashier's identification printed on receipts (optional on the V-SDC). */
  cashier: z.string().trim().max(50).default(''),
});
export type FiscalSettings = z.output<typeof fiscalSettingsSchema>;

/**
 * The secrets: the client certificate as PEM text (certificate and private key) or as a PKCS#12 file in base64,
 * its password, and the PAC. Each left out keeps what is stored; none is ever read back.
 */
export const fiscalSecretsWriteSchema = z.object({
  certificate: z.string().trim().min(1).max(40_000).optional(),
  certificateFormat: z.enum(['pem', 'pfx']).optional(),
  certificatePassword: z.string().max(200).optional(),
  pac: z.string().trim().regex(/^[A-Za-z0-9]{1,20}$/, 'The PAC is letters and digits').optional(),
});
export type FiscalSecretsWrite = z.infer<typeof fiscalSecretsWriteSchema>;

export const fiscalSetupWriteSchema = z.object({
  settings: fiscalSettingsSchema,
  secrets: fiscalSecretsWriteSchema.default({}),
  enabled: z.boolean().default(true),
  /** The version read; 0 for the first save. */
  version: z.number().int().min(0),
});
export type FiscalSetupWrite = z.input<typeof fiscalSetupWriteSchema>;

export const fiscalStates = ['not_set_up', 'off', 'working', 'failing'] as const;

/** What the Integrations → Fiscal page reads: settings, which secrets are set (never their values), the state. */
export const fiscalSetupSchema = z.object({
  branchId: idSchema,
  settings: z.object({ baseUrl: z.string(), taxLabel: z.string(), cashier: z.string() }).nullable(),
  secrets: z.object({ certificate: z.boolean(), certificatePassword: z.boolean(), pac: z.boolean() }),
  enabled: z.boolean(),
  state: z.enum(fiscalStates),
  /** Since when the processor has been failing (ISO 8601), null while it answers. */
  failingSince: z.string().nullable(),
  lastError: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  version: z.number().int(),
});
export type FiscalSetup = z.infer<typeof fiscalSetupSchema>;

/** `POST …/integrations/fiscal/test`: the V-SDC's status answer, or why it failed. */
export const fiscalTestResultSchema = z.object({
  ok: z.boolean(),
  /** The V-SDC's `uid`, `sdcDateTime` and `taxCoreApi` on success. */
  uid: z.string().nullable(),
  sdcDateTime: z.string().nullable(),
  error: z.string().nullable(),
});
export type FiscalTestResult = z.infer<typeof fiscalTestResultSchema>;

export const fiscalReceiptStatuses = ['pending', 'issued'] as const;

/** A receipt as screens show it: what it is, its state, and the V-SDC's number, time, counter and verification link. */
export const fiscalReceiptSchema = z.object({
  id: idSchema,
  transactionId: idSchema,
  status: z.enum(fiscalReceiptStatuses),
  invoiceType: z.enum(fiscalInvoiceTypes),
  transactionType: z.enum(fiscalTransactionTypes),
  requestId: z.string(),
  totalAmount: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  sdcDateTime: z.string().nullable(),
  invoiceCounter: z.string().nullable(),
  verificationUrl: z.string().nullable(),
  /** The V-SDC's printable journal text (the receipt as the processor laid it out). */
  journal: z.string().nullable(),
  createdAt: z.string(),
});
export type FiscalReceipt = z.infer<typeof fiscalReceiptSchema>;
export const fiscalReceiptListSchema = z.object({ items: z.array(fiscalReceiptSchema) });

/** The V-SDC's InvoiceRequest as the product sends it (the fields it uses; the others are optional there). */
export type VsdcInvoiceRequest = {
  invoiceType: FiscalInvoiceType;
  transactionType: FiscalTransactionType;
  payment: { amount: number; paymentType: FiscalPaymentType }[];
  cashier?: string;
  buyerId?: string;
  referentDocumentNumber?: string;
  referentDocumentDT?: string;
  items: { name: string; gtin?: string; quantity: number; unitPrice: number; labels: string[]; totalAmount: number }[];
};

/** One receipt for its printable page: the lines and payments as sent, and the receipt it refers to. */
export const fiscalReceiptDetailSchema = fiscalReceiptSchema.extend({
  items: z.array(z.object({ name: z.string(), quantity: z.number(), unitPrice: z.number(), labels: z.array(z.string()), totalAmount: z.number() })),
  payment: z.array(z.object({ amount: z.number(), paymentType: z.enum(fiscalPaymentTypes) })),
  cashier: z.string().nullable(),
  referentDocumentNumber: z.string().nullable(),
  /** Where the payment's client can get it besides e-mail: the channels their card has (a phone, a linked Telegram chat). */
  sendTo: z.array(z.enum(['sms', 'telegram'])),
});
export type FiscalReceiptDetail = z.infer<typeof fiscalReceiptDetailSchema>;

/** Where an issued receipt's link goes besides the sale's e-mail: the client's phone or linked Telegram chat. */
export const fiscalReceiptSendSchema = z.object({ channel: fiscalReceiptDetailSchema.shape.sendTo.element });
export type FiscalReceiptChannel = z.infer<typeof fiscalReceiptSendSchema>['channel'];
export const fiscalReceiptSentSchema = z.object({ sentTo: z.string() });

export const fiscalDifferenceKinds = ['no_receipt', 'pending', 'amount_differs'] as const;
export type FiscalDifferenceKind = (typeof fiscalDifferenceKinds)[number];

/**
 * A branch's day reconciled (`GET /branches/{id}/fiscal-reconciliation?date=`): the money taken and given back that
 * day against the receipts issued for it, and each payment whose receipt is missing, still pending, or for
 * another amount.
 */
export const fiscalReconciliationSchema = z.object({
  date: z.string(),
  money: z.object({ count: z.number().int(), total: z.string() }),
  issued: z.object({ count: z.number().int(), total: z.string() }),
  differences: z.array(
    z.object({
      transactionId: idSchema,
      kind: z.enum(['payment', 'refund']),
      amount: z.string(),
      createdAt: z.string(),
      difference: z.enum(fiscalDifferenceKinds),
      receipt: fiscalReceiptSchema.nullable(),
    }),
  ),
});
export type FiscalReconciliation = z.infer<typeof fiscalReconciliationSchema>;
