import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { BranchScope } from '../../crud/branch-records';
import type { DbTransaction } from '../../db/client';
import { cashShifts } from '../../db/tables';
import { recordAudit } from '../audit/audit.service';
import { findSettings } from './cash-shift.repository';

/**
 * Opens the branch's shift with its audit row, inside the caller's transaction; null when one is open already
 * (the partial unique index `cash_shifts_one_open_key`: a second opener waits for the first to commit, then
 * inserts nothing). Opened by hand from the panel, or by the first cash of the day (`automatic`, see
 * server/modules/money/cash-shift-for-payment.ts).
 */
export async function insertOpenShift(tx: DbTransaction, scope: BranchScope, openedBy: number | null, openingFloat: string, automatic = false): Promise<number | null> {
  const [row] = await tx.insert(cashShifts).values({ ...scope, openedBy, openingFloat }).onConflictDoNothing().returning();
  if (!row) return null;
  await recordAudit(tx, {
    organizationId: scope.organizationId,
    branchId: scope.branchId,
    actorUserId: openedBy,
    entity: 'cash_shift',
    entityId: row.id,
    action: 'create',
    before: null,
    after: automatic ? { openingFloat: row.openingFloat, openedOnFirstCash: true } : { openingFloat: row.openingFloat },
  });
  return row.id;
}

/**
 * The float a shift opened on the day's first cash starts with: what the last shift started with (the drawer
 * keeps its float from day to day), or the branch's default float before any shift.
 */
export async function carriedFloat(tx: DbTransaction, scope: BranchScope): Promise<string> {
  const [last] = await tx
    .select({ openingFloat: cashShifts.openingFloat })
    .from(cashShifts)
    .where(and(eq(cashShifts.organizationId, scope.organizationId), eq(cashShifts.branchId, scope.branchId), isNotNull(cashShifts.closedAt)))
    .orderBy(desc(cashShifts.closedAt))
    .limit(1);
  return last?.openingFloat ?? (await findSettings(tx, scope)).defaultFloat;
}
