import { and, asc, count, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbExecutor, DbTransaction } from '../db/client';
import { DomainError } from '../plugins/app/domain-error';
import { auditLog, branches, users } from '../db/tables';
import type { CrudResource, ReferenceLink } from './crud-registry';
import { ownRecordsSql, type RecordReach } from './crud-reach';
import { listFilterSql } from './crud-sql';
import type { ValidListQuery } from './list-query.rules';
import { readTogether } from '../db/read-together';

/** The only file of server/crud that talks to the database. Rows come back keyed by the definition's field names. */

export type Row = Record<string, unknown>;
/**
 * Every query is scoped to the organisation, and to the branch for branch-scoped resources; an employee's reach
 * (crud-reach.ts) narrows it to their own records.
 */
export type ScopeKeys = { organizationId: number; branchId: number | null; reach?: RecordReach };

/**
 * Runs `work` in one transaction. A value the checks before it let through but PostgreSQL refuses (SQLSTATE
 * class 22, data exception) is the caller's input, not our fault: it answers 400, never 500.
 */
export async function inTransaction<T>(db: Db, work: (tx: DbTransaction) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    const code = (error as { code?: unknown; cause?: { code?: unknown } }).cause?.code ?? (error as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('22')) throw new DomainError('bad_request', (m) => m.common.valueDoesNotFit);
    throw error;
  }
}

/** A row read by raw SQL (column names, driver values), as Drizzle's own selects answer it (field names, decoded). */
const fromDriverRow = (columns: Record<string, PgColumn>, row: Record<string, unknown>): Row => {
  const decoded: Row = {};
  for (const field in columns) {
    const column = columns[field]!;
    const value = row[column.name];
    decoded[field] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return decoded;
};

/** Tenancy and liveness: organisation, branch (branch scope), not soft-deleted. */
function scopeSql(resource: CrudResource, scope: ScopeKeys): SQL {
  const { columns } = resource;
  const parts: SQL[] = [eq(columns['organizationId']!, scope.organizationId)];
  if (resource.definition.scope === 'branch' && scope.branchId !== null) parts.push(eq(columns['branchId']!, scope.branchId));
  if (resource.softDelete) parts.push(isNull(columns['deletedAt']!));
  if (scope.reach) parts.push(ownRecordsSql(resource.definition, columns['id']!, scope.organizationId, scope.reach));
  return and(...parts)!;
}

/** The scope without an employee's reach. */
const wholeScope = ({ organizationId, branchId }: ScopeKeys): ScopeKeys => ({ organizationId, branchId });

const byId = (resource: CrudResource, scope: ScopeKeys, id: number) => and(scopeSql(resource, scope), eq(resource.columns['id']!, id))!;

/**
 * A searched or filtered list counts its matches only up to this many past the page's start: beyond that
 * "more than" is all a person needs, and counting every match of a broad search (a first "mil" typed into a
 * book of 100 000 clients) would cost several times the page itself. The whole list is always counted exactly.
 */
export const countWindow = 1_000;

/** How many rows of the sort order a search's page may walk before it sorts the matches instead. */
export const sortWalkLimit = 2_000;

/**
 * The queries of a list, each run when asked (the list benchmark records their SQL at the pool and replays it).
 *
 * Which page query runs depends on the count (listRows). The whole list walks the sort order's index. A search
 * with few matches (within the count's window) finds them through the filter's indexes and sorts only them.
 * A broad search walks the first rows of the sort order and filters them, which meets a page at once when
 * matches are spread through the book; when they sit together further on ("zor" in a book sorted by surname),
 * the walk comes back short and the matches are sorted instead. PostgreSQL's planner cannot tell these cases
 * apart: it guesses how many rows match, not where they sit, and a wrong guess costs 500 ms instead of 1.
 */
export function listQueries(db: DbExecutor, resource: CrudResource, scope: ScopeKeys, query: ValidListQuery) {
  const { table } = resource;
  const filter = (columns: Record<string, PgColumn>) => listFilterSql(resource.definition, columns, query, scope.reach?.hidden);
  const inScope = scopeSql(resource, scope);
  const matching = filter(resource.columns);
  const where = matching ? and(inScope, matching)! : inScope;
  const sortedBy = (columns: Record<string, PgColumn>) =>
    query.sort.map((entry) => (entry.order === 'desc' ? desc : asc)(columns[entry.field]!));
  const offset = (query.page - 1) * query.perPage;
  const columnsOf = (subquery: unknown) => subquery as Record<string, PgColumn>;
  // One row past the window tells "exactly the window" from "more than the window".
  const countLimit = matching ? offset + countWindow + 1 : null;

  return {
    countLimit,
    countAll: async () => (await db.select({ total: count() }).from(table).where(where))[0]?.total ?? 0,
    // MATERIALIZED: planned as if every match were read (through the filter's indexes), read only up to the
    // limit. Planned with the limit in view, a high guess of the matches picks a scan of the whole table.
    countMatches: async (limit: number) => {
      const matches = db.select({ one: sql`1` }).from(table).where(where);
      const counted = await db.execute<{ total: number }>(
        sql`with matches as materialized (${matches}) select count(*)::int as total from (select 1 from matches limit ${limit}) as counted`,
      );
      return Number(counted.rows[0]?.total ?? 0);
    },
    wholeList: () => db.select(resource.recordColumns).from(table).where(where).orderBy(...sortedBy(resource.columns)).limit(query.perPage).offset(offset),
    walkSortOrder: () => {
      const walked = db.select(resource.recordColumns).from(table).where(inScope).orderBy(...sortedBy(resource.columns)).limit(sortWalkLimit).as('walked');
      return db.select().from(walked).where(filter(columnsOf(walked))).orderBy(...sortedBy(columnsOf(walked))).limit(query.perPage).offset(offset);
    },
    // MATERIALIZED again: the matches are found through the filter's indexes and only they are sorted. As a
    // plain subquery, the planner may still walk the sort order's index for it (73 ms for "zor", not 5).
    sortMatches: async (): Promise<Row[]> => {
      const matches = db.select(resource.recordColumns).from(table).where(where);
      const order = sql.join(
        query.sort.map((entry) => sql`${sql.identifier(resource.columns[entry.field]!.name)} ${sql.raw(entry.order === 'desc' ? 'desc' : 'asc')}`),
        sql`, `,
      );
      const sorted = await db.execute<Record<string, unknown>>(
        sql`with matches as materialized (${matches}) select * from matches order by ${order} limit ${query.perPage} offset ${offset}`,
      );
      return sorted.rows.map((row) => fromDriverRow(resource.recordColumns, row));
    },
  };
}

/** A page of rows and the count of matches; `totalIsLowerBound` when counting stopped at the window. */
export async function listRows(db: DbExecutor, resource: CrudResource, scope: ScopeKeys, query: ValidListQuery) {
  const queries = listQueries(db, resource, scope, query);
  const { countLimit } = queries;
  if (countLimit === null) {
    const [rows, total] = await readTogether(db, queries.wholeList, queries.countAll);
    return { rows: rows as Row[], total, totalIsLowerBound: false };
  }
  const total = await queries.countMatches(countLimit);
  const totalIsLowerBound = total >= countLimit;
  let rows: Row[] = [];
  if (totalIsLowerBound) rows = (await queries.walkSortOrder()) as Row[];
  // Few matches, or a walk that came back short (the matches sit further on): sort the matches.
  if (!totalIsLowerBound || rows.length < query.perPage) rows = await queries.sortMatches();
  return { rows, total: totalIsLowerBound ? countLimit - 1 : total, totalIsLowerBound };
}

/** A live record of the scope; `forUpdate` locks it until the transaction ends (edits and deletes). */
export async function findRow(db: DbExecutor, resource: CrudResource, scope: ScopeKeys, id: number, forUpdate = false): Promise<Row | null> {
  const query = db.select(resource.recordColumns).from(resource.table).where(byId(resource, scope, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return (row as Row | undefined) ?? null;
}

/** The API's values as the columns take them: an ISO date-time becomes a Date for a timestamp column. */
function columnValues(resource: CrudResource, values: Row): Row {
  return Object.fromEntries(
    Object.entries(values).map(([field, value]) => [
      field,
      typeof value === 'string' && resource.columns[field]?.dataType === 'date' ? new Date(value) : value,
    ]),
  );
}

export async function insertRows(tx: DbExecutor, resource: CrudResource, values: Row[]): Promise<Row[]> {
  if (values.length === 0) return [];
  return (await tx
    .insert(resource.table)
    .values(values.map((row) => columnValues(resource, row)) as never[])
    .returning(resource.recordColumns)) as Row[];
}

/** Applies the changes, bumps the version and the update time. */
export async function updateRow(tx: DbExecutor, resource: CrudResource, scope: ScopeKeys, id: number, changes: Row): Promise<Row> {
  const [row] = await tx
    .update(resource.table)
    .set({ ...columnValues(resource, changes), version: sql`${resource.columns['version']!} + 1`, updatedAt: sql`now()` } as never)
    .where(byId(resource, scope, id))
    .returning(resource.recordColumns);
  return row as Row;
}

/** Soft-deleting resources keep the row (deleted_at) for history; the others lose it. */
export async function deleteRow(tx: DbExecutor, resource: CrudResource, scope: ScopeKeys, id: number): Promise<void> {
  if (resource.softDelete) {
    await tx
      .update(resource.table)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()`, version: sql`${resource.columns['version']!} + 1` } as never)
      .where(byId(resource, scope, id));
  } else {
    await tx.delete(resource.table).where(byId(resource, scope, id));
  }
}

/**
 * Which of `ids` are live records of the target in this organisation (and branch, for branch-scoped targets).
 * FOR KEY SHARE holds them until the caller's transaction ends: a delete of one waits, then finds it in use.
 */
export async function existingIds(db: DbExecutor, target: CrudResource | 'branches', scope: ScopeKeys, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  if (target === 'branches') {
    const rows = await db
      .select({ id: branches.id })
      .from(branches)
      .where(and(eq(branches.organizationId, scope.organizationId), isNull(branches.deletedAt), inArray(branches.id, ids)))
      .for('key share');
    return new Set(rows.map((row) => row.id));
  }
  // What a record may point at is the branch's, not the reader's: an employee's reach narrows reads only.
  const rows = await db
    .select({ id: target.columns['id']! })
    .from(target.table)
    .where(and(scopeSql(target, wholeScope(scope)), inArray(target.columns['id']!, ids)))
    .for('key share');
  return new Set(rows.map((row) => Number(row.id)));
}

/** Whether another live record of the scope has this value (case-insensitive). */
export async function hasDuplicate(db: DbExecutor, resource: CrudResource, scope: ScopeKeys, field: string, value: string, exceptId: number | null) {
  // Unique among all the scope's records, those an employee does not reach too.
  const parts = [scopeSql(resource, wholeScope(scope)), sql`lower(${resource.columns[field]!}) = lower(${value})`];
  if (exceptId !== null) parts.push(ne(resource.columns['id']!, exceptId));
  const rows = await db.select({ one: sql`1` }).from(resource.table).where(and(...parts)).limit(1);
  return rows.length > 0;
}

/** Live records of `link.from` in the organisation whose field points at `id`. */
export async function countReferencing(db: DbExecutor, link: ReferenceLink, organizationId: number, id: number): Promise<number> {
  const column = link.from.columns[link.field]!;
  const pointsAt = link.many ? sql`${id} = ANY(${column})` : eq(column, id);
  const [row] = await db
    .select({ total: count() })
    .from(link.from.table)
    .where(and(scopeSql(link.from, { organizationId, branchId: null }), pointsAt));
  return row?.total ?? 0;
}

/** Live records of the resource in the whole organisation (licence limits count the chain). */
export async function countLive(db: DbExecutor, resource: CrudResource, organizationId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(resource.table)
    .where(scopeSql(resource, { organizationId, branchId: null }));
  return row?.total ?? 0;
}

/** Serialises competing writers on `key` until the transaction ends (limit counts, unique checks). */
export async function lockFor(tx: DbTransaction, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

export async function liveBranchGuids(db: DbExecutor, organizationId: number): Promise<string[]> {
  const rows = await db
    .select({ guid: branches.guid })
    .from(branches)
    .where(and(eq(branches.organizationId, organizationId), isNull(branches.deletedAt)));
  return rows.map((row) => row.guid);
}

/**
 * The time zone phone numbers written without a country code are read by: the branch's, or for a chain-wide
 * resource the chain's first live branch's (src/schema/phone.ts branchPhoneCountry turns it into a country).
 */
export async function phoneTimeZone(db: DbExecutor, scope: ScopeKeys): Promise<string | null> {
  const where = scope.branchId !== null ? eq(branches.id, scope.branchId) : isNull(branches.deletedAt);
  const [row] = await db
    .select({ timeZone: branches.timeZone })
    .from(branches)
    .where(and(eq(branches.organizationId, scope.organizationId), where))
    .orderBy(asc(branches.id))
    .limit(1);
  return row?.timeZone ?? null;
}

/** A record's audit entries, newest first, with the actor's name. */
export async function auditEntries(db: DbExecutor, organizationId: number, entity: string, entityId: number, page: number, perPage: number) {
  const where = and(eq(auditLog.organizationId, organizationId), eq(auditLog.entity, entity), eq(auditLog.entityId, entityId));
  const [rows, [counted]] = await readTogether(
    db,
    () => db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        at: auditLog.at,
        actorUserId: auditLog.actorUserId,
        actorFirstName: users.firstName,
        actorLastName: users.lastName,
        changes: auditLog.changes,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    () => db.select({ total: count() }).from(auditLog).where(where),
  );
  return { rows, total: counted?.total ?? 0 };
}
