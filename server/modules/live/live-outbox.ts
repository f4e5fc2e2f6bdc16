import { and, asc, inArray, isNull, lt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import { liveServerMessageSchema, type LiveServerMessage } from '../../../src/schema/live';
import type { Db } from '../../db/client';
import { liveOutbox } from '../../db/tables';
import { repeatingJob } from '../../plugins/app/repeating-job';
import type { LivePublisher } from './index';

/**
 * Live events through the `live_outbox` table: written in the transaction of the change they announce
 * (`enqueueLiveEvent`), published right after its commit by the process that wrote them (`publishAfterCommit`),
 * and, should that process die in between, by whichever process's sweeper finds them a few seconds later.
 * A change that rolls back takes its rows with it, so nothing is announced that did not happen.
 */

export type LiveOutbox = {
  /** Publishes the given rows now (call it after the commit that wrote them); never rejects. */
  publishAfterCommit(ids: readonly number[]): Promise<void>;
  /** Publishes rows left unpublished for longer than `olderThanMs`; how many it published. */
  sweep(olderThanMs?: number): Promise<number>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyInstance {
    liveOutbox: LiveOutbox;
  }
}

type Insert = Pick<Db, 'insert'>;

/** Queues an event on a branch's channel in the caller's transaction; its id goes to `publishAfterCommit`. */
export async function enqueueLiveEvent(tx: Insert, event: { organizationId: number; channel: string; message: LiveServerMessage }): Promise<number> {
  const [row] = await tx
    .insert(liveOutbox)
    .values({ organizationId: event.organizationId, channel: event.channel, event: event.message.event, data: (event.message.data ?? {}) as Record<string, unknown> })
    .returning({ id: liveOutbox.id });
  return row!.id;
}

/** A row left this long is taken for one whose writer died (the writer publishes within milliseconds). */
export const sweepAfterMs = 5_000;
const sweepIntervalMs = 2_000;
const sweepBatch = 200;

/**
 * Claims unpublished rows (SKIP LOCKED: a row another process is publishing is left to it), publishes them and
 * marks them in the same transaction, so a row is marked only once sent and never sent twice by two processes.
 */
async function claimAndPublish(db: Db, live: LivePublisher, which: { ids: readonly number[] } | { olderThanMs: number }): Promise<number> {
  return db.transaction(async (tx) => {
    const where =
      'ids' in which
        ? and(inArray(liveOutbox.id, [...which.ids]), isNull(liveOutbox.publishedAt))
        : and(isNull(liveOutbox.publishedAt), lt(liveOutbox.createdAt, sql`now() - make_interval(secs => ${which.olderThanMs / 1000})`));
    const rows = await tx
      .select()
      .from(liveOutbox)
      .where(where)
      .orderBy(asc(liveOutbox.id))
      .limit(sweepBatch)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return 0;
    for (const row of rows) {
      await live.publish(row.channel, liveServerMessageSchema.parse({ event: row.event, data: row.data }));
    }
    await tx
      .update(liveOutbox)
      .set({ publishedAt: sql`now()` })
      .where(inArray(liveOutbox.id, rows.map((row) => row.id)));
    return rows.length;
  });
}

export function createLiveOutbox(db: Db, live: LivePublisher, log: FastifyBaseLogger): LiveOutbox {
  return {
    async publishAfterCommit(ids) {
      if (ids.length === 0) return;
      try {
        await claimAndPublish(db, live, { ids });
      } catch (err) {
        // The change has committed: the sweeper publishes these rows later.
        log.warn({ err }, 'live outbox: publishing after commit failed; the sweeper will retry');
      }
    },
    sweep: (olderThanMs = sweepAfterMs) => claimAndPublish(db, live, { olderThanMs }),
  };
}

/** `app.liveOutbox`, and its sweeper every 2 s. */
export const liveOutboxPlugin = fp(
  async (app) => {
    const outbox = createLiveOutbox(app.db, app.live, app.log);
    app.decorate('liveOutbox', outbox);
    repeatingJob(app, 'live outbox sweep', sweepIntervalMs, () => outbox.sweep());
  },
  { name: 'live-outbox', dependencies: ['live'] },
);
