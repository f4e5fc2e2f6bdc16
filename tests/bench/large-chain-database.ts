import pg from 'pg';
import { createDb } from '../../server/db/client';
import { runMigrations } from '../../server/db/migrate';
import { demoPassword } from '../../server/db/seed/demo-data';
import { largeChainAtScale, largeChainDefaults, seedLargeChain } from './large-chain-seed';

/**
 * The chains a benchmark that reads a branch runs on (issue 21): the demo's, and the large chain. Each bench seeds
 * what it measures into the first branch of the chain's owner, so on the large chain its branch has two years of
 * history beside it and its chain 200 branches.
 */
export type BenchChain = {
  label: string;
  ownerLogin: string;
  ownerPassword: string;
  /**
   * A second person of the chain for the live bench, with the owner's password (the demo's people share one; the
   * large chain's second person is its owner again, in a second session).
   */
  colleagueLogin: string;
  /** The database every run copies (tests/helpers/test-database.ts); null: a fresh one with the demo only. */
  template: string | null;
};

export const demoChain: BenchChain = {
  label: 'the demo chain (2 branches)',
  ownerLogin: 'owner@demo.test',
  ownerPassword: demoPassword,
  colleagueLogin: 'admin@demo.test',
  template: null,
};

/** Marks a template whose seed finished: a run stopped half-way leaves none, and the next run seeds again. */
const seededMark = 'branchbook large chain, seeded';

/**
 * `BENCH_LARGE_CHAIN`: `off` measures the demo chain only; otherwise the large chain at that fraction of its full
 * size (1 by default: 200 branches, 3.5 M orders).
 */
export function largeChainScale(): number | null {
  const given = process.env.BENCH_LARGE_CHAIN ?? '1';
  if (given === 'off') return null;
  const scale = Number(given);
  if (!(scale > 0 && scale <= 1)) throw new Error('BENCH_LARGE_CHAIN is "off" or a fraction of the full chain, in (0, 1]');
  return scale;
}

/**
 * The large chain as a template database on TEST_DATABASE_URL's server, seeded once and kept between runs (a full
 * seed takes minutes, a copy of it seconds); migrations that arrived since are applied to it before it is copied.
 */
export async function largeChainTemplate(scale: number): Promise<BenchChain> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `bench_large_chain_${String(scale).replace('.', '_')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ note: string | null }>(`select shobj_description(oid, 'pg_database') as note from pg_database where datname = $1`, [name]);
    const seeded = rows[0]?.note === seededMark;
    if (!seeded) {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.query(`create database "${name}"`);
    }
    const migration = createDb(url.toString(), 1);
    try {
      await runMigrations(migration.db);
    } finally {
      await migration.pool.end();
    }
    if (!seeded) {
      const started = performance.now();
      console.log(`\n== Seeding the large chain at ${scale} of its size into "${name}" (kept for later runs)`);
      const chain = await seedLargeChain(url.toString(), largeChainAtScale(scale));
      for (const { step, seconds } of chain.steps) console.log(`  ${step.padEnd(28)} ${seconds.toFixed(1)} s`);
      console.log(`  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      await admin.query(`comment on database "${name}" is '${seededMark}'`);
    }
  } finally {
    await admin.end();
  }
  const { branches, orders } = largeChainAtScale(scale);
  return {
    label: `the large chain (${branches} branches, ${(orders / 1e6).toFixed(2)} M orders)`,
    ownerLogin: largeChainDefaults.ownerLogin,
    ownerPassword: largeChainDefaults.ownerPassword,
    colleagueLogin: largeChainDefaults.ownerLogin,
    template: name,
  };
}
