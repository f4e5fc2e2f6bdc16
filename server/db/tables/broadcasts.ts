import { sql } from 'drizzle-orm';
import { bigint, foreignKey, index, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { BroadcastAudience, BroadcastChannel, BroadcastStatus, LeftOut } from '../../../src/schema/messages/broadcast';
import type { MarketingSettings } from '../../../src/schema/messages/marketing-settings';
import { branches } from './branches';
import { createdAt, entityId, organizationIdColumn, updatedAt, version } from './columns';
import { organizationKeys } from './tenant-keys';

/**
 * An e-mail, SMS or Telegram broadcast to the clients of a branch a filter picks (issue 17 item 5). Sending expands it
 * into outbox rows in batches: `expanded_through` is the last client id reached, `next_due_at` the next paced due
 * time, `left_out` who was left out and why so far, `expanded_at` set when every client has been looked at
 * (migration 0019).
 */
export const broadcasts = pgTable(
  'broadcasts',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    branchId: bigint('branch_id', { mode: 'number' }).notNull(),
    channel: text('channel').$type<BroadcastChannel>().notNull(),
    name: text('name').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    /** The client list's search and filter (src/schema/list-query.ts) that pick the audience. */
    audience: jsonb('audience').$type<BroadcastAudience>().notNull(),
    status: text('status').$type<BroadcastStatus>().notNull().default('draft'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expandedThrough: bigint('expanded_through', { mode: 'number' }),
    expandedAt: timestamp('expanded_at', { withTimezone: true }),
    nextDueAt: timestamp('next_due_at', { withTimezone: true }),
    leftOut: jsonb('left_out').$type<LeftOut>(),
    createdBy: bigint('created_by', { mode: 'number' }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...organizationKeys(t, 'broadcasts'),
    index('broadcasts_branch_idx').on(t.organizationId, t.branchId, t.createdAt),
    index('broadcasts_due_idx').on(t.status, t.scheduledAt).where(sql`${t.status} IN ('scheduled', 'sending')`),
  ],
);

/** Every way a client left a channel's marketing: the e-mail's one-click link (`link`) or an SMS STOP (`stop`). */
export const marketingUnsubscribes = pgTable(
  'marketing_unsubscribes',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    clientId: bigint('client_id', { mode: 'number' }).notNull(),
    channel: text('channel').$type<BroadcastChannel>().notNull(),
    source: text('source').$type<'link' | 'stop'>().notNull(),
    /** The broadcast whose link it was, when it was one. */
    broadcastId: bigint('broadcast_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    ...organizationKeys(t, 'marketing_unsubscribes'),
    index('marketing_unsubscribes_client_idx').on(t.organizationId, t.clientId, t.channel),
    index('marketing_unsubscribes_broadcast_idx').on(t.organizationId, t.broadcastId).where(sql`${t.broadcastId} IS NOT NULL`),
  ],
);

/** A branch's saved audiences: the clients list's search and filter under a name. */
export const clientSegments = pgTable(
  'client_segments',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    branchId: bigint('branch_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    audience: jsonb('audience').$type<BroadcastAudience>().notNull(),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    ...organizationKeys(t, 'client_segments'),
    foreignKey({ name: 'client_segments_branch_fk', columns: [t.organizationId, t.branchId], foreignColumns: [branches.organizationId, branches.id] }).onDelete('cascade'),
    unique('client_segments_name').on(t.organizationId, t.branchId, t.name),
  ],
);

/**
 * How much marketing a branch lets out (src/schema/messages/marketing-settings.ts), the chain's row (branch_id null)
 * the default its branches follow. Not a notification rule: those are one row per catalog event, and the matrix and
 * the planner read every row's settings as a notification's timing; the cap is no event, so it has a table of the
 * same shape (chain, then branch, with a version) instead of a pseudo-event among them. The branches table has no
 * chain level to default from.
 */
export const marketingSettings = pgTable(
  'marketing_settings',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    branchId: bigint('branch_id', { mode: 'number' }),
    settings: jsonb('settings').$type<MarketingSettings>().notNull(),
    version: version(),
    updatedAt: updatedAt(),
  },
  (t) => [...organizationKeys(t, 'marketing_settings'), unique('marketing_settings_scope').on(t.organizationId, t.branchId).nullsNotDistinct()],
);
