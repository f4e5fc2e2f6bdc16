import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

/** Starts a command in its own process group and resolves once `url` answers 200; returns the elapsed ms. */
export async function startAndWait(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  url: string,
  timeoutMs = 120_000,
): Promise<{ child: ChildProcess; readyMs: number }> {
  const started = performance.now();
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return { child, readyMs: performance.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Stops the whole process group (npm → tsx → node) and waits for it. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
  await exited;
}

const childrenOf = (pid: number): number[] =>
  readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1]!.split(' ')[1] === String(pid);
      } catch {
        return false;
      }
    })
    .map(Number);

/** The most resident memory a process has held since it started (its high-water mark), in MiB (Linux /proc). */
export function peakRssMiB(pid: number): number {
  const match = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? Number.NaN) / 1024;
}

/** Resident memory of a process and its descendants, in MiB (Linux /proc). */
export function treeRssMiB(pid: number, exclude: (cmd: string) => boolean = () => false): number {
  const pids = [pid];
  for (let i = 0; i < pids.length; i++) pids.push(...childrenOf(pids[i]!));
  let kib = 0;
  for (const p of pids) {
    try {
      const cmd = readFileSync(`/proc/${p}/cmdline`, 'utf8');
      if (exclude(cmd)) continue;
      const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'));
      kib += Number(match?.[1] ?? 0);
    } catch {
      // exited meanwhile
    }
  }
  return kib / 1024;
}
