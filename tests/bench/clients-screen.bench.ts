/**
 * The clients list screen over 100 000 clients (seeded by clients-list.bench.ts on the server it started):
 * how long from opening the page (already signed in, the app's code cached as on any working day) until the
 * first rows are on screen, at 1440 px in headless Chromium. Printed, not asserted.
 *
 * The page times itself: from navigation start (performance.now()) to the first animation frame after the
 * first grid row entered the document, the frame that paints it. Timing from the test's side would add
 * Playwright's polling between checks (up to a few hundred ms) to every figure.
 */
import { chromium } from '@playwright/test';
import { chromiumArgs, fullChromium } from '../e2e/support/browsers';
import type { BenchChain } from './large-chain-database';

const attempts = 5;

export async function measureClientsScreen(origin: string, ids: { organizationId: number; branchId: number }, chain: BenchChain) {
  const browser = await chromium.launch({ executablePath: fullChromium, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.addInitScript(() => {
      const marked = window as unknown as { firstRowsPaintedMs?: number };
      new MutationObserver((_changes, observer) => {
        if (!document.querySelector('.MuiDataGrid-row')) return;
        observer.disconnect();
        requestAnimationFrame(() => (marked.firstRowsPaintedMs = performance.now()));
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${origin}/login`);
    await page.getByLabel(/e-mail/i).fill(chain.ownerLogin);
    await page.getByLabel(/password/i).fill(chain.ownerPassword);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(/\/chain\/\d+\//);
    const url = `${origin}/chain/${ids.organizationId}/branch/${ids.branchId}/clients`;
    const firstRow = page.locator('.MuiDataGrid-row').first();
    const timesMs: number[] = [];
    const seenByTestMs: number[] = [];
    // The first visit loads the screen's code; the later ones are what staff see all day.
    for (let attempt = 0; attempt <= attempts; attempt += 1) {
      await page.goto('about:blank');
      const started = Date.now();
      await page.goto(url);
      await firstRow.waitFor({ state: 'visible', timeout: 30_000 });
      const seenMs = Date.now() - started;
      const paintedMs = await page.waitForFunction(() => (window as unknown as { firstRowsPaintedMs?: number }).firstRowsPaintedMs);
      if (attempt > 0) {
        timesMs.push(Math.round(Number(await paintedMs.jsonValue())));
        seenByTestMs.push(seenMs);
      }
    }
    const total = Number((await page.getByText(/of [\d,]+/).first().textContent())?.match(/of ([\d,]+)/)?.[1]?.replace(/,/g, ''));
    return { timesMs: timesMs.sort((a, b) => a - b), seenByTestMs: seenByTestMs.sort((a, b) => a - b), total };
  } finally {
    await browser.close();
  }
}

export function printClientsScreen(result: Awaited<ReturnType<typeof measureClientsScreen>>) {
  const median = (ms: number[]) => ms[Math.floor(ms.length / 2)] ?? Number.NaN;
  console.log(`\n== Clients list screen, ${result.total} clients in the branch: first rows visible (target < 1 s)`);
  console.log(`  painted: median ${median(result.timesMs)} ms, all: ${result.timesMs.join(', ')} ms (page opened signed in, app code cached; the page's clock)`);
  console.log(`  seen by the test: median ${median(result.seenByTestMs)} ms (the same, plus Playwright's polling)`);
}
