import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { ensureServerBundle, serverBundleEntry } from '../../scripts/server-bundle';
import { createAccessTokenIssuer } from '../../server/plugins/app/tokens';
import { createFreshDatabase } from '../helpers/test-database';
import { startAndWait, stopProcess } from './bench-process';

/** The server's default pool (DATABASE_POOL_MAX); a floor replaying its SQL gets the same number of connections. */
export const benchPoolSize = 10;

export type BenchServer = { child: ChildProcess; origin: string; pool: pg.Pool; bearerOf: (userId: number) => Promise<Record<string, string>> };

/**
 * The server as `npm start` runs it (the bundle, by plain node) on a fresh database with the demo seeded, a pool
 * beside it for seeding and floors, and everything removed afterwards.
 */
export async function withBenchServer<T>(name: string, port: number, run: (server: BenchServer) => Promise<T>, env: Record<string, string> = {}): Promise<T> {
  const jwtSecret = randomBytes(32);
  const dataDir = await mkdtemp(path.join(tmpdir(), `bench-${name}-`));
  const database = await createFreshDatabase('bench');
  await ensureServerBundle();
  const { child } = await startAndWait(
    process.execPath,
    [serverBundleEntry],
    { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '1', LOG_LEVEL: 'silent', JWT_SECRET: jwtSecret.toString('hex'), DATABASE_URL: database.url, DATABASE_POOL_MAX: String(benchPoolSize), ...env },
    `http://127.0.0.1:${port}/api/v1/health`,
  );
  const pool = new pg.Pool({ connectionString: database.url, max: benchPoolSize });
  const issuer = createAccessTokenIssuer(new TextEncoder().encode(jwtSecret.toString('hex')));
  const bearerOf = async (userId: number) => ({ authorization: `Bearer ${(await issuer.issue(userId)).accessToken}` });
  try {
    return await run({ child, origin: `http://127.0.0.1:${port}`, pool, bearerOf });
  } finally {
    await pool.end();
    await stopProcess(child);
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * The server's environment for a bench of public calls, which are limited per client address: it believes
 * X-Forwarded-For from 127.0.0.1, and `forwardedAddresses` gives every request an address of its own (10.0.0.0/8), as
 * many people's would.
 */
export const behindLocalProxy = { TRUST_PROXY: '127.0.0.1' };

export function forwardedAddresses() {
  let n = 0;
  return () => {
    n += 1;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  };
}

export type Captured = { sql: string; params: unknown[]; name?: string };

/** The pool, recording each query that reaches it (prepared statements keep their names, so a floor prepares them too). */
export function recordingPool(pool: pg.Pool, captured: Captured[]): pg.Pool {
  return new Proxy(pool, {
    get(target, property) {
      if (property === 'query') {
        return (config: pg.QueryConfig, values?: unknown[]) => {
          captured.push({ sql: config.text, params: values ?? config.values ?? [], name: config.name });
          return target.query(config, values);
        };
      }
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
