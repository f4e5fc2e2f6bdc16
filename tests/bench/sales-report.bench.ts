/**
 * Reports on a big chain (issues 11 and 21): Sales by Day and the key indicators, a month and a year, chain-wide and
 * for one branch, through the API of the real server (the bundle, as `npm start` runs it), beside the very statement
 * the module runs (its own builder) sent straight to the pool, and beside the floor of issue 21: reading the
 * summaries the statement reads (migration 0046: chain-wide the chain-day rows, for a branch its branch-day rows) and no more.
 * Targets: a year chain-wide < 50 ms for both reports, within 2x of the summaries alone. The year chain-wide is also
 * computed from the facts, as before the summaries, for comparison. On the demo chain the bench seeds a chain of
 * five branches with a million sale items (sales-report-seed.ts); on the large chain it reads the large chain's own
 * two years. One request at a time, 20 timed runs after 3 to warm up, the three alternating so the machine's other
 * load weighs on all. Figures, not assertions.
 */
import type pg from 'pg';
import { keyIndicatorsFromFactsStatement, keyIndicatorsStatement } from '../../server/modules/reports/key-indicators.query';
import { previousPeriod } from '../../server/modules/reports/reports.service';
import { salesByDayFromFactsStatement, salesByDayStatement } from '../../server/modules/reports/sales-by-day.query';
import type { ReportScope } from '../../server/modules/reports/report-access';
import type { ReportStatement } from '../../server/modules/reports/report-sql';
import { addDays, utcDateOf } from '../../src/schema/schedule/calendar';
import type { ReportPeriod } from '../../src/schema/reports/reports';
import { ownerAndFirstBranch, withBenchServer } from './bench-server';
import { percentile } from './clients-list.bench';
import { demoChain, largeChainScale, largeChainTemplate, type BenchChain } from './large-chain-database';
import { seedSalesChain } from './sales-report-seed';

const runs = 20;
const warmUps = 3;
const factRuns = 3;

type Timing = { p50Ms: number; p95Ms: number };
type Case = { label: string; api: Timing; sql: Timing; summaries: Timing; facts: Timing | null; plan: string[] };

const timing = (samples: number[]): Timing => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50Ms: percentile(sorted, 50), p95Ms: percentile(sorted, 95) };
};

async function elapsed(task: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await task();
  return performance.now() - start;
}

/**
 * The summary rows a report reads, summed and nothing more: its floor. Chain-wide (the bench reads every branch) the
 * chain's day rows, for one branch its own.
 */
function summariesAlone(report: 'sales-by-day' | 'key-indicators', scope: ReportScope, period: ReportPeriod): ReportStatement {
  const from = report === 'key-indicators' ? previousPeriod(period).from : period.from;
  const values = [scope.organizationId, scope.branchIds, from, period.to];
  const chainWide = scope.branchIds.length > 1;
  const days = 'organization_id = $1 and local_date between $3::date and $4::date';
  const ofBranch = `${days} and branch_id = any($2::bigint[])`;
  // The chain's rows need no branches; $2 is named all the same, so that every floor takes the same parameters.
  const ofChain = `${days} and $2::bigint[] is not null`;
  const moneyRows = chainWide ? `report_chain_money where ${ofChain}` : `report_day_money where ${ofBranch}`;
  const name = `bench_summaries_${report.replace(/-/g, '_')}_${chainWide ? 'chain' : 'branch'}`;
  // Sales by Day answers about as many rows as it reads: they are fetched; the key indicators answer one.
  if (report === 'sales-by-day') return { name, text: `select * from ${moneyRows}`, values };
  const money = `select sum(items_cents + sales + revenue_cents + paid_cents + deposits_cents) from ${moneyRows}`;
  const time = `select sum(visits + booked_seconds + slot_seconds) from ${chainWide ? `report_chain_time where ${ofChain}` : `report_day_time where ${ofBranch}`}`;
  const clients = chainWide
    ? `select sum(first_clients + clients_by_gap[local_date - $3::date + 1]) from report_chain_days where ${days}`
    : `select count(*) from report_client_days where ${days} and scope_id = ($2::bigint[])[1] and scope_id <> 0`;
  return { name, text: `select (${money}), (${time}), (${clients})`, values };
}

type Measured = { label: string; url: string; statement: ReportStatement; summaries: ReportStatement; facts: ReportStatement | null };

async function compare(pool: pg.Pool, headers: Record<string, string>, { label, url, statement, summaries, facts }: Measured): Promise<Case> {
  const api = async () => {
    const res = await fetch(url, { headers });
    if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
  };
  const samples = { api: [] as number[], sql: [] as number[], summaries: [] as number[] };
  for (let i = 0; i < warmUps + runs; i += 1) {
    const a = await elapsed(api);
    const q = await elapsed(() => pool.query(statement));
    const f = await elapsed(() => pool.query(summaries));
    if (i >= warmUps) {
      samples.api.push(a);
      samples.sql.push(q);
      samples.summaries.push(f);
    }
  }
  const factMs: number[] = [];
  if (facts) for (let i = 0; i < factRuns; i += 1) factMs.push(await elapsed(() => pool.query(facts)));
  const explained = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement.text}`, statement.values);
  return {
    label,
    api: timing(samples.api),
    sql: timing(samples.sql),
    summaries: timing(samples.summaries),
    facts: facts ? timing(factMs) : null,
    plan: explained.rows.map((row) => row['QUERY PLAN']),
  };
}

type Measuring = { organizationId: number; ownerId: number; branchIds: number[]; month: ReportPeriod; year: ReportPeriod; about: string };

/** On the demo chain: a chain of its own, seeded here (2030). On the large chain: its owner's chain, the last year. */
async function whatToMeasure(pool: pg.Pool, chain: BenchChain): Promise<Measuring> {
  if (chain.template === null) {
    const seedStart = performance.now();
    const seeded = await seedSalesChain(pool);
    const about = `a chain of ${seeded.branchIds.length} branches beside the demo, ${seeded.items.toLocaleString('en')} sale items in ${seeded.sales.toLocaleString('en')} sales over two years (seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s)`;
    return { ...seeded, month: { from: '2030-06-01', to: '2030-06-30' }, year: { from: '2030-01-01', to: '2030-12-31' }, about };
  }
  const owner = await ownerAndFirstBranch(pool, chain);
  const { rows } = await pool.query<{ branch_ids: string[]; sales: string }>(
    `select array(select id from branches where organization_id = $1 order by id) as branch_ids, (select count(*) from sales where organization_id = $1) as sales`,
    [owner.organizationId],
  );
  const row = rows[0]!;
  const yesterday = addDays(utcDateOf(new Date()), -1);
  return {
    organizationId: owner.organizationId,
    ownerId: owner.userId,
    branchIds: row.branch_ids.map(Number),
    month: { from: addDays(yesterday, -29), to: yesterday },
    year: { from: addDays(yesterday, -364), to: yesterday },
    about: `its ${row.branch_ids.length} branches, ${Number(row.sales).toLocaleString('en')} sales over two years`,
  };
}

export async function measureSalesReport(chain: BenchChain = demoChain) {
  return withBenchServer(
    'sales-report',
    3317,
    async ({ origin, pool, bearerOf }) => {
      const measuring = await whatToMeasure(pool, chain);
      const headers = await bearerOf(measuring.ownerId);
      const scopes = [
        { where: 'chain-wide', scope: { organizationId: measuring.organizationId, branchIds: measuring.branchIds }, url: `${origin}/api/v1/organizations/${measuring.organizationId}` },
        { where: 'one branch', scope: { organizationId: measuring.organizationId, branchIds: [measuring.branchIds[0]!] }, url: `${origin}/api/v1/branches/${measuring.branchIds[0]}` },
      ];
      const query = (p: ReportPeriod) => `from=${p.from}&to=${p.to}`;
      const cases: Case[] = [];
      for (const [name, period] of [['month', measuring.month], ['year', measuring.year]] as const) {
        for (const { where, scope, url } of scopes) {
          const withFacts = name === 'year' && where === 'chain-wide';
          cases.push(
            await compare(pool, headers, {
              label: `Sales by Day, ${name}, ${where}`,
              url: `${url}/reports/sales-by-day?${query(period)}`,
              statement: salesByDayStatement(scope, period),
              summaries: summariesAlone('sales-by-day', scope, period),
              facts: withFacts ? salesByDayFromFactsStatement(scope, period) : null,
            }),
          );
          cases.push(
            await compare(pool, headers, {
              label: `Key indicators, ${name}, ${where}`,
              url: `${url}/key-indicators?${query(period)}`,
              statement: keyIndicatorsStatement(scope, period, previousPeriod(period)),
              summaries: summariesAlone('key-indicators', scope, period),
              facts: withFacts ? keyIndicatorsFromFactsStatement(scope, period, previousPeriod(period)) : null,
            }),
          );
        }
      }
      return { about: measuring.about, cases };
    },
    {},
    chain,
  );
}

/** Printed by run-all.ts, or alone: `node --import tsx tests/bench/sales-report.bench.ts` (TEST_DATABASE_URL
 * set; `--plans` prints each statement's EXPLAIN ANALYZE too). */
export function printSalesReport({ about, cases, chain }: Awaited<ReturnType<typeof measureSalesReport>>, plans = false) {
  const f = (n: number) => n.toFixed(1);
  console.log(
    `\n== Reports on ${chain.label}: ${about}; ${runs} runs one at a time (targets: a year chain-wide < 50 ms for both reports, within 2x of reading the summaries alone)`,
  );
  for (const c of cases) {
    console.log(
      `  ${c.label.padEnd(36)} API p50 ${f(c.api.p50Ms)} ms  p95 ${f(c.api.p95Ms)} ms   its SQL p50 ${f(c.sql.p50Ms)} ms   the summaries alone p50 ${f(c.summaries.p50Ms)} ms   API / summaries p50 ${f(c.api.p50Ms / c.summaries.p50Ms)}x  p95 ${f(c.api.p95Ms / c.summaries.p95Ms)}x` +
        (c.facts ? `   (from the facts: p50 ${f(c.facts.p50Ms)} ms of ${factRuns})` : ''),
    );
    if (plans) for (const line of c.plan) console.log(`      ${line}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Alone, the large chain only when BENCH_LARGE_CHAIN names its scale (its first seed at full size takes minutes).
  const scale = process.env.BENCH_LARGE_CHAIN === undefined ? null : largeChainScale();
  for (const chain of [demoChain, ...(scale === null ? [] : [await largeChainTemplate(scale)])]) {
    printSalesReport(await measureSalesReport(chain), process.argv.includes('--plans'));
  }
}
