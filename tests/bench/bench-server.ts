import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { ensureServerBundle, serverBundleEntry, serverNodeOptions } from '../../scripts/server-bundle';
import { sessionOptions } from '../../server/db/client';
import { createAccessTokenIssuer } from '../../server/plugins/app/tokens';
import { createFreshDatabase } from '../helpers/test-database';
import { peakRssMiB, startAndWait, stopProcess } from './bench-process';
import { demoChain, type BenchChain } from './large-chain-database';

/** The server's default pool (DATABASE_POOL_MAX); a floor replaying its SQL gets the same number of connections. */
export const benchPoolSize = 10;

export type BenchServer = {
  child: ChildProcess;
  origin: string;
  pool: pg.Pool;
  bearerOf: (userId: number) => Promise<Record<string, string>>;
  /** Whose first branch the bench measures. */
  chain: BenchChain;
};

/** What a bench answered, with the server's peak resident memory over the whole run (issue 21: ≤ 300 MiB a process). */
export type OnChain<T> = T & { chain: BenchChain; serverPeakMiB: number };

/**
 * The server as `npm start` runs it (the bundle, by plain node) on a fresh database with the demo seeded (on the
 * large chain, a copy of its template), a pool beside it for seeding and floors, and everything removed afterwards.
 */
export async function withBenchServer<T extends object>(
  name: string,
  port: number,
  run: (server: BenchServer) => Promise<T>,
  env: Record<string, string> = {},
  chain: BenchChain = demoChain,
): Promise<OnChain<T>> {
  const jwtSecret = randomBytes(32);
  const dataDir = await mkdtemp(path.join(tmpdir(), `bench-${name}-`));
  const database = await createFreshDatabase('bench', chain.template ?? undefined);
  await ensureServerBundle();
  const { child } = await startAndWait(
    process.execPath,
    [...serverNodeOptions, serverBundleEntry],
    { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '1', LOG_LEVEL: 'silent', JWT_SECRET: jwtSecret.toString('hex'), DATABASE_URL: database.url, DATABASE_POOL_MAX: String(benchPoolSize), ...env },
    `http://127.0.0.1:${port}/api/v1/health`,
  );
  const pool = new pg.Pool({ connectionString: database.url, max: benchPoolSize, options: sessionOptions });
  const issuer = createAccessTokenIssuer(new TextEncoder().encode(jwtSecret.toString('hex')));
  const bearerOf = async (userId: number) => ({ authorization: `Bearer ${(await issuer.issue(userId)).accessToken}` });
  try {
    const result = await run({ child, origin: `http://127.0.0.1:${port}`, pool, bearerOf, chain });
    return { ...result, chain, serverPeakMiB: peakRssMiB(child.pid!) };
  } finally {
    await pool.end();
    await stopProcess(child);
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export type ChainOwner = { userId: number; organizationId: number; branchId: number; slug: string };

/** The chain's owner and first branch, with its booking page's slug: where a bench seeds what it measures. */
export async function ownerAndFirstBranch(pool: pg.Pool, chain: BenchChain): Promise<ChainOwner> {
  const { rows } = await pool.query<{ user_id: string; organization_id: string; branch_id: string; slug: string }>(
    `select u.id as user_id, ou.organization_id, b.id as branch_id, a.address as slug
     from users u join organization_users ou on ou.user_id = u.id
     join lateral (select min(id) as id from branches where organization_id = ou.organization_id) b on true
     join booking_addresses a on a.kind = 'slug' and a.organization_id = ou.organization_id and a.branch_id = b.id
     where u.login = $1 order by ou.organization_id limit 1`,
    [chain.ownerLogin],
  );
  const row = rows[0];
  if (!row) throw new Error(`${chain.ownerLogin} owns no branch with a booking page`);
  return { userId: Number(row.user_id), organizationId: Number(row.organization_id), branchId: Number(row.branch_id), slug: row.slug };
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
