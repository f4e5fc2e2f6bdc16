import { sql } from 'drizzle-orm';
import { bigint, check, date, foreignKey, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FunnelStep } from '../../../src/schema/online-booking/funnel';
import type { RuleLevel, RuleOverrides } from '../../../src/schema/online-booking/rules';
import type { VerificationSettings } from '../../../src/schema/online-booking/verification';
import type { WidgetSettings } from '../../../src/schema/online-booking/widget';
import { branches } from './branches';
import { branchIdColumn, entityId, organizationIdColumn, updatedAt, version } from './columns';
import { organizations } from './organizations';
import { orders } from './schedule';

const bigId = (name: string) => bigint(name, { mode: 'number' });

/**
 * A booking page's addresses (migration 0021, docs/online-booking.md decision 1): its slug (`/book/{slug}`) and the
 * custom domains that point at it, keyed by (kind, address), so chains and branches share one namespace by the key
 * itself. `branch_id` null: the chain's page. A chain and each branch keep one slug.
 */
export const bookingAddresses = pgTable(
  'booking_addresses',
  {
    kind: text('kind').$type<'slug' | 'domain'>().notNull(),
    address: text('address').notNull(),
    organizationId: organizationIdColumn(),
    branchId: bigId('branch_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A domain's proof (migration 0028): the TXT record's token, and when it was last looked up and found. */
    verifyToken: text('verify_token'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** A verified domain's record not found by the daily re-check since (migration 0031); null while found. */
    txtMissingSince: timestamp('txt_missing_since', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'booking_addresses_pkey', columns: [t.kind, t.address] }),
    check('booking_addresses_kind_check', sql`${t.kind} IN ('slug', 'domain')`),
    check('booking_addresses_missing_verified_check', sql`${t.txtMissingSince} IS NULL OR ${t.verifiedAt} IS NOT NULL`),
    foreignKey({ name: 'booking_addresses_organization_fk', columns: [t.organizationId], foreignColumns: [organizations.id] }).onDelete('cascade'),
    foreignKey({ name: 'booking_addresses_branch_fk', columns: [t.organizationId, t.branchId], foreignColumns: [branches.organizationId, branches.id] }).onDelete('cascade'),
    uniqueIndex('booking_addresses_one_slug_idx').on(t.organizationId, t.branchId).where(sql`${t.kind} = 'slug'`),
  ],
);

/**
 * Online booking's rules, one row per level and thing (migration 0021, decision 2): the chain (`branch_id` null), a
 * branch, or one of its services or employees (`ref_id`). Each row keeps only what that level overrides.
 */
export const onlineBookingRules = pgTable(
  'online_booking_rules',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    level: text('level').$type<RuleLevel>().notNull(),
    branchId: bigId('branch_id'),
    refId: bigId('ref_id'),
    overrides: jsonb('overrides').$type<RuleOverrides>().notNull().default({}),
    version: version(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'online_booking_rules_pkey', columns: [t.organizationId, t.id] }),
    unique('online_booking_rules_level_key').on(t.organizationId, t.level, t.branchId, t.refId).nullsNotDistinct(),
    foreignKey({ name: 'online_booking_rules_organization_fk', columns: [t.organizationId], foreignColumns: [organizations.id] }).onDelete('cascade'),
    foreignKey({ name: 'online_booking_rules_branch_fk', columns: [t.organizationId, t.branchId], foreignColumns: [branches.organizationId, branches.id] }).onDelete('cascade'),
  ],
);

/**
 * The code that confirms a hold (migration 0022, decision 5): its HMAC, never the code; the phone or e-mail it went to
 * and what the client entered, turned into their card and the booking when the code is right. One per hold.
 */
export const bookingCodes = pgTable(
  'booking_codes',
  {
    organizationId: organizationIdColumn(),
    orderId: bigId('order_id').notNull(),
    channel: text('channel').$type<'sms' | 'email' | 'telegram'>().notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    triesLeft: smallint('tries_left').notNull().default(5),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Codes by Telegram (migration 0029): the deep link's start code as its SHA-256, and the chat that opened it. */
    telegramStartHash: text('telegram_start_hash'),
    telegramChatId: text('telegram_chat_id'),
  },
  (t) => [
    primaryKey({ name: 'booking_codes_pkey', columns: [t.organizationId, t.orderId] }),
    uniqueIndex('booking_codes_telegram_start_idx').on(t.organizationId, t.telegramStartHash).where(sql`${t.telegramStartHash} IS NOT NULL`),
    index('booking_codes_telegram_chat_idx').on(t.organizationId, t.telegramChatId).where(sql`${t.telegramChatId} IS NOT NULL`),
    check('booking_codes_channel_check', sql`${t.channel} IN ('sms', 'email', 'telegram')`),
    foreignKey({ name: 'booking_codes_order_fk', columns: [t.organizationId, t.orderId], foreignColumns: [orders.organizationId, orders.id] }).onDelete('cascade'),
  ],
);

/**
 * A branch's booking page settings beyond the rules (migration 0023): how codes may be sent and the terms. A row is made
 * by the branch's first save; without one (or with `verification` null) the defaults hold. Each part keeps its own
 * version, so saving one never makes the other's screen stale; `terms_version` is also the version a client accepts.
 */
export const onlineBookingSettings = pgTable(
  'online_booking_settings',
  {
    organizationId: organizationIdColumn(),
    branchId: branchIdColumn(),
    verification: jsonb('verification').$type<VerificationSettings>(),
    verificationVersion: integer('verification_version').notNull().default(0),
    termsText: text('terms_text').notNull().default(''),
    termsVersion: integer('terms_version').notNull().default(0),
    termsSavedAt: timestamp('terms_saved_at', { withTimezone: true }),
    widget: jsonb('widget').$type<WidgetSettings>(),
    widgetVersion: integer('widget_version').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'online_booking_settings_pkey', columns: [t.organizationId, t.branchId] }),
    check('online_booking_settings_terms_length', sql`char_length(${t.termsText}) <= 20000`),
    foreignKey({ name: 'online_booking_settings_branch_fk', columns: [t.organizationId, t.branchId], foreignColumns: [branches.organizationId, branches.id] }).onDelete('cascade'),
  ],
);

/**
 * The booking funnel (migration 0025, decision 10): how many visitors reached each step on a branch's page that day
 * (the branch's date), never who. Upserted by each process's counter (funnel-counter.ts), adding its increments.
 */
export const bookingFunnelDays = pgTable(
  'booking_funnel_days',
  {
    organizationId: organizationIdColumn(),
    branchId: branchIdColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    step: text('step').$type<FunnelStep>().notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'booking_funnel_days_pkey', columns: [t.organizationId, t.branchId, t.day, t.step] }),
    check('booking_funnel_days_step_check', sql`${t.step} IN ('view', 'service', 'time', 'code', 'booked', 'cancelled')`),
    check('booking_funnel_days_count_check', sql`${t.count} >= 0`),
    foreignKey({ name: 'booking_funnel_days_branch_fk', columns: [t.organizationId, t.branchId], foreignColumns: [branches.organizationId, branches.id] }).onDelete('cascade'),
  ],
);
