/**
 * Which database a read that may lag runs on: the streaming replica, unless the person asking wrote something the
 * replica has not replayed yet (read-your-write), then the primary.
 *
 * Why WAL positions rather than "a few seconds after a write": a position is exact whatever the lag and needs no
 * clock shared by the machines. After a person's write the primary's position (pg_current_wal_lsn(), past the
 * write's commit) is remembered for them; their reads go to the replica once its pg_last_wal_replay_lsn() has
 * passed it. Each read costs a look-up of the person's mark (a Map, or one Redis GET so that every process knows
 * it) and the replica's position, asked at most every 100 ms whatever the traffic.
 */
import type { Redis } from 'ioredis';
import type pg from 'pg';

/** Bytes of WAL since 0/0 (`pg_lsn - '0/0'`, numeric, exact as a bigint). */
export type WalPosition = bigint;

export type ReplicaState = {
  replayed: WalPosition;
  /** Seconds behind what it has received from the primary: 0 once it has replayed all of it. */
  lagSeconds: number;
};

/** The primary's position now: every transaction committed before this call ends at or before it. */
export async function primaryPosition(pool: pg.Pool): Promise<WalPosition> {
  const { rows } = await pool.query<{ position: string }>(`SELECT (pg_current_wal_lsn() - '0/0'::pg_lsn)::text AS position`);
  return BigInt(rows[0]!.position);
}

const replicaStateSql = `
  SELECT (pg_last_wal_replay_lsn() - '0/0'::pg_lsn)::text AS replayed,
         CASE WHEN pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN 0
              ELSE coalesce(extract(epoch FROM now() - pg_last_xact_replay_timestamp()), 0) END::float8 AS lag`;

export type ReplicaStateReader = {
  /** The replica's state, or null when it cannot say: down, or not a standby at all (no replay position). */
  current: () => Promise<ReplicaState | null>;
  /** A read there failed: take it as down for a while. */
  failed: () => void;
};

/**
 * Asks the replica its state at most once per `freshMs` (callers meanwhile share the answer, or the question in
 * flight). Down is remembered for `downMs`, so that a dead replica costs one connection timeout now and then, not
 * one per read.
 */
export function replicaStateReader(
  pool: pg.Pool,
  onFailure: (error: Error) => void,
  { freshMs = 100, downMs = 5_000, now = Date.now }: { freshMs?: number; downMs?: number; now?: () => number } = {},
): ReplicaStateReader {
  let cached: { state: Promise<ReplicaState | null>; until: number } | null = null;
  const ask = async (): Promise<ReplicaState | null> => {
    try {
      const { rows } = await pool.query<{ replayed: string | null; lag: number }>(replicaStateSql);
      const row = rows[0]!;
      if (row.replayed === null) throw new Error('REPLICA_DATABASE_URL names a server that is not a streaming standby (pg_last_wal_replay_lsn() is null)');
      return { replayed: BigInt(row.replayed), lagSeconds: row.lag };
    } catch (error) {
      onFailure(error as Error);
      return null;
    }
  };
  return {
    current: () => {
      if (cached && now() < cached.until) return cached.state;
      // Shared until it is answered, however long the replica takes: one question in flight at a time.
      const entry = { state: ask(), until: Number.POSITIVE_INFINITY };
      void entry.state.then((state) => (entry.until = now() + (state ? freshMs : downMs)));
      cached = entry;
      return entry.state;
    },
    failed: () => {
      cached = { state: Promise.resolve(null), until: now() + downMs };
    },
  };
}

/** Each person's last write position, kept for `ttlMs`: long past any lag a replica in use would have. */
export type WriteMarks = {
  remember: (userId: number, position: WalPosition) => Promise<void>;
  latest: (userId: number) => Promise<WalPosition | null>;
};

export const writeMarkTtlMs = 10 * 60_000;

/** One process's marks (no REDIS_URL): a later write never lowers a mark; expired ones are swept as marks are added. */
export function memoryWriteMarks(ttlMs = writeMarkTtlMs, now = Date.now): WriteMarks {
  const marks = new Map<number, { position: WalPosition; until: number }>();
  let nextSweep = now() + ttlMs;
  return {
    remember: async (userId, position) => {
      const at = now();
      if (at >= nextSweep) {
        for (const [id, mark] of marks) if (mark.until <= at) marks.delete(id);
        nextSweep = at + ttlMs;
      }
      const held = marks.get(userId);
      marks.set(userId, { position: held && held.until > at && held.position > position ? held.position : position, until: at + ttlMs });
    },
    latest: async (userId) => {
      const mark = marks.get(userId);
      return mark && mark.until > now() ? mark.position : null;
    },
  };
}

/**
 * Raises the mark only: two processes answering two writes of one person may record them in either order. A WAL
 * position fits Lua's double exactly below 2^53 bytes (8 PiB of WAL).
 */
const raiseMarkScript = `
  local held = redis.call('GET', KEYS[1])
  if held and tonumber(held) > tonumber(ARGV[1]) then
    redis.call('PEXPIRE', KEYS[1], ARGV[2])
  else
    redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  end`;

/** The primary's cluster: its WAL positions compare with no other cluster's. */
export async function primaryClusterId(pool: pg.Pool): Promise<string> {
  const { rows } = await pool.query<{ id: string }>('SELECT system_identifier::text AS id FROM pg_control_system()');
  return rows[0]!.id;
}

/**
 * Every process's marks in Redis (REDIS_URL), under the primary cluster's id: a Redis shared with another
 * deployment, or outliving a restore into a new cluster, never compares positions of two clusters.
 */
export function redisWriteMarks(redis: Redis, clusterId: () => Promise<string>, ttlMs = writeMarkTtlMs): WriteMarks {
  const key = async (userId: number) => `branchbook-write-mark:${await clusterId()}:${userId}`;
  return {
    remember: async (userId, position) => {
      await redis.eval(raiseMarkScript, 1, await key(userId), position.toString(), ttlMs);
    },
    latest: async (userId) => {
      const held = await redis.get(await key(userId));
      return held === null ? null : BigInt(held);
    },
  };
}

/**
 * The replica serves a read when it answers and has replayed the person's last write. A mark that could not be
 * read ('unknown': Redis down) sends the read to the primary, which is never behind.
 */
export function readsFromReplica(state: ReplicaState | null, lastWrite: WalPosition | null | 'unknown'): state is ReplicaState {
  if (state === null || lastWrite === 'unknown') return false;
  return lastWrite === null || state.replayed >= lastWrite;
}
