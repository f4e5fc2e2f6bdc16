import { and, asc, count, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { DomainError } from '../plugins/app/domain-error';
import { auditLog, branches, users } from '../db/tables';
import type { CrudResource, ReferenceLink } from './crud-registry';
import { listFilterSql } from './crud-sql';
import type { SortEntry } from '../../src/schema/list-query';
import type { ValidListQuery } from './list-query.rules';

/** The only file of server/crud that talks to the database. Rows come back keyed by the definition's field names. */

export type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbExecutor = Db | DbTransaction;
export type Row = Record<string, unknown>;
/** Every query is scoped to the organisation, and to the branch for branch-scoped resources. */
export type ScopeKeys = { organizationId: number; branchId: number | null };

/**
 * Runs `work` in one transaction. A value the checks before it let through but PostgreSQL refuses (SQLSTATE
 * class 22, data exception) is the caller's input, not our fault: it answers 400, never 500.
 */
export async function inTransaction<T>(db: Db, work: (tx: DbTransaction) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    const code = (error as { code?: unknown; cause?: { code?: unknown } }).cause?.code ?? (error as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('22')) throw new DomainError('bad_request', 'A value does not fit its field.');
    throw error;
  }
}

/** The columns a record is answered with: its fields plus id, version and timestamps (never tenant keys). */
const recordColumns = (resource: CrudResource): Record<string, PgColumn> =>
  Object.fromEntries(
    [...Object.keys(resource.definition.fields), 'id', 'version', 'createdAt', 'updatedAt'].map((field) => [field, resource.columns[field]!]),
  );

/** Tenancy and liveness: organisation, branch (branch scope), not soft-deleted. */
function scopeSql(resource: CrudResource, scope: ScopeKeys): SQL {
  const { columns } = resource;
  const parts: SQL[] = [eq(columns['organizationId']!, scope.organizationId)];
  if (resource.definition.scope === 'branch' && scope.branchId !== null) parts.push(eq(columns['branchId']!, scope.branchId));
  if (resource.softDelete) parts.push(isNull(columns['deletedAt']!));
  return and(...parts)!;
}

const byId = (resource: CrudResource, scope: ScopeKeys, id: number) => and(scopeSql(resource, scope), eq(resource.columns['id']!, id))!;

/**
 * A searched or filtered list counts its matches only up to this many past the page's start: beyond that
 * "more than" is all a person needs, and counting every match of a broad search (a first "mil" typed into a
 * book of 100 000 clients) would cost several times the page itself. The whole list is always counted exactly.
 */
export const countWindow = 1_000;

/** The queries of a list, unexecuted (the list benchmark runs their SQL directly). */
export function listQueries(db: DbExecutor, resource: CrudResource, scope: ScopeKeys, query: ValidListQuery) {
  const filter = listFilterSql(resource.columns, resource.definition.search, query);
  const where = filter ? and(scopeSql(resource, scope), filter) : scopeSql(resource, scope);
  const direction = (entry: SortEntry) => (entry.order === 'desc' ? desc : asc);
  const offset = (query.page - 1) * query.perPage;
  // One row past the window tells "exactly the window" from "more than the window".
  const countLimit = filter ? offset + countWindow + 1 : null;
  const walkSortIndex = () =>
    db
      .select(recordColumns(resource))
      .from(resource.table)
      .where(where)
      .orderBy(...query.sort.map((entry) => direction(entry)(resource.columns[entry.field]!)))
      .limit(query.perPage)
      .offset(offset);
  // OFFSET 0 keeps PostgreSQL from folding the subquery into the outer one: it finds the matches through the
  // filter's indexes and sorts only them.
  const sortMatches = () => {
    const matches = db.select(recordColumns(resource)).from(resource.table).where(where).offset(0).as('matches');
    const column = (field: string) => (matches as unknown as Record<string, PgColumn>)[field]!;
    return db
      .select()
      .from(matches)
      .orderBy(...query.sort.map((entry) => direction(entry)(column(entry.field))))
      .limit(query.perPage)
      .offset(offset);
  };
  return {
    count:
      countLimit === null
        ? db.select({ total: count() }).from(resource.table).where(where)
        : db.select({ total: count() }).from(db.select({ one: sql`1` }).from(resource.table).where(where).limit(countLimit).as('matches')),
    countLimit,
    page: (fewMatches: boolean) => (fewMatches ? sortMatches() : walkSortIndex()),
  };
}

/**
 * A page of rows and the count of matches; `totalIsLowerBound` when counting stopped at the window.
 *
 * How the page is found depends on the count. For the whole list, or a search with more matches than the
 * window, the planner walks the sort order's index and filters as it goes: the page is met early. A search
 * with fewer matches is filtered first and only its matches are sorted: walking the index for them may cross
 * most of the table when they sit together late in the order ("petar" in a book sorted by surname), and the
 * planner, which cannot know where they sit, sometimes chooses that walk (500 ms instead of 1).
 */
export async function listRows(db: DbExecutor, resource: CrudResource, scope: ScopeKeys, query: ValidListQuery) {
  const { page, count: counting, countLimit } = listQueries(db, resource, scope, query);
  if (countLimit === null) {
    const [rows, [counted]] = await Promise.all([page(false), counting]);
    return { rows: rows as Row[], total: counted?.total ?? 0, totalIsLowerBound: false };
  }
  const [counted] = await counting;
  const total = counted?.total ?? 0;
  const totalIsLowerBound = total >= countLimit;
  const rows = await page(!totalIsLowerBound);
  return { rows: rows as Row[], total: totalIsLowerBound ? countLimit - 1 : total, totalIsLowerBound };
}

/** A live record of the scope; `forUpdate` locks it until the transaction ends (edits and deletes). */
export async function findRow(db: DbExecutor, resource: CrudResource, scope: ScopeKeys, id: number, forUpdate = false): Promise<Row | null> {
  const query = db.select(recordColumns(resource)).from(resource.table).where(byId(resource, scope, id)).limit(1);
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
    .returning(recordColumns(resource))) as Row[];
}

/** Applies the changes, bumps the version and the update time. */
export async function updateRow(tx: DbExecutor, resource: CrudResource, scope: ScopeKeys, id: number, changes: Row): Promise<Row> {
  const [row] = await tx
    .update(resource.table)
    .set({ ...columnValues(resource, changes), version: sql`${resource.columns['version']!} + 1`, updatedAt: sql`now()` } as never)
    .where(byId(resource, scope, id))
    .returning(recordColumns(resource));
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
  const rows = await db
    .select({ id: target.columns['id']! })
    .from(target.table)
    .where(and(scopeSql(target, scope), inArray(target.columns['id']!, ids)))
    .for('key share');
  return new Set(rows.map((row) => Number(row.id)));
}

/** Whether another live record of the scope has this value (case-insensitive). */
export async function hasDuplicate(db: DbExecutor, resource: CrudResource, scope: ScopeKeys, field: string, value: string, exceptId: number | null) {
  const parts = [scopeSql(resource, scope), sql`lower(${resource.columns[field]!}) = lower(${value})`];
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

/** A record's audit entries, newest first, with the actor's name. */
export async function auditEntries(db: DbExecutor, organizationId: number, entity: string, entityId: number, page: number, perPage: number) {
  const where = and(eq(auditLog.organizationId, organizationId), eq(auditLog.entity, entity), eq(auditLog.entityId, entityId));
  const [rows, [counted]] = await Promise.all([
    db
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
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
