import pg from 'pg';
import { randomBytes } from 'node:crypto';

/**
 * Every test run gets its own database on the server named by TEST_DATABASE_URL (set by the
 * global setup to an embedded PostgreSQL when the caller gave none), so runs never see each other's rows; with
 * `template`, a copy of that database (the benchmarks' large chain, tests/bench/large-chain-database.ts).
 */
export async function createFreshDatabase(prefix = 'test', template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set: run through vitest (global setup) or set it');
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // A large template is copied file by file: WAL-logging every page of it would take far longer.
  await admin.query(template ? `CREATE DATABASE "${name}" TEMPLATE "${template}" STRATEGY file_copy` : `CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}
