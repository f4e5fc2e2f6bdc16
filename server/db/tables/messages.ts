import { bigint, boolean, customType, index, jsonb, pgTable, primaryKey, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MessageChannel, RecipientType } from '../../../src/schema/messages/notification-events';
import type { NotificationTimingSettings } from '../../../src/schema/messages/notification-rule';
import { createdAt, entityId, organizationIdColumn, updatedAt, version } from './columns';
import { organizationKeys } from './tenant-keys';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Issue 17's settings: a notification's rule and templates, kept by the chain (branch_id null: the default every
 * branch follows) or by one branch. A branch without its own row reads the chain's, then the catalog's.
 */
export const notificationRules = pgTable(
  'notification_rules',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    branchId: bigint('branch_id', { mode: 'number' }),
    /** `customer.reminder`: src/schema/messages/notification-events.ts. */
    event: text('event').notNull(),
    enabled: boolean('enabled').notNull(),
    channels: text('channels').array().$type<MessageChannel[]>().notNull(),
    settings: jsonb('settings').$type<NotificationTimingSettings>().notNull(),
    version: version(),
    updatedAt: updatedAt(),
  },
  (t) => [...organizationKeys(t, 'notification_rules'), unique('notification_rules_scope').on(t.organizationId, t.branchId, t.event).nullsNotDistinct()],
);

export const messageTemplates = pgTable(
  'message_templates',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    branchId: bigint('branch_id', { mode: 'number' }),
    event: text('event').notNull(),
    channel: text('channel').$type<MessageChannel>().notNull(),
    /** EN, SR, RU, TR or PT. */
    language: text('language').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    version: version(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...organizationKeys(t, 'message_templates'),
    unique('message_templates_scope').on(t.organizationId, t.branchId, t.event, t.channel, t.language).nullsNotDistinct(),
  ],
);

/**
 * An outside service a chain (or one branch) sends through: SMTP, an SMS provider, its Telegram bot. Settings are
 * plain; secrets (passwords, API keys, tokens) are sealed with the data folder's integration key (AES-256-GCM) and
 * never leave the server: the API says only whether each is set.
 */
export const integrations = pgTable(
  'integrations',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    branchId: bigint('branch_id', { mode: 'number' }),
    /** `smtp`, `infobip`, `twilio`, `telegram`, `manychat`. */
    provider: text('provider').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    sealedSecrets: bytea('sealed_secrets'),
    /** A random, unguessable part of the provider's callback address (delivery reports, inbound STOP). */
    callbackToken: text('callback_token').notNull(),
    lastError: text('last_error'),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...organizationKeys(t, 'integrations'),
    unique('integrations_scope').on(t.organizationId, t.branchId, t.provider).nullsNotDistinct(),
    uniqueIndex('integrations_callback_token').on(t.callbackToken),
  ],
);

/** A staff browser's web-push subscription (the installed app), one per endpoint. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: entityId().primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * A one-time code behind a Telegram deep link (`t.me/<bot>?start=<code>`): the chat that sends it is linked to the
 * client (`clients.tg_chat_id`) or team member it was made for. Only the code's SHA-256 is kept; it expires.
 */
export const telegramLinkCodes = pgTable(
  'telegram_link_codes',
  {
    id: entityId(),
    organizationId: organizationIdColumn(),
    codeHash: text('code_hash').notNull(),
    recipientType: text('recipient_type').$type<Extract<RecipientType, 'customer' | 'employee'>>().notNull(),
    clientId: bigint('client_id', { mode: 'number' }),
    employeeId: bigint('employee_id', { mode: 'number' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // Found with the chain whose bot received it, so unique per chain (keys lead with the chain: distribution.ts).
  (t) => [primaryKey({ name: 'telegram_link_codes_pkey', columns: [t.organizationId, t.id] }), uniqueIndex('telegram_link_codes_hash').on(t.organizationId, t.codeHash)],
);

/** Team members' linked Telegram chats (clients keep theirs in `clients.tg_chat_id`, spec §3). */
export const employeeTelegramChats = pgTable(
  'employee_telegram_chats',
  {
    organizationId: organizationIdColumn(),
    employeeId: bigint('employee_id', { mode: 'number' }).notNull(),
    chatId: text('chat_id').notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'employee_telegram_chats_pkey', columns: [t.organizationId, t.employeeId] })],
);
