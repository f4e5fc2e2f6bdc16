import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { CashMovement, CashRegisterSettings, CashShift } from '../../../src/schema/cash-register/cash-register';
import { expectedCash } from '../../../src/schema/money/cash-shift';
import { cashRegisterSettings, cashShifts, transactions, users } from '../../db/tables';
import type { DbExecutor } from '../../db/client';
import type { BranchScope } from '../../crud/branch-records';

/** The only file of the cash register module that talks to the database (besides the list's query). */

export type CashShiftRow = typeof cashShifts.$inferSelect;

/** Defaults of a branch that never saved its setting: off, no float, version 1 (what the first save sends). */
export const defaultSettings: CashRegisterSettings = { enabled: false, defaultFloat: '0.00', version: 1 };

const settingsColumns = { enabled: cashRegisterSettings.enabled, defaultFloat: cashRegisterSettings.defaultFloat, version: cashRegisterSettings.version };

export async function findSettings(db: DbExecutor, scope: BranchScope): Promise<CashRegisterSettings> {
  const [row] = await db
    .select(settingsColumns)
    .from(cashRegisterSettings)
    .where(and(eq(cashRegisterSettings.organizationId, scope.organizationId), eq(cashRegisterSettings.branchId, scope.branchId)));
  return row ?? defaultSettings;
}

/**
 * Saves the setting when the version matches what was read, in one statement; null when stale. A branch that
 * never saved has no row and reads as version 1, so a save at version 1 inserts it (two first saves meet on
 * the primary key, and the second finds version 2).
 */
export async function saveSettings(db: DbExecutor, scope: BranchScope, input: CashRegisterSettings): Promise<CashRegisterSettings | null> {
  const values = { enabled: input.enabled, defaultFloat: input.defaultFloat };
  const bump = { ...values, version: sql`${cashRegisterSettings.version} + 1`, updatedAt: new Date() };
  const sameVersion = eq(cashRegisterSettings.version, input.version);
  const [row] =
    input.version === 1
      ? await db
          .insert(cashRegisterSettings)
          .values({ ...scope, ...values, version: 2 })
          .onConflictDoUpdate({ target: [cashRegisterSettings.organizationId, cashRegisterSettings.branchId], set: bump, setWhere: sameVersion })
          .returning(settingsColumns)
      : await db
          .update(cashRegisterSettings)
          .set(bump)
          .where(and(eq(cashRegisterSettings.organizationId, scope.organizationId), eq(cashRegisterSettings.branchId, scope.branchId), sameVersion))
          .returning(settingsColumns);
  return row ?? null;
}

const personName = (column: typeof cashShifts.openedBy) =>
  sql<string | null>`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${column})`;

/** The cash a shift took so far (refunds negative), as exact numeric text. */
const movementsTotal = sql<string>`(select coalesce(sum(${transactions.amount}), 0)::text from ${transactions} where ${transactions.organizationId} = ${cashShifts.organizationId} and ${transactions.cashShiftId} = ${cashShifts.id})`;

/** A shift as the API answers it: names of who opened and closed it; an open one's expected cash runs. */
export const shiftSelection = {
  row: cashShifts,
  openedByName: personName(cashShifts.openedBy),
  closedByName: personName(cashShifts.closedBy),
  // Only an open shift's figure is computed: a closed one's was stored at closing.
  runningTotal: sql<string | null>`case when ${cashShifts.closedAt} is null then ${movementsTotal} end`,
};
export type ShiftSelected = { row: CashShiftRow; openedByName: string | null; closedByName: string | null; runningTotal: string | null };

const person = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

export function shiftOf({ row, openedByName, closedByName, runningTotal }: ShiftSelected): CashShift {
  return {
    id: row.id,
    branchId: row.branchId,
    openedAt: row.openedAt.toISOString(),
    openedBy: person(row.openedBy, openedByName),
    openingFloat: row.openingFloat,
    closedAt: row.closedAt?.toISOString() ?? null,
    closedBy: person(row.closedBy, closedByName),
    expectedCash: row.expectedCash ?? expectedCash(row.openingFloat, [runningTotal ?? '0']),
    countedCash: row.countedCash,
    difference: row.difference,
    note: row.note,
    version: row.version,
  };
}

export async function findOpenShift(db: DbExecutor, scope: BranchScope): Promise<CashShift | null> {
  const [found] = await db
    .select(shiftSelection)
    .from(cashShifts)
    .where(and(eq(cashShifts.organizationId, scope.organizationId), eq(cashShifts.branchId, scope.branchId), isNull(cashShifts.closedAt)));
  return found ? shiftOf(found) : null;
}

export async function findShift(db: DbExecutor, organizationId: number, id: number): Promise<CashShift | null> {
  const [found] = await db.select(shiftSelection).from(cashShifts).where(and(eq(cashShifts.organizationId, organizationId), eq(cashShifts.id, id)));
  return found ? shiftOf(found) : null;
}

/** The shift row locked for closing: payments hold it FOR SHARE (cash-shift-for-payment.ts) until they commit. */
export async function lockShift(db: DbExecutor, organizationId: number, id: number): Promise<CashShiftRow | null> {
  const [row] = await db.select().from(cashShifts).where(and(eq(cashShifts.organizationId, organizationId), eq(cashShifts.id, id))).for('update');
  return row ?? null;
}

/** The signed amounts of the cash that moved in a shift. */
export async function movementAmounts(db: DbExecutor, organizationId: number, shiftId: number): Promise<string[]> {
  const rows = await db
    .select({ amount: transactions.amount })
    .from(transactions)
    .where(and(eq(transactions.organizationId, organizationId), eq(transactions.cashShiftId, shiftId)));
  return rows.map((row) => row.amount);
}

export async function shiftMovements(db: DbExecutor, organizationId: number, shiftId: number): Promise<CashMovement[]> {
  const rows = await db
    .select({
      id: transactions.id,
      createdAt: transactions.createdAt,
      kind: transactions.kind,
      amount: transactions.amount,
      saleId: transactions.saleId,
      clientId: transactions.clientId,
      note: transactions.note,
    })
    .from(transactions)
    .where(and(eq(transactions.organizationId, organizationId), eq(transactions.cashShiftId, shiftId)))
    .orderBy(asc(transactions.createdAt), asc(transactions.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
