import { and, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { WebhookEventType, WebhookPayload } from '../../../src/schema/webhooks/webhooks';
import type { Db } from '../../db/client';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/tables';
import type { WebhookAnswer } from './webhook-sender';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;

/** Standard Webhooks' message id form: `msg_` and a random, unique part. */
const newMessageId = sql`'msg_' || replace(gen_random_uuid()::text, '-', '')`;

export async function insertDeliveriesForEvent(tx: Pick<Db, 'execute'>, organizationId: number, branchId: number | null, type: WebhookEventType, payload: WebhookPayload) {
  await tx.execute(sql`
    INSERT INTO webhook_deliveries (organization_id, endpoint_id, branch_id, message_id, event_type, payload)
    SELECT organization_id, id, ${branchId}, ${newMessageId}, ${type}, ${JSON.stringify(payload)}::jsonb
    FROM webhook_endpoints
    WHERE organization_id = ${organizationId} AND enabled AND ${type} = ANY(event_types)`);
}

export async function insertDelivery(db: Db, endpoint: Pick<EndpointRow, 'organizationId' | 'id'>, payload: WebhookPayload): Promise<DeliveryRow> {
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ organizationId: endpoint.organizationId, endpointId: endpoint.id, messageId: sql`${newMessageId}`, eventType: payload.type, payload, branchId: null })
    .returning();
  return row!;
}

const ofChain = (organizationId: number, id: number) => and(eq(webhookEndpoints.organizationId, organizationId), eq(webhookEndpoints.id, id));

export const listEndpoints = (db: Db, organizationId: number) =>
  db.select().from(webhookEndpoints).where(eq(webhookEndpoints.organizationId, organizationId)).orderBy(webhookEndpoints.id);

export const findEndpoint = async (db: Db, organizationId: number, id: number): Promise<EndpointRow | null> =>
  (await db.select().from(webhookEndpoints).where(ofChain(organizationId, id)))[0] ?? null;

export const insertEndpoint = async (db: Pick<Db, 'insert'>, values: typeof webhookEndpoints.$inferInsert): Promise<EndpointRow> =>
  (await db.insert(webhookEndpoints).values(values).returning())[0]!;

/** Null when the version read is stale (or the endpoint is gone). */
export const updateEndpoint = async (db: Pick<Db, 'update'>, organizationId: number, id: number, version: number, values: Partial<typeof webhookEndpoints.$inferInsert>): Promise<EndpointRow | null> =>
  (
    await db
      .update(webhookEndpoints)
      .set({ ...values, version: sql`${webhookEndpoints.version} + 1`, updatedAt: sql`now()` })
      .where(and(ofChain(organizationId, id), eq(webhookEndpoints.version, version)))
      .returning()
  )[0] ?? null;

export const deleteEndpoint = async (db: Pick<Db, 'delete'>, organizationId: number, id: number): Promise<EndpointRow | null> =>
  (await db.delete(webhookEndpoints).where(ofChain(organizationId, id)).returning())[0] ?? null;

export type ClaimedDelivery = DeliveryRow & { endpoint: EndpointRow };

/**
 * Claims due deliveries for one attempt each (SKIP LOCKED: processes side by side never take the same row). The lease
 * pushes `next_attempt_at` ahead, so a delivery whose worker died is tried again: at least once, never lost.
 */
export async function claimDueDeliveries(db: Db, limit: number, leaseSeconds: number): Promise<ClaimedDelivery[]> {
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, sql`now()`)))
    .orderBy(webhookDeliveries.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(webhookDeliveries)
    .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(inArray(webhookDeliveries.id, due))
    .returning();
  if (claimed.length === 0) return [];
  const endpoints = await db
    .select()
    .from(webhookEndpoints)
    .where(
      and(
        inArray(webhookEndpoints.organizationId, [...new Set(claimed.map((row) => row.organizationId))]),
        inArray(webhookEndpoints.id, [...new Set(claimed.map((row) => row.endpointId))]),
      ),
    );
  const byId = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint]));
  return claimed.flatMap((row) => {
    const endpoint = byId.get(row.endpointId);
    return endpoint ? [{ ...row, endpoint }] : [];
  });
}

/** Logs the attempt and settles the delivery: delivered, failed for good, or due again after `retryInMs`. */
export async function recordAttempt(db: Db, delivery: DeliveryRow, answer: WebhookAnswer, outcome: { delivered: boolean; retryInMs: number | null }) {
  await db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({ organizationId: delivery.organizationId, deliveryId: delivery.id, statusCode: answer.statusCode, responseBody: answer.responseBody, durationMs: answer.durationMs, error: answer.error, manual: delivery.manual });
    const status = outcome.delivered ? 'delivered' : outcome.retryInMs === null ? 'failed' : 'pending';
    await tx
      .update(webhookDeliveries)
      .set({ status, lastStatus: answer.statusCode, manual: false, ...(status === 'pending' ? { nextAttemptAt: sql`now() + make_interval(secs => ${outcome.retryInMs! / 1000})` } : {}) })
      .where(and(eq(webhookDeliveries.organizationId, delivery.organizationId), eq(webhookDeliveries.id, delivery.id)));
  });
}

/** A success clears the endpoint's failing streak; a failure starts one (kept from its first failure). */
export async function markEndpointAnswered(db: Db, endpoint: EndpointRow, succeeded: boolean): Promise<Date | null> {
  const [row] = await db
    .update(webhookEndpoints)
    .set(succeeded ? { failingSince: null, lastSuccessAt: sql`now()` } : { failingSince: sql`coalesce(${webhookEndpoints.failingSince}, now())` })
    .where(ofChain(endpoint.organizationId, endpoint.id))
    .returning({ failingSince: webhookEndpoints.failingSince });
  return row?.failingSince ?? null;
}

/** Disables an endpoint that is still enabled (true when this call did it) and fails its waiting deliveries. */
export async function disableEndpoint(tx: Pick<Db, 'update'>, endpoint: EndpointRow): Promise<boolean> {
  const [row] = await tx
    .update(webhookEndpoints)
    .set({ enabled: false, disabledAt: sql`now()`, version: sql`${webhookEndpoints.version} + 1` })
    .where(and(ofChain(endpoint.organizationId, endpoint.id), eq(webhookEndpoints.enabled, true)))
    .returning({ id: webhookEndpoints.id });
  if (!row) return false;
  await tx
    .update(webhookDeliveries)
    .set({ status: 'failed' })
    .where(and(eq(webhookDeliveries.organizationId, endpoint.organizationId), eq(webhookDeliveries.endpointId, endpoint.id), eq(webhookDeliveries.status, 'pending')));
  return true;
}

const deliveriesOf = (organizationId: number, endpointId?: number) =>
  and(eq(webhookDeliveries.organizationId, organizationId), endpointId === undefined ? undefined : eq(webhookDeliveries.endpointId, endpointId));

export async function listDeliveries(db: Db, organizationId: number, page: number, perPage: number, endpointId?: number) {
  const where = deliveriesOf(organizationId, endpointId);
  const [rows, [total]] = await Promise.all([
    db.select().from(webhookDeliveries).where(where).orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id)).limit(perPage).offset((page - 1) * perPage),
    db.select({ value: count() }).from(webhookDeliveries).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findDelivery(db: Db, organizationId: number, id: number): Promise<{ delivery: DeliveryRow; attempts: AttemptRow[] } | null> {
  const [delivery] = await db.select().from(webhookDeliveries).where(and(eq(webhookDeliveries.organizationId, organizationId), eq(webhookDeliveries.id, id)));
  if (!delivery) return null;
  const attempts = await db
    .select()
    .from(webhookAttempts)
    .where(and(eq(webhookAttempts.organizationId, organizationId), eq(webhookAttempts.deliveryId, id)))
    .orderBy(desc(webhookAttempts.at), desc(webhookAttempts.id));
  return { delivery, attempts };
}

/** Redelivery by hand: due now, the schedule started afresh, the next attempt logged as manual. */
export const requeueDelivery = (db: Db, delivery: DeliveryRow) =>
  db
    .update(webhookDeliveries)
    .set({ status: 'pending', attempts: 0, manual: true, nextAttemptAt: sql`now()` })
    .where(and(eq(webhookDeliveries.organizationId, delivery.organizationId), eq(webhookDeliveries.id, delivery.id)));
