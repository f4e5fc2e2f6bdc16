import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ListQuery } from '../../../src/schema/list-query';
import type { ListMeta } from '../../../src/schema/protocol';
import type { PayScheme } from '../../../src/schema/money/pay-scheme';
import type { PaySchemeRecord } from '../../../src/schema/pay/pay-api';
import { paySchemeListDefinition } from '../../../src/schema/pay/pay-lists';
import type { Db, DbExecutor, DbTransaction } from '../../db/client';
import { branchToday } from '../../crud/branch-records';
import { employees, payAssignments, paySchemes, serviceCategories } from '../../db/tables';
import { inTransaction } from '../../crud/crud.repository';
import { conditionSql, listFilterSql } from '../../crud/crud-sql';
import { validateListQuery } from '../../crud/list-query.rules';
import { badInput, conflict, DomainError, notFound, type FieldIssue } from '../../plugins/app/domain-error';
import { recordAudit } from '../audit/audit.service';
import type { PayCaller } from './pay-access';
import { readTogether } from '../../db/read-together';

/** Pay schemes of a branch: listed in the engine's grammar, written with versions, deleted softly. */

type SchemeRow = typeof paySchemes.$inferSelect;
const missingScheme = () => notFound('payScheme');

/**
 * The live members whose scheme this is on `today` or from a later day: an assignment counts unless a later
 * one of the same member has already started.
 */
export async function membersOnSchemes(
  db: DbExecutor,
  organizationId: number,
  schemeIds: readonly number[],
  today: string,
) {
  if (schemeIds.length === 0) return [];
  const later = sql`exists (select 1 from ${payAssignments} later where later.organization_id = ${payAssignments.organizationId}
    and later.employee_id = ${payAssignments.employeeId} and later.starts_on > ${payAssignments.startsOn} and later.starts_on <= ${today})`;
  return db
    .selectDistinct({
      schemeId: payAssignments.schemeId,
      employeeId: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
    })
    .from(payAssignments)
    .innerJoin(
      employees,
      and(
        eq(employees.organizationId, payAssignments.organizationId),
        eq(employees.id, payAssignments.employeeId),
      ),
    )
    .where(
      and(
        eq(payAssignments.organizationId, organizationId),
        inArray(payAssignments.schemeId, [...schemeIds]),
        isNull(employees.deletedAt),
        sql`not ${later}`,
      ),
    );
}

const recordOf = (row: SchemeRow, assignedCount: number): PaySchemeRecord => ({
  id: row.id,
  branchId: row.branchId,
  name: row.name,
  fixedAmount: row.fixedAmount,
  fixedPer: row.fixedPer,
  servicePercent: row.servicePercent,
  productPercent: row.productPercent,
  categoryPercents: row.categoryPercents,
  minimum: row.minimum,
  assignedCount,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

async function recordsOf(db: DbExecutor, caller: PayCaller, rows: SchemeRow[]): Promise<PaySchemeRecord[]> {
  const members = await membersOnSchemes(
    db,
    caller.organizationId,
    rows.map((row) => row.id),
    branchToday(caller),
  );
  return rows.map((row) => recordOf(row, members.filter((member) => member.schemeId === row.id).length));
}

const liveScheme = (caller: PayCaller, id: number) =>
  and(
    eq(paySchemes.organizationId, caller.organizationId),
    eq(paySchemes.branchId, caller.scope.branchId),
    eq(paySchemes.id, id),
    isNull(paySchemes.deletedAt),
  );

/** A live scheme of the caller's branch (any other id, another branch's too, is unknown). */
export async function findScheme(
  db: DbExecutor,
  caller: PayCaller,
  id: number,
  lock = false,
): Promise<SchemeRow | null> {
  const query = db.select().from(paySchemes).where(liveScheme(caller, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

const filterColumns: Record<string, PgColumn> = {
  id: paySchemes.id,
  name: paySchemes.name,
  fixedPer: paySchemes.fixedPer,
};
const sortColumns: Record<string, PgColumn> = {
  ...filterColumns,
  createdAt: paySchemes.createdAt,
  updatedAt: paySchemes.updatedAt,
};

export async function listSchemes(
  db: Db,
  caller: PayCaller,
  query: ListQuery,
): Promise<{ items: PaySchemeRecord[]; meta: ListMeta }> {
  const valid = validateListQuery(paySchemeListDefinition, query);
  const conditions = valid.conditions.map((condition) =>
    conditionSql(filterColumns[condition.field]!, condition),
  );
  const where = and(
    eq(paySchemes.organizationId, caller.organizationId),
    eq(paySchemes.branchId, caller.scope.branchId),
    isNull(paySchemes.deletedAt),
    conditions.length > 0 ? (valid.combiner === 'or' ? or(...conditions) : and(...conditions)) : undefined,
    listFilterSql(paySchemeListDefinition, filterColumns, {
      conditions: [],
      combiner: 'and',
      terms: valid.terms,
    }),
  );
  const [rows, [counted]] = await readTogether(
    db,
    () => db
      .select()
      .from(paySchemes)
      .where(where)
      .orderBy(...valid.sort.map((entry) => (entry.order === 'desc' ? desc : asc)(sortColumns[entry.field]!)))
      .limit(valid.perPage)
      .offset((valid.page - 1) * valid.perPage),
    () => db.select({ total: count() }).from(paySchemes).where(where),
  );
  const total = counted?.total ?? 0;
  return {
    items: await recordsOf(db, caller, rows),
    meta: {
      totalItems: total,
      totalPages: Math.ceil(total / valid.perPage),
      currentPage: valid.page,
      itemsPerPage: valid.perPage,
      itemCount: rows.length,
    },
  };
}

export async function showScheme(db: Db, caller: PayCaller, id: number): Promise<PaySchemeRecord> {
  const row = await findScheme(db, caller, id);
  if (!row) throw missingScheme();
  return (await recordsOf(db, caller, [row]))[0]!;
}

/** Each category with its own percentage must be one of this branch's service categories (400 naming the row). */
async function assertCategories(tx: DbTransaction, caller: PayCaller, scheme: PayScheme) {
  const ids = scheme.categoryPercents.map((row) => row.categoryId);
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: serviceCategories.id })
    .from(serviceCategories)
    .where(
      and(
        eq(serviceCategories.organizationId, caller.organizationId),
        eq(serviceCategories.branchId, caller.scope.branchId),
        inArray(serviceCategories.id, ids),
      ),
    );
  const known = new Set(found.map((row) => row.id));
  const issues = scheme.categoryPercents.flatMap((row, index): FieldIssue[] =>
    known.has(row.categoryId)
      ? []
      : [
          {
            path: ['categoryPercents', index, 'categoryId'],
            message: (m) => m.pay.notACategory,
          },
        ],
  );
  if (issues.length > 0) throw badInput(issues);
}

const columnsOf = (scheme: PayScheme) => ({
  name: scheme.name,
  fixedAmount: scheme.fixedAmount,
  fixedPer: scheme.fixedPer,
  servicePercent: scheme.servicePercent,
  productPercent: scheme.productPercent,
  categoryPercents: scheme.categoryPercents,
  minimum: scheme.minimum,
});

const audited = (row: SchemeRow) => ({ ...columnsOf(row as unknown as PayScheme), id: row.id });

export async function createScheme(db: Db, caller: PayCaller, input: PayScheme): Promise<PaySchemeRecord> {
  return inTransaction(db, async (tx) => {
    await assertCategories(tx, caller, input);
    const [row] = await tx
      .insert(paySchemes)
      .values({ ...caller.scope, ...columnsOf(input) })
      .returning();
    await recordAudit(tx, {
      organizationId: caller.organizationId,
      actorUserId: caller.userId,
      entity: 'pay_scheme',
      entityId: row!.id,
      action: 'create',
      before: null,
      after: audited(row!),
    });
    return recordOf(row!, 0);
  });
}

export async function updateScheme(
  db: Db,
  caller: PayCaller,
  id: number,
  input: PayScheme & { version: number },
): Promise<PaySchemeRecord> {
  const row = await inTransaction(db, async (tx) => {
    const before = await findScheme(tx, caller, id, true);
    if (!before) throw missingScheme();
    if (before.version !== input.version) throw new DomainError('stale_version', (m) => m.common.staleVersion);
    await assertCategories(tx, caller, input);
    const [after] = await tx
      .update(paySchemes)
      .set({ ...columnsOf(input), version: before.version + 1, updatedAt: new Date() })
      .where(liveScheme(caller, id))
      .returning();
    await recordAudit(tx, {
      organizationId: caller.organizationId,
      actorUserId: caller.userId,
      entity: 'pay_scheme',
      entityId: id,
      action: 'update',
      before: audited(before),
      after: audited(after!),
    });
    return after!;
  });
  return (await recordsOf(db, caller, [row]))[0]!;
}

const namesOf = (members: readonly { firstName: string; lastName: string }[]) =>
  members.map((member) => `${member.firstName} ${member.lastName}`.trim()).join(', ');

/**
 * A scheme someone is paid by today or from a later day cannot go (409 naming them): assign them another first.
 * Past assignments keep pointing at the deleted scheme, so calculations and history still name it.
 */
export async function deleteScheme(db: Db, caller: PayCaller, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const before = await findScheme(tx, caller, id, true);
    if (!before) throw missingScheme();
    const members = await membersOnSchemes(tx, caller.organizationId, [id], branchToday(caller));
    if (members.length > 0)
      throw conflict(
        (m) => m.pay.schemeInUse({ scheme: before.name, members: namesOf(members) }),
      );
    await tx
      .update(paySchemes)
      .set({ deletedAt: new Date(), version: before.version + 1, updatedAt: new Date() })
      .where(liveScheme(caller, id));
    await recordAudit(tx, {
      organizationId: caller.organizationId,
      actorUserId: caller.userId,
      entity: 'pay_scheme',
      entityId: id,
      action: 'delete',
      before: audited(before),
      after: null,
    });
  });
}
