import { z } from 'zod';
import { idSchema } from '../primitives';
import { listResponseSchema } from '../protocol';

/**
 * Webhooks (issue 19, deliverable 6; docs/webhooks.md): a chain subscribes addresses to these events, and each
 * delivery is signed by the Standard Webhooks scheme. One list for the form's checkboxes, the API and the tests.
 */
export const webhookEventTypes = [
  'order.created',
  'order.updated',
  'order.deleted',
  'booking.created',
  'client.created',
  'client.updated',
  'client.deleted',
  'sale.created',
  'sale.canceled',
  'payment.created',
  'membership.sold',
  'membership.canceled',
] as const;
export const webhookEventTypeSchema = z.enum(webhookEventTypes);
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;
/** "Send a test": never subscribed to, always delivered to the endpoint asked. */
export const webhookPingType = 'webhook.ping';

/**
 * The body of every delivery (Standard Webhooks' recommended envelope): the resource's ids and its public fields
 * (`object`: no secrets, no tokens); `object` is null for a deletion.
 */
export const webhookPayloadSchema = z.object({
  type: z.union([webhookEventTypeSchema, z.literal(webhookPingType)]),
  timestamp: z.string(),
  data: z.object({
    id: idSchema.nullable(),
    organizationId: idSchema,
    branchId: idSchema.nullable(),
    object: z.record(z.string(), z.unknown()).nullable(),
  }),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

/** Working: the last attempt succeeded (or none yet); failing since the first failure after a success; disabled. */
export const webhookEndpointStateSchema = z.enum(['working', 'failing', 'disabled']);
export type WebhookEndpointState = z.infer<typeof webhookEndpointStateSchema>;

export const webhookUrlSchema = z
  .url({ protocol: /^https?$/, message: 'Enter an http:// or https:// address' })
  .max(2000);

export const webhookEndpointWriteSchema = z.object({
  url: webhookUrlSchema,
  description: z.string().trim().max(200).default(''),
  eventTypes: z.array(webhookEventTypeSchema).min(1, 'Choose at least one event').max(webhookEventTypes.length),
  enabled: z.boolean().default(true),
});
export type WebhookEndpointWrite = z.infer<typeof webhookEndpointWriteSchema>;
/** An edit: the version read (a stale one is a 409). */
export const webhookEndpointUpdateSchema = webhookEndpointWriteSchema.extend({ version: z.number().int().min(1) });

export const webhookEndpointSchema = z.object({
  id: idSchema,
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(webhookEventTypeSchema),
  enabled: z.boolean(),
  state: webhookEndpointStateSchema,
  failingSince: z.string().nullable(),
  disabledAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  /** After "New secret": until when the previous secret still signs beside the new one (null when it no longer does). */
  previousSecretUntil: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The signing secret (`whsec_…`): shown on creation, reveal and rotation, to the owner only. */
export const webhookSecretSchema = z.object({ secret: z.string().startsWith('whsec_') });
/** How long a rotated-out secret keeps signing beside the new one (docs/webhooks.md "Secret rotation"). */
export const webhookSecretGraceHours = 24;
/** "New secret": the new one, shown this once, and until when the old one signs too. */
export const webhookRotatedSecretSchema = webhookSecretSchema.extend({ previousSecretUntil: z.string() });
export const webhookEndpointCreatedSchema = webhookEndpointSchema.extend({ secret: z.string() });

export const webhookDeliveryStatusSchema = z.enum(['pending', 'delivered', 'failed']);
export type WebhookDeliveryStatus = z.infer<typeof webhookDeliveryStatusSchema>;

export const webhookDeliverySchema = z.object({
  id: idSchema,
  endpointId: idSchema,
  messageId: z.string(),
  eventType: z.string(),
  status: webhookDeliveryStatusSchema,
  attempts: z.number().int(),
  lastStatus: z.number().int().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** One try: the answer's status and first characters, how long it took, or why there was no answer. */
export const webhookAttemptSchema = z.object({
  at: z.string(),
  statusCode: z.number().int().nullable(),
  responseBody: z.string().nullable(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
  manual: z.boolean(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookDeliveryDetailSchema = webhookDeliverySchema.extend({
  payload: z.unknown(),
  attemptLog: z.array(webhookAttemptSchema),
});
export type WebhookDeliveryDetail = z.infer<typeof webhookDeliveryDetailSchema>;

export const webhookDeliveryListSchema = listResponseSchema(webhookDeliverySchema);
export const webhookDeliveryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
  endpointId: z.coerce.number().pipe(idSchema).optional(),
});
