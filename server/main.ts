/**
 * `npm start`: the database (embedded in DATA_DIR unless DATABASE_URL is given), migrations, the demo on
 * an empty database, then one port for the web app, API, sign-in and live channel. Closes gracefully.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DbHandle } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import type { EmbeddedDatabase } from './db/embedded-postgres';
import { demoPassword, demoUsers } from './db/seed/demo-data';
import { parseEnv, type Env } from './env';
import { loadSecrets } from './secrets';

const startedAt = performance.now();
// An empty variable (DATABASE_URL= in a shell or .env) means "not set", not "connect to ''".
const env: Env = parseEnv(Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== '')));
const dataDir = path.resolve(env.DATA_DIR);

let embedded: EmbeddedDatabase | null = null;
let dbHandle: DbHandle | null = null;
let app: FastifyInstance | null = null;

const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

let shuttingDown: Promise<void> | null = null;
function shutdown(reason: string, exitCode = 0): Promise<void> {
  shuttingDown ??= (async () => {
    if (reason) console.log(`\n${reason}: shutting down…`);
    // A stuck close must not keep a half-stopped server around forever.
    setTimeout(() => process.exit(exitCode || 1), 15_000).unref();
    try {
      await app?.close();
      await dbHandle?.pool.end();
      await embedded?.stop();
    } catch (error) {
      console.error('Shutdown was not clean:', error);
      exitCode ||= 1;
    }
    process.exit(exitCode);
  })();
  return shuttingDown;
}
for (const signal of signals) process.on(signal, () => void shutdown(signal));

/**
 * embedded-postgres installs, when first imported, SIGINT/SIGTERM/SIGHUP handlers that stop PostgreSQL and
 * exit at once, under requests still in flight. Those handlers are removed (only those: tsx's own must stay)
 * so that ours close the app first; its process-exit hook stays as a last resort.
 */
async function importEmbeddedPostgres() {
  const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
  const embeddedModule = await import('./db/embedded-postgres');
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) if (!before.get(signal)?.has(listener)) process.off(signal, listener);
  }
  return embeddedModule;
}

/** Loads what the database needs now; the returned function starts it (embedded unless DATABASE_URL is given). */
async function prepareDatabase(): Promise<() => Promise<string>> {
  const url = env.DATABASE_URL;
  if (url) return async () => url;
  const { startEmbeddedPostgres } = await importEmbeddedPostgres();
  return async () => {
    embedded = await startEmbeddedPostgres(dataDir, (message) => console.log(message));
    return embedded.url;
  };
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
  if (demo) {
    lines.push(`  Demo logins   (password ${demoPassword})`);
    for (const user of Object.values(demoUsers)) lines.push(`                ${user.login.padEnd(18)} ${user.note}`);
  }
  console.log(`${lines.join('\n')}\n`);
}

async function main() {
  const startDatabase = await prepareDatabase();
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
  const shownHost = ['0.0.0.0', '::', ''].includes(env.HOST) ? 'localhost' : env.HOST;
  printBanner(env.PUBLIC_URL?.replace(/\/$/, '') ?? `http://${shownHost}:${port}`, demo);
}

main().catch(async (error: unknown) => {
  if (error instanceof DataDirInUseError) console.error(`\n${error.message}\n`);
  else console.error('The server could not start:', error);
  await shutdown('', 1);
});
