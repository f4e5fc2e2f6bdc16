/**
 * `npm run bench`: prints figures for the targets of the issues; these are measurements, not pass/fail tests.
 * Uses TEST_DATABASE_URL's server when given, otherwise an embedded PostgreSQL for the run.
 */
import { rm } from 'node:fs/promises';
import { startEmbeddedPostgres } from '../../server/db/embedded-postgres';
import { makeTempDataDir } from '../helpers/temp-data-dir';
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
    const dir = await makeTempDataDir('bench-pg-');
    const embedded = await startEmbeddedPostgres(dir);
    process.env.TEST_DATABASE_URL = embedded.url;
    cleanup = async () => {
      await embedded.stop();
      await rm(dir, { recursive: true, force: true });
    };
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

    printClientsList(await measureClientsList());

    printSchedule(await measureSchedule());

    printPublicTimes(await measurePublicTimes());

    printBookingPage(await measureBookingPage());

    printScheduleScreen(await measureScheduleScreen());

    printSalesReport(await measureSalesReport());

    printMessages(await measureMessages());

    printBroadcastExpansion(await measureBroadcastExpansion());

    printDailyMessages(await measureDailyMessages());

    printStartup(await measureStartup());
  } finally {
    await cleanup();
  }
}

await main();
