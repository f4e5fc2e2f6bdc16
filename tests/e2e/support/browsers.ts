import { existsSync } from 'node:fs';

/** Switches for a browser that only runs tests: no GPU, no updates, sync or first-run pages. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The end-to-end tests' switches: no optimising JavaScript compiler either. Each test is a fresh context that loads the
 * app's code once and leaves within seconds, so the optimised code never paid back its background compiles (about a
 * tenth of the suite's CPU on 2 cores, docs/benchmarks.md); the code run and what it does are the same. The
 * benchmarks (tests/bench) keep it, as people's browsers do.
 */
export const e2eChromiumArgs = [...chromiumArgs, '--js-flags=--no-opt'];

/**
 * The full browser: what people use, with the Notifications API's "ask first" (the headless shell answers
 * "blocked" before anyone asks), so the push specs run in it. `--headed` needs it too.
 */
export const fullChromium = '/usr/bin/chromium';

/** `test.use(inFullChromium)`: a spec or group that reads the notification permission. */
export const inFullChromium = { launchOptions: { executablePath: fullChromium, args: e2eChromiumArgs } };

const headlessShell = '/usr/bin/chromium-headless-shell';

/**
 * Every other spec runs in Debian's old headless shell, as Playwright's own headless runs do: the full browser's
 * headless mode costs about three times the CPU for the same tests (a GPU process compositing every frame), and
 * CI shares 2 cores between two runs. `E2E_CHROMIUM` names another executable.
 */
export const testChromium = process.env.E2E_CHROMIUM ?? (existsSync(headlessShell) ? headlessShell : fullChromium);
