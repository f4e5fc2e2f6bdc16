/**
 * Reports on a big chain (issue 11): Sales by Day for five branches and 1 000 000 sale items over two years, one
 * month and one year, chain-wide and for one branch, through the API of the real server (the bundle, as
 * `npm start` runs it) beside the floor — the very statement the module runs (its own builder), sent straight
 * to the pool — with their ratio (target: within 1.5x of the floor, a month under 100 ms); and the key indicators
 * of a year chain-wide (target under 200 ms). One request at a time, 20 timed runs after 3 to warm up, API and
 * floor alternating so the machine's other load weighs on both. Figures, not assertions.
 */
import type pg from 'pg';
import { keyIndicatorsStatement } from '../../server/modules/reports/key-indicators.query';
import { previousPeriod } from '../../server/modules/reports/reports.service';
import { salesByDayStatement } from '../../server/modules/reports/sales-by-day.query';
import type { ReportStatement } from '../../server/modules/reports/report-sql';
import type { ReportPeriod } from '../../src/schema/reports/reports';
import { withBenchServer } from './bench-server';
import { percentile } from './clients-list.bench';
import { seedSalesChain, type SalesChain } from './sales-report-seed';

const runs = 20;
const warmUps = 3;
const month: ReportPeriod = { from: '2030-06-01', to: '2030-06-30' };
const year: ReportPeriod = { from: '2030-01-01', to: '2030-12-31' };

type Timing = { p50Ms: number; p95Ms: number };
type Case = { label: string; api: Timing; floor: Timing; plan: string[] };

const timing = (samples: number[]): Timing => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50Ms: percentile(sorted, 50), p95Ms: percentile(sorted, 95) };
};

async function elapsed(task: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await task();
  return performance.now() - start;
}

async function compare(label: string, url: string, headers: Record<string, string>, pool: pg.Pool, statement: ReportStatement): Promise<Case> {
  const api = async () => {
    const res = await fetch(url, { headers });
    if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
  };
  const floor = () => pool.query(statement);
  const apiMs: number[] = [];
  const floorMs: number[] = [];
  for (let i = 0; i < warmUps + runs; i += 1) {
    const a = await elapsed(api);
    const f = await elapsed(floor);
    if (i >= warmUps) {
      apiMs.push(a);
      floorMs.push(f);
    }
  }
  const explained = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement.text}`, statement.values);
  return { label, api: timing(apiMs), floor: timing(floorMs), plan: explained.rows.map((row) => row['QUERY PLAN']) };
}

export async function measureSalesReport() {
  return withBenchServer('sales-report', 3317, async ({ origin, pool, bearerOf }) => {
    const seedStart = performance.now();
    const chain: SalesChain = await seedSalesChain(pool);
    const seedS = (performance.now() - seedStart) / 1000;
    const headers = await bearerOf(chain.ownerId);
    const chainScope = { organizationId: chain.organizationId, branchIds: chain.branchIds };
    const branchScope = { organizationId: chain.organizationId, branchIds: [chain.branchIds[0]!] };
    const query = (p: ReportPeriod) => `from=${p.from}&to=${p.to}`;
    const chainUrl = `${origin}/api/v1/organizations/${chain.organizationId}`;
    const branchUrl = `${origin}/api/v1/branches/${chain.branchIds[0]}`;
    const cases: Case[] = [];
    for (const [name, period] of [['month', month], ['year', year]] as const) {
      cases.push(await compare(`Sales by Day, ${name}, chain-wide`, `${chainUrl}/reports/sales-by-day?${query(period)}`, headers, pool, salesByDayStatement(chainScope, period)));
      cases.push(await compare(`Sales by Day, ${name}, one branch`, `${branchUrl}/reports/sales-by-day?${query(period)}`, headers, pool, salesByDayStatement(branchScope, period)));
    }
    cases.push(await compare('Key indicators, year, chain-wide', `${chainUrl}/key-indicators?${query(year)}`, headers, pool, keyIndicatorsStatement(chainScope, year, previousPeriod(year))));
    return { chain, seedS, cases };
  });
}

/** Printed by run-all.ts, or alone: `node --import tsx tests/bench/sales-report.bench.ts` (TEST_DATABASE_URL
 * set; `--plans` prints each statement's EXPLAIN ANALYZE too). */
export function printSalesReport({ chain, seedS, cases }: Awaited<ReturnType<typeof measureSalesReport>>, plans = false) {
  const f = (n: number) => n.toFixed(1);
  console.log(
    `\n== Reports: ${chain.branchIds.length} branches, ${chain.items.toLocaleString('en')} sale items in ${chain.sales.toLocaleString('en')} sales over two years (seeded in ${f(seedS)} s); ${runs} runs one at a time (targets: Sales by Day within 1.5x of its SQL, a month < 100 ms; key indicators of a year chain-wide < 200 ms)`,
  );
  for (const c of cases) {
    console.log(
      `  ${c.label.padEnd(36)} API p50 ${f(c.api.p50Ms)} ms  p95 ${f(c.api.p95Ms)} ms   SQL p50 ${f(c.floor.p50Ms)} ms  p95 ${f(c.floor.p95Ms)} ms   API / SQL p50 ${f(c.api.p50Ms / c.floor.p50Ms)}x  p95 ${f(c.api.p95Ms / c.floor.p95Ms)}x`,
    );
    if (plans) for (const line of c.plan) console.log(`      ${line}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printSalesReport(await measureSalesReport(), process.argv.includes('--plans'));
}
