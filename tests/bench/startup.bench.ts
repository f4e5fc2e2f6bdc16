/** Second start of `npm start` to the first answer, and the server's memory at idle. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startAndWait, stopProcess, treeRssMiB } from './bench-process';

export async function measureStartup() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-start-'));
  const port = 3320;
  const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' };
  const url = `http://127.0.0.1:${port}/api/v1/health`;
  try {
    const first = await startAndWait('npm', ['start', '--silent'], env, url);
    await stopProcess(first.child);
    const second = await startAndWait('npm', ['start', '--silent'], env, url);
    await new Promise((r) => setTimeout(r, 3000));
    const serverMiB = treeRssMiB(second.child.pid!, (cmd) => cmd.includes('postgres'));
    const postgresMiB = treeRssMiB(second.child.pid!) - serverMiB;
    await stopProcess(second.child);
    return { firstStartMs: first.readyMs, secondStartMs: second.readyMs, idleServerMiB: serverMiB, idlePostgresMiB: postgresMiB };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
