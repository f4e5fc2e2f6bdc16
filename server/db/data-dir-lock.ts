import { linkSync, mkdirSync, readFileSync, rmdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { isProcessAlive, ownStartTime } from './process-liveness';

export type LockHolder = { pid: number; startTime: string | null; hostname: string; startedAt: string };
export type DataDirLock = { file: string; release: () => void };

export const lockFileName = 'server.lock';

/** A second server on the same data folder would corrupt the embedded database: it must stop, and say why. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The data folder ${dir} is in use by another server (pid ${holder.pid} on ${holder.hostname}, started ${holder.startedAt}). ` +
        'Stop that server first, or give this one another DATA_DIR (or a DATABASE_URL).',
    );
    this.name = 'DataDirInUseError';
  }
}

const readHolder = (file: string): LockHolder | null => {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const h = parsed as Partial<LockHolder>;
    if (typeof h.pid !== 'number') return null;
    return { pid: h.pid, startTime: h.startTime ?? null, hostname: h.hostname ?? '?', startedAt: h.startedAt ?? '?' };
  } catch {
    return null;
  }
};

const readRaw = (file: string): string | null => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

const sleepSync = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Removes a lock whose holder is gone. Two starters may judge the same lock stale at once: a mkdir mutex
 * makes the check-and-remove atomic, so one never deletes the fresh lock the other just took.
 */
function removeStaleLock(file: string, staleContent: string): void {
  const mutex = `${file}.takeover`;
  try {
    mkdirSync(mutex);
  } catch {
    // Someone else is taking over; a mutex left by a process killed inside this tiny window expires.
    try {
      if (Date.now() - statSync(mutex).mtimeMs > 5_000) rmdirSync(mutex);
    } catch {
      // gone meanwhile
    }
    sleepSync(50);
    return;
  }
  try {
    if (readRaw(file) === staleContent) unlinkSync(file);
  } finally {
    rmdirSync(mutex);
  }
}

/**
 * Takes the data folder for this process, or throws DataDirInUseError when a live process holds it.
 * The lock file names its holder (pid and process start time); a holder that no longer runs — a server
 * killed with SIGKILL, a container restarted — leaves a stale lock, which is taken over.
 */
export function acquireDataDirLock(dir: string): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, lockFileName);
  const me: LockHolder = {
    pid: process.pid,
    startTime: ownStartTime(),
    hostname: hostname(),
    startedAt: new Date().toISOString(),
  };
  const content = JSON.stringify(me);

  for (let attempt = 0; attempt < 20; attempt++) {
    // Written aside and hard-linked into place: link is atomic and fails when the lock exists, so nobody
    // ever reads a half-written lock.
    const candidate = `${file}.${process.pid}.${attempt}`;
    writeFileSync(candidate, content, { mode: 0o600 });
    try {
      linkSync(candidate, file);
      return { file, release: createRelease(file, content) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(candidate);
    }

    const existing = readRaw(file);
    if (existing === null) continue;
    const holder = readHolder(file);
    if (holder && isProcessAlive(holder.pid, holder.startTime)) throw new DataDirInUseError(dir, holder);
    removeStaleLock(file, existing);
  }
  throw new Error(`Could not lock the data folder ${dir}: its lock file keeps changing.`);
}

function createRelease(file: string, content: string): () => void {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    // Only our own lock: never delete one another process took over after judging ours stale.
    if (readRaw(file) === content) {
      try {
        unlinkSync(file);
      } catch {
        // already gone
      }
    }
  };
  // A crash that still runs exit handlers frees the folder at once instead of leaving a stale lock.
  process.on('exit', release);
  return release;
}
