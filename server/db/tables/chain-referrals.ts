import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ChainReferralRefusal, ChainReferralState } from '../../../src/schema/chain-referrals/chain-referrals';
import { createdAt, organizationIdColumn } from './columns';
import { organizations } from './organizations';

/** The reward per currency (`{ "EUR": "19.00" }`) the configuration offered when the referred chain signed up. */
export type ChainReferralTerms = Record<string, string>;

const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** A chain's referral code (migration 0044, docs/chain-referrals.md), made the first time Referrals is opened. */
export const chainReferralCodes = pgTable(
  'chain_referral_codes',
  {
    organizationId: organizationIdColumn(),
    code: text('code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'chain_referral_codes_pkey', columns: [t.organizationId] }),
    foreignKey({ name: 'chain_referral_codes_organization_fk', columns: [t.organizationId], foreignColumns: [organizations.id] }).onDelete('cascade'),
    uniqueIndex('chain_referral_codes_code_key').on(t.code),
    check('chain_referral_codes_code_check', sql`${t.code} ~ '^[0-9A-Z]{8}$'`),
  ],
);

/** One row per referred chain (`organization_id`), naming the chain that referred it. */
export const chainReferrals = pgTable(
  'chain_referrals',
  {
    organizationId: organizationIdColumn(),
    referrerOrganizationId: bigint('referrer_organization_id', { mode: 'number' }).notNull(),
    state: text('state').$type<ChainReferralState>().notNull().default('signed_up'),
    reason: text('reason').$type<ChainReferralRefusal>(),
    rewardTerms: jsonb('reward_terms').$type<ChainReferralTerms>().notNull(),
    invoiceId: bigint('invoice_id', { mode: 'number' }),
    referrerRewardAmount: money('referrer_reward_amount'),
    referrerRewardCurrency: text('referrer_reward_currency'),
    referredRewardAmount: money('referred_reward_amount'),
    referredRewardCurrency: text('referred_reward_currency'),
    signedUpAt: timestamp('signed_up_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'chain_referrals_pkey', columns: [t.organizationId] }),
    foreignKey({ name: 'chain_referrals_organization_fk', columns: [t.organizationId], foreignColumns: [organizations.id] }).onDelete('cascade'),
    foreignKey({ name: 'chain_referrals_referrer_fk', columns: [t.referrerOrganizationId], foreignColumns: [organizations.id] }).onDelete('cascade'),
    index('chain_referrals_referrer_idx').on(t.referrerOrganizationId, t.signedUpAt),
  ],
);
