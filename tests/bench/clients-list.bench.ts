/**
 * GET /api/v1/branches/:id/clients with a contains filter on first or last name, sorted by last name, 25 a
 * page, at 20 concurrent connections on the real server, over 100 000 clients in one branch. Beside it the
 * floor: the very SQL the server issues for such a request (captured from the engine's own code at the pool,
 * with the names of the statements it prepares), replayed with `pg` at 20 concurrent, with the server's pool size.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { authorize } from '../../server/crud/crud-access';
import { buildCrudRegistry } from '../../server/crud/crud-registry';
import { listRows } from '../../server/crud/crud.repository';
import { validateListQuery } from '../../server/crud/list-query.rules';
import * as tables from '../../server/db/tables';
import { encodeFilters, listQuerySchema } from '../../src/schema/list-query';
import { ownerAndFirstBranch, recordingPool, withBenchServer, type Captured } from './bench-server';
import { demoChain, type BenchChain } from './large-chain-database';
import { measureClientsScreen, printClientsScreen } from './clients-screen.bench';

const clientCount = 100_000;
const connections = 20;
/** About 10 s of load for each side, in alternating rounds. */
const rounds = 5;
const roundS = 2;
const firstNames = [
  'Ana', 'Marko', 'Jelena', 'Nikola', 'Milica', 'Stefan', 'Ivana', 'Luka', 'Marija', 'Filip', 'Teodora', 'Nemanja',
  'Katarina', 'Aleksa', 'Sara', 'Vuk', 'Mina', 'Lazar', 'Tamara', 'Pavle', 'Dunja', 'Ognjen', 'Lena', 'Bojan',
  'Sofia', 'Miguel', 'Ines', 'Tiago', 'Beatriz', 'Rui', 'Olga', 'Dmitri', 'Elif', 'Emre', 'Zeynep', 'Can',
  'Hannah', 'Lukas', 'Emma', 'Jonas',
];
/**
 * Surnames are built from parts (Mil + an + ović = Milanović): 2 400 distinct ones, about 40 clients each,
 * closer to a real client book than a few dozen names repeated thousands of times.
 */
const surnameStarts = ['Mil', 'Pet', 'Jov', 'Nik', 'Mar', 'Stan', 'Pav', 'Tod', 'Laz', 'Rad', 'Bog', 'Vuk', 'Dra', 'Kos', 'Sim', 'Tom', 'Zor', 'Mir', 'Bran', 'Dim', 'Gor', 'Ilij', 'Ned', 'Ser', 'Vel', 'Zdr', 'Ant', 'Ded', 'Kov', 'Sav'];
const surnameMiddles = ['an', 'ov', 'en', 'in', 'ar', 'el', 'ic', 'os'];
const surnameEnds = ['ović', 'ić', 'ski', 'escu', 'ides', 'sson', 'oglu', 'ova', 'berg', 'ez'];
/** What a receptionist types to find someone: a fragment that matches part of the book. */
const searchFragments = ['mil', 'petar', 'zor'];

const sqlArray = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

export const percentile = (sortedMs: number[], p: number) => sortedMs[Math.min(sortedMs.length - 1, Math.floor((p / 100) * sortedMs.length))] ?? Number.NaN;

/** Runs `task` from `concurrency` workers for `seconds`; answers each call's latency in ms. */
export async function hammer(concurrency: number, seconds: number, task: () => Promise<void>): Promise<number[]> {
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        await task();
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies;
}

export type Figures = { count: number; rps: number; p50Ms: number; p95Ms: number; p99Ms: number };
export const figures = (latencies: number[], seconds: number): Figures => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { count: sorted.length, rps: sorted.length / seconds, p50Ms: percentile(sorted, 50), p95Ms: percentile(sorted, 95), p99Ms: percentile(sorted, 99) };
};

/** CPU time (user + system) the process has used so far, in ms (Linux /proc; clock ticks of 10 ms). */
export const cpuMs = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/** autocannon with every response time kept, so p95 is exact (its summary has p90 and p97.5, not p95). */
export function cannon(options: autocannon.Options): Promise<{ latencies: number[]; non2xx: number }> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error: Error | null, result: autocannon.Result) => {
      if (error) return reject(error);
      resolve({ latencies, non2xx: result.non2xx });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

async function seedClients(pool: pg.Pool, chain: BenchChain) {
  const owner = await ownerAndFirstBranch(pool, chain);
  await pool.query(
    `insert into clients (organization_id, branch_id, first_name, last_name, phone, email)
     select $1, $2, (${sqlArray(firstNames)})[1 + i % ${firstNames.length}], (${sqlArray(surnameStarts)})[1 + (i / 7) % ${surnameStarts.length}] || (${sqlArray(surnameMiddles)})[1 + (i / 11) % ${surnameMiddles.length}] || (${sqlArray(surnameEnds)})[1 + (i / 13) % ${surnameEnds.length}],
            '3816' || lpad(i::text, 8, '0'), 'client' || i || '@example.com'
     from generate_series(1, ${clientCount}) as i`,
    [owner.organizationId, owner.branchId],
  );
  await pool.query('vacuum analyze clients');
  return owner;
}

type Owner = Awaited<ReturnType<typeof seedClients>>;

/** One search at full load: the server, then the same SQL replayed directly. */
async function measureSearch(pool: pg.Pool, serverPid: number, origin: string, headers: Record<string, string>, owner: Owner, fragment: string) {
  const rawQuery = {
    filters: encodeFilters({
      combiner: 'or',
      conditions: [
        { field: 'firstName', matchMode: 'contains', value: fragment },
        { field: 'lastName', matchMode: 'contains', value: fragment },
      ],
    }),
    sort: 'lastName:asc',
    perPage: '25',
  };
  const url = `${origin}/api/v1/branches/${owner.branchId}/clients?${new URLSearchParams(rawQuery).toString()}`;
  const probe = await fetch(url, { headers });
  if (!probe.ok) throw new Error(`the list answered ${probe.status}: ${await probe.text()}`);
  const matched = ((await probe.json()) as { meta: { totalItems: number } }).meta.totalItems;

  // The SQL of one request, captured from the engine's own code (access, licence, count and page) as it
  // reaches the pool: prepared statements keep their names, so the floor prepares them too.
  const captured: Captured[] = [];
  const recording = recordingPool(pool, captured);
  const logging = drizzle(recording, { schema: tables, casing: 'snake_case' });
  const clients = buildCrudRegistry().find('clients')!;
  const caller = await authorize(logging, clients, owner.userId, { branchId: owner.branchId }, 'list');
  await listRows(logging, clients, caller.scope, validateListQuery(clients.definition, listQuerySchema.parse(rawQuery)));
  // Access and licence at once, then the count, then the page: one query, or a walk of the sort order that
  // came back short and the sort of the matches (server/crud/crud.repository.ts, listRows).
  if (captured.length < 4) throw new Error(`expected at least 4 queries per request, captured ${captured.length}`);
  const [countQuery, ...pageQueries] = captured.slice(2);
  const stages = [[captured[0]!, captured[1]!], [countQuery!], ...pageQueries.map((q) => [q])];
  const replay = async (stage: Captured[]) => {
    await Promise.all(stage.map((q) => pool.query({ name: q.name, text: q.sql, values: q.params })));
  };

  // Warm both paths (plans, caches), then alternate short rounds: the machine is shared, and background
  // load that comes and goes then weighs on the server and on the floor alike.
  await cannon({ url, connections, duration: 2, headers });
  const server: number[] = [];
  const listSql: number[] = [];
  const requestSql: number[] = [];
  let serverCpuMs = 0;
  for (let round = 0; round < rounds; round += 1) {
    const cpuBefore = cpuMs(serverPid);
    const answer = await cannon({ url, connections, duration: roundS, headers });
    serverCpuMs += cpuMs(serverPid) - cpuBefore;
    if (answer.non2xx > 0) throw new Error(`the list answered ${answer.non2xx} non-2xx responses`);
    server.push(...answer.latencies);
    listSql.push(
      ...(await hammer(connections, roundS, async () => {
        for (const stage of stages.slice(1)) await replay(stage);
      })),
    );
    requestSql.push(
      ...(await hammer(connections, roundS, async () => {
        for (const stage of stages) await replay(stage);
      })),
    );
  }
  const seconds = rounds * roundS;
  const plan = async (q: Captured) =>
    (await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${q.sql}`, q.params)).rows.map((r) => r['QUERY PLAN']);
  return {
    fragment,
    matched,
    server: figures(server, seconds),
    serverCpuMsPerRequest: serverCpuMs / server.length,
    listSql: figures(listSql, seconds),
    requestSql: figures(requestSql, seconds),
    pageSql: pageQueries.map((q) => q.sql).join(';\n'),
    explainPage: (await Promise.all(pageQueries.map(plan))).flat(),
    explainCount: await plan(countQuery!),
    pageQueryCount: pageQueries.length,
  };
}

export async function measureClientsList(chain: BenchChain = demoChain) {
  return withBenchServer('clients', 3312, async ({ child, origin, pool, bearerOf }) => {
    const owner = await seedClients(pool, chain);
    const headers = await bearerOf(owner.userId);
    const runs = [];
    for (const fragment of searchFragments) {
      runs.push(await measureSearch(pool, child.pid!, origin, headers, owner, fragment));
    }
    const screen = await measureClientsScreen(origin, owner, chain);
    return { runs, screen };
  }, {}, chain);
}

/** Printed by run-all.ts, or alone: `node --import tsx tests/bench/clients-list.bench.ts` (TEST_DATABASE_URL set). */
export function printClientsList({ runs, screen }: Awaited<ReturnType<typeof measureClientsList>>) {
  const f = (n: number) => n.toFixed(1);
  printClientsScreen(screen);
  for (const result of runs) {
    console.log(`\n== GET /branches/:id/clients, contains "${result.fragment}" on first or last name, sort lastName, 25 a page`);
    console.log(`   ${clientCount} clients more in one branch, ${result.matched} match${result.pageQueryCount > 1 ? ' (the walk of the sort order came back short: the matches were sorted)' : ''}; ${connections} connections, ${rounds} rounds of ${roundS} s each side (target: p95 < 50 ms, within 2x of the floor)`);
    console.log(`  server            ${f(result.server.rps)} req/s  p50 ${f(result.server.p50Ms)} ms  p95 ${f(result.server.p95Ms)} ms  p99 ${f(result.server.p99Ms)} ms  (server process CPU ${f(result.serverCpuMsPerRequest)} ms a request)`);
    console.log(`  floor: list SQL   ${f(result.listSql.rps)} req/s  p50 ${f(result.listSql.p50Ms)} ms  p95 ${f(result.listSql.p95Ms)} ms (count, then page)`);
    console.log(`  floor: all SQL    ${f(result.requestSql.rps)} req/s  p50 ${f(result.requestSql.p50Ms)} ms  p95 ${f(result.requestSql.p95Ms)} ms (access, licence, count, page)`);
    console.log(`  server / list SQL  p50 ${f(result.server.p50Ms / result.listSql.p50Ms)}x  p95 ${f(result.server.p95Ms / result.listSql.p95Ms)}x`);
    console.log(`  server / all SQL   p50 ${f(result.server.p50Ms / result.requestSql.p50Ms)}x  p95 ${f(result.server.p95Ms / result.requestSql.p95Ms)}x`);
    if (process.env.BENCH_EXPLAIN) console.log([result.pageSql, ...result.explainPage, ...result.explainCount].join('\n'));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printClientsList(await measureClientsList());
}
