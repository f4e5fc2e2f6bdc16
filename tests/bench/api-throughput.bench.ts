/**
 * GET /api/v1/me at 50 concurrent connections on the server `npm start` runs (the esbuild bundle under plain
 * node), beside a bare Fastify route (the ceiling) and the floor of any route that reads PostgreSQL: a bare
 * Fastify route doing one prepared `SELECT 1` through a pg pool of the same size. The three run as separate
 * processes, in alternating rounds so that other work on a shared machine weighs on all of them alike;
 * medians are reported. Where the load goes is measured too: CPU a request of the server process and of
 * the PostgreSQL backends serving its database (Linux /proc), and of the load generator (this process).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { readFileSync, readdirSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureServerBundle, serverBundleEntry, serverNodeOptions } from '../../scripts/server-bundle';
import { createAccessTokenIssuer } from '../../server/plugins/app/tokens';
import { createFreshDatabase } from '../helpers/test-database';
import { startAndWait, stopProcess } from './bench-process';

const connections = 50;
const rounds = 3;
const roundS = 8;
const warmUpS = 2;
/** The server's default pool (DATABASE_POOL_MAX); the floor gets the same. */
const poolSize = 10;

const bareServer = `
import Fastify from 'fastify';
const app = Fastify();
app.get('/bare', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

const floorServer = `
import Fastify from 'fastify';
import pg from 'pg';
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: ${poolSize} });
const app = Fastify();
app.get('/floor', async () => (await pool.query({ name: 'floor', text: 'select 1 as one' })).rows[0]);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

/** Seconds of CPU (user + system) the processes have used so far. */
const cpuSeconds = (pids: number[]) =>
  pids.reduce((sum, pid) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return sum + (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      return sum; // exited meanwhile
    }
  }, 0);

/** PostgreSQL backends serving one database (their process title names it). */
const backendsOf = (database: string) =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        return title.startsWith('postgres: ') && title.includes(` ${database} `);
      } catch {
        return false;
      }
    });

type Target = { url: string; headers: Record<string, string>; serverPid: number; database?: string };
export type ThroughputFigures = {
  rps: number;
  p99Ms: number;
  /** CPU µs a request: the server process, the PostgreSQL backends of its database, the load generator. */
  serverCpuUs: number;
  postgresCpuUs: number;
  generatorCpuUs: number;
};

async function load(target: Target, seconds: number): Promise<ThroughputFigures> {
  const backends = target.database ? backendsOf(target.database) : [];
  const server0 = cpuSeconds([target.serverPid]);
  const postgres0 = cpuSeconds(backends);
  const generator0 = process.cpuUsage();
  const result = await autocannon({ url: target.url, connections, duration: seconds, headers: target.headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${target.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  const generator = process.cpuUsage(generator0);
  const perRequestUs = (seconds: number) => (seconds / result.requests.total) * 1e6;
  return {
    rps: result.requests.average,
    p99Ms: result.latency.p99,
    serverCpuUs: perRequestUs(cpuSeconds([target.serverPid]) - server0),
    postgresCpuUs: target.database ? perRequestUs(cpuSeconds(backendsOf(target.database)) - postgres0) : 0,
    generatorCpuUs: (generator.user + generator.system) / result.requests.total,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const medians = (runs: ThroughputFigures[]): ThroughputFigures => ({
  rps: median(runs.map((r) => r.rps)),
  p99Ms: median(runs.map((r) => r.p99Ms)),
  serverCpuUs: median(runs.map((r) => r.serverCpuUs)),
  postgresCpuUs: median(runs.map((r) => r.postgresCpuUs)),
  generatorCpuUs: median(runs.map((r) => r.generatorCpuUs)),
});

export async function measureApiThroughput() {
  await ensureServerBundle();
  const jwtSecret = randomBytes(32);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-api-'));
  const database = await createFreshDatabase('bench');
  const databaseName = new URL(database.url).pathname.slice(1);
  const [appPort, barePort, floorPort] = [3310, 3311, 3312];
  const children: ChildProcess[] = [];
  try {
    const app = await startAndWait(
      process.execPath,
      [...serverNodeOptions, serverBundleEntry],
      {
        PORT: String(appPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: '1',
        LOG_LEVEL: 'silent',
        JWT_SECRET: jwtSecret.toString('hex'),
        DATABASE_URL: database.url,
        DATABASE_POOL_MAX: String(poolSize),
      },
      `http://127.0.0.1:${appPort}/api/v1/health`,
    );
    children.push(app.child);
    const bare = await startAndWait(process.execPath, ['--input-type=module', '-e', bareServer], { PORT: String(barePort) }, `http://127.0.0.1:${barePort}/bare`);
    children.push(bare.child);
    const floor = await startAndWait(
      process.execPath,
      ['--input-type=module', '-e', floorServer],
      { PORT: String(floorPort), DATABASE_URL: database.url },
      `http://127.0.0.1:${floorPort}/floor`,
    );
    children.push(floor.child);

    const ownerId = await ownerUserId(database.url);
    const { accessToken } = await createAccessTokenIssuer(new TextEncoder().encode(jwtSecret.toString('hex'))).issue(ownerId);
    const targets = {
      ceiling: { url: `http://127.0.0.1:${barePort}/bare`, headers: {}, serverPid: bare.child.pid! },
      floor: { url: `http://127.0.0.1:${floorPort}/floor`, headers: {}, serverPid: floor.child.pid!, database: databaseName },
      me: { url: `http://127.0.0.1:${appPort}/api/v1/me`, headers: { authorization: `Bearer ${accessToken}` }, serverPid: app.child.pid!, database: databaseName },
    } satisfies Record<string, Target>;
    const names = Object.keys(targets) as (keyof typeof targets)[];

    const loadAverageAtStart = loadavg()[0]!;
    for (const name of names) await load(targets[name], warmUpS);
    const runs = Object.fromEntries(names.map((name) => [name, [] as ThroughputFigures[]])) as Record<keyof typeof targets, ThroughputFigures[]>;
    for (let round = 0; round < rounds; round++) {
      // Each round starts with another target, so none always runs first on a machine that is busy by turns.
      for (let i = 0; i < names.length; i++) {
        const name = names[(i + round) % names.length]!;
        runs[name].push(await load(targets[name], roundS));
      }
    }
    const me = medians(runs.me);
    const floorFigures = medians(runs.floor);
    const ceiling = medians(runs.ceiling);
    return {
      me,
      floor: floorFigures,
      ceiling,
      shareOfCeiling: me.rps / ceiling.rps,
      floorShareOfCeiling: floorFigures.rps / ceiling.rps,
      loadAverage: [loadAverageAtStart, loadavg()[0]!] as const,
    };
  } finally {
    for (const child of children) await stopProcess(child);
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function ownerUserId(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ id: string }>(`select id from users where login = 'owner@demo.test'`);
  await client.end();
  return Number(rows[0]!.id);
}

export function printApiThroughput(result: Awaited<ReturnType<typeof measureApiThroughput>>) {
  const row = (label: string, f: ThroughputFigures, share?: number) =>
    `  ${label.padEnd(27)} ${f.rps.toFixed(0).padStart(6)} req/s  p99 ${String(f.p99Ms).padStart(3)} ms  ` +
    `CPU a request: server ${f.serverCpuUs.toFixed(0)} µs` +
    (f.postgresCpuUs ? `, PostgreSQL ${f.postgresCpuUs.toFixed(0)} µs` : '') +
    `, load generator ${f.generatorCpuUs.toFixed(0)} µs` +
    (share === undefined ? '' : `  → ${(share * 100).toFixed(1)} % of the ceiling`);
  console.log(`\n== GET /api/v1/me, ${connections} connections, ${rounds} alternating rounds of ${roundS} s, medians (target ≥ 40 % of the bare Fastify ceiling)`);
  console.log(row('bare Fastify (the ceiling)', result.ceiling));
  console.log(row('Fastify + one pg SELECT 1', result.floor, result.floorShareOfCeiling));
  console.log(row('/api/v1/me (npm start)', result.me, result.shareOfCeiling));
  console.log(`  load average ${result.loadAverage[0].toFixed(1)} before, ${result.loadAverage[1].toFixed(1)} after (2 cores)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printApiThroughput(await measureApiThroughput());
}
