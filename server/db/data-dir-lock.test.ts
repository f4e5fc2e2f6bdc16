import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError, lockFileName } from './data-dir-lock';
import { readProcStat } from './process-liveness';

/** A pid that surely ran and exited: a child we waited for. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

describe('data folder lock', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
    file = path.join(dir, lockFileName);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const writeHolder = (pid: number, startTime: string | null) =>
    writeFileSync(file, JSON.stringify({ pid, startTime, hostname: 'test', startedAt: '2025-01-01T00:00:00.000Z' }));

  it('takes a free folder, names its holder and frees it on release', () => {
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a second holder while the first lives, saying which process holds it', () => {
    const lock = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirInUseError);
    expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`in use by another server \\(pid ${process.pid}`));
    lock.release();
  });

  it('refuses when another live process holds it', () => {
    writeHolder(process.ppid, readProcStat(process.ppid)?.startTime ?? null);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirInUseError);
  });

  it('takes over the lock of a process that no longer runs', () => {
    writeHolder(deadPid(), null);
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it.runIf(existsSync('/proc/self/stat'))('takes over a lock whose pid now belongs to another process', () => {
    // Our parent is alive, but it is not the process that wrote this lock (its start time differs).
    writeHolder(process.ppid, '1');
    acquireDataDirLock(dir).release();
  });

  it('takes over an unreadable lock', () => {
    writeFileSync(file, 'not json');
    acquireDataDirLock(dir).release();
  });

  it('never removes a lock another process took over', () => {
    const lock = acquireDataDirLock(dir);
    writeHolder(process.ppid, null);
    lock.release();
    expect(existsSync(file)).toBe(true);
  });
});
