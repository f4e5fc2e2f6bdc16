/**
 * `npm run bench`: prints figures for the targets of the issues; these are measurements, not pass/fail tests.
 * Uses TEST_DATABASE_URL's server when given, otherwise an embedded PostgreSQL kept in `.bench/postgres` (so the
 * large chain is seeded once). The benchmarks that read a branch run on the demo chain and on the large chain
 * (BENCH_LARGE_CHAIN, tests/bench/large-chain-database.ts), each printed under its chain's name.
 */
import { startEmbeddedPostgres } from '../../server/db/embedded-postgres';
import type { OnChain } from './bench-server';
import { demoChain, largeChainScale, largeChainTemplate, type BenchChain } from './large-chain-database';
import { measureBookingIsland, measureInitialBundle } from './bundle-size.bench';
import { measureApiThroughput, printApiThroughput } from './api-throughput.bench';
import { measureClientsList, printClientsList } from './clients-list.bench';
import { measureSchedule, printSchedule } from './schedule.bench';
import { measurePublicTimes, printPublicTimes } from './public-times.bench';
import { measureBookingPage, printBookingPage } from './booking-page.bench';
import { measureScheduleScreen, printScheduleScreen } from './schedule-screen.bench';
import { measureStartup, printStartup } from './startup.bench';
import { measureSalesReport, printSalesReport } from './sales-report.bench';
import { measureMessages, printMessages } from './messages.bench';
import { measureBroadcastExpansion, printBroadcastExpansion } from './broadcast-expansion.bench';
import { measureDailyMessages, printDailyMessages } from './daily-messages.bench';

const fmt = (n: number, digits = 1) => n.toFixed(digits);

async function main() {
  let cleanup = async () => {};
  if (!process.env.TEST_DATABASE_URL) {
    const embedded = await startEmbeddedPostgres('.bench/postgres');
    process.env.TEST_DATABASE_URL = embedded.url;
    cleanup = embedded.stop;
  }
  try {
    const bundle = measureInitialBundle();
    console.log('\n== Initial JavaScript of the shell, gzip / brotli as sent (target ≤ 250 KB gzipped)');
    for (const f of bundle.files) console.log(`  ${f.file}  ${fmt(f.gzipKiB)} / ${fmt(f.brotliKiB)} KiB`);
    console.log(`  total ${fmt(bundle.totalGzipKiB)} / ${fmt(bundle.totalBrotliKiB)} KiB`);
    const island = measureBookingIsland();
    console.log('\n== The booking page\'s island, its JavaScript and stylesheet, gzip / brotli as sent (target ≤ 100 KB gzipped)');
    for (const f of island.files) console.log(`  ${f.file}  ${fmt(f.gzipKiB)} / ${fmt(f.brotliKiB)} KiB`);
    console.log(`  total ${fmt(island.totalGzipKiB)} / ${fmt(island.totalBrotliKiB)} KiB`);

    printApiThroughput(await measureApiThroughput());

    const scale = largeChainScale();
    const chains: BenchChain[] = [demoChain, ...(scale === null ? [] : [await largeChainTemplate(scale)])];
    for (const chain of chains) {
      console.log(`\n######## The benchmarks that read a branch, on ${chain.label}`);
      const peaks: { bench: string; peakMiB: number }[] = [];
      const measured = <T extends OnChain<object>>(bench: string, result: T): T => {
        peaks.push({ bench, peakMiB: result.serverPeakMiB });
        return result;
      };
      printClientsList(measured('clients list', await measureClientsList(chain)));
      printSchedule(measured('schedule', await measureSchedule(chain)));
      printPublicTimes(measured('public times', await measurePublicTimes(chain)));
      printBookingPage(measured('booking page', await measureBookingPage(chain)));
      printScheduleScreen(measured('schedule screen', await measureScheduleScreen(chain)));
      printSalesReport(measured('sales report', await measureSalesReport(chain)));
      console.log(`\n== The server's peak resident memory in each of these benchmarks, on ${chain.label} (target ≤ 300 MiB a process)`);
      for (const { bench, peakMiB } of peaks) console.log(`  ${bench.padEnd(16)} ${peakMiB.toFixed(0)} MiB`);
    }

    printMessages(await measureMessages());

    printBroadcastExpansion(await measureBroadcastExpansion());

    printDailyMessages(await measureDailyMessages());

    printStartup(await measureStartup());
  } finally {
    await cleanup();
  }
}

await main();
