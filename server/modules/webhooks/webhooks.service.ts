import { randomBytes } from 'node:crypto';
import { webhookPingType, webhookSecretGraceHours, type WebhookDelivery, type WebhookDeliveryDetail, type WebhookEndpoint, type WebhookEndpointWrite } from '../../../src/schema/webhooks/webhooks';
import type { Db } from '../../db/client';
import { badInput, conflict, notFound } from '../../plugins/app/domain-error';
import { recordAudit } from '../audit/audit.service';
import { openSecrets, sealSecrets } from '../integrations/sealed-secrets';
import { refusedAddress } from './webhook-address';
import { payloadOf } from './webhook-events';
import * as repo from './webhooks.repository';

export type WebhookScope = { db: Db; integrationKey: Uint8Array; allowPrivate: boolean; organizationId: number; userId: number };

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export const endpointOf = (row: repo.EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  eventTypes: row.eventTypes,
  enabled: row.enabled,
  state: !row.enabled ? 'disabled' : row.failingSince ? 'failing' : 'working',
  failingSince: iso(row.failingSince),
  disabledAt: iso(row.disabledAt),
  lastSuccessAt: iso(row.lastSuccessAt),
  previousSecretUntil: row.previousSecretUntil && row.previousSecretUntil > new Date() ? row.previousSecretUntil.toISOString() : null,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
});

const deliveryOf = (row: repo.DeliveryRow): WebhookDelivery => ({
  id: row.id,
  endpointId: row.endpointId,
  messageId: row.messageId,
  eventType: row.eventType,
  status: row.status,
  attempts: row.attempts,
  lastStatus: row.lastStatus,
  nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
  createdAt: row.createdAt.toISOString(),
});

/** Standard Webhooks' secret form: `whsec_` and 24 random bytes in base64 (the package signs with those bytes). */
const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;
const sealed = (scope: WebhookScope, secret: string) => sealSecrets(scope.integrationKey, { secret });

/** A private, loopback or unresolvable address is a 400 naming `url` (docs/webhooks.md, the SSRF guard). */
async function assertReachable(scope: WebhookScope, url: string) {
  const refused = await refusedAddress(new URL(url), scope.allowPrivate);
  if (refused) throw badInput([{ path: ['url'], message: (m) => (refused === 'private' ? m.integrations.webhookPrivateAddress : m.integrations.webhookUnresolved) }]);
}

const audit = (scope: WebhookScope, tx: Pick<Db, 'insert'>, id: number, action: 'create' | 'update' | 'delete', before: object | null, after: object | null) =>
  recordAudit(tx, { organizationId: scope.organizationId, actorUserId: scope.userId, entity: 'webhook_endpoint', entityId: id, action, before: before as Record<string, unknown> | null, after: after as Record<string, unknown> | null });

/** What the trail keeps of an endpoint: never its secret. */
const audited = (row: repo.EndpointRow) => ({ url: row.url, description: row.description, eventTypes: row.eventTypes, enabled: row.enabled });

async function endpointOrMissing(scope: WebhookScope, id: number): Promise<repo.EndpointRow> {
  const row = await repo.findEndpoint(scope.db, scope.organizationId, id);
  if (!row) throw notFound('record');
  return row;
}

export const listWebhookEndpoints = async (scope: WebhookScope) => (await repo.listEndpoints(scope.db, scope.organizationId)).map(endpointOf);

export async function createWebhookEndpoint(scope: WebhookScope, input: WebhookEndpointWrite) {
  await assertReachable(scope, input.url);
  const secret = newSecret();
  const row = await scope.db.transaction(async (tx) => {
    const created = await repo.insertEndpoint(tx, { organizationId: scope.organizationId, ...input, sealedSecret: sealed(scope, secret) });
    await audit(scope, tx, created.id, 'create', null, audited(created));
    return created;
  });
  return { ...endpointOf(row), secret };
}

/** Saving an endpoint enabled again after it was disabled starts afresh: no failing streak, no disabled time. */
export async function updateWebhookEndpoint(scope: WebhookScope, id: number, input: WebhookEndpointWrite & { version: number }) {
  const before = await endpointOrMissing(scope, id);
  if (input.url !== before.url) await assertReachable(scope, input.url);
  const { version, ...values } = input;
  const revived = values.enabled && !before.enabled ? { failingSince: null, disabledAt: null } : {};
  const row = await scope.db.transaction(async (tx) => {
    const updated = await repo.updateEndpoint(tx, scope.organizationId, id, version, { ...values, ...revived });
    if (!updated) throw conflict((m) => m.common.staleVersion);
    await audit(scope, tx, id, 'update', audited(before), audited(updated));
    return updated;
  });
  return endpointOf(row);
}

export async function deleteWebhookEndpoint(scope: WebhookScope, id: number) {
  await scope.db.transaction(async (tx) => {
    const removed = await repo.deleteEndpoint(tx, scope.organizationId, id);
    if (!removed) throw notFound('record');
    await audit(scope, tx, id, 'delete', audited(removed), null);
  });
}

export async function revealWebhookSecret(scope: WebhookScope, id: number) {
  const row = await endpointOrMissing(scope, id);
  return { secret: openSecrets(scope.integrationKey, row.sealedSecret)['secret'] ?? '' };
}

/**
 * A new secret, shown this once. For a grace period the one it replaces signs beside it (two signatures in
 * `webhook-signature`, Standard Webhooks' rotation), so a receiver can take the new one without missing a delivery;
 * the worker's housekeeping forgets the old one after. Rotating again within the period drops the oldest at once.
 */
export async function rotateWebhookSecret(scope: WebhookScope, id: number, version: number) {
  const secret = newSecret();
  const until = new Date(Date.now() + webhookSecretGraceHours * 3_600_000);
  const before = await endpointOrMissing(scope, id);
  await scope.db.transaction(async (tx) => {
    const updated = await repo.updateEndpoint(tx, scope.organizationId, id, version, { sealedSecret: sealed(scope, secret), previousSealedSecret: before.sealedSecret, previousSecretUntil: until });
    if (!updated) throw conflict((m) => m.common.staleVersion);
    // The trail says that it changed and until when the old one signs; never a secret.
    await audit(scope, tx, id, 'update', { secret: 'old' }, { secret: 'new', previousSecretUntil: until.toISOString() });
  });
  return { secret, previousSecretUntil: until.toISOString() };
}

/** "Send a test": a `webhook.ping` delivery the worker sends as any other, so it shows in the log with its answer. */
export async function pingWebhookEndpoint(scope: WebhookScope, id: number): Promise<WebhookDelivery> {
  const row = await endpointOrMissing(scope, id);
  if (!row.enabled) throw conflict((m) => m.integrations.webhookEndpointDisabled);
  const payload = payloadOf({ type: webhookPingType, organizationId: scope.organizationId, branchId: null, id: row.id, object: { url: row.url } });
  return deliveryOf(await repo.insertDelivery(scope.db, row, payload));
}

export async function listWebhookDeliveries(scope: WebhookScope, query: { page: number; perPage: number; endpointId?: number | undefined }) {
  const { rows, total } = await repo.listDeliveries(scope.db, scope.organizationId, query.page, query.perPage, query.endpointId);
  return {
    items: rows.map(deliveryOf),
    meta: { totalItems: total, totalPages: Math.ceil(total / query.perPage), currentPage: query.page, itemsPerPage: query.perPage, itemCount: rows.length },
  };
}

async function deliveryOrMissing(scope: WebhookScope, id: number) {
  const found = await repo.findDelivery(scope.db, scope.organizationId, id);
  if (!found) throw notFound('record');
  return found;
}

export async function webhookDeliveryDetail(scope: WebhookScope, id: number): Promise<WebhookDeliveryDetail> {
  const { delivery, attempts } = await deliveryOrMissing(scope, id);
  return {
    ...deliveryOf(delivery),
    payload: delivery.payload,
    attemptLog: attempts.map((row) => ({ at: row.at.toISOString(), statusCode: row.statusCode, responseBody: row.responseBody, durationMs: row.durationMs, error: row.error, manual: row.manual })),
  };
}

/** By hand from the log: the same message (same `webhook-id`, so the receiver can drop a repeat) is due again now. */
export async function redeliverWebhook(scope: WebhookScope, id: number): Promise<WebhookDeliveryDetail> {
  const { delivery } = await deliveryOrMissing(scope, id);
  const endpoint = await endpointOrMissing(scope, delivery.endpointId);
  if (!endpoint.enabled) throw conflict((m) => m.integrations.webhookEndpointDisabled);
  await repo.requeueDelivery(scope.db, delivery);
  return webhookDeliveryDetail(scope, id);
}
