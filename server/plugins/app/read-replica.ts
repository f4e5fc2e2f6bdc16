import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createReplicaDb, type DbHandle } from '../../db/client';
import { memoryWriteMarks, primaryClusterId, primaryPosition, readsFromReplica, redisWriteMarks, replicaStateReader } from '../../db/read-routing';
import { DomainError } from './domain-error';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyInstance {
    /** The replica's database (REPLICA_DATABASE_URL), or the primary's when there is none. */
    readDb: DbHandle['db'];
    readPool: DbHandle['pool'];
    /**
     * Runs a read that may lag (a report, a list, what an export reads) on the replica once it has replayed the
     * caller's last write, else on the primary; should the replica fail it (down, a query cancelled by a recovery
     * conflict), again on the primary, as a read may be. With a replica set, the answer says which in
     * `X-Read-From` (`replica` or `primary`), and the replica's lag in seconds in `X-Replica-Lag`.
     */
    laggingRead: <T>(request: FastifyRequest, reply: FastifyReply, read: (handle: DbHandle) => Promise<T>) => Promise<T>;
  }
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** REPLICA_DATABASE_URL: reads that may lag go to a streaming replica, writes and read-your-writes stay on the primary. */
export const readReplicaPlugin = fp(async (app) => {
  const primary: DbHandle = { db: app.db, pool: app.pool };
  const replicaUrl = app.env.REPLICA_DATABASE_URL;
  if (!replicaUrl) {
    app.decorate('readDb', primary.db);
    app.decorate('readPool', primary.pool);
    app.decorate('laggingRead', <T>(_request: FastifyRequest, _reply: FastifyReply, read: (handle: DbHandle) => Promise<T>) => read(primary));
    return;
  }

  const replica = createReplicaDb(replicaUrl, app.env.DATABASE_POOL_MAX);
  app.decorate('readDb', replica.db);
  app.decorate('readPool', replica.pool);
  app.addHook('onClose', () => replica.pool.end());

  // Loaded only when used, as the rate limits' store does: a single-process start stays faster without it.
  const redis = app.env.REDIS_URL ? new (await import('ioredis')).Redis(app.env.REDIS_URL, { connectTimeout: 1_000, maxRetriesPerRequest: 1 }) : null;
  if (redis) {
    redis.on('error', (err) => app.log.warn({ err }, 'write marks: Redis error'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  let clusterId: Promise<string> | null = null;
  // Asked once; asked again after a failure rather than failing every mark for as long as the process lives.
  const primaryCluster = () =>
    (clusterId ??= primaryClusterId(app.pool).catch((error: unknown) => {
      clusterId = null;
      throw error;
    }));
  const marks = redis ? redisWriteMarks(redis, primaryCluster) : memoryWriteMarks();
  const replicaState = replicaStateReader(replica.pool, (err) => app.log.warn({ err }, 'read replica unavailable: reads go to the primary'));

  // Before the answer leaves: the person's next request may be a read, and it must find the mark.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.userId && !safeMethods.has(request.method)) {
      await primaryPosition(app.pool)
        .then((position) => marks.remember(request.userId, position))
        .catch((err: unknown) => app.log.warn({ err }, 'write mark not recorded: this person may read from the replica before it has their write'));
    }
    return payload;
  });

  app.decorate('laggingRead', async <T>(request: FastifyRequest, reply: FastifyReply, read: (handle: DbHandle) => Promise<T>) => {
    const fromPrimary = () => {
      void reply.header('X-Read-From', 'primary');
      return read(primary);
    };
    const [state, lastWrite] = await Promise.all([
      replicaState.current(),
      request.userId
        ? marks.latest(request.userId).catch((err: unknown) => {
            app.log.warn({ err }, 'write mark not readable: reading from the primary');
            return 'unknown' as const;
          })
        : null,
    ]);
    if (!readsFromReplica(state, lastWrite)) return fromPrimary();
    try {
      const answer = await read(replica);
      void reply.header('X-Read-From', 'replica').header('X-Replica-Lag', state.lagSeconds.toFixed(3));
      return answer;
    } catch (error) {
      // A refusal (404, 400…) is the answer wherever it is read.
      if (error instanceof DomainError) throw error;
      app.log.warn({ err: error }, 'read replica failed a read: reading from the primary');
      replicaState.failed();
      return fromPrimary();
    }
  });
});
