import { sql } from 'drizzle-orm';
import { bigint, check, date, foreignKey, index, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { WaitlistState } from '../../../src/schema/online-booking/waitlist';
import { branches } from './branches';
import { clients } from './clients';
import { branchIdColumn, entityId, organizationIdColumn, updatedAt } from './columns';

const bigId = (name: string) => bigint(name, { mode: 'number' });

/**
 * A client's place on a branch's waitlist (migration 0026, docs/online-booking.md "Built: the waitlist"): what they
 * want (services, one employee or anyone, days and hours), proved by a code like a booking (`verifying` until then,
 * the code kept as its HMAC), and the offer out to them: the hold made for them and until when it waits.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    branchId: branchIdColumn(),
    clientId: bigId('client_id'),
    serviceIds: bigint('service_ids', { mode: 'number' }).array().notNull(),
    employeeId: bigId('employee_id'),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    fromTime: text('from_time').notNull(),
    toTime: text('to_time').notNull(),
    /** ISO weekdays (1 Monday … 7 Sunday); null: every day of the range. */
    weekdays: smallint('weekdays').array(),
    state: text('state').$type<WaitlistState>().notNull().default('verifying'),
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    target: text('target').notNull(),
    details: jsonb('details').$type<{ firstName?: string; lastName?: string; language?: string; termsVersion?: number }>().notNull().default({}),
    codeHash: text('code_hash'),
    codeTriesLeft: smallint('code_tries_left').notNull().default(5),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    offerOrderId: bigId('offer_order_id'),
    offeredUntil: timestamp('offered_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'waitlist_entries_pkey', columns: [t.organizationId, t.id] }),
    check('waitlist_entries_state_check', sql`${t.state} IN ('verifying', 'waiting', 'offered', 'booked', 'removed', 'expired')`),
    check('waitlist_entries_channel_check', sql`${t.channel} IN ('sms', 'email')`),
    check('waitlist_entries_dates_check', sql`${t.fromDate} <= ${t.toDate}`),
    check('waitlist_entries_times_check', sql`${t.fromTime} < ${t.toTime}`),
    check('waitlist_entries_services_check', sql`cardinality(${t.serviceIds}) BETWEEN 1 AND 5`),
    index('waitlist_entries_branch_state_idx').on(t.organizationId, t.branchId, t.state, t.createdAt),
    uniqueIndex('waitlist_entries_offer_idx').on(t.organizationId, t.offerOrderId).where(sql`${t.offerOrderId} IS NOT NULL`),
    foreignKey({ name: 'waitlist_entries_branch_fk', columns: [t.organizationId, t.branchId], foreignColumns: [branches.organizationId, branches.id] }).onDelete('cascade'),
    foreignKey({ name: 'waitlist_entries_client_fk', columns: [t.organizationId, t.clientId], foreignColumns: [clients.organizationId, clients.id] }).onDelete('cascade'),
  ],
);

/** A branch's day where time was freed, for the offer worker; planned in the transaction that freed it. */
export const waitlistOfferJobs = pgTable(
  'waitlist_offer_jobs',
  {
    organizationId: organizationIdColumn(),
    branchId: branchIdColumn(),
    date: date('date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'waitlist_offer_jobs_pkey', columns: [t.organizationId, t.branchId, t.date] }),
    foreignKey({ name: 'waitlist_offer_jobs_branch_fk', columns: [t.organizationId, t.branchId], foreignColumns: [branches.organizationId, branches.id] }).onDelete('cascade'),
  ],
);
