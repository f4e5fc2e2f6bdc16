/**
 * `npm run bench`: prints figures for the targets of the issues; these are measurements, not pass/fail tests.
 * Uses TEST_DATABASE_URL's server when given, otherwise an embedded PostgreSQL for the run.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../../server/db/embedded-postgres';
import { measureInitialBundle } from './bundle-size.bench';
import { measureApiThroughput } from './api-throughput.bench';
import { measureClientsList, printClientsList } from './clients-list.bench';
import { measureStartup } from './startup.bench';

const fmt = (n: number, digits = 1) => n.toFixed(digits);

async function main() {
  let cleanup = async () => {};
  if (!process.env.TEST_DATABASE_URL) {
    const dir = await mkdtemp(path.join(tmpdir(), 'bench-pg-'));
    const embedded = await startEmbeddedPostgres(dir);
    process.env.TEST_DATABASE_URL = embedded.url;
    cleanup = async () => {
      await embedded.stop();
      await rm(dir, { recursive: true, force: true });
    };
  }
  try {
    const bundle = measureInitialBundle();
    console.log('\n== Initial JavaScript of the shell (gzipped; target ≤ 250 KB)');
    for (const f of bundle.files) console.log(`  ${f.file}  ${fmt(f.gzipKiB)} KiB`);
    console.log(`  total ${fmt(bundle.totalGzipKiB)} KiB`);

    const api = await measureApiThroughput();
    console.log('\n== GET /api/v1/me, 50 connections, 10 s (target ≥ 40 % of the bare Fastify ceiling)');
    console.log(`  /api/v1/me      ${fmt(api.me.rps, 0)} req/s  p99 ${api.me.p99Ms} ms`);
    console.log(`  bare Fastify    ${fmt(api.ceiling.rps, 0)} req/s  p99 ${api.ceiling.p99Ms} ms`);
    console.log(`  share of ceiling ${fmt(api.shareOfCeiling * 100)} %`);

    printClientsList(await measureClientsList());

    const start = await measureStartup();
    console.log('\n== npm start on the embedded database (target: second start < 3 s)');
    console.log(`  first start (init, migrate, seed) ${fmt(start.firstStartMs, 0)} ms`);
    console.log(`  second start to first answer      ${fmt(start.secondStartMs, 0)} ms`);
    console.log(`  idle memory: server ${fmt(start.idleServerMiB)} MiB, embedded PostgreSQL ${fmt(start.idlePostgresMiB)} MiB`);
  } finally {
    await cleanup();
  }
}

await main();
