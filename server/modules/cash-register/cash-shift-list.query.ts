import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { CashShift } from '../../../src/schema/cash-register/cash-register';
import { cashShiftListDefinition } from '../../../src/schema/cash-register/cash-shift-list';
import type { ListQuery } from '../../../src/schema/list-query';
import type { ListMeta } from '../../../src/schema/protocol';
import type { Db } from '../../db/client';
import { cashShifts } from '../../db/tables';
import { listFilterSql } from '../../crud/crud-sql';
import { validateListQuery } from '../../crud/list-query.rules';
import type { CashCaller } from './cash-register-access';
import { shiftOf, shiftSelection } from './cash-shift.repository';

/**
 * `GET /branches/{id}/cash-shifts`: the engine's list grammar (validated by its rules, each condition's SQL by
 * its crud-sql) over the branch's shifts, newest first by default. Filters on the expected cash, count and
 * difference read what was stored at closing, so an open shift matches only "is empty" there.
 */
const columns: Record<string, PgColumn> = {
  id: cashShifts.id,
  openedAt: cashShifts.openedAt,
  closedAt: cashShifts.closedAt,
  openingFloat: cashShifts.openingFloat,
  expectedCash: cashShifts.expectedCash,
  countedCash: cashShifts.countedCash,
  difference: cashShifts.difference,
  createdAt: cashShifts.openedAt,
};

export async function listShifts(db: Db, caller: CashCaller, query: ListQuery): Promise<{ items: CashShift[]; meta: ListMeta }> {
  const valid = validateListQuery(cashShiftListDefinition, query);
  const where = and(
    eq(cashShifts.organizationId, caller.scope.organizationId),
    eq(cashShifts.branchId, caller.scope.branchId),
    listFilterSql(cashShiftListDefinition, columns, valid),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(shiftSelection)
      .from(cashShifts)
      .where(where)
      // The id last: shifts with equal values keep one order across pages.
      .orderBy(...valid.sort.map((entry) => (entry.order === 'desc' ? desc : asc)(columns[entry.field]!)), asc(cashShifts.id))
      .limit(valid.perPage)
      .offset((valid.page - 1) * valid.perPage),
    db.select({ total: count() }).from(cashShifts).where(where),
  ]);
  const total = counted?.total ?? 0;
  return {
    items: rows.map(shiftOf),
    meta: { totalItems: total, totalPages: Math.ceil(total / valid.perPage), currentPage: valid.page, itemsPerPage: valid.perPage, itemCount: rows.length },
  };
}
