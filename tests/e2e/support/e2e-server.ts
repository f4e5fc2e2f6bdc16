/**
 * The real server for the browser tests: a fresh database for this run (on TEST_DATABASE_URL's server when
 * given, otherwise an embedded PostgreSQL in a temporary data folder), the demo seeded, the built web app served.
 */
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { makeTempDataDir } from '../../helpers/temp-data-dir';
import { createFreshDatabase } from '../../helpers/test-database';

const dataDir = await makeTempDataDir('e2e-data-');
const database = process.env.TEST_DATABASE_URL ? await createFreshDatabase('e2e') : null;

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '3210',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    ...(database ? { DATABASE_URL: database.url } : {}),
  },
});

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  if (!stopping) process.exit(code ?? 1);
});
