import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';

/** A hold just deleted, with what its branch's live event names: the channel, the date and the employees. */
export type GoneHold = { id: number; organizationId: number; branchGuid: string; date: string; employeeIds: number[] };

/**
 * Deletes the holds `which` names and says which they were, in one statement: the select beside the delete reads the
 * snapshot the statement started with, so the deleted orders' lines (cascaded away) are still there to name their
 * employees. A hold a second process is deleting waits for it and is then gone: no hold is reported twice. Only
 * holds: a confirmed booking (`held_until` null) is never deleted here.
 */
async function deleteHolds(db: DbExecutor, which: SQL): Promise<GoneHold[]> {
  const result = await db.execute<{ id: string; organization_id: string; guid: string; date: string; employee_ids: number[] }>(sql`
    with gone as (
      delete from orders o where o.held_until is not null and ${which}
      returning o.id, o.organization_id, o.branch_id, o.local_date)
    select gone.id, gone.organization_id, b.guid, gone.local_date::text as date,
      coalesce((select json_agg(distinct os.employee_id) from order_services os
        where os.organization_id = gone.organization_id and os.order_id = gone.id), '[]') as employee_ids
    from gone join branches b on b.organization_id = gone.organization_id and b.id = gone.branch_id`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    organizationId: Number(row.organization_id),
    branchGuid: row.guid,
    date: row.date,
    employeeIds: row.employee_ids.map(Number),
  }));
}

/** The holds expired by `now` (the sweep). */
export const deleteExpiredHoldsOf = (db: DbExecutor, now: Date): Promise<GoneHold[]> => deleteHolds(db, sql`o.held_until < ${now}`);

/** One hold its client let go of (none when it is gone already, or was confirmed). */
export const deleteHoldOf = (db: DbExecutor, organizationId: number, orderId: number): Promise<GoneHold[]> =>
  deleteHolds(db, sql`o.organization_id = ${organizationId} and o.id = ${orderId}`);
