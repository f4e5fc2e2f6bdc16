import { and, asc, between, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { WorkSlot, WorkSlotCreate } from '../../../src/schema/schedule/work-slot';
import type { IsoDate } from '../../../src/schema/schedule/calendar';
import { auditLog, employees, workSlots } from '../../db/tables';
import type { DbExecutor } from '../../db/client';

type Scope = { organizationId: number };
export type WorkSlotRow = typeof workSlots.$inferSelect;

/** The fields of a slot as workSlotSchema speaks them (and as the audit trail records them). */
export const workSlotOf = (row: WorkSlotRow): WorkSlot => ({
  id: row.id,
  employeeId: row.employeeId,
  date: row.date,
  type: row.type,
  slotStart: row.slotStart,
  slotEnd: row.slotEnd,
});

export type SlotsOf = { employeeId: number } | { branchId: number };

/**
 * The slots of one member, or of every live member of a branch (a deleted member's slots stay in the table but
 * leave the plan), between two dates, by member then date: one query either way.
 */
export const slotsBetween = async (db: DbExecutor, scope: Scope, of: SlotsOf, from: IsoDate, to: IsoDate): Promise<WorkSlot[]> =>
  (
    await db
      .select({ slot: workSlots })
      .from(workSlots)
      .innerJoin(employees, and(eq(employees.organizationId, workSlots.organizationId), eq(employees.id, workSlots.employeeId)))
      .where(
        and(
          eq(workSlots.organizationId, scope.organizationId),
          'employeeId' in of ? eq(workSlots.employeeId, of.employeeId) : eq(workSlots.branchId, of.branchId),
          between(workSlots.date, from, to),
          isNull(employees.deletedAt),
        ),
      )
      .orderBy(asc(workSlots.employeeId), asc(workSlots.date))
  ).map((row) => workSlotOf(row.slot));

/** Live members among the ids, with the chain and branch each belongs to (any chain: the caller's access is checked next). */
export const liveEmployeeHomes = (db: DbExecutor, ids: readonly number[]) =>
  db
    .select({ id: employees.id, organizationId: employees.organizationId, branchId: employees.branchId })
    .from(employees)
    .where(and(inArray(employees.id, [...ids]), isNull(employees.deletedAt)));

/** The slots the members already have on the dates between the first and last given (a superset of those replaced). */
export const existingSlots = (db: DbExecutor, scope: Scope, employeeIds: readonly number[], from: IsoDate, to: IsoDate) =>
  db
    .select()
    .from(workSlots)
    .where(and(eq(workSlots.organizationId, scope.organizationId), inArray(workSlots.employeeId, [...employeeIds]), between(workSlots.date, from, to)));

/** Each slot replaces the one its member has that day (the unique key), in one statement. */
export const upsertSlots = (db: DbExecutor, scope: Scope, slots: readonly (WorkSlotCreate & { branchId: number })[]) =>
  db
    .insert(workSlots)
    .values(slots.map((slot) => ({ organizationId: scope.organizationId, ...slot })))
    .onConflictDoUpdate({
      target: [workSlots.organizationId, workSlots.employeeId, workSlots.date],
      set: {
        type: sql`excluded.type`,
        slotStart: sql`excluded.slot_start`,
        slotEnd: sql`excluded.slot_end`,
        version: sql`${workSlots.version} + 1`,
        updatedAt: sql`now()`,
      },
    })
    .returning();

/** `/slots/{id}` names no chain: the slot is found by id, then the caller's access to its branch is checked. */
export async function findSlot(db: DbExecutor, id: number): Promise<WorkSlotRow | null> {
  const [row] = await db.select().from(workSlots).where(eq(workSlots.id, id));
  return row ?? null;
}

export const deleteSlot = (db: DbExecutor, row: WorkSlotRow) =>
  db.delete(workSlots).where(and(eq(workSlots.organizationId, row.organizationId), eq(workSlots.id, row.id)));

/** The slots among the ids, any chain's (as `findSlot`: the caller's access to each one's branch is checked next). */
export const findSlots = (db: DbExecutor, ids: readonly number[]): Promise<WorkSlotRow[]> => db.select().from(workSlots).where(inArray(workSlots.id, [...ids]));

/** Removes the slots in one statement, answering those it removed (one removed meanwhile is missing from the answer). */
export const deleteSlots = (db: DbExecutor, rows: readonly WorkSlotRow[]): Promise<WorkSlotRow[]> =>
  db
    .delete(workSlots)
    .where(and(inArray(workSlots.organizationId, [...new Set(rows.map((row) => row.organizationId))]), inArray(workSlots.id, rows.map((row) => row.id))))
    .returning();

/** A month of a branch's slots is a thousand audit entries: written in one statement, not one each. */
export async function insertAuditEntries(db: DbExecutor, entries: (typeof auditLog.$inferInsert)[]): Promise<void> {
  if (entries.length > 0) await db.insert(auditLog).values(entries);
}
