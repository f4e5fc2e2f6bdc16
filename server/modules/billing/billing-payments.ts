import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { BillingPayment, BillingPaymentState } from '../../../src/schema/billing/invoices';
import type { Language } from '../../../src/schema/enums';
import { decimal } from '../../../src/schema/money/decimal';
import type { Db } from '../../db/client';
import { billingInvoices, billingPayments } from '../../db/tables';
import { conflict, notFound } from '../../plugins/app/domain-error';
import { countryOfTimeZone } from '../../../src/schema/time-zone-country';
import { recordAudit } from '../audit/audit.service';
import { listLiveBranches } from '../settings/chain.repository';
import { createMonriProvider, monriBaseUrls } from '../online-payments/monri';
import { PaymentNotificationError, type HostedPaymentForm, type PaymentNotification, type PaymentProvider } from '../online-payments/payment-provider';
import { markInvoicePaid } from './invoice-paid';
import { findInvoice } from './invoices';
import { findPlan } from './subscriptions';

/**
 * Paying invoices by card on the provider's hosted page (docs/billing.md), the product being the merchant: its own
 * Monri account from the configuration, behind the same PaymentProvider interface the salons' online payments use.
 * Only the provider's signed notification marks a payment paid, and with it the invoice (invoice-paid.ts).
 */
export type BillingPaymentDeps = {
  db: Db;
  origin: string;
  provider: PaymentProvider | null;
  publishLive: (ids: readonly number[]) => Promise<void>;
};

export const billingProviderName = 'monri';

export function billingProviderOf(env: { MONRI_BASE_URL?: string | undefined; BILLING_MONRI_AUTHENTICITY_TOKEN?: string | undefined; BILLING_MONRI_MERCHANT_KEY?: string | undefined }): PaymentProvider | null {
  if (!env.BILLING_MONRI_AUTHENTICITY_TOKEN || !env.BILLING_MONRI_MERCHANT_KEY) return null;
  return createMonriProvider({ baseUrl: env.MONRI_BASE_URL ?? monriBaseUrls.production, authenticityToken: env.BILLING_MONRI_AUTHENTICITY_TOKEN, merchantKey: env.BILLING_MONRI_MERCHANT_KEY });
}

/** A card's identity across payments, without keeping its digits: the same card paying for two chains shows. */
const cardFingerprintOf = (card: PaymentNotification['card']): string | null =>
  card?.maskedPan ? createHash('sha256').update(`${card.brand ?? ''}|${card.maskedPan}|${card.expiry ?? ''}`).digest('hex') : null;

/** The provider wants the buyer's country: the legal details' own, else where the chain's first branch is. */
async function buyerCountry(db: Db, organizationId: number, given: string | null): Promise<string> {
  if (given && /^[A-Za-z]{2}$/.test(given)) return given.toUpperCase();
  const [first] = await listLiveBranches(db, organizationId);
  return (first && countryOfTimeZone(first.timeZone)) ?? 'RS';
}

const toMinor = (amount: string) => decimal(amount).times(100).round(0).toNumber();
export const billingResultUrl = (origin: string, outcome: 'success' | 'fail', reference: string) => `${origin}/secure_payment/${outcome}?billing=${reference}`;

export async function startInvoicePayment(deps: BillingPaymentDeps, organizationId: number, invoiceId: number, actorUserId: number, language: Language): Promise<HostedPaymentForm> {
  if (!deps.provider) throw conflict((m) => m.billing.paymentsNotSetUp);
  const invoice = await findInvoice(deps.db, organizationId, invoiceId);
  if (!invoice) throw notFound('record');
  if (invoice.status !== 'open' || decimal(invoice.total).lte(0)) throw conflict((m) => m.billing.invoiceNotOpen({ number: invoice.number }));
  const plan = await findPlan(deps.db, invoice.planCode);
  const reference = randomBytes(16).toString('hex');
  await deps.db.insert(billingPayments).values({ organizationId, invoiceId, provider: billingProviderName, reference, amount: invoice.total, currency: invoice.currency, createdBy: actorUserId });
  return deps.provider.createHostedPayment({
    reference,
    amount: toMinor(invoice.total),
    currency: invoice.currency,
    description: `${invoice.number} ${plan?.title ?? invoice.planCode}`,
    language,
    buyer: { fullName: invoice.buyer.name, email: invoice.buyer.email, phone: null, country: await buyerCountry(deps.db, organizationId, invoice.buyer.country) },
    successUrl: billingResultUrl(deps.origin, 'success', reference),
    failUrl: billingResultUrl(deps.origin, 'fail', reference),
    callbackUrl: `${deps.origin}/api/v1/callbacks/billing/${billingProviderName}`,
    offerSavingCard: false,
  });
}

export type BillingNotificationOutcome = { status: 200 | 400 | 401 | 404; body: string };

/**
 * The provider's notification: the signature over the raw bytes first (a forged one is answered 401, nothing read),
 * then the payment it names, locked; a repeat answers 200 so the provider stops retrying; an amount or currency other
 * than the invoice's is refused and audited.
 */
export async function receiveBillingNotification(deps: BillingPaymentDeps, headers: Record<string, string | string[] | undefined>, rawBody: Buffer, now = new Date()): Promise<BillingNotificationOutcome> {
  if (!deps.provider) return { status: 404, body: 'billing payments are not set up' };
  let notification: PaymentNotification;
  try {
    notification = deps.provider.verifyNotification({ headers, rawBody });
  } catch (error) {
    if (!(error instanceof PaymentNotificationError)) throw error;
    return error.kind === 'forged' ? { status: 401, body: 'signature refused' } : { status: 400, body: 'not a transaction' };
  }
  const result = await deps.db.transaction(async (tx): Promise<BillingNotificationOutcome & { events?: number[] }> => {
    const [payment] = await tx.select().from(billingPayments).where(eq(billingPayments.reference, notification.reference)).for('update');
    if (!payment) return { status: 404, body: 'unknown reference' };
    if (payment.status === 'paid') return { status: 200, body: 'already recorded' };
    const invoice = await findInvoice(tx, payment.organizationId, payment.invoiceId, true);
    if (!invoice) return { status: 404, body: 'unknown invoice' };
    if (notification.amount !== toMinor(payment.amount) || notification.currency !== payment.currency) {
      await recordAudit(tx, { organizationId: payment.organizationId, actorUserId: null, entity: 'billing_payment', entityId: payment.id, branchId: null, action: 'create', before: null, after: { outcome: 'amount_mismatch', amount: notification.amount, currency: notification.currency } });
      return { status: 400, body: 'amount or currency differs from the payment' };
    }
    const where = and(eq(billingPayments.organizationId, payment.organizationId), eq(billingPayments.id, payment.id));
    if (notification.status === 'failed') {
      await tx.update(billingPayments).set({ status: 'failed', notifiedAt: now }).where(where);
      return { status: 200, body: 'declined' };
    }
    const cardFingerprint = cardFingerprintOf(notification.card);
    await tx
      .update(billingPayments)
      .set({ status: 'paid', notifiedAt: now, providerTransactionId: notification.providerTransactionId, cardMaskedPan: notification.card?.maskedPan ?? null, cardBrand: notification.card?.brand ?? null, cardFingerprint })
      .where(where);
    // Paid after the owner chose another plan (the invoice voided meanwhile): the money is recorded, the plan left as chosen.
    if (invoice.status !== 'open') return { status: 200, body: 'recorded; the invoice was no longer open' };
    return { status: 200, body: 'recorded', events: await markInvoicePaid(tx, invoice, { cardFingerprint }, now) };
  });
  if (result.events?.length) await deps.publishLive(result.events);
  return { status: result.status, body: result.body };
}

/** Where a payment stands, for the page the provider sends the owner back to; null for a reference not of a chain `canSee`. */
export async function billingPaymentState(db: Db, reference: string, canSee: (organizationId: number) => Promise<boolean>): Promise<BillingPaymentState | null> {
  const [row] = await db
    .select({ payment: billingPayments, number: billingInvoices.number, planCode: billingInvoices.planCode })
    .from(billingPayments)
    .innerJoin(billingInvoices, and(eq(billingInvoices.organizationId, billingPayments.organizationId), eq(billingInvoices.id, billingPayments.invoiceId)))
    .where(eq(billingPayments.reference, reference));
  if (!row || !(await canSee(row.payment.organizationId))) return null;
  const plan = await findPlan(db, row.planCode);
  return { organizationId: row.payment.organizationId, status: row.payment.status, invoiceNumber: row.number, plan: { code: row.planCode, title: plan?.title ?? row.planCode }, amount: row.payment.amount, currency: row.payment.currency };
}

export async function listBillingPayments(db: Db, organizationId: number): Promise<BillingPayment[]> {
  const rows = await db
    .select({ payment: billingPayments, number: billingInvoices.number })
    .from(billingPayments)
    .innerJoin(billingInvoices, and(eq(billingInvoices.organizationId, billingPayments.organizationId), eq(billingInvoices.id, billingPayments.invoiceId)))
    .where(eq(billingPayments.organizationId, organizationId))
    .orderBy(desc(billingPayments.createdAt))
    .limit(200);
  return rows.map(({ payment, number }) => ({
    reference: payment.reference,
    invoiceNumber: number,
    amount: payment.amount,
    currency: payment.currency,
    status: payment.status,
    card: payment.cardMaskedPan ? [payment.cardBrand, payment.cardMaskedPan].filter(Boolean).join(' ') : null,
    createdAt: payment.createdAt.toISOString(),
  }));
}

