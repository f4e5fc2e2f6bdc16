import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { branchIdColumn, organizationIdColumn } from './columns';

/**
 * The reports' summaries (migration 0046, docs/report-summaries.md). Written only by the database's own triggers,
 * inside each writer's transaction, and by `report_rebuild`; the reports read them with SQL of their own
 * (server/modules/reports), so these definitions are for the schema's completeness.
 */
const cents = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const count = (name: string) => integer(name).notNull().default(0);

/** The money a day holds: the same columns per branch and per chain. */
const moneyColumns = () => ({
  items: count('items'),
  servicesCents: cents('services_cents'),
  productsCents: cents('products_cents'),
  membershipsCents: cents('memberships_cents'),
  discountsCents: cents('discounts_cents'),
  itemsCents: cents('items_cents'),
  sales: count('sales'),
  revenueCents: cents('revenue_cents'),
  paidCents: cents('paid_cents'),
  deposits: count('deposits'),
  depositsCents: cents('deposits_cents'),
});

export const reportDayMoney = pgTable(
  'report_day_money',
  {
    organizationId: organizationIdColumn(),
    branchId: branchIdColumn(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    ...moneyColumns(),
  },
  (t) => [primaryKey({ name: 'report_day_money_pkey', columns: [t.organizationId, t.branchId, t.localDate, t.currency] })],
);

export const reportChainMoney = pgTable(
  'report_chain_money',
  {
    organizationId: organizationIdColumn(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    branchCurrency: text('branch_currency').notNull(),
    ...moneyColumns(),
  },
  (t) => [primaryKey({ name: 'report_chain_money_pkey', columns: [t.organizationId, t.localDate, t.currency, t.branchCurrency] })],
);

/** Visits and seconds a day holds: the same columns per branch and per chain. */
const timeColumns = () => ({
  visits: count('visits'),
  bookedSeconds: numeric('booked_seconds').notNull().default('0'),
  slotSeconds: numeric('slot_seconds').notNull().default('0'),
});

export const reportDayTime = pgTable(
  'report_day_time',
  { organizationId: organizationIdColumn(), branchId: branchIdColumn(), localDate: date('local_date', { mode: 'string' }).notNull(), ...timeColumns() },
  (t) => [primaryKey({ name: 'report_day_time_pkey', columns: [t.organizationId, t.branchId, t.localDate] })],
);

export const reportChainTime = pgTable(
  'report_chain_time',
  { organizationId: organizationIdColumn(), localDate: date('local_date', { mode: 'string' }).notNull(), ...timeColumns() },
  (t) => [primaryKey({ name: 'report_chain_time_pkey', columns: [t.organizationId, t.localDate] })],
);

export const reportClientDays = pgTable(
  'report_client_days',
  {
    organizationId: organizationIdColumn(),
    /** A branch's id, or 0 for the whole chain. */
    scopeId: bigint('scope_id', { mode: 'number' }).notNull(),
    clientId: bigint('client_id', { mode: 'number' }).notNull(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    facts: integer('facts').notNull(),
    previousDate: date('previous_date', { mode: 'string' }),
  },
  (t) => [
    primaryKey({ name: 'report_client_days_pkey', columns: [t.organizationId, t.scopeId, t.clientId, t.localDate] }),
    // The migration's index also INCLUDEs previous_date, which Drizzle's index builder cannot say.
    index('report_client_days_day_idx').on(t.organizationId, t.scopeId, t.localDate).where(sql`${t.scopeId} <> 0`),
  ],
);

export const reportChainDays = pgTable(
  'report_chain_days',
  {
    organizationId: organizationIdColumn(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    firstClients: count('first_clients'),
    clientsByGap: integer('clients_by_gap').array().notNull(),
  },
  (t) => [primaryKey({ name: 'report_chain_days_pkey', columns: [t.organizationId, t.localDate] })],
);
