import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as tables from './tables';

export type Db = NodePgDatabase<typeof tables>;
/** A transaction opened on the database; reads and writes inside it commit or roll back together. */
export type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a repository runs its statements on: the database itself or a transaction opened on it. */
export type DbExecutor = Db | DbTransaction;
export type DbHandle = { db: Db; pool: pg.Pool };

// bigint columns (ids) fit in a JS number for our sequence; numeric stays a string (exact money).
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/**
 * Every session of the server's: no JIT compilation. Its statements are short (a page, a day's summaries), and
 * PostgreSQL compiles by the planner's estimate, which a statement's gated branches inflate: the key indicators of
 * the large chain took 107 ms with JIT for 1 ms of work (docs/report-summaries.md). Benchmarks' floors use it too.
 */
export const sessionOptions = '-c jit=off';

export function createDb(connectionString: string, max = 10, options: Pick<pg.PoolConfig, 'connectionTimeoutMillis'> = {}): DbHandle {
  const pool = new pg.Pool({ connectionString, max, options: sessionOptions, ...options });
  // An idle connection dropped by the server (restart, failover) must not crash the process: the pool
  // discards it and the next query opens a fresh one.
  pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
  return { db: drizzle(pool, { schema: tables, casing: 'snake_case' }), pool };
}

/**
 * The streaming replica's handle (REPLICA_DATABASE_URL): half the primary's connections, as only the reads that may
 * lag (reports, lists) go there. A replica that does not let us in within 2 s is taken as down, and those reads go
 * to the primary meanwhile (server/db/read-routing.ts), instead of waiting on it for as long as the request lasts.
 */
export const createReplicaDb = (connectionString: string, primaryPoolMax: number): DbHandle =>
  createDb(connectionString, Math.max(2, Math.ceil(primaryPoolMax / 2)), { connectionTimeoutMillis: 2_000 });
