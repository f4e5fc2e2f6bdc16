import { rm } from 'node:fs/promises';
import { startEmbeddedPostgres } from '../../server/db/embedded-postgres';
import { makeTempDataDir } from './temp-data-dir';

/** API tests use TEST_DATABASE_URL when given, otherwise an embedded PostgreSQL for this run only. */
export default async function globalSetup() {
  if (process.env.TEST_DATABASE_URL) return;
  const dir = await makeTempDataDir('api-tests-');
  const embedded = await startEmbeddedPostgres(dir);
  process.env.TEST_DATABASE_URL = embedded.url;
  return async () => {
    await embedded.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
