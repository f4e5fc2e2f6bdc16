import { sql } from 'drizzle-orm';
import { bigint, boolean, check, foreignKey, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BillingPaymentStatus, InvoiceAction, InvoiceLine, InvoiceParty, InvoiceStatus } from '../../../src/schema/billing/invoices';
import type { BillingPeriod, PlanOpens, PlanPrices, SubscriptionStatus } from '../../../src/schema/billing/plans';
import { createdAt, entityId, organizationIdColumn, updatedAt, version } from './columns';
import { organizations } from './organizations';

/**
 * The plans on sale and each chain's subscription (migration 0041, docs/billing.md). Plans are the product's own
 * catalogue, not a chain's (a reference table under a distributed database); a subscription is one row per chain.
 */
export const plans = pgTable(
  'plans',
  {
    code: text('code').primaryKey(),
    title: text('title').notNull(),
    prices: jsonb('prices').$type<PlanPrices>().notNull(),
    trialDays: integer('trial_days').notNull().default(0),
    maxEmployees: integer('max_employees').notNull(),
    maxBranches: integer('max_branches').notNull(),
    opens: jsonb('opens').$type<PlanOpens>().notNull(),
    isPublic: boolean('is_public').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [check('plans_limits_check', sql`${t.maxEmployees} > 0 AND ${t.maxBranches} > 0`)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    organizationId: bigint('organization_id', { mode: 'number' }).notNull(),
    planCode: text('plan_code').notNull(),
    period: text('period').$type<BillingPeriod>().notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    /** A downgrade waits for the period's end. */
    nextPlanCode: text('next_plan_code'),
    nextPeriod: text('next_period').$type<BillingPeriod>(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'subscriptions_pkey', columns: [t.organizationId] }),
    foreignKey({ name: 'subscriptions_organization_fk', columns: [t.organizationId], foreignColumns: [organizations.id] }).onDelete('cascade'),
    foreignKey({ name: 'subscriptions_plan_fk', columns: [t.planCode], foreignColumns: [plans.code] }),
    foreignKey({ name: 'subscriptions_next_plan_fk', columns: [t.nextPlanCode], foreignColumns: [plans.code] }),
    check('subscriptions_period_check', sql`${t.period} IN ('month', 'year')`),
    check('subscriptions_status_check', sql`${t.status} IN ('trialing', 'active', 'past_due', 'canceled')`),
    check('subscriptions_dates_check', sql`${t.currentPeriodEnd} > ${t.currentPeriodStart}`),
  ],
);

const bigId = (name: string) => bigint(name, { mode: 'number' });
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** The chain's legal details as its invoices name it (migration 0042). */
export const billingDetails = pgTable(
  'billing_details',
  {
    organizationId: organizationIdColumn(),
    legalName: text('legal_name').notNull(),
    taxId: text('tax_id'),
    address: text('address'),
    country: text('country'),
    email: text('email'),
    version: version(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'billing_details_pkey', columns: [t.organizationId] }),
    foreignKey({ name: 'billing_details_organization_fk', columns: [t.organizationId], foreignColumns: [organizations.id] }).onDelete('cascade'),
  ],
);

/** The last invoice number given in a year, across all chains: invoices are the product's, numbered as one series. */
export const billingInvoiceCounters = pgTable('billing_invoice_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

export const billingInvoices = pgTable(
  'billing_invoices',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    number: text('number').notNull(),
    status: text('status').$type<InvoiceStatus>().notNull().default('open'),
    action: text('action').$type<InvoiceAction>().notNull(),
    planCode: text('plan_code').notNull(),
    period: text('period').$type<BillingPeriod>().notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    currency: text('currency').notNull(),
    subtotal: money('subtotal').notNull(),
    creditApplied: money('credit_applied').notNull().default('0'),
    total: money('total').notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    seller: jsonb('seller').$type<InvoiceParty>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceParty>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When paying took effect: at once, or for a renewal paid early, when its period starts. */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'billing_invoices_pkey', columns: [t.organizationId, t.id] }),
    foreignKey({ name: 'billing_invoices_organization_fk', columns: [t.organizationId], foreignColumns: [organizations.id] }).onDelete('cascade'),
    foreignKey({ name: 'billing_invoices_plan_fk', columns: [t.planCode], foreignColumns: [plans.code] }),
    uniqueIndex('billing_invoices_number_key').on(t.organizationId, t.number),
    index('billing_invoices_open_idx').on(t.organizationId, t.issuedAt).where(sql`${t.status} = 'open'`),
  ],
);

export const billingPayments = pgTable(
  'billing_payments',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    invoiceId: bigId('invoice_id').notNull(),
    provider: text('provider').notNull(),
    reference: text('reference').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<BillingPaymentStatus>().notNull().default('pending'),
    providerTransactionId: text('provider_transaction_id'),
    cardMaskedPan: text('card_masked_pan'),
    cardBrand: text('card_brand'),
    /** The card's identity across payments (brand, masked number, expiry): the same card paying for two chains shows. */
    cardFingerprint: text('card_fingerprint'),
    createdBy: bigId('created_by'),
    createdAt: createdAt(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'billing_payments_pkey', columns: [t.organizationId, t.id] }),
    foreignKey({ name: 'billing_payments_invoice_fk', columns: [t.organizationId, t.invoiceId], foreignColumns: [billingInvoices.organizationId, billingInvoices.id] }).onDelete('cascade'),
    uniqueIndex('billing_payments_reference_key').on(t.reference),
    uniqueIndex('billing_payments_provider_transaction_key').on(t.provider, t.providerTransactionId).where(sql`${t.providerTransactionId} IS NOT NULL`),
  ],
);

/** The chain's credit: grants (referral rewards) positive, an invoice's spending negative naming the invoice. */
export const billingCredits = pgTable(
  'billing_credits',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    sourceOrganizationId: bigId('source_organization_id'),
    invoiceId: bigId('invoice_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'billing_credits_pkey', columns: [t.organizationId, t.id] }),
    foreignKey({ name: 'billing_credits_organization_fk', columns: [t.organizationId], foreignColumns: [organizations.id] }).onDelete('cascade'),
    foreignKey({ name: 'billing_credits_invoice_fk', columns: [t.organizationId, t.invoiceId], foreignColumns: [billingInvoices.organizationId, billingInvoices.id] }).onDelete('cascade'),
    index('billing_credits_organization_idx').on(t.organizationId, t.currency),
  ],
);
