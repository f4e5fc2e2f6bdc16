import { z } from 'zod';
import { moneySchema } from '../primitives';
import { billingPeriods } from './plans';

/**
 * A chain's invoices and what it asks of billing (docs/billing.md): the plan it wants, its legal details, a payment.
 * An invoice says what paying it does (`action`): start a plan (a trial or a lapsed chain), change it mid-period
 * (an upgrade, charged for the rest of the period), or renew it for the next period.
 */
export const invoiceStatuses = ['open', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];
export const invoiceActions = ['start', 'upgrade', 'renew'] as const;
export type InvoiceAction = (typeof invoiceActions)[number];
export const billingPaymentStatuses = ['pending', 'paid', 'failed'] as const;
export type BillingPaymentStatus = (typeof billingPaymentStatuses)[number];

/**
 * One line, as facts the invoice and its PDF word in the reader's language: a plan for a period, a dearer plan for
 * the rest of one, what was left unused of the plan it replaces, credit spent (`reason`: the grants' own words).
 */
export const invoiceLineKinds = ['plan', 'rest', 'unused', 'credit'] as const;
export const invoiceLineSchema = z.object({
  kind: z.enum(invoiceLineKinds),
  plan: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  reason: z.string().nullable(),
  amount: z.string(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** Who sells and who buys, as the invoice was issued. */
export const invoicePartySchema = z.object({
  name: z.string(),
  taxId: z.string().nullable(),
  address: z.string().nullable(),
  country: z.string().nullable(),
  email: z.string().nullable(),
});
export type InvoiceParty = z.infer<typeof invoicePartySchema>;

export const invoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(invoiceStatuses),
  action: z.enum(invoiceActions),
  plan: z.object({ code: z.string(), title: z.string() }),
  period: z.enum(billingPeriods),
  periodStart: z.string(),
  periodEnd: z.string(),
  currency: z.string(),
  subtotal: moneySchema,
  creditApplied: moneySchema,
  total: moneySchema,
  lines: z.array(invoiceLineSchema),
  issuedAt: z.string(),
  dueAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const billingPaymentSchema = z.object({
  reference: z.string(),
  invoiceNumber: z.string(),
  amount: moneySchema,
  currency: z.string(),
  status: z.enum(billingPaymentStatuses),
  card: z.string().nullable(),
  createdAt: z.string(),
});
export type BillingPayment = z.infer<typeof billingPaymentSchema>;

/** `PUT /organizations/{id}/billing/details`: the chain's legal details, printed on the invoices issued from now. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null);
export const billingDetailsSchema = z.object({
  legalName: z.string().trim().min(1).max(200),
  taxId: optionalText(40),
  address: optionalText(300),
  country: optionalText(2),
  email: z.union([z.literal('').transform(() => null), z.email().max(254)]).nullable().default(null),
});
export type BillingDetails = z.infer<typeof billingDetailsSchema>;
export const billingDetailsWriteSchema = billingDetailsSchema.extend({ version: z.number().int().nonnegative() });
export const billingDetailsReadSchema = billingDetailsSchema.extend({ version: z.number().int().nonnegative() });

/** `POST /organizations/{id}/billing/plan-change`: the plan and period wanted. */
export const planChangeRequestSchema = z.object({ planCode: z.string().min(1).max(40), period: z.enum(billingPeriods) });
export type PlanChangeRequest = z.infer<typeof planChangeRequestSchema>;

/**
 * What a plan change did: an invoice to pay (a start or an upgrade; paid at once when credit covered it), or a
 * downgrade scheduled for the period's end.
 */
export const planChangeResultSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('invoice'), invoice: invoiceSchema }),
  z.object({ outcome: z.literal('paid'), invoice: invoiceSchema }),
  z.object({ outcome: z.literal('scheduled'), planCode: z.string(), from: z.string() }),
]);
export type PlanChangeResult = z.infer<typeof planChangeResultSchema>;

/** `POST …/invoices/{id}/pay`: the hosted payment page's form the browser posts. */
export const hostedPaymentFormSchema = z.object({ action: z.string(), method: z.literal('POST'), fields: z.record(z.string(), z.string()) });

/** `GET /billing/payments/{reference}`: where a payment stands, for the page the provider sends the owner back to. */
export const billingPaymentStateSchema = z.object({
  organizationId: z.number().int(),
  status: z.enum(billingPaymentStatuses),
  invoiceNumber: z.string(),
  plan: z.object({ code: z.string(), title: z.string() }),
  amount: moneySchema,
  currency: z.string(),
});
export type BillingPaymentState = z.infer<typeof billingPaymentStateSchema>;
