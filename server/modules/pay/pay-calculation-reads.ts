import { and, asc, count, countDistinct, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ListQuery } from '../../../src/schema/list-query';
import type { ListMeta } from '../../../src/schema/protocol';
import { moneyText, sumMoney } from '../../../src/schema/money/decimal';
import type {
  PayCalculation,
  PayCalculationDetail,
  EmployeePayDocument,
} from '../../../src/schema/pay/pay-api';
import { payCalculationListDefinition } from '../../../src/schema/pay/pay-lists';
import type { Db, DbExecutor } from '../../db/client';
import {
  employees,
  payCalculationLines,
  payCalculations,
  paySchemes,
  saleItems,
  transactions,
} from '../../db/tables';
import { conditionSql } from '../../crud/crud-sql';
import { validateListQuery } from '../../crud/list-query.rules';
import { notFound } from '../../plugins/app/domain-error';
import type { PayCaller } from './pay-access';

/**
 * Reading pay calculations: one with each member's lines, the branch's list (the engine's list grammar) and a
 * member's documents; and the row-to-answer pieces the state changes (pay-calculations.service.ts) share.
 */

export type CalculationRow = typeof payCalculations.$inferSelect;
export const missingCalculation = () => notFound('payCalculation');

export const calculationOf = (row: CalculationRow, employeeCount: number): PayCalculation => ({
  id: row.id,
  branchId: row.branchId,
  periodFrom: row.periodFrom,
  periodTo: row.periodTo,
  status: row.status,
  total: row.total,
  employeeCount,
  approvedAt: row.approvedAt?.toISOString() ?? null,
  paidAt: row.paidAt?.toISOString() ?? null,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const ofCaller = (caller: PayCaller) =>
  and(
    eq(payCalculations.organizationId, caller.organizationId),
    eq(payCalculations.branchId, caller.scope.branchId),
  );

export async function employeeCounts(
  db: DbExecutor,
  organizationId: number,
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: payCalculationLines.calculationId, members: countDistinct(payCalculationLines.employeeId) })
    .from(payCalculationLines)
    .where(
      and(
        eq(payCalculationLines.organizationId, organizationId),
        inArray(payCalculationLines.calculationId, [...ids]),
      ),
    )
    .groupBy(payCalculationLines.calculationId);
  return new Map(rows.map((row) => [row.id, row.members]));
}

export async function showCalculation(db: Db, caller: PayCaller, id: number): Promise<PayCalculationDetail> {
  const [row] = await db
    .select()
    .from(payCalculations)
    .where(and(ofCaller(caller), eq(payCalculations.id, id)));
  if (!row) throw missingCalculation();
  const [lines, paid] = await Promise.all([
    db
      .select({
        id: payCalculationLines.id,
        employeeId: payCalculationLines.employeeId,
        firstName: employees.firstName,
        lastName: employees.lastName,
        kind: payCalculationLines.kind,
        ref: payCalculationLines.ref,
        label: payCalculationLines.label,
        base: payCalculationLines.base,
        percent: payCalculationLines.percent,
        amount: payCalculationLines.amount,
        schemeId: payCalculationLines.schemeId,
        schemeName: paySchemes.name,
        date: saleItems.localDate,
      })
      .from(payCalculationLines)
      .innerJoin(
        employees,
        and(
          eq(employees.organizationId, payCalculationLines.organizationId),
          eq(employees.id, payCalculationLines.employeeId),
        ),
      )
      .leftJoin(
        paySchemes,
        and(
          eq(paySchemes.organizationId, payCalculationLines.organizationId),
          eq(paySchemes.id, payCalculationLines.schemeId),
        ),
      )
      // A sale item's line names its id in `ref`: the day it was sold explains the line.
      .leftJoin(
        saleItems,
        and(
          eq(saleItems.organizationId, payCalculationLines.organizationId),
          or(
            eq(payCalculationLines.kind, 'service_percent'),
            eq(payCalculationLines.kind, 'product_percent'),
          ),
          sql`${saleItems.id} = case when ${payCalculationLines.ref} ~ '^[0-9]{1,18}$' then ${payCalculationLines.ref}::bigint end`,
        ),
      )
      .where(
        and(
          eq(payCalculationLines.organizationId, caller.organizationId),
          eq(payCalculationLines.calculationId, id),
        ),
      )
      .orderBy(
        asc(employees.firstName),
        asc(employees.lastName),
        asc(payCalculationLines.employeeId),
        asc(payCalculationLines.id),
      ),
    db
      .select({ id: transactions.id, employeeId: transactions.employeeId })
      .from(transactions)
      .where(
        and(
          eq(transactions.organizationId, caller.organizationId),
          eq(transactions.payCalculationId, id),
          ne(transactions.kind, 'refund'),
        ),
      ),
  ]);
  const byEmployee = new Map<number, typeof lines>();
  for (const line of lines)
    byEmployee.set(line.employeeId, [...(byEmployee.get(line.employeeId) ?? []), line]);
  const shares = [...byEmployee.entries()].map(([employeeId, own]) => ({
    employeeId,
    name: `${own[0]!.firstName} ${own[0]!.lastName}`.trim(),
    subtotal: moneyText(sumMoney(own.map((line) => line.amount))),
    transactionId: paid.find((payment) => payment.employeeId === employeeId)?.id ?? null,
    lines: own.map((line) => ({
      id: line.id,
      kind: line.kind,
      ref: line.ref,
      label: line.label,
      base: line.base,
      percent: line.percent,
      amount: line.amount,
      schemeId: line.schemeId,
      schemeName: line.schemeName,
      date: line.date,
    })),
  }));
  return visibleTo(caller, { ...calculationOf(row, shares.length), employees: shares });
}

/** An employee sees their own share and its subtotal as the total, never the branch's payroll. */
function visibleTo(caller: PayCaller, detail: PayCalculationDetail): PayCalculationDetail {
  const own = caller.ownMemberIds;
  if (own === null) return detail;
  const employees = detail.employees.filter((share) => own.includes(share.employeeId));
  return { ...detail, employees, employeeCount: employees.length, total: moneyText(sumMoney(employees.map((share) => share.subtotal))) };
}

const filterColumns: Record<string, PgColumn> = {
  id: payCalculations.id,
  periodFrom: payCalculations.periodFrom,
  periodTo: payCalculations.periodTo,
  status: payCalculations.status,
};

export async function listCalculations(
  db: Db,
  caller: PayCaller,
  query: ListQuery,
): Promise<{ items: PayCalculation[]; meta: ListMeta }> {
  const valid = validateListQuery(payCalculationListDefinition, query);
  const conditions = valid.conditions.map((condition) =>
    conditionSql(filterColumns[condition.field]!, condition),
  );
  const where = and(
    ofCaller(caller),
    conditions.length > 0 ? (valid.combiner === 'or' ? or(...conditions) : and(...conditions)) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(payCalculations)
      .where(where)
      .orderBy(
        ...valid.sort.map((entry) => (entry.order === 'desc' ? desc : asc)(filterColumns[entry.field]!)),
      )
      .limit(valid.perPage)
      .offset((valid.page - 1) * valid.perPage),
    db.select({ total: count() }).from(payCalculations).where(where),
  ]);
  const counts = await employeeCounts(
    db,
    caller.organizationId,
    rows.map((row) => row.id),
  );
  const total = counted?.total ?? 0;
  return {
    items: rows.map((row) => calculationOf(row, counts.get(row.id) ?? 0)),
    meta: {
      totalItems: total,
      totalPages: Math.ceil(total / valid.perPage),
      currentPage: valid.page,
      itemsPerPage: valid.perPage,
      itemCount: rows.length,
    },
  };
}

/** A member's documents: the calculations with a share of theirs, newest period first, each with that share. */
export async function employeeDocuments(
  db: Db,
  caller: PayCaller,
  employeeId: number,
): Promise<{ items: EmployeePayDocument[] }> {
  const shares = await db
    .select({
      id: payCalculationLines.calculationId,
      amounts: sql<string[]>`array_agg(${payCalculationLines.amount}::text)`,
    })
    .from(payCalculationLines)
    .where(
      and(
        eq(payCalculationLines.organizationId, caller.organizationId),
        eq(payCalculationLines.employeeId, employeeId),
      ),
    )
    .groupBy(payCalculationLines.calculationId);
  if (shares.length === 0) return { items: [] };
  const ids = shares.map((share) => share.id);
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(payCalculations)
      .where(and(eq(payCalculations.organizationId, caller.organizationId), inArray(payCalculations.id, ids)))
      .orderBy(desc(payCalculations.periodFrom)),
    employeeCounts(db, caller.organizationId, ids),
  ]);
  return {
    items: rows.map((row) => {
      const subtotal = moneyText(sumMoney(shares.find((share) => share.id === row.id)!.amounts));
      // Their own documents, read by an employee: the share is all they see of the calculation.
      const whole = caller.ownMemberIds === null;
      return { ...calculationOf(row, whole ? (counts.get(row.id) ?? 0) : 1), ...(whole ? {} : { total: subtotal }), subtotal };
    }),
  };
}
