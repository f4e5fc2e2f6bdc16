import { and, eq, inArray, isNotNull, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { broadcasts, outbox } from '../../db/tables';
import { createPollingLoop, type PollingLoop } from '../outbox/polling-loop';
import { expandBatch, type ExpansionDeps } from './broadcast-expansion';

/**
 * Moves broadcasts along: a scheduled one whose time has come starts sending; a sending one is expanded batch by
 * batch; one whose every row has left (sent, failed or skipped) is sent. Any number of processes may run it: a
 * broadcast being expanded by one is skipped by the others (its row is locked), the state changes are conditional
 * updates. Under tests (NODE_ENV=test) it does not poll: tests call `runDue` when they want it.
 */

export type BroadcastRunner = PollingLoop & {
  /** One round; answers how many batches it expanded. */
  runDue(options?: { batchSize?: number }): Promise<number>;
};

/** The most batches one round takes, so a round ends and the state changes of other broadcasts are not delayed. */
const batchesPerRound = 50;

export function createBroadcastRunner(options: ExpansionDeps & { log: FastifyBaseLogger; intervalMs?: number }): BroadcastRunner {
  const { db, log, intervalMs = 2_000 } = options;
  const runDue = async ({ batchSize = 1000 } = {}) => {
    await startDue(db);
    const sending = await db
      .select({ organizationId: broadcasts.organizationId, id: broadcasts.id })
      .from(broadcasts)
      .where(and(eq(broadcasts.status, 'sending'), isNull(broadcasts.expandedAt)))
      .limit(20);
    let batches = 0;
    for (const broadcast of sending) {
      while (batches < batchesPerRound) {
        const outcome = await expandBatch(options, broadcast.organizationId, broadcast.id, batchSize);
        if (outcome === 'busy') break;
        batches++;
        if (outcome === 'done') break;
      }
    }
    await finishSent(db);
    return batches;
  };

  const loop = createPollingLoop({ intervalMs, log, failure: 'broadcast round failed', round: async () => ({ more: (await runDue()) >= batchesPerRound }) });
  return {
    ...loop,
    runDue,
  };
}

/** Scheduled broadcasts whose time has come start sending. */
const startDue = (db: Db) =>
  db
    .update(broadcasts)
    .set({ status: 'sending', startedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(broadcasts.status, 'scheduled'), lte(broadcasts.scheduledAt, sql`now()`)));

/** A sending broadcast whose audience has been expanded and whose rows have all left is sent. */
const finishSent = (db: Db) =>
  db
    .update(broadcasts)
    .set({ status: 'sent', finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(broadcasts.status, 'sending'),
        isNotNull(broadcasts.expandedAt),
        notExists(
          db
            .select({ one: sql`1` })
            .from(outbox)
            .where(and(eq(outbox.broadcastId, broadcasts.id), eq(outbox.organizationId, broadcasts.organizationId), inArray(outbox.status, ['pending']))),
        ),
      ),
    );
