import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { parseEnv } from '../../env';

/**
 * The report summaries recomputed from the facts (docs/report-summaries.md): `report_rebuild(chain)` of migration
 * 0046, set-based SQL, one transaction a chain. Writers of the fact tables wait meanwhile (SHARE locks, reads go on),
 * so no delta lands on a summary between its recomputation and the commit.
 */
const factTables = ['sales', 'sale_items', 'transactions', 'online_payments', 'orders', 'order_services', 'order_clients', 'work_slots'];

export async function rebuildReportSummaries(client: pg.ClientBase, organizationId: number): Promise<void> {
  await client.query('begin');
  try {
    await client.query(`lock table ${factTables.join(', ')} in share mode`);
    await client.query('select report_rebuild($1)', [organizationId]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

/**
 * For a bulk load (the benchmarks' seeds): the summaries' triggers (migration 0046, named report_…) off while the facts are
 * written, then `rebuildReportSummaries` for each chain loaded, far cheaper than a delta per statement. Only these
 * triggers: foreign keys and every other constraint stay checked. Table-wide DDL, so for a database no one else
 * writes meanwhile (the bench user owns the tables).
 */
export async function setSummaryTriggers(client: pg.ClientBase, enabled: boolean): Promise<void> {
  const { rows } = await client.query<{ relation: string; name: string }>(
    `select tgrelid::regclass::text as relation, tgname as name from pg_trigger where not tgisinternal and tgname like 'report\\_%' order by 1, 2`,
  );
  for (const { relation, name } of rows) await client.query(`alter table ${relation} ${enabled ? 'enable' : 'disable'} trigger ${name}`);
}

/**
 * `npm run reports:rebuild [chain id …]`: every chain, or the given ones, on DATABASE_URL or the embedded database
 * in DATA_DIR (stop the server first: the embedded database is one process's).
 */
async function main() {
  const env = parseEnv(Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== '')));
  const embedded = env.DATABASE_URL ? null : await (await import('../../db/embedded-postgres')).startEmbeddedPostgres(path.resolve(env.DATA_DIR));
  const client = new pg.Client({ connectionString: env.DATABASE_URL ?? embedded!.url });
  await client.connect();
  try {
    const given = process.argv.slice(2).map(Number);
    const ids = given.length > 0 ? given : (await client.query<{ id: string }>('select id from organizations order by id')).rows.map((row) => Number(row.id));
    for (const id of ids) {
      const started = performance.now();
      await rebuildReportSummaries(client, id);
      console.log(`chain ${id}: report summaries rebuilt in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await client.end();
    await embedded?.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
