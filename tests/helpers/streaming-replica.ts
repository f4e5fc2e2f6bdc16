import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { appendFile, chown, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { makeTempDataDir } from './temp-data-dir';

const run = promisify(execFile);

/** A primary and its streaming standby, each on a port of its own; `stop` ends both and removes their folder. */
export type StreamingPair = { primaryUrl: string; replicaUrl: string; stopReplica: () => Promise<void>; stop: () => Promise<void> };

/** This machine's PostgreSQL programs: pg_config's, else the newest of /usr/lib/postgresql/<version>/bin. */
async function postgresBinDir(): Promise<string> {
  const fromPgConfig = await run('pg_config', ['--bindir']).then(
    ({ stdout }) => stdout.trim(),
    () => null,
  );
  if (fromPgConfig && existsSync(path.join(fromPgConfig, 'pg_basebackup'))) return fromPgConfig;
  const versions = await readdir('/usr/lib/postgresql').catch(() => []);
  const newest = versions
    .sort((a, b) => Number(a) - Number(b))
    .map((version) => path.join('/usr/lib/postgresql', version, 'bin'))
    .findLast((dir) => existsSync(path.join(dir, 'pg_basebackup')));
  if (!newest) throw new Error('No PostgreSQL programs on this machine (pg_config --bindir, /usr/lib/postgresql/*/bin): install postgresql');
  return newest;
}

/** Ports free now, held open together so that they differ. */
async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer());
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))));
  const ports = servers.map((server) => (server.address() as { port: number }).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** PostgreSQL refuses to run as root: as root the programs run as the `postgres` system user. */
async function runAs(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  const [uid, gid] = await Promise.all(['-u', '-g'].map(async (flag) => Number((await run('id', [flag, 'postgres'])).stdout.trim())));
  return { uid: uid!, gid: gid! };
}

/**
 * A real primary (wal_level=replica, a replication line in pg_hba) and a hot standby made from it with
 * `pg_basebackup -R`, both with pg_stat_statements so a test can ask either what it ran. Trust on 127.0.0.1 only:
 * throwaway clusters in a temporary folder.
 */
export async function startStreamingPair(): Promise<StreamingPair> {
  const [binDir, user] = await Promise.all([postgresBinDir(), runAs()]);
  const dir = await makeTempDataDir('streaming-pair-');
  if (user) await chown(dir, user.uid, user.gid);
  const program = (name: string, args: string[]) => run(path.join(binDir, name), args, { ...user, cwd: '/', env: { ...process.env, LC_MESSAGES: 'C' } });
  const primaryDir = path.join(dir, 'primary');
  const replicaDir = path.join(dir, 'replica');
  const [primaryPort, replicaPort] = await freePorts(2);
  const started: string[] = [];
  const start = async (dataDir: string) => {
    started.push(dataDir);
    await program('pg_ctl', ['-D', dataDir, '-l', `${dataDir}.log`, '-w', '-t', '30', 'start']).catch(async (error: Error) => {
      const log = await readFile(`${dataDir}.log`, 'utf8').catch(() => '');
      throw new Error(`${error.message}\n${log.split('\n').slice(-10).join('\n')}`);
    });
  };
  // Immediate: nothing here is kept. The standby first, so that it does not wait for its primary.
  const stopServer = async (dataDir: string) => {
    await program('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
  };
  const stop = async () => {
    for (const dataDir of [...started].reverse()) await stopServer(dataDir);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await program('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '--no-sync', '--lc-messages=C']);
    const settings = [
      "listen_addresses = '127.0.0.1'",
      "unix_socket_directories = ''",
      'wal_level = replica',
      'max_wal_senders = 4',
      'hot_standby = on',
      "shared_preload_libraries = 'pg_stat_statements'",
      'fsync = off',
    ];
    await appendFile(path.join(primaryDir, 'postgresql.conf'), `\n${settings.join('\n')}\nport = ${primaryPort}\n`);
    await appendFile(path.join(primaryDir, 'pg_hba.conf'), '\nhost replication postgres 127.0.0.1/32 trust\n');
    await start(primaryDir);
    await program('pg_basebackup', ['-d', `host=127.0.0.1 port=${primaryPort} user=postgres`, '-D', replicaDir, '-R', '-X', 'stream', '-c', 'fast']);
    // The copy carries the primary's settings; later lines win.
    await appendFile(path.join(replicaDir, 'postgresql.conf'), `\nport = ${replicaPort}\n`);
    await start(replicaDir);
  } catch (error) {
    await stop();
    throw error;
  }
  const url = (port: number) => `postgres://postgres@127.0.0.1:${port}/postgres`;
  return { primaryUrl: url(primaryPort!), replicaUrl: url(replicaPort!), stopReplica: () => stopServer(replicaDir), stop };
}
