import { z } from 'zod';
import { idSchema, isoDateSchema } from './primitives';

export const liveClientMessageSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('ping') }),
  z.object({ event: z.literal('subscribe'), data: z.object({ channel: z.uuid() }) }),
  z.object({ event: z.literal('unsubscribe'), data: z.object({ channel: z.uuid() }) }),
]);
export type LiveClientMessage = z.infer<typeof liveClientMessageSchema>;

export const orderEventNames = [
  'order:new',
  'order:confirm',
  'order:update',
  'order:missed',
  'order:cancel',
] as const;
export const groupOrderEventNames = ['group-order:add-customer', 'group-order:cancel-customer'] as const;
export const liveEventNameSchema = z.enum([...orderEventNames, ...groupOrderEventNames]);
export type LiveEventName = z.infer<typeof liveEventNameSchema>;

/** Scheduled order message (spec §3). */
export const scheduledOrderDataSchema = z.object({
  date: isoDateSchema,
  id: idSchema,
  orderServices: z.array(z.object({ employeeId: idSchema })),
});
export type ScheduledOrderData = z.infer<typeof scheduledOrderDataSchema>;
/** Server → client. Delivered events also name their `channel` (the branch guid), so a socket following
 * several branches can tell them apart. */
export const liveOrderMessageSchema = z.object({
  event: z.union([liveEventNameSchema, z.literal('pong')]),
  data: scheduledOrderDataSchema.optional(),
  channel: z.uuid().optional(),
});

/** A record of a live resource (its definition says `live: true`) was created, changed or deleted. */
export const resourceChangedEventName = 'resource:changed';
export const resourceChangedDataSchema = z.object({
  /** The registry name (`clients`). */
  resource: z.string().min(1).max(64),
  id: idSchema,
  action: z.enum(['create', 'update', 'delete']),
});
export type ResourceChangedData = z.infer<typeof resourceChangedDataSchema>;
export const resourceChangedMessageSchema = z.object({
  event: z.literal(resourceChangedEventName),
  data: resourceChangedDataSchema,
  channel: z.uuid().optional(),
});

/**
 * Money moved or its records changed in the branch (a sale, a payment, a refund, a cash shift opened or closed, a
 * membership sold, paid or cancelled), after commit. It names what the change touched, so each screen refetches only
 * the reads it makes stale (src/lib/money-query-keys.ts): the business days whose figures changed, the client whose
 * money it was, the orders it paid.
 */
export const moneyChangedDataSchema = z.object({
  /** The branch's business days whose figures changed: the day it happened, and the sale's own day when earlier. */
  dates: z.array(isoDateSchema).min(1).max(4),
  clientId: idSchema.nullable(),
  orderIds: z.array(idSchema).max(100),
});
export type MoneyChangedData = z.infer<typeof moneyChangedDataSchema>;
export const moneyChangedMessageSchema = z.object({
  event: z.literal('money:changed'),
  data: moneyChangedDataSchema,
  channel: z.uuid().optional(),
});

/**
 * The chain's licence changed (a plan paid for, a downgrade at its period's end), after commit, on every branch's
 * channel: open screens read the licence again, so what the plan opens or closes shows without signing out.
 */
export const licenceChangedMessageSchema = z.object({
  event: z.literal('licence:changed'),
  data: z.object({ organizationId: idSchema }),
  channel: z.uuid().optional(),
});

export const liveServerMessageSchema = z.union([liveOrderMessageSchema, resourceChangedMessageSchema, moneyChangedMessageSchema, licenceChangedMessageSchema]);

/** Server → client when a message is refused (bad JSON, a channel the user may not see). */
export const liveErrorMessageSchema = z.object({ event: z.literal('error'), data: z.object({ message: z.string() }) });
export type LiveErrorMessage = z.infer<typeof liveErrorMessageSchema>;
export type LiveServerMessage = z.infer<typeof liveServerMessageSchema>;

/**
 * Why the server closed a socket. 4000-4999 is left to applications by RFC 6455; ours mirror the HTTP status they
 * mean. The client reconnects at once after an expired token or changed access (its subscribes are checked
 * again then, so branches it no longer reaches are refused), and backs off after a refusal.
 */
export const liveCloseCodes = {
  tokenExpired: 4401,
  /** The person's role or branches changed, or they left the chain (Settings → users). */
  accessChanged: 4403,
  tooManySockets: 4429,
  policyViolation: 1008,
} as const;
