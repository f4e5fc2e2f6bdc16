/**
 * The real server started as `npm run dev` starts it (`node --import tsx server/main.ts`), in a condition set
 * by its environment, for the start-*.test.ts files.
 */
import { execFileSync, spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Whether a user who owns nothing here (nobody, postgres) may reach the work tree: every folder from it up to
 * `/` must let others through. Not so for a checkout in a private folder such as /root/app (mode 700).
 */
export function othersCanReachProject(): boolean {
  for (let dir = realpathSync(projectRoot); ; dir = path.dirname(dir)) {
    if ((statSync(dir).mode & 0o001) === 0) return false;
    if (dir === path.dirname(dir)) return true;
  }
}

/**
 * A hard-linked copy of the work tree at `into` (a folder not yet there), node_modules included, `.git` and
 * `data` left out: fast, and every file really is inside it. Hard links need `into` on the checkout's own
 * file system; elsewhere `cp` fails with "Invalid cross-device link".
 */
export function linkedWorkTree(into: string): void {
  const entries = readdirSync(projectRoot).filter((entry) => !['.git', 'data'].includes(entry));
  mkdirSync(into);
  execFileSync('cp', ['-al', ...entries.map((entry) => path.join(projectRoot, entry)), into], { stdio: 'pipe' });
}

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
