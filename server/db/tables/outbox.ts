import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MessageChannel, MessageKind, RecipientType } from '../../../src/schema/messages/notification-events';
import type { MessageStatus } from '../../../src/schema/messages/message-log';
import { createdAt, entityId } from './columns';

/**
 * Every message leaves only through here, and here is its log (issue 17): planned (`pending` with its due time in
 * `next_attempt_at`), sent, delivered, failed, skipped (with the reason) or cancelled (withdrawn by the change that
 * planned it). A worker any number of processes run claims due rows by priority with SKIP LOCKED; `dedupe_key`
 * (event, order or client, rule, recipient, channel) makes a second message of one cause impossible.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: entityId().primaryKey(),
    organizationId: bigint('organization_id', { mode: 'number' }),
    branchId: bigint('branch_id', { mode: 'number' }),
    channel: text('channel').$type<MessageChannel>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** E-mail's HTML part; the plain text in `body` goes with it. */
    html: text('html'),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').$type<MessageStatus>().notNull().default('pending'),
    /** Why a message was skipped or cancelled (`no_consent`, `no_phone`, `quiet_hours`, `order_cancelled`, …). */
    reason: text('reason'),
    kind: text('kind').$type<MessageKind>().notNull().default('system'),
    /** Lower goes first: codes 0, a client's own bookings 1, staff 2, system mail 3, broadcasts 9. */
    priority: smallint('priority').notNull().default(3),
    dedupeKey: text('dedupe_key'),
    /** The notification (`customer.reminder`) or broadcast that planned it; null for system mail. */
    event: text('event'),
    recipientType: text('recipient_type').$type<RecipientType>(),
    clientId: bigint('client_id', { mode: 'number' }),
    orderId: bigint('order_id', { mode: 'number' }),
    employeeId: bigint('employee_id', { mode: 'number' }),
    /** The staff account an in-app or push message is for. */
    userId: bigint('user_id', { mode: 'number' }),
    broadcastId: bigint('broadcast_id', { mode: 'number' }),
    language: text('language'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Past this instant the message is skipped rather than sent (a reminder for a visit that has begun). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastError: text('last_error'),
    provider: text('provider'),
    providerMessageId: text('provider_message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** In-app messages: when the person opened the feed past it. */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_due_idx').on(t.priority, t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    uniqueIndex('outbox_dedupe_key').on(t.dedupeKey),
    index('outbox_branch_idx').on(t.organizationId, t.branchId, t.createdAt),
    index('outbox_client_idx').on(t.organizationId, t.clientId, t.createdAt),
    index('outbox_order_idx').on(t.organizationId, t.orderId),
    index('outbox_user_feed_idx').on(t.userId, t.channel, t.createdAt),
    index('outbox_provider_message_idx').on(t.provider, t.providerMessageId),
  ],
);
