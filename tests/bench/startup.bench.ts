/**
 * `npm start` to the first answer on the embedded database: the first start (build when stale, PostgreSQL
 * init, migrations, demo seed), then later starts (the median of three), and the server's memory at idle.
 * Each start goes through npm, so it includes the prestart check that dist/ and dist-server/ are fresh.
 */
import { rm } from 'node:fs/promises';
import { makeTempDataDir } from '../helpers/temp-data-dir';
import { startAndWait, stopProcess, treeRssMiB } from './bench-process';

const laterStarts = 3;

/** `node [options] dist-server/main.js`, as `npm start` runs it (/proc cmdline: arguments separated by NUL). */
const isServerProcess = (cmdline: string) => {
  const [executable, ...args] = cmdline.split('\0');
  return /(^|\/)node$/.test(executable ?? '') && args.includes('dist-server/main.js');
};

export async function measureStartup() {
  const dataDir = await makeTempDataDir('bench-start-');
  const port = 3320;
  const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' };
  const url = `http://127.0.0.1:${port}/api/v1/health`;
  try {
    const first = await startAndWait('npm', ['start', '--silent'], env, url);
    await stopProcess(first.child);
    const laterMs: number[] = [];
    let idleServerMiB = 0;
    let idlePostgresMiB = 0;
    for (let i = 0; i < laterStarts; i++) {
      const later = await startAndWait('npm', ['start', '--silent'], env, url);
      laterMs.push(later.readyMs);
      if (i === 0) {
        await new Promise((r) => setTimeout(r, 3000));
        // The server process alone: npm and the shell that started it are not part of what runs.
        idleServerMiB = treeRssMiB(later.child.pid!, (cmd) => !isServerProcess(cmd));
        idlePostgresMiB = treeRssMiB(later.child.pid!, (cmd) => !cmd.includes('postgres'));
      }
      await stopProcess(later.child);
    }
    const sorted = [...laterMs].sort((a, b) => a - b);
    return { firstStartMs: first.readyMs, secondStartMs: sorted[Math.floor(sorted.length / 2)]!, laterStartsMs: laterMs, idleServerMiB, idlePostgresMiB };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

export function printStartup(start: Awaited<ReturnType<typeof measureStartup>>) {
  const ms = (n: number) => n.toFixed(0);
  console.log('\n== npm start on the embedded database (target: second start < 3 s)');
  console.log(`  first start (init, migrate, seed) ${ms(start.firstStartMs)} ms`);
  console.log(`  later starts to first answer      ${ms(start.secondStartMs)} ms median (${start.laterStartsMs.map(ms).join(', ')} ms)`);
  console.log(`  idle memory: server ${start.idleServerMiB.toFixed(1)} MiB, embedded PostgreSQL ${start.idlePostgresMiB.toFixed(1)} MiB`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printStartup(await measureStartup());
}
