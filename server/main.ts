/**
 * `npm start`: the database (embedded in DATA_DIR unless DATABASE_URL is given), migrations, the demo on
 * an empty database, then one port for the web app, API, sign-in and live channel. Closes gracefully.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DbHandle } from './db/client';
import type { EmbeddedDatabase } from './db/embedded-postgres';
import { demoPassword, demoUsers } from './db/seed/demo-data';
import { parseEnv, type Env } from './env';
import { ownOrigin } from './own-origin';
import { loadSecrets } from './secrets';
import { invalidEnvironmentMessage, startFailureMessage } from './start-failure';

const startedAt = performance.now();
const env: Env = readEnv();
const dataDir = path.resolve(env.DATA_DIR);

function readEnv(): Env {
  try {
    // An empty variable (DATABASE_URL= in a shell or .env) means "not set", not "connect to ''".
    return parseEnv(Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== '')));
  } catch (error) {
    console.error(invalidEnvironmentMessage(error));
    process.exit(1);
  }
}

// Kept as a promise: a start that fails elsewhere meanwhile still stops a PostgreSQL that was on its way up.
let embeddedStart: Promise<EmbeddedDatabase> | null = null;
let embedded: EmbeddedDatabase | null = null;
let dbHandle: DbHandle | null = null;
let app: FastifyInstance | null = null;

let shuttingDown: Promise<void> | null = null;
function shutdown(reason: string, exitCode = 0): Promise<void> {
  shuttingDown ??= (async () => {
    if (reason) console.log(`\n${reason}: shutting down…`);
    // A stuck close must not keep a half-stopped server around forever.
    setTimeout(() => process.exit(exitCode || 1), 15_000).unref();
    try {
      await app?.close();
      // pool.end() resolves before its idle connections have closed; stopping PostgreSQL next may cut them first,
      // and that is our own doing, not a lost connection to report.
      dbHandle?.pool.removeAllListeners('error').on('error', () => {});
      await dbHandle?.pool.end();
      await (await embeddedStart?.catch(() => null))?.stop();
    } catch (error) {
      console.error(`Shutdown was not clean: ${(error as Error).message}`);
      exitCode ||= 1;
    }
    process.exit(exitCode);
  })();
  return shuttingDown;
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(signal));

/** The database's URL: the embedded PostgreSQL in DATA_DIR unless DATABASE_URL is given. */
async function startDatabase(): Promise<string> {
  if (env.DATABASE_URL) return env.DATABASE_URL;
  const { startEmbeddedPostgres } = await import('./db/embedded-postgres');
  embeddedStart = startEmbeddedPostgres(dataDir, (message) => console.log(message));
  embedded = await embeddedStart;
  return embedded.url;
}

function printBanner(address: string, demo: boolean) {
  const lines = [
    '',
    `  BranchBook is running at ${address}   (ready in ${Math.round(performance.now())} ms, ${Math.round(performance.now() - startedAt)} ms after loading)`,
    `  API docs      ${address}/api/v1/docs`,
    embedded
      ? `  Database      embedded PostgreSQL in ${embedded.databaseDir}, 127.0.0.1:${embedded.port} (user postgres, password in ${path.join(dataDir, 'pg-password')})`
      : '  Database      DATABASE_URL',
  ];
  // Without PUBLIC_URL, e-mailed links say this machine's own address (never a request's Host): fine for a demo.
  if (!env.PUBLIC_URL && !demo) lines.push(`  E-mail links  ${address} — set PUBLIC_URL to the address people reach this server at`);
  if (demo) {
    lines.push(`  Demo logins   (password ${demoPassword})`);
    for (const user of Object.values(demoUsers)) lines.push(`                ${user.login.padEnd(18)} ${user.note}`);
  }
  console.log(`${lines.join('\n')}\n`);
}

async function main() {
  // PostgreSQL starts in its own process while this one loads the app's modules: the two overlap.
  const [url, secrets, { buildApp }, { createDb }, { runMigrations }, { seedDemoIfEmpty, demoLoginsPresent }] = await Promise.all([
    startDatabase(),
    loadSecrets(dataDir, env),
    import('./app'),
    import('./db/client'),
    import('./db/migrate'),
    import('./db/seed/demo-seed'),
  ]);
  dbHandle = createDb(url, env.DATABASE_POOL_MAX);
  await runMigrations(dbHandle.db);
  if (env.SEED_DEMO && (await seedDemoIfEmpty(dbHandle.db))) console.log('Seeded the demo data.');
  const demo = env.SEED_DEMO && (await demoLoginsPresent(dbHandle.db));

  app = await buildApp({ env, dbHandle, secrets, serveWebApp: true });
  await app.listen({ port: env.PORT, host: env.HOST });
  const bound = app.server.address();
  const port = typeof bound === 'object' && bound ? bound.port : env.PORT;
  printBanner(env.PUBLIC_URL?.replace(/\/$/, '') ?? ownOrigin(env.HOST, port), demo);
}

main().catch(async (error: unknown) => {
  console.error(startFailureMessage(error, { port: env.PORT, host: env.HOST, dataDir, databaseUrl: env.DATABASE_URL }));
  if (['debug', 'trace'].includes(env.LOG_LEVEL)) console.error(error);
  await shutdown('', 1);
});
