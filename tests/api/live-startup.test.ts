import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, loggerOptions } from '../../server/app';
import { createDb, type DbHandle } from '../../server/db/client';
import { runMigrations } from '../../server/db/migrate';
import { parseEnv } from '../../server/env';
import { createFreshDatabase } from '../helpers/test-database';
import { testSecrets } from '../helpers/test-secrets';
import { accessToken, liveUrl, openLive, refusedHandshake, seedChain, seedUser } from './live-support';

/** The real app with the production logger configuration, writing into memory. */
async function buildLoggedApp(database: { url: string }, dbHandle: DbHandle, lines: string[], env: Record<string, string> = {}) {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return buildApp({
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'info', SEED_DEMO: '0', DATABASE_URL: database.url, ...env }),
    dbHandle,
    secrets: testSecrets(),
    logger: loggerOptions('info', stream),
  });
}

describe('live channel logging', () => {
  let database: Awaited<ReturnType<typeof createFreshDatabase>>;
  let dbHandle: DbHandle;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await createFreshDatabase();
    dbHandle = createDb(database.url, 3);
    await runMigrations(dbHandle.db);
    app = await buildLoggedApp(database, dbHandle, lines);
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await dbHandle.pool.end();
    await database.drop();
  });

  it('logs the connection by path, never the access token in the URL', async () => {
    const chain = await seedChain(app, 'Logged', 1);
    const userId = await seedUser(app, 'logged@live.test', { organizationId: chain.organizationId, role: 'owner' });
    const token = await accessToken(app, userId);
    const client = await openLive(liveUrl(app, token));
    await client.sync();
    await client.close();
    expect(await refusedHandshake(liveUrl(app, `${token}x`))).toBe('Unexpected server response: 401');

    const requests = lines.filter((l) => l.includes('incoming request'));
    expect(requests.length).toBeGreaterThanOrEqual(2);
    for (const line of requests) expect(JSON.parse(line)).toMatchObject({ req: { url: '/ws/v1' } });
    expect(lines.join('\n')).not.toContain(token);
    expect(lines.join('\n')).not.toContain('token=');
  });
});

describe('live channel with an unreachable REDIS_URL', () => {
  it('refuses to start, naming the address without its password', async () => {
    const database = await createFreshDatabase();
    const dbHandle = createDb(database.url, 1);
    try {
      await runMigrations(dbHandle.db);
      const lines: string[] = [];
      await expect(buildLoggedApp(database, dbHandle, lines, { REDIS_URL: 'redis://:hunter2@127.0.0.1:1' })).rejects.toThrow(
        /^Cannot reach Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:1: .*ECONNREFUSED/,
      );
      expect(lines.join('\n')).not.toContain('hunter2');
    } finally {
      await dbHandle.pool.end();
      await database.drop();
    }
  });
});
