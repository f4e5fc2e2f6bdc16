import { rm } from 'node:fs/promises';
import { startEmbeddedPostgres } from '../../server/db/embedded-postgres';
import { startSqlCapture } from '../sql-capture/captured';
import { makeTempDataDir } from './temp-data-dir';

/**
 * API tests use TEST_DATABASE_URL when given, otherwise an embedded PostgreSQL for this run only. The statements the
 * server sends are captured and, after the last file, checked to name their chain (tests/sql-capture/).
 */
export default async function globalSetup() {
  const checkStatements = await startSqlCapture();
  if (process.env.TEST_DATABASE_URL) return checkStatements;
  const dir = await makeTempDataDir('api-tests-');
  const embedded = await startEmbeddedPostgres(dir);
  process.env.TEST_DATABASE_URL = embedded.url;
  return async () => {
    await embedded.stop();
    await rm(dir, { recursive: true, force: true });
    await checkStatements();
  };
}
