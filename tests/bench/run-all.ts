/**
 * `npm run bench`: prints figures for the targets of the issues; these are measurements, not pass/fail tests.
 * Uses TEST_DATABASE_URL's server when given, otherwise an embedded PostgreSQL for the run.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../../server/db/embedded-postgres';
import { measureInitialBundle } from './bundle-size.bench';
import { measureApiThroughput, printApiThroughput } from './api-throughput.bench';
import { measureClientsList, printClientsList } from './clients-list.bench';
import { measureStartup, printStartup } from './startup.bench';

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

    printApiThroughput(await measureApiThroughput());

    printClientsList(await measureClientsList());

    printStartup(await measureStartup());
  } finally {
    await cleanup();
  }
}

await main();
