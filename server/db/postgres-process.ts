import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { isProcessAlive, waitForExit } from './process-liveness';

/** Whom PostgreSQL runs as: null is this process's own user; as root, the `postgres` system user. */
export type RunAs = { uid: number; gid: number } | null;

/** A PostgreSQL program that could not run or stopped with an error; the message is a sentence, with its last words. */
export class PostgresProgramError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PostgresProgramError';
  }
}

/** The last lines a program printed, for the error when it fails (bounded: the server logs for as long as it runs). */
function outputTail(child: ChildProcess, onLine: (line: string) => void = () => {}) {
  const lines: string[] = [];
  let partial = '';
  const take = (chunk: Buffer) => {
    const text = partial + chunk.toString('utf8');
    const complete = text.split('\n');
    partial = complete.pop() ?? '';
    for (const line of complete.map((l) => l.trim()).filter(Boolean)) {
      lines.push(line);
      if (lines.length > 40) lines.shift();
      onLine(line);
    }
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  // PostgreSQL says why it stopped in a FATAL or PANIC line; otherwise its last line is the best we have.
  const reason = () => [...lines].reverse().find((line) => /\b(FATAL|PANIC|ERROR):/.test(line)) ?? lines.at(-1) ?? 'no output';
  return { reason };
}

function spawnProgram(binDir: string, program: string, args: string[], runAs: RunAs): ChildProcess {
  return spawn(path.join(binDir, program), args, {
    ...runAs,
    // Not the caller's folder, which the postgres user may not be allowed to enter.
    cwd: '/',
    // English messages whatever the machine's language: the readiness line below is matched as text.
    env: { ...process.env, LC_MESSAGES: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

const couldNotRun = (program: string, binDir: string, error: NodeJS.ErrnoException) =>
  new PostgresProgramError(`The embedded PostgreSQL's ${program} in ${binDir} could not run (${error.code ?? error.message}): run npm install again, or set DATABASE_URL.`);

/** initdb: a new cluster in `databaseDir` with password authentication for `user`. */
export function runInitdb(binDir: string, databaseDir: string, options: { user: string; passwordFile: string; runAs: RunAs }): Promise<void> {
  const child = spawnProgram(
    binDir,
    'initdb',
    [`--pgdata=${databaseDir}`, '--auth=password', `--username=${options.user}`, `--pwfile=${options.passwordFile}`, '--lc-messages=C'],
    options.runAs,
  );
  const { reason } = outputTail(child);
  return new Promise((resolve, reject) => {
    child.once('error', (error) => reject(couldNotRun('initdb', binDir, error)));
    child.once('close', (code) => {
      if (code === 0) resolve();
      else reject(new PostgresProgramError(`initdb could not create the database in ${databaseDir} (${reason()}): fix what it says, or set DATABASE_URL.`));
    });
  });
}


/**
 * Starts `postgres` and resolves once it accepts connections. When it stops before that, rejects with what
 * it said; an exec failure (a missing or unreachable binary) is a rejection too, never an unhandled 'error'.
 */
export function startPostmaster(binDir: string, databaseDir: string, args: string[], runAs: RunAs): Promise<{ pid: number }> {
  const child = spawnProgram(binDir, 'postgres', ['-D', databaseDir, ...args], runAs);
  return new Promise((resolve, reject) => {
    const { reason } = outputTail(child, (line) => {
      if (line.includes('database system is ready to accept connections') && child.pid) resolve({ pid: child.pid });
    });
    child.once('error', (error) => reject(couldNotRun('postgres', binDir, error)));
    child.once('close', () => reject(new PostgresProgramError(`The embedded PostgreSQL in ${databaseDir} stopped while starting (${reason()}): fix what it says, or set DATABASE_URL.`)));
  });
}

/**
 * Stops a postmaster: SIGINT is PostgreSQL's fast shutdown (rolls back open transactions, writes a
 * checkpoint); a server that does not stop gets the immediate shutdown, then SIGKILL. False if it survives all.
 */
export async function stopPostmaster(pid: number): Promise<boolean> {
  for (const [signal, waitMs] of [['SIGINT', 15_000], ['SIGQUIT', 5_000], ['SIGKILL', 5_000]] as const) {
    if (!isProcessAlive(pid)) return true;
    try {
      process.kill(pid, signal);
    } catch {
      return true;
    }
    if (await waitForExit(pid, waitMs)) return true;
  }
  return false;
}
