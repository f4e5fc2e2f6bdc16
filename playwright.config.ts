import { defineConfig } from '@playwright/test';
import { e2eChromiumArgs, testChromium } from './tests/e2e/support/browsers';

const port = Number(process.env.E2E_PORT ?? 3210);
const fullTrace = process.env.E2E_TRACE === 'full';

/** Every end-to-end test runs at phone width and at desktop width, against the real server. */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // These tests assert what happens, not how fast (speed lives in `npm run bench`): a CI machine shared with other
  // runs starves a page for seconds (a load of 13 on 2 cores kept a loaded list on "Loading…" for 10 s), so every
  // wait is generous, in one place, and a passing run pays nothing for it.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: testChromium, args: e2eChromiumArgs },
    // A failed test keeps its trace: each action with its timing, the network and the console, beside the failure's
    // screenshot. Without the screencast, which doubled the CPU of every passing test, and in CI without each action's
    // DOM snapshot, taken for every passing test too (about a tenth of the suite's CPU, docs/benchmarks.md);
    // `E2E_TRACE=full` records both.
    trace: { mode: 'retain-on-failure', screenshots: fullTrace, snapshots: fullTrace || !process.env.CI },
    screenshot: 'only-on-failure',
    locale: 'en-US',
    timezoneId: 'UTC',
    // Each test is a fresh browser context, where the web app's worker would download its whole precache
    // (about 2 MB) for nothing the test looks at; tests/e2e/pwa.spec.ts allows it.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1440, height: 900 } } },
    { name: 'mobile', use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } },
  ],
  webServer: {
    command: `tsx tests/e2e/support/e2e-server.ts`,
    url: `http://127.0.0.1:${port}/api/v1/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(port) },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
