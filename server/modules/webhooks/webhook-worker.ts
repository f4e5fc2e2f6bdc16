import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { recordAudit } from '../audit/audit.service';
import { openSecrets } from '../integrations/sealed-secrets';
import { createPollingLoop, type PollingLoop } from '../outbox/polling-loop';
import { planOwnerNotice } from './webhook-owner-notice';
import { isSuccess, sendWebhook, type WebhookAnswer } from './webhook-sender';
import { sweepWebhooks, type SweepReport } from './webhook-housekeeping';
import { claimDueDeliveries, disableEndpoint, markEndpointAnswered, recordAttempt, type ClaimedDelivery, type EndpointRow } from './webhooks.repository';

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * The wait after each failed attempt, after Standard Webhooks' recommendation (immediately, 5 s, 5 min, 30 min, 2 h,
 * 5 h, 10 h, 10 h…), with 10-hour steps until the attempts span more than 72 hours (about 77.6 h, 13 attempts).
 */
export const retryScheduleMs: readonly number[] = [5 * second, 5 * minute, 30 * minute, 2 * hour, 5 * hour, ...Array.from({ length: 7 }, () => 10 * hour)];
/** After `attempts` failed attempts: the wait before the next, or null when the schedule is spent. */
export const retryDelayAfter = (attempts: number): number | null => retryScheduleMs[attempts - 1] ?? null;
/** An endpoint failing continuously (no success in between) this long is disabled and its owners told. */
export const failureWindowDays = 5;

export type WebhookDeliveryDeps = { db: Db; integrationKey: Uint8Array; allowPrivate: boolean; timeoutMs?: number };
export type WebhookDeliveryReport = { delivered: number; retried: number; failed: number; disabled: number };

const endpointDisabled: WebhookAnswer = { statusCode: null, responseBody: null, durationMs: 0, error: 'endpoint disabled' };

async function disableFailing(db: Db, delivery: ClaimedDelivery): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await disableEndpoint(tx, delivery.endpoint))) return false;
    const { organizationId, id, url, version } = delivery.endpoint;
    await recordAudit(tx, { organizationId, actorUserId: null, entity: 'webhook_endpoint', entityId: id, action: 'update', before: { enabled: true }, after: { enabled: false, reason: `failing for ${failureWindowDays} days` } });
    await planOwnerNotice(tx, { organizationId, id, url, version: version + 1 }, failureWindowDays);
    return true;
  });
}

/** The endpoint's secret, and its previous one while a rotation's grace period lasts: each signs (docs/webhooks.md). */
export function signingSecrets(key: Uint8Array, endpoint: Pick<EndpointRow, 'sealedSecret' | 'previousSealedSecret' | 'previousSecretUntil'>, now = new Date()): string[] {
  const current = openSecrets(key, endpoint.sealedSecret)['secret'] ?? '';
  const graced = endpoint.previousSealedSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil > now;
  return graced ? [current, openSecrets(key, endpoint.previousSealedSecret!)['secret'] ?? ''] : [current];
}

/** One attempt of one claimed delivery, and what it settles. */
async function attempt(deps: WebhookDeliveryDeps, delivery: ClaimedDelivery, report: WebhookDeliveryReport) {
  const { db } = deps;
  if (!delivery.endpoint.enabled) {
    await recordAttempt(db, delivery, endpointDisabled, { delivered: false, retryInMs: null });
    report.failed++;
    return;
  }
  const answer = await sendWebhook(
    { url: delivery.endpoint.url, secrets: signingSecrets(deps.integrationKey, delivery.endpoint), messageId: delivery.messageId, timestamp: new Date(), body: JSON.stringify(delivery.payload) },
    { allowPrivate: deps.allowPrivate, ...(deps.timeoutMs ? { timeoutMs: deps.timeoutMs } : {}) },
  );
  const delivered = isSuccess(answer);
  const retryInMs = delivered ? null : retryDelayAfter(delivery.attempts);
  await recordAttempt(db, delivery, answer, { delivered, retryInMs });
  if (delivered) report.delivered++;
  else if (retryInMs === null) report.failed++;
  else report.retried++;
  const failingSince = await markEndpointAnswered(db, delivery.endpoint, delivered);
  if (!delivered && failingSince && Date.now() - failingSince.getTime() >= failureWindowDays * day && (await disableFailing(db, delivery))) report.disabled++;
}

/** Claims one batch of due deliveries and sends them side by side (one slow receiver does not hold up the others). */
export async function deliverPendingWebhooks(deps: WebhookDeliveryDeps, options: { batchSize?: number; leaseSeconds?: number } = {}): Promise<WebhookDeliveryReport> {
  const report: WebhookDeliveryReport = { delivered: 0, retried: 0, failed: 0, disabled: 0 };
  const claimed = await claimDueDeliveries(deps.db, options.batchSize ?? 20, options.leaseSeconds ?? 60);
  await Promise.all(claimed.map((delivery) => attempt(deps, delivery, report)));
  return report;
}

export type WebhookWorker = PollingLoop & { deliverPending(): Promise<WebhookDeliveryReport>; sweep(): Promise<SweepReport> };

/** The housekeeping runs at most this often, between delivery rounds. */
const sweepEveryMs = 60_000;

export function createWebhookWorker(deps: WebhookDeliveryDeps & { log: FastifyBaseLogger; intervalMs?: number }): WebhookWorker {
  const batchSize = 20;
  const deliverPending = () => deliverPendingWebhooks(deps, { batchSize });
  const sweep = () => sweepWebhooks(deps.db);
  let lastSweep = 0;
  const loop = createPollingLoop({
    intervalMs: deps.intervalMs ?? 1_000,
    log: deps.log,
    failure: 'webhook delivery failed',
    round: async () => {
      if (Date.now() - lastSweep >= sweepEveryMs) {
        lastSweep = Date.now();
        await sweep();
      }
      const report = await deliverPending();
      return { more: report.delivered + report.retried + report.failed >= batchSize };
    },
  });
  return { ...loop, deliverPending, sweep };
}
