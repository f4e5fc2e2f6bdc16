import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './client';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Runs on every start; Drizzle takes an advisory lock so concurrent starts do not race. */
export const runMigrations = (db: Db) => migrate(db, { migrationsFolder });
