import { sql } from 'drizzle-orm';
import { bigint, boolean, check, foreignKey, index, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ClientBalanceEntryKind, ClientReferralState } from '../../../src/schema/client-referrals/client-referrals';
import { branches } from './branches';
import { clients } from './clients';
import { branchIdColumn, createdAt, entityId, organizationIdColumn, updatedAt, version } from './columns';
import { sales, transactions } from './money';

const bigId = (name: string) => bigint(name, { mode: 'number' });
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** A branch's referral programme (migration 0043, docs/client-referrals.md): no row reads as switched off. */
export const clientReferralProgrammes = pgTable(
  'client_referral_programmes',
  {
    organizationId: organizationIdColumn(),
    branchId: branchIdColumn(),
    enabled: boolean('enabled').notNull().default(false),
    rewardAmount: money('reward_amount').notNull().default('0'),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    version: version(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'client_referral_programmes_pkey', columns: [t.organizationId, t.branchId] }),
    foreignKey({ name: 'client_referral_programmes_branch_fk', columns: [t.organizationId, t.branchId], foreignColumns: [branches.organizationId, branches.id] }).onDelete('cascade'),
    check('client_referral_programmes_amounts', sql`${t.rewardAmount} >= 0 and ${t.discountPercent} >= 0 and ${t.discountPercent} <= 100`),
  ],
);

/** A client's personal code, made the first time the card asks for it; unique in the chain, since links carry it alone. */
export const clientReferralCodes = pgTable(
  'client_referral_codes',
  {
    organizationId: organizationIdColumn(),
    clientId: bigId('client_id').notNull(),
    branchId: branchIdColumn(),
    code: text('code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'client_referral_codes_pkey', columns: [t.organizationId, t.clientId] }),
    foreignKey({ name: 'client_referral_codes_client_fk', columns: [t.organizationId, t.clientId], foreignColumns: [clients.organizationId, clients.id] }).onDelete('cascade'),
    uniqueIndex('client_referral_codes_code_key').on(t.organizationId, t.code),
  ],
);

/** Who brought whom: one referrer per newcomer; `rewarded` once, when the newcomer's first visit is paid. */
export const clientReferrals = pgTable(
  'client_referrals',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    branchId: branchIdColumn(),
    referrerClientId: bigId('referrer_client_id').notNull(),
    newcomerClientId: bigId('newcomer_client_id').notNull(),
    state: text('state').$type<ClientReferralState>().notNull().default('signed_up'),
    rewardAmount: money('reward_amount'),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2 }),
    saleId: bigId('sale_id'),
    createdBy: bigId('created_by'),
    createdAt: createdAt(),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'client_referrals_pkey', columns: [t.organizationId, t.id] }),
    foreignKey({ name: 'client_referrals_branch_fk', columns: [t.organizationId, t.branchId], foreignColumns: [branches.organizationId, branches.id] }).onDelete('cascade'),
    foreignKey({ name: 'client_referrals_referrer_fk', columns: [t.organizationId, t.referrerClientId], foreignColumns: [clients.organizationId, clients.id] }).onDelete('cascade'),
    foreignKey({ name: 'client_referrals_newcomer_fk', columns: [t.organizationId, t.newcomerClientId], foreignColumns: [clients.organizationId, clients.id] }).onDelete('cascade'),
    foreignKey({ name: 'client_referrals_sale_fk', columns: [t.organizationId, t.saleId], foreignColumns: [sales.organizationId, sales.id] }),
    check('client_referrals_not_self', sql`${t.referrerClientId} <> ${t.newcomerClientId}`),
    check('client_referrals_state', sql`(${t.state} = 'signed_up' and ${t.rewardedAt} is null) or (${t.state} = 'rewarded' and ${t.rewardedAt} is not null)`),
    uniqueIndex('client_referrals_newcomer_key').on(t.organizationId, t.newcomerClientId),
    index('client_referrals_branch_idx').on(t.organizationId, t.branchId, t.createdAt),
    index('client_referrals_referrer_idx').on(t.organizationId, t.referrerClientId),
  ],
);

/**
 * The client's balance ledger: `clients.balance` is the sum of its entries, both written in one transaction under
 * the client's row lock (client-balance.ledger.ts). A referral credits once; a payment or refund is one per transaction.
 */
export const clientBalanceEntries = pgTable(
  'client_balance_entries',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    branchId: branchIdColumn(),
    clientId: bigId('client_id').notNull(),
    kind: text('kind').$type<ClientBalanceEntryKind>().notNull(),
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after').notNull(),
    transactionId: bigId('transaction_id'),
    referralId: bigId('referral_id'),
    note: text('note'),
    createdBy: bigId('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'client_balance_entries_pkey', columns: [t.organizationId, t.id] }),
    foreignKey({ name: 'client_balance_entries_branch_fk', columns: [t.organizationId, t.branchId], foreignColumns: [branches.organizationId, branches.id] }).onDelete('cascade'),
    foreignKey({ name: 'client_balance_entries_client_fk', columns: [t.organizationId, t.clientId], foreignColumns: [clients.organizationId, clients.id] }).onDelete('cascade'),
    foreignKey({ name: 'client_balance_entries_transaction_fk', columns: [t.organizationId, t.transactionId], foreignColumns: [transactions.organizationId, transactions.id] }),
    foreignKey({ name: 'client_balance_entries_referral_fk', columns: [t.organizationId, t.referralId], foreignColumns: [clientReferrals.organizationId, clientReferrals.id] }),
    check('client_balance_entries_kind', sql`${t.kind} in ('referral_credit', 'checkout_payment', 'refund', 'adjustment')`),
    check('client_balance_entries_amount', sql`${t.amount} <> 0 and ${t.balanceAfter} >= 0`),
    index('client_balance_entries_client_idx').on(t.organizationId, t.clientId, t.createdAt),
    uniqueIndex('client_balance_entries_referral_key').on(t.organizationId, t.referralId).where(sql`${t.referralId} is not null`),
    uniqueIndex('client_balance_entries_transaction_key').on(t.organizationId, t.transactionId).where(sql`${t.transactionId} is not null`),
  ],
);
