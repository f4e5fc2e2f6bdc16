import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { claimDueMessages, markMessageFailed, markMessageSent, markMessageSkipped, scheduleMessageRetry, type OutboxRow } from './outbox.repository';
import type { TransportFor } from './transport-resolver';
import { createPollingLoop, type PollingLoop } from './polling-loop';
import { PermanentDeliveryError } from './transports/transport';

export type DeliveryOptions = {
  batchSize?: number;
  /** After this many failed attempts a message is marked failed and left alone. */
  maxAttempts?: number;
  /** How long a claimed message stays invisible to other workers while it is being sent. */
  leaseSeconds?: number;
  retryDelayMs?: (attempt: number) => number;
  /** Asked before a marketing message goes (its broadcast cancelled? the client's frequency cap reached?): a reason skips it. */
  beforeMarketing?: (message: OutboxRow) => Promise<string | null>;
};
export type DeliveryReport = { sent: number; retried: number; failed: number; skipped: number };

export const defaultMaxAttempts = 8;

/** Exponential back-off: 30 s after the first failure, doubling, at most an hour (8 attempts ≈ 1 h 4 min). */
export const retryDelayMs = (attempt: number): number => Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/** Claims one batch of due messages and sends each through its channel's transport. */
export async function deliverPendingMessages(
  db: Db,
  transportFor: TransportFor,
  options: DeliveryOptions = {},
): Promise<DeliveryReport> {
  const { batchSize = 20, maxAttempts = defaultMaxAttempts, leaseSeconds = 300, retryDelayMs: delay = retryDelayMs } = options;
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0, skipped: 0 };
  const claimed = await claimDueMessages(db, batchSize, leaseSeconds);
  for (const message of claimed) {
    if (message.expiresAt && message.expiresAt.getTime() <= Date.now()) {
      await markMessageSkipped(db, message.id, 'too_late');
      report.skipped++;
      continue;
    }
    const skip = message.kind === 'marketing' && options.beforeMarketing ? await options.beforeMarketing(message) : null;
    if (skip) {
      await markMessageSkipped(db, message.id, skip);
      report.skipped++;
      continue;
    }
    try {
      const transport = await transportFor(message);
      const result = await transport.send(message);
      await markMessageSent(db, message.id, { provider: transport.name, providerMessageId: result?.providerMessageId });
      report.sent++;
    } catch (error) {
      if (error instanceof PermanentDeliveryError || message.attempts >= maxAttempts) {
        await markMessageFailed(db, message.id, errorText(error));
        report.failed++;
      } else {
        await scheduleMessageRetry(db, message.id, errorText(error), delay(message.attempts));
        report.retried++;
      }
    }
  }
  return report;
}

export type OutboxWorker = PollingLoop & { deliverPendingMessages(): Promise<DeliveryReport> };

/** Polls the outbox; a full batch is followed at once by the next, an idle one waits `intervalMs`. */
export function createOutboxWorker(options: {
  db: Db;
  transportFor: TransportFor;
  log: FastifyBaseLogger;
  intervalMs?: number;
  delivery?: DeliveryOptions;
}): OutboxWorker {
  const { db, transportFor, log, intervalMs = 1_000, delivery = {} } = options;
  const batchSize = delivery.batchSize ?? 20;
  const deliver = () => deliverPendingMessages(db, transportFor, { ...delivery, batchSize });
  const loop = createPollingLoop({
    intervalMs,
    log,
    failure: 'outbox delivery failed',
    round: async () => {
      const report = await deliver();
      if (report.failed > 0) log.warn({ failed: report.failed }, 'outbox messages failed for good');
      return { more: report.sent + report.retried + report.failed + report.skipped >= batchSize };
    },
  });
  return {
    ...loop,
    deliverPendingMessages: deliver,
  };
}
