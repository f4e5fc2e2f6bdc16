import { z } from 'zod';
import { choiceMatchModes, dateMatchModes, defineResource, textMatchModes } from '../resource-definition';
import { messageChannels, messageChannelSchema, messageKindSchema, recipientTypeSchema } from './notification-events';

/** A message's life in the log: planned, then sent (and delivered, where the provider reports it) or failed. */
export const messageStatuses = ['pending', 'sent', 'delivered', 'failed', 'skipped', 'cancelled'] as const;
export const messageStatusSchema = z.enum(messageStatuses);
export type MessageStatus = z.infer<typeof messageStatusSchema>;

/** Why a message did not go, shown in the log in words (i18n `messages:reasons.<reason>`). */
export const skipReasons = [
  'no_consent',
  'no_phone',
  'no_email',
  'no_telegram',
  'no_instagram',
  /** An order none of whose services Integrations → ManyChat → Services switched on. */
  'not_manychat_service',
  'no_subscription',
  'quiet_hours',
  'unsubscribed',
  'order_cancelled',
  'order_changed',
  'too_late',
  'capped',
  'channel_off',
  'broadcast_cancelled',
] as const;
export const skipReasonSchema = z.enum(skipReasons);
export type SkipReason = z.infer<typeof skipReasonSchema>;

export const messageLogEntrySchema = z.object({
  id: z.number(),
  channel: messageChannelSchema,
  recipient: z.string(),
  recipientType: recipientTypeSchema.nullable(),
  event: z.string().nullable(),
  kind: messageKindSchema,
  subject: z.string(),
  body: z.string(),
  status: messageStatusSchema,
  reason: z.string().nullable(),
  lastError: z.string().nullable(),
  attempts: z.number(),
  clientId: z.number().nullable(),
  orderId: z.number().nullable(),
  broadcastId: z.number().nullable(),
  /** When it is (or was) due. */
  dueAt: z.string(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type MessageLogEntry = z.infer<typeof messageLogEntrySchema>;

/**
 * What `GET /branches/{id}/messages` (the branch's log) and `GET /clients/{id}/messages` (the client card's
 * notifications tab) filter and sort on, in the engine's list grammar. Messages are written by the planner and the
 * worker, never by the engine: this definition is not in the registry. The branch's log is the marketing area's.
 */
export const messageLogDefinition = defineResource({
  name: 'messages',
  table: 'outbox',
  scope: 'branch',
  fields: {
    channel: messageChannelSchema,
    status: messageStatusSchema,
    event: z.string(),
    recipient: z.string(),
    clientId: z.number(),
    orderId: z.number(),
    createdAt: z.string(),
  },
  readOnly: ['channel', 'status', 'event', 'recipient', 'clientId', 'orderId', 'createdAt'],
  hints: {
    channel: { kind: 'enum', options: messageChannels, list: true, filter: choiceMatchModes },
    status: { kind: 'enum', options: messageStatuses, list: true, filter: choiceMatchModes },
    event: { kind: 'text', list: true, filter: choiceMatchModes },
    recipient: { kind: 'text', list: true, filter: textMatchModes },
    clientId: { kind: 'reference', references: 'clients', list: true, filter: choiceMatchModes },
    orderId: { kind: 'integer', list: true, filter: choiceMatchModes },
    createdAt: { kind: 'dateTime', list: true, filter: dateMatchModes, sort: true },
  },
  titleFields: ['recipient'],
  search: ['recipient'],
  defaultSort: [{ field: 'createdAt', order: 'desc' }],
  permission: 'marketing',
  menuKey: 'marketing',
  live: false,
  softDelete: false,
  screens: { area: 'marketing', list: 'automations' },
});
