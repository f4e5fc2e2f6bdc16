import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, foreignKey, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { WebhookDeliveryStatus, WebhookEventType } from '../../../src/schema/webhooks/webhooks';
import { createdAt, entityId, organizationIdColumn, updatedAt, version } from './columns';
import { organizationKeys } from './tenant-keys';

const sealedBytes = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const bigId = (name: string) => bigint(name, { mode: 'number' });

/**
 * An address a chain subscribed to events (migration 0032, docs/webhooks.md). The signing secret is sealed like the
 * integrations' secrets. `failing_since` is the first failed attempt after a success; five days of it disables the
 * endpoint (`disabled_at`), and saving it enabled again starts afresh.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    eventTypes: text('event_types').array().$type<WebhookEventType[]>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sealedSecret: sealedBytes('sealed_secret').notNull(),
    /** The secret a rotation replaced: it signs beside the new one until `previous_secret_until` (migration 0038). */
    previousSealedSecret: sealedBytes('previous_sealed_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [...organizationKeys(t, 'webhook_endpoints')],
);

/**
 * One event for one endpoint: written in the transaction of the change it tells of, claimed by whichever process's
 * worker gets it first (SKIP LOCKED), retried on the back-off schedule until delivered or out of attempts. The
 * `message_id` is the `webhook-id` header, the same on every attempt and redelivery, so the receiver can drop repeats.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    endpointId: bigId('endpoint_id').notNull(),
    branchId: bigId('branch_id'),
    messageId: text('message_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastStatus: integer('last_status'),
    /** Redelivery asked by hand: the next attempt is logged as manual and starts the schedule afresh. */
    manual: boolean('manual').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    ...organizationKeys(t, 'webhook_deliveries'),
    foreignKey({ name: 'webhook_deliveries_endpoint_fk', columns: [t.organizationId, t.endpointId], foreignColumns: [webhookEndpoints.organizationId, webhookEndpoints.id] }).onDelete('cascade'),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_log_idx').on(t.organizationId, t.createdAt),
    // The retention sweep's walk: settled deliveries, oldest first (migration 0038).
    index('webhook_deliveries_settled_idx').on(t.createdAt).where(sql`${t.status} <> 'pending'`),
    uniqueIndex('webhook_deliveries_message_id').on(t.messageId),
  ],
);

/** Every try of a delivery, the log the screen shows: the answer's status and first 2 KB, its duration, or the error. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    deliveryId: bigId('delivery_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    manual: boolean('manual').notNull().default(false),
  },
  (t) => [
    ...organizationKeys(t, 'webhook_attempts'),
    foreignKey({ name: 'webhook_attempts_delivery_fk', columns: [t.organizationId, t.deliveryId], foreignColumns: [webhookDeliveries.organizationId, webhookDeliveries.id] }).onDelete('cascade'),
    index('webhook_attempts_delivery_idx').on(t.organizationId, t.deliveryId, t.at),
  ],
);
