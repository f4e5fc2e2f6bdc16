import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { packageRoot } from '../package-root';
import { claimMissingBookingSlugs } from './booking-slugs-step';
import type { Db } from './client';
import { convertStoredPhoneNumbers } from './phone-numbers-step';

// From the package root: the bundled server (dist-server/) reads the same folder as the sources.
const migrationsFolder = path.join(packageRoot, 'server', 'db', 'migrations');

/**
 * Runs on every start; Drizzle takes an advisory lock so concurrent starts do not race. Then the data steps written
 * in TypeScript, each idempotent (phone numbers to E.164: phone-numbers-step.ts; booking pages' addresses:
 * booking-slugs-step.ts).
 */
export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
  await convertStoredPhoneNumbers(db);
  await claimMissingBookingSlugs(db);
}
