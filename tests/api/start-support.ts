/**
 * The real server started as `npm run dev` starts it (`node --import tsx server/main.ts`), in a condition set
 * by its environment, for the start-*.test.ts files.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

export type Started = { child: ChildProcess; stdout: () => string; stderr: () => string; exited: Promise<number | null> };

export function spawnServer(env: Record<string, string>, options: SpawnOptions = {}): Started {
  // Never the developer's own database or data folder: each test names what it wants.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    ...options,
    env: { ...process.env, DATABASE_URL: '', SEED_DEMO: '0', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return { child, stdout: () => stdout, stderr: () => stderr, exited };
}

/** Resolves with the address from the banner once the server listens; rejects if it exits first. */
export async function serverAddress(started: Started, timeoutMs = 60_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = /BranchBook is running at (\S+)/.exec(started.stdout());
    if (match) return match[1]!;
    if (started.child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`the server did not start:\n${started.stdout()}\n${started.stderr()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Pids of the PostgreSQL postmasters whose command line (`postgres -D <dir>/…`) names `dir`. */
export function postgresProcessesFor(dir: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
        return commandLine.includes('postgres') && commandLine.includes(dir);
      } catch {
        return false;
      }
    })
    .map(Number);
}
