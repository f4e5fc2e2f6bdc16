import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, entityId } from './columns';

/** Messages leave only through here: a worker sends them with retries through the configured transport. */
export const outbox = pgTable(
  'outbox',
  {
    id: entityId().primaryKey(),
    organizationId: bigint('organization_id', { mode: 'number' }),
    channel: text('channel').$type<'email' | 'sms' | 'telegram'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_pending_idx').on(t.status, t.nextAttemptAt)],
);
