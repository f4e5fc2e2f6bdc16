import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbTransaction } from '../client';

/**
 * INSERT … SELECT FROM unnest(one array per column): a parameter per column rather than per value, so a thousand
 * rows are one small statement for PostgreSQL and no per-row SQL for Drizzle to build (with `.values()`, building
 * the SQL took most of the demo seed's time). Every row names the same columns; array columns cannot go this way
 * (unnest would flatten them), so tables with one are inserted with `.values()`.
 */
export async function insertRows<T extends PgTable>(tx: DbTransaction, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const keys = Object.keys(rows[0]!);
  const arrays = keys.map((key) => {
    const column = columns[key]!;
    const values = rows.map((row) => {
      const value: unknown = (row as Record<string, unknown>)[key];
      return value === null || value === undefined ? null : column.mapToDriverValue(value);
    });
    return sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`;
  });
  const names = keys.map((key) => sql.identifier(columns[key]!.name));
  await tx.execute(sql`insert into ${table} (${sql.join(names, sql`, `)}) select * from unnest(${sql.join(arrays, sql`, `)})`);
}

/** `count` ids drawn from the entity id sequence (columns.ts) up front, so rows can name each other before insertion. */
export async function reserveIds(tx: DbTransaction, count: number): Promise<number[]> {
  if (count === 0) return [];
  const reserved = await tx.execute<{ id: string }>(sql`select nextval('entity_id_seq') as id from generate_series(1, ${count})`);
  return reserved.rows.map((row) => Number(row.id));
}
