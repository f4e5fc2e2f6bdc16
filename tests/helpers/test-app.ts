import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../server/app';
import { createDb } from '../../server/db/client';
import { runMigrations } from '../../server/db/migrate';
import { parseEnv } from '../../server/env';
import { createFreshDatabase } from './test-database';
import { testSecrets } from './test-secrets';

export type TestApp = { app: FastifyInstance; close: () => Promise<void> };

/** The real app on a fresh, migrated database: no mocks. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<AppOptions, 'extraResources' | 'logger' | 'onRoute' | 'serveWebApp' | 'resolveTxt'> & { beforeBuild?: (url: string) => Promise<void> } = {},
): Promise<TestApp> {
  const database = await createFreshDatabase();
  const dbHandle = createDb(database.url, 5);
  await runMigrations(dbHandle.db);
  await options.beforeBuild?.(database.url);
  const app = await buildApp({
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: '0', DATABASE_URL: database.url, ...env }),
    dbHandle,
    secrets: testSecrets(),
    logger: options.logger ?? false,
    extraResources: options.extraResources ?? [],
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    ...(options.serveWebApp ? { serveWebApp: options.serveWebApp } : {}),
    ...(options.resolveTxt ? { resolveTxt: options.resolveTxt } : {}),
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
