import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../../server/db/client';
import {
  citusDroppedForeignKeys,
  distributedTables,
  distributionColumnOf,
  localTables,
  referenceTables,
  uniqueKeysWithoutChain,
} from '../../server/db/distribution';
import { runMigrations } from '../../server/db/migrate';
import * as tableDefinitions from '../../server/db/tables';
import { createFreshDatabase } from '../helpers/test-database';

/**
 * Issue 21: the migrated schema, read from the catalogue, is ready for Citus sharding by chain
 * (docs/distributed-postgres.md). Each test lists every offender, so a failure says what to fix.
 */
describe('distribution readiness of the schema', () => {
  type Key = { name: string; table: string; columns: string[] };
  type ForeignKey = Key & { refTable: string; refColumns: string[] };
  let database: Awaited<ReturnType<typeof createFreshDatabase>>;
  let handle: DbHandle;
  let tables: string[];
  let primaryKeys: Map<string, string[]>;
  let foreignKeys: ForeignKey[];
  let uniqueKeys: Key[];
  let notNull: Set<string>;

  const kindOf = (table: string) =>
    table in distributedTables ? 'distributed' : table in referenceTables ? 'reference' : table in localTables ? 'local' : 'unclassified';
  const distributionColumn = (table: string) => distributionColumnOf(table as keyof typeof distributedTables);

  beforeAll(async () => {
    database = await createFreshDatabase('distribution');
    handle = createDb(database.url, 2);
    await runMigrations(handle.db);
    const query = async <T>(text: string) => (await handle.pool.query<T & Record<string, unknown>>(text)).rows;
    // A constraint's or index's columns, in key order, as names.
    const columnsOf = (relation: string, numbers: string) =>
      `array(select a.attname::text from unnest(${numbers}) with ordinality k(n, o) join pg_attribute a on a.attrelid = ${relation} and a.attnum = k.n order by k.o)`;
    tables = (
      await query<{ name: string }>(
        `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
      )
    ).map((row) => row.name);
    const constraints = await query<{ name: string; type: string; table: string; columns: string[]; ref_table: string | null; ref_columns: string[] | null }>(
      `select c.conname as name, c.contype as type, t.relname as table, ${columnsOf('c.conrelid', 'c.conkey')} as columns,
              r.relname as ref_table, case when c.contype = 'f' then ${columnsOf('c.confrelid', 'c.confkey')} end as ref_columns
       from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_namespace n on n.oid = t.relnamespace
       left join pg_class r on r.oid = c.confrelid
       where n.nspname = 'public' and c.contype in ('p', 'f')`,
    );
    primaryKeys = new Map(constraints.filter((c) => c.type === 'p').map((c) => [c.table, c.columns]));
    foreignKeys = constraints
      .filter((c) => c.type === 'f')
      .map((c) => ({ name: c.name, table: c.table, columns: c.columns, refTable: c.ref_table!, refColumns: c.ref_columns! }));
    // Unique indexes, whether made by a constraint or CREATE UNIQUE INDEX (Citus asks the same of both).
    uniqueKeys = (
      await query<{ name: string; table: string; columns: string[] }>(
        `select i.relname as name, t.relname as table, ${columnsOf('x.indrelid', 'x.indkey::int2[]')} as columns
         from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
         join pg_namespace n on n.oid = t.relnamespace where n.nspname = 'public' and x.indisunique`,
      )
    ).map((row) => ({ name: row.name, table: row.table, columns: row.columns }));
    notNull = new Set(
      (
        await query<{ column: string }>(
          `select table_name || '.' || column_name as column from information_schema.columns
           where table_schema = 'public' and is_nullable = 'NO'`,
        )
      ).map((row) => row.column),
    );
  });

  afterAll(async () => {
    await handle.pool.end();
    await database.drop();
  });

  it('classifies every table exactly once, and names no table that is not there', () => {
    const lists = [distributedTables, referenceTables, localTables].map((list) => Object.keys(list));
    const twice = lists.flat().filter((table, i, all) => all.indexOf(table) !== i);
    expect(twice).toEqual([]);
    expect(tables.filter((table) => kindOf(table) === 'unclassified')).toEqual([]);
    expect(lists.flat().filter((table) => !tables.includes(table))).toEqual([]);
  });

  it('keys every distributed table by the chain: its column NOT NULL and leading the primary key', () => {
    const offenders = Object.keys(distributedTables).flatMap((table) => {
      const column = distributionColumn(table);
      const primaryKey = primaryKeys.get(table);
      return [
        ...(notNull.has(`${table}.${column}`) ? [] : [`${table}.${column} is nullable or missing`]),
        ...(primaryKey?.[0] === column ? [] : [`${table} primary key (${primaryKey?.join(', ') ?? 'none'}) does not start with ${column}`]),
      ];
    });
    expect(offenders).toEqual([]);
  });

  it('has only foreign keys Citus can keep: co-located by the chain, or to reference tables', () => {
    const offenders = foreignKeys
      .filter((key) => !(key.name in citusDroppedForeignKeys))
      .flatMap((key) => {
        const from = kindOf(key.table);
        const to = kindOf(key.refTable);
        const described = `${key.name}: ${from} ${key.table}(${key.columns.join(', ')}) -> ${to} ${key.refTable}(${key.refColumns.join(', ')})`;
        if (to === 'reference') return [];
        if (from === 'distributed' && to === 'distributed') {
          const coLocated = key.columns[0] === distributionColumn(key.table) && key.refColumns[0] === distributionColumn(key.refTable);
          return coLocated ? [] : [`${described} is not through the chain on both sides`];
        }
        if (from === 'local' && to === 'local') return [];
        return [`${described} crosses placements`];
      });
    expect(offenders).toEqual([]);
  });

  it('lists only foreign keys that exist and that Citus would indeed refuse', () => {
    const byName = new Map(foreignKeys.map((key) => [key.name, key]));
    const stale = Object.keys(citusDroppedForeignKeys).filter((name) => {
      const key = byName.get(name);
      if (!key) return true;
      const colocated =
        kindOf(key.table) === 'distributed' &&
        kindOf(key.refTable) === 'distributed' &&
        key.columns[0] === distributionColumn(key.table) &&
        key.refColumns[0] === distributionColumn(key.refTable);
      return colocated || kindOf(key.refTable) === 'reference';
    });
    expect(stale).toEqual([]);
  });

  it('names every unique key of a distributed table that leaves the chain out', () => {
    const withoutChain = uniqueKeys
      .filter((key) => kindOf(key.table) === 'distributed' && !key.columns.includes(distributionColumn(key.table)))
      .map((key) => key.name)
      .sort();
    expect(withoutChain).toEqual(Object.keys(uniqueKeysWithoutChain).sort());
  });

  it('defines every table in Drizzle, each distributed one with its distribution column NOT NULL', () => {
    const definitions = new Map(
      Object.values(tableDefinitions)
        .filter((value) => is(value, PgTable))
        .map((table) => {
          const config = getTableConfig(table);
          return [config.name, config.columns] as const;
        }),
    );
    expect(tables.filter((table) => !definitions.has(table))).toEqual([]);
    const offenders = Object.keys(distributedTables).filter(
      (table) => !definitions.get(table)?.some((column) => column.name === distributionColumn(table) && column.notNull),
    );
    expect(offenders).toEqual([]);
  });
});
