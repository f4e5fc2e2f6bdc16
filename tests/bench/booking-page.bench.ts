/**
 * The booking page (issue 18) as people and search engines get it, on the first branch of the chain measured:
 * - its server-rendered HTML under load, every request from an address of its own (target: p95 < 30 ms), at 20
 *   connections and at one;
 * - in Chromium at 375 px with the CPU slowed 4x (DevTools' "mid-tier phone"), over loopback: the largest contentful
 *   paint (target ≤ 1.5 s) and when the steps are ready to book (the island hydrated: the services are checkboxes).
 *   Each load is a fresh context, as a first visit is (nothing cached).
 */
import type autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { chromiumArgs, testChromium } from '../e2e/support/browsers';
import { behindLocalProxy, forwardedAddresses, ownerAndFirstBranch, withBenchServer } from './bench-server';
import { demoChain, type BenchChain } from './large-chain-database';
import { connections, measure } from './schedule.bench';

const loads = 7;
const cpuSlowdown = 4;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One first visit: LCP from the browser's own entry, "bookable" when the first service can be ticked. */
async function paintOf(url: string, browser: Awaited<ReturnType<typeof chromium.launch>>) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, serviceWorkers: 'block', locale: 'sr-RS' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await page.locator('#booking input[type="checkbox"]').first().waitFor();
    const bookableMs = await page.evaluate(() => performance.now());
    const lcpMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    return { lcpMs, bookableMs };
  } finally {
    await context.close();
  }
}

export async function measureBookingPage(chain: BenchChain = demoChain) {
  return withBenchServer(
    'booking-page',
    3319,
    async ({ child, origin, pool }) => {
      const { slug } = await ownerAndFirstBranch(pool, chain);
      const nextAddress = forwardedAddresses();
      const probe = await fetch(`${origin}/book/${slug}`, { headers: { 'x-forwarded-for': nextAddress() } });
      const html = await probe.text();
      if (probe.status !== 200 || !html.includes('id="booking-data"')) throw new Error(`/book/${slug} answered ${probe.status}: ${html.slice(0, 300)}`);

      const load: Pick<autocannon.Options, 'url' | 'requests'> = {
        url: origin,
        requests: [{ setupRequest: (request) => ({ ...request, path: `/book/${slug}`, headers: { ...request.headers, 'x-forwarded-for': nextAddress(), 'accept-language': 'sr-RS,sr;q=0.9' } }) }],
      };
      const many = await measure(load, child.pid!);
      const one = await measure(load, child.pid!, undefined, 1);

      const browser = await chromium.launch({ executablePath: testChromium, args: chromiumArgs });
      const paints: { lcpMs: number; bookableMs: number }[] = [];
      try {
        // The first load warms the server's own reads; the browser's cache goes with each context.
        await paintOf(`${origin}/book/${slug}`, browser);
        for (let i = 0; i < loads; i += 1) paints.push(await paintOf(`${origin}/book/${slug}`, browser));
      } finally {
        await browser.close();
      }
      return { slug, htmlBytes: Buffer.byteLength(html), many, one, paints };
    },
    behindLocalProxy,
    chain,
  );
}

/** Printed by run-all.ts, or alone: `node --import tsx tests/bench/booking-page.bench.ts` (TEST_DATABASE_URL set). */
export function printBookingPage(result: Awaited<ReturnType<typeof measureBookingPage>>) {
  const f = (n: number) => n.toFixed(1);
  const line = (label: string, x: { rps: number; p50Ms: number; p95Ms: number; p99Ms: number }, cpu: number) =>
    console.log(`  ${label.padEnd(16)}${f(x.rps)} req/s  p50 ${f(x.p50Ms)} ms  p95 ${f(x.p95Ms)} ms  p99 ${f(x.p99Ms)} ms  (server CPU ${f(cpu)} ms a request)`);
  console.log(`\n== GET /book/${result.slug}, the server-rendered booking page (${(result.htmlBytes / 1024).toFixed(1)} KiB of HTML), each request from its own address (target: p95 < 30 ms)`);
  line(`${connections} connections`, result.many.server, result.many.serverCpuMsPerRequest);
  line('one connection', result.one.server, result.one.serverCpuMsPerRequest);
  const lcp = result.paints.map((p) => p.lcpMs);
  const bookable = result.paints.map((p) => p.bookableMs);
  console.log(`  Chromium at 375 px, CPU ${cpuSlowdown}x slower, ${result.paints.length} first visits (target: LCP ≤ 1.5 s):`);
  console.log(`  LCP       median ${Math.round(median(lcp))} ms  worst ${Math.round(Math.max(...lcp))} ms`);
  console.log(`  bookable  median ${Math.round(median(bookable))} ms  worst ${Math.round(Math.max(...bookable))} ms (the steps hydrated)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printBookingPage(await measureBookingPage());
}
