import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { packageRoot } from '../package-root';
import type { Db } from './client';

// From the package root: the bundled server (dist-server/) reads the same folder as the sources.
const migrationsFolder = path.join(packageRoot, 'server', 'db', 'migrations');

/** Runs on every start; Drizzle takes an advisory lock so concurrent starts do not race. */
export const runMigrations = (db: Db) => migrate(db, { migrationsFolder });
