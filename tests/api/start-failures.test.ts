/**
 * Every way `npm start` can fail to start ends with one sentence on stderr saying what happened and what to
 * do, a non-zero exit, no stack trace, and no PostgreSQL left running for its data folder.
 */
import { existsSync, statSync } from 'node:fs';
import { chmod, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDataDir } from '../helpers/temp-data-dir';
import { linkedWorkTree, othersCanReachProject, postgresProcessesFor, projectRoot, spawnServer } from './start-support';

const dirs: string[] = [];
const dataDir = async () => {
  const dir = await makeTempDataDir('start-failure-');
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** Starts the server, waits for it to give up, and checks the way it did; returns its one line. */
async function failedStart(env: Record<string, string>, options: { uid?: number; gid?: number; cwd?: string } = {}): Promise<string> {
  const started = spawnServer(env, options);
  const code = await started.exited;
  const lines = started.stderr().trim().split('\n').filter(Boolean);
  expect(code, started.stderr()).not.toBe(0);
  expect(lines, started.stderr()).toHaveLength(1);
  expect(started.stderr()).not.toMatch(/^\s+at /m);
  if (env.DATA_DIR) expect(postgresProcessesFor(env.DATA_DIR)).toEqual([]);
  return lines[0]!;
}

const listening = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));

describe('a start that fails says why in one line', () => {
  it('port in use: after the embedded PostgreSQL started, which is stopped again', async () => {
    const holder = createServer();
    const port = await listening(holder);
    try {
      const dir = await dataDir();
      const line = await failedStart({ DATA_DIR: dir, PORT: String(port) });
      expect(line).toBe(`Port ${port} is already in use: stop the program that holds it, or set PORT to a free port.`);
      // PostgreSQL was up (its cluster exists) when the port was found taken; failedStart saw it stopped.
      expect(existsSync(path.join(dir, 'pg', 'PG_VERSION'))).toBe(true);
    } finally {
      holder.close();
    }
  }, 60_000);

  it('DATABASE_URL unreachable, without its password', async () => {
    const line = await failedStart({ DATA_DIR: await dataDir(), DATABASE_URL: 'postgres://app:s3cret-pw@127.0.0.1:1/branchbook' });
    expect(line).toBe('Cannot reach the PostgreSQL at 127.0.0.1:1/branchbook (ECONNREFUSED): start it, or correct DATABASE_URL.');
  });

  it('DATABASE_URL with a wrong user or password', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.username = 'no_such_role';
    url.password = 's3cret-pw';
    const line = await failedStart({ DATA_DIR: await dataDir(), DATABASE_URL: url.toString() });
    expect(line).toMatch(/^The PostgreSQL at .* refused the connection \(.*"no_such_role".*\): correct the user, password or database in DATABASE_URL\.$/);
    expect(line).not.toContain('s3cret-pw');
  });

  it('DATA_DIR not writable', async (context) => {
    const parent = await dataDir();
    await chmod(parent, 0o555);
    const dir = path.join(parent, 'data');
    // Root may write anywhere: the server then runs as nobody, as a person without rights to the folder would.
    const asOther = process.getuid?.() === 0 ? { uid: 65534, gid: 65534, cwd: projectRoot } : {};
    if ('uid' in asOther && !othersCanReachProject()) {
      // A checkout in a private folder (/root/app, mode 700): nobody could not even load the server's code, so
      // it runs from a copy in a folder anyone may enter.
      const copyParent = await dataDir();
      if (statSync(copyParent).dev !== statSync(projectRoot).dev) {
        const reason = `the checkout is in a folder only its owner may enter and ${path.dirname(copyParent)} is on another file system: no hard-linked copy for nobody to run`;
        console.warn(`start-failures "DATA_DIR not writable" skipped: ${reason}`);
        context.skip(reason);
      }
      asOther.cwd = path.join(copyParent, 'app');
      linkedWorkTree(asOther.cwd);
    }
    const line = await failedStart({ DATA_DIR: dir }, asOther);
    expect(line).toBe(`DATA_DIR ${dir} is not writable (EACCES on ${dir}): give DATA_DIR a folder this user can write, or set DATABASE_URL.`);
  });

  it('embedded PostgreSQL that exits while starting', async () => {
    const dir = await dataDir();
    // A cluster of another PostgreSQL version: the server refuses it and exits.
    await mkdir(path.join(dir, 'pg'), { mode: 0o700 });
    await writeFile(path.join(dir, 'pg', 'PG_VERSION'), '9.6\n');
    const line = await failedStart({ DATA_DIR: dir });
    expect(line).toMatch(
      new RegExp(`^The embedded PostgreSQL in ${path.join(dir, 'pg')} stopped while starting \\(.+\\): fix what it says, or set DATABASE_URL\\.$`),
    );
  });

  it('an environment variable that does not parse', async () => {
    const line = await failedStart({ DATA_DIR: await dataDir(), PORT: 'eighty' });
    expect(line).toMatch(/^The environment is not valid \(PORT: .*\): correct it and start again\.$/);
  });
});
