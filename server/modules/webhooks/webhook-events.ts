import type { WebhookEventType, WebhookPayload } from '../../../src/schema/webhooks/webhooks';
import type { Db } from '../../db/client';
import { insertDeliveriesForEvent } from './webhooks.repository';

export type WebhookEvent = {
  organizationId: number;
  branchId: number | null;
  type: WebhookEventType;
  id: number;
  /** The record as it is now (null when deleted); its secret-looking fields are dropped here. */
  object: Record<string, unknown> | null;
};

/** Fields no receiver may see, whatever record they sit in (hashes, tokens, passwords, secrets). */
const privateField = /password|secret|token|hash/i;

/** A record's fields as a receiver may read them: JSON values, nothing that looks like a credential, at any depth. */
export function publicFields(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(publicFields);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).filter(([key]) => !privateField.test(key)).map(([key, inner]) => [key, publicFields(inner)]));
  return value === undefined ? null : value;
}

export const payloadOf = (event: Omit<WebhookEvent, 'type'> & { type: WebhookPayload['type'] }, at = new Date()): WebhookPayload => ({
  type: event.type,
  timestamp: at.toISOString(),
  data: {
    id: event.id,
    organizationId: event.organizationId,
    branchId: event.branchId,
    object: event.object === null ? null : (publicFields(event.object) as Record<string, unknown>),
  },
});

/**
 * Writes one delivery per enabled endpoint of the chain subscribed to the event, in the caller's transaction: the
 * change and its deliveries commit (or roll back) together, and the worker sends them after. One statement, which
 * writes nothing for a chain without endpoints.
 */
export async function enqueueWebhookEvent(tx: Pick<Db, 'execute'>, event: WebhookEvent): Promise<void> {
  await insertDeliveriesForEvent(tx, event.organizationId, event.branchId, event.type, payloadOf(event));
}

const actionTypes = { create: 'created', update: 'updated', delete: 'deleted' } as const;
type Action = keyof typeof actionTypes;

/**
 * An order's change (order-writer's recordOrderChange, in its transaction): `order.created|updated|deleted`, and
 * `booking.created` too when the client booked it online (the order's origin is external).
 */
export async function enqueueOrderWebhooks(tx: Pick<Db, 'execute'>, scope: { organizationId: number; branchId: number }, action: Action, order: { id: number; origin?: string } & object) {
  const common = { ...scope, id: order.id, object: action === 'delete' ? null : order };
  await enqueueWebhookEvent(tx, { ...common, type: `order.${actionTypes[action]}` });
  if (action === 'create' && order.origin === 'order_origin.external') await enqueueWebhookEvent(tx, { ...common, type: 'booking.created' });
}

/**
 * A sold membership's news, in the transaction that sells it (the checkout) or cancels it (its own cancel, or its
 * sale's): its terms, dates, price and, once cancelled, when and why.
 */
export async function enqueueMembershipWebhook(tx: Pick<Db, 'execute'>, type: 'membership.sold' | 'membership.canceled', membership: { organizationId: number; branchId: number; id: number } & object) {
  await enqueueWebhookEvent(tx, { organizationId: membership.organizationId, branchId: membership.branchId, type, id: membership.id, object: membership });
}

/** The resource engine's writes (crud.service's audit step, in its transaction): only clients are subscribable. */
export async function enqueueRecordWebhooks(tx: Pick<Db, 'execute'>, resource: string, scope: { organizationId: number; branchId: number | null }, action: Action, id: number, after: Record<string, unknown> | null) {
  if (resource !== 'clients') return;
  await enqueueWebhookEvent(tx, { ...scope, type: `client.${actionTypes[action]}`, id, object: after });
}
