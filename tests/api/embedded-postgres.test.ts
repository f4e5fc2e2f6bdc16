import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockFileName } from '../../server/db/data-dir-lock';
import { startEmbeddedPostgres } from '../../server/db/embedded-postgres';
import { isProcessAlive } from '../../server/db/process-liveness';

const dir = mkdtempSync(path.join(tmpdir(), 'embedded-pg-'));
// As root, the postgres user must be able to enter it (see tests/helpers/temp-data-dir.ts).
chmodSync(dir, 0o755);
const pidFile = path.join(dir, 'pg', 'postmaster.pid');
const postmaster = () => (existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : null);

function startHolder(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/api/embedded-postgres-holder.ts', dir], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('READY')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`holder exited with ${code}: ${output}`)));
  });
}

const query = async (url: string, text: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
};

describe('embedded PostgreSQL on a data folder', () => {
  afterAll(() => {
    // Whatever happened above, leave no PostgreSQL running.
    const pid = postmaster();
    if (pid && isProcessAlive(pid)) process.kill(pid, 'SIGQUIT');
    rmSync(dir, { recursive: true, force: true });
  });

  let holder: ChildProcess;
  it('refuses a second server on a folder in use, naming the process that holds it', async () => {
    holder = await startHolder();
    const attempt = startEmbeddedPostgres(dir);
    await expect(attempt).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(attempt).rejects.toThrow(`pid ${holder.pid}`);
    // The refusal touched nothing: the holder's database still answers.
    expect(isProcessAlive(postmaster()!)).toBe(true);
  }, 90_000);

  it('recovers after the holder is killed outright, stopping the PostgreSQL it left behind, with the data intact', async () => {
    const orphan = postmaster()!;
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    expect(isProcessAlive(orphan)).toBe(true);
    expect(existsSync(path.join(dir, lockFileName))).toBe(true);

    const database = await startEmbeddedPostgres(dir);
    expect(isProcessAlive(orphan)).toBe(false);
    expect(await query(database.url, 'select note from survived')).toEqual([{ note: 'written before the crash' }]);
    await database.stop();
    expect(existsSync(path.join(dir, lockFileName))).toBe(false);
    expect(postmaster()).toBeNull();
  }, 90_000);

  it('starts over a postmaster.pid whose pid now belongs to another program', async () => {
    // As after a container restart: the recorded pid is alive, but it is not PostgreSQL.
    writeFileSync(pidFile, `${process.pid}\n${path.join(dir, 'pg')}\n0\n5432\n`);
    const database = await startEmbeddedPostgres(dir);
    expect(await query(database.url, 'select count(*)::int as n from survived')).toEqual([{ n: 1 }]);
    await database.stop();
    await database.stop();
  }, 90_000);
});
