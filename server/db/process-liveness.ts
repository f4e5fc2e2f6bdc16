import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

type ProcStat = { state: string; startTime: string };

/** Linux /proc/<pid>/stat: the state letter and the start time in clock ticks since boot. Null elsewhere. */
export function readProcStat(pid: number): ProcStat | null {
  try {
    const raw = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces and parentheses: fields after it start past the last ')'.
    const fields = raw.slice(raw.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0] ?? '', startTime: fields[19] ?? '' };
  } catch {
    return null;
  }
}

/** The start time of this process, recorded in lock files so that a recycled pid is not mistaken for us. */
export const ownStartTime = (): string | null => readProcStat(process.pid)?.startTime ?? null;

/**
 * Whether `pid` is a running process. A zombie counts as gone (it holds nothing), and when the recorded
 * start time differs the pid now belongs to another process (containers recycle low pids after a restart).
 */
export function isProcessAlive(pid: number, startTime?: string | null): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = readProcStat(pid);
  if (stat && (stat.state === 'Z' || stat.state === 'X')) return false;
  if (stat && startTime && stat.startTime !== startTime) return false;
  return true;
}

/** The command line of a process ('' when it cannot be read). */
export function readCommandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    try {
      // No /proc (macOS): ask ps.
      return execFileSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' }).trim();
    } catch {
      return '';
    }
  }
}

/** Resolves true once `pid` has exited, false if it still runs after `timeoutMs`. */
export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isProcessAlive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}
