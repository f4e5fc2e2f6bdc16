import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { packageRoot } from '../package-root';
import { claimMissingBookingSlugs } from './booking-slugs-step';
import type { Db } from './client';
import { convertStoredPhoneNumbers } from './phone-numbers-step';

// From the package root: the bundled server (dist-server/) reads the same folder as the sources.
const migrationsFolder = path.join(packageRoot, 'server', 'db', 'migrations');

/** Held while one process migrates; any number, so long as nothing else takes it. */
const migrationLockKey = 4_242_002;

/**
 * The migrations, on every start, then the data steps written in TypeScript, each idempotent (phone numbers to E.164:
 * phone-numbers-step.ts; booking pages' addresses: booking-slugs-step.ts). Drizzle's migrator takes no lock of its
 * own: two processes starting at once would both apply the same migrations and one would fail ("already exists").
 * So the whole run holds a session advisory lock on a connection of its own (outside the pool, which may have one
 * connection only); a second start waits, then finds nothing left to do. Closing that connection releases the lock.
 */
export async function runMigrations(db: Db): Promise<void> {
  // drizzle(pool) keeps its pool as `$client` (createDb); the Db type leaves it out.
  const lock = new pg.Client((db as Db & { $client: pg.Pool }).$client.options);
  // Losing it (PostgreSQL restarting) fails the migrations' own queries too, and they say why: no crash from here.
  lock.on('error', () => {});
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [migrationLockKey]);
    await migrate(db, { migrationsFolder });
    await convertStoredPhoneNumbers(db);
    await claimMissingBookingSlugs(db);
  } finally {
    await lock.end();
  }
}
