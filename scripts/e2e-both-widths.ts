/**
 * The browser tests at both widths at once: one Playwright run per project (playwright.config.ts), each with its
 * own server, port and freshly seeded database, so neither sees the other's bookings. One run on one worker
 * leaves about a fifth of this 2-core machine idle while the browser waits on the server and back; two runs
 * side by side finish the suite in about two thirds of the time (CI must stay under 30 minutes).
 *
 * Arguments are passed on to both runs (`npm run test:e2e -- tests/e2e/checkout.spec.ts`); naming `--project`
 * runs that width alone. Exits non-zero when either run fails.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const args = process.argv.slice(2);
const widths = [
  { project: 'desktop', port: 3210 },
  { project: 'mobile', port: 3211 },
];

/** One Playwright run; its lines are passed through whole, so the two runs' lines interleave but never mix. */
const run = (extra: string[], port: number, label: string) =>
  new Promise<number>((resolve) => {
    const child = spawn('npx', ['playwright', 'test', ...extra, ...args], {
      env: { ...process.env, E2E_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(label ? `${label} ${line}` : line));
    }
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const codes = args.includes('--project')
  ? [await run([], Number(process.env.E2E_PORT ?? 3210), '')]
  : await Promise.all(
      // Each run keeps its failures' traces in its own folder: Playwright empties its output folder first.
      widths.map(({ project, port }) => run(['--project', project, '--output', `test-results/${project}`], port, `[${project}]`)),
    );
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
