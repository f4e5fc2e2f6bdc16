import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { claimDueMessages, markMessageFailed, markMessageSent, scheduleMessageRetry } from './outbox.repository';
import type { MessageTransports } from './transports';

export type DeliveryOptions = {
  batchSize?: number;
  /** After this many failed attempts a message is marked failed and left alone. */
  maxAttempts?: number;
  /** How long a claimed message stays invisible to other workers while it is being sent. */
  leaseSeconds?: number;
  retryDelayMs?: (attempt: number) => number;
};
export type DeliveryReport = { sent: number; retried: number; failed: number };

export const defaultMaxAttempts = 8;

/** Exponential back-off: 30 s after the first failure, doubling, at most an hour (8 attempts ≈ 1 h 4 min). */
export const retryDelayMs = (attempt: number): number => Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/** Claims one batch of due messages and sends each through its channel's transport. */
export async function deliverPendingMessages(
  db: Db,
  transports: MessageTransports,
  options: DeliveryOptions = {},
): Promise<DeliveryReport> {
  const { batchSize = 20, maxAttempts = defaultMaxAttempts, leaseSeconds = 300, retryDelayMs: delay = retryDelayMs } = options;
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  const claimed = await claimDueMessages(db, batchSize, leaseSeconds);
  for (const message of claimed) {
    try {
      await transports[message.channel].send(message);
      await markMessageSent(db, message.id);
      report.sent++;
    } catch (error) {
      if (message.attempts >= maxAttempts) {
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

export type OutboxWorker = {
  start(): void;
  /** Stops polling and waits for the batch in flight. */
  stop(): Promise<void>;
  deliverPendingMessages(): Promise<DeliveryReport>;
};

/** Polls the outbox; a full batch is followed at once by the next, an idle one waits `intervalMs`. */
export function createOutboxWorker(options: {
  db: Db;
  transports: MessageTransports;
  log: FastifyBaseLogger;
  intervalMs?: number;
  delivery?: DeliveryOptions;
}): OutboxWorker {
  const { db, transports, log, intervalMs = 1_000, delivery = {} } = options;
  const batchSize = delivery.batchSize ?? 20;
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  let inFlight: Promise<unknown> = Promise.resolve();

  const deliver = () => deliverPendingMessages(db, transports, { ...delivery, batchSize });
  const tick = async () => {
    let next = intervalMs;
    try {
      const report = await deliver();
      if (report.sent + report.retried + report.failed >= batchSize) next = 0;
      if (report.failed > 0) log.warn({ failed: report.failed }, 'outbox messages failed for good');
    } catch (error) {
      // The database may be restarting: try again later rather than crash the server.
      log.warn({ err: error }, 'outbox delivery failed');
      next = intervalMs * 5;
    }
    if (running) timer = setTimeout(run, next);
  };
  const run = () => {
    inFlight = tick();
  };

  return {
    start() {
      if (running) return;
      running = true;
      run();
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await inFlight;
    },
    deliverPendingMessages: deliver,
  };
}
