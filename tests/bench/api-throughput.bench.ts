/**
 * GET /api/v1/me at 50 concurrent connections, beside a bare Fastify route (the ceiling) in the same run.
 * Both servers run as separate processes so the load generator does not share their event loop.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { createAccessTokenIssuer } from '../../server/plugins/app/tokens';
import { createFreshDatabase } from '../helpers/test-database';
import { startAndWait, stopProcess } from './bench-process';

const run = (url: string, headers: Record<string, string> = {}) =>
  autocannon({ url, connections: 50, duration: 10, headers });

const bareServer = `
import Fastify from 'fastify';
const app = Fastify();
app.get('/bare', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

export async function measureApiThroughput() {
  const jwtSecret = randomBytes(32);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-api-'));
  const database = await createFreshDatabase('bench');
  const appPort = 3310;
  const barePort = 3311;
  const { child: app } = await startAndWait(
    process.execPath,
    ['--import', 'tsx', 'server/main.ts'],
    {
      PORT: String(appPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'silent',
      JWT_SECRET: jwtSecret.toString('hex'),
      DATABASE_URL: database.url,
    },
    `http://127.0.0.1:${appPort}/api/v1/health`,
  );
  const { child: bare } = await startAndWait(
    process.execPath,
    ['--input-type=module', '-e', bareServer],
    { PORT: String(barePort) },
    `http://127.0.0.1:${barePort}/bare`,
  );
  try {
    const ownerId = await ownerUserId(database.url);
    const { accessToken } = await createAccessTokenIssuer(new TextEncoder().encode(jwtSecret.toString('hex'))).issue(ownerId);
    const ceiling = await run(`http://127.0.0.1:${barePort}/bare`);
    const me = await run(`http://127.0.0.1:${appPort}/api/v1/me`, { authorization: `Bearer ${accessToken}` });
    if (me.non2xx > 0) throw new Error(`/me answered ${me.non2xx} non-2xx responses`);
    return {
      me: { rps: me.requests.average, p99Ms: me.latency.p99 },
      ceiling: { rps: ceiling.requests.average, p99Ms: ceiling.latency.p99 },
      shareOfCeiling: me.requests.average / ceiling.requests.average,
    };
  } finally {
    await stopProcess(app);
    await stopProcess(bare);
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function ownerUserId(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ id: string }>(`select id from users where login = 'owner@demo.test'`);
  await client.end();
  return Number(rows[0]!.id);
}
