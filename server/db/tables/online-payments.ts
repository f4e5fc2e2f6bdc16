import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { branches } from './branches';
import { branchIdColumn, createdAt, entityId, organizationIdColumn } from './columns';
import { membershipInstalments, sales, transactions } from './money';
import { orders } from './schedule';

const bigId = (name: string) => bigint(name, { mode: 'number' });

export type OnlinePaymentPurpose = 'sale_debt' | 'membership_instalment' | 'booking_deposit';
export type OnlinePaymentState = 'pending' | 'paid' | 'failed' | 'expired';

/**
 * One attempt to pay online on the provider's hosted page (migration 0034, docs/online-payments.md). Only the
 * provider's signed notification makes it `paid`, together with the payment it records (`transactionId`); the
 * reference and the provider's transaction id are unique, so a repeated notification records nothing more.
 */
export const onlinePayments = pgTable(
  'online_payments',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    branchId: branchIdColumn(),
    provider: text('provider').notNull(),
    reference: text('reference').notNull(),
    /** The public link's secret part (`/pay/{token}`). */
    token: text('token').notNull(),
    purpose: text('purpose').$type<OnlinePaymentPurpose>().notNull(),
    saleId: bigId('sale_id'),
    /** The instalment a `membership_instalment` attempt pays (on the membership's sale). */
    instalmentId: bigId('instalment_id'),
    /** The held order a `booking_deposit` attempt books once paid (migration 0036); null once a sweep deleted the hold. */
    orderId: bigId('order_id'),
    clientId: bigId('client_id'),
    amountMinor: bigId('amount_minor').notNull(),
    currency: text('currency').notNull(),
    state: text('state').$type<OnlinePaymentState>().notNull().default('pending'),
    providerTransactionId: text('provider_transaction_id'),
    transactionId: bigId('transaction_id'),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdByUserId: bigId('created_by_user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'online_payments_pkey', columns: [t.organizationId, t.id] }),
    check('online_payments_purpose_check', sql`${t.purpose} IN ('sale_debt', 'membership_instalment', 'booking_deposit')`),
    check('online_payments_state_check', sql`${t.state} IN ('pending', 'paid', 'failed', 'expired')`),
    check('online_payments_amount_check', sql`${t.amountMinor} > 0`),
    check('online_payments_sale_check', sql`${t.purpose} <> 'sale_debt' OR ${t.saleId} IS NOT NULL`),
    check('online_payments_instalment_check', sql`${t.purpose} <> 'membership_instalment' OR (${t.instalmentId} IS NOT NULL AND ${t.saleId} IS NOT NULL)`),
    check('online_payments_paid_check', sql`(${t.state} = 'paid') = (${t.providerTransactionId} IS NOT NULL AND ${t.notifiedAt} IS NOT NULL)`),
    foreignKey({ name: 'online_payments_branch_fk', columns: [t.organizationId, t.branchId], foreignColumns: [branches.organizationId, branches.id] }).onDelete('cascade'),
    foreignKey({ name: 'online_payments_sale_fk', columns: [t.organizationId, t.saleId], foreignColumns: [sales.organizationId, sales.id] }),
    foreignKey({ name: 'online_payments_instalment_fk', columns: [t.organizationId, t.instalmentId], foreignColumns: [membershipInstalments.organizationId, membershipInstalments.id] }),
    foreignKey({ name: 'online_payments_order_fk', columns: [t.organizationId, t.orderId], foreignColumns: [orders.organizationId, orders.id] }).onDelete('set null'),
    foreignKey({ name: 'online_payments_transaction_fk', columns: [t.organizationId, t.transactionId], foreignColumns: [transactions.organizationId, transactions.id] }),
    uniqueIndex('online_payments_reference').on(t.reference),
    uniqueIndex('online_payments_token').on(t.token),
    uniqueIndex('online_payments_provider_transaction').on(t.provider, t.providerTransactionId),
    index('online_payments_sale_idx').on(t.organizationId, t.saleId),
    index('online_payments_order_idx').on(t.organizationId, t.orderId),
  ],
);
