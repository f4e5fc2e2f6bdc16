import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { createDb } from '../../server/db/client';
import { runMigrations } from '../../server/db/migrate';
import { parseEnv } from '../../server/env';
import { createFreshDatabase } from './test-database';

export type TestApp = { app: FastifyInstance; close: () => Promise<void> };

/** The real app on a fresh, migrated database: no mocks. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createFreshDatabase();
  const dbHandle = createDb(database.url, 5);
  await runMigrations(dbHandle.db);
  const app = await buildApp({
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: '0', DATABASE_URL: database.url, ...env }),
    dbHandle,
    secrets: { jwtSecret: randomBytes(32), cookieSecret: randomBytes(32).toString('hex') },
    logger: false,
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await dbHandle.pool.end();
      await database.drop();
    },
  };
}
