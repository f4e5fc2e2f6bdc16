import { monthDates } from '../../../src/schema/schedule/calendar';
import type { WorkSlot, WorkSlotsCreateBody, WorkSlotsDeleteBody } from '../../../src/schema/schedule/work-slot';
import type { Db } from '../../db/client';
import { badInput, notFound, type FieldIssue } from '../../plugins/app/domain-error';
import { diffChanges } from '../audit/audit.service';
import { employeeViewOf } from '../settings/employee-view';
import { isCalendarDate } from './date-range';
import { authorizeBranch, authorizeEmployee, branchCaller, type BranchCaller } from './schedule-access';
import {
  deleteSlot,
  deleteSlots,
  existingSlots,
  findSlot,
  findSlots,
  insertAuditEntries,
  liveEmployeeHomes,
  slotsBetween,
  upsertSlots,
  workSlotOf,
  type SlotsOf,
  type WorkSlotRow,
} from './work-slots.repository';

/** Work slots are area `team` (see schedule-access.ts). */

type MonthQuery = { m: number; y: number };

async function slotsOfMonth(db: Db, caller: BranchCaller, of: SlotsOf, month: MonthQuery): Promise<{ items: WorkSlot[] }> {
  const dates = monthDates(month.y, month.m);
  return { items: await slotsBetween(db, caller, of, dates[0]!, dates.at(-1)!) };
}

/** `GET /employees/{id}/slots`: one member's month; an employee reads only their own (a colleague's: 404). */
export async function monthSlots(db: Db, userId: number, employeeId: number, month: MonthQuery): Promise<{ items: WorkSlot[] }> {
  const caller = await authorizeEmployee(db, userId, employeeId, 'team', 'view');
  const view = await employeeViewOf(db, caller);
  if (view && !view.ownMemberIds.includes(employeeId)) throw notFound('teamMember');
  return slotsOfMonth(db, caller, { employeeId }, month);
}

/** `GET /branches/{id}/slots`: the month of every live member of the branch in one read (the team's grid); an employee's own. */
export async function branchMonthSlots(db: Db, userId: number, branchId: number, month: MonthQuery): Promise<{ items: WorkSlot[] }> {
  const caller = await authorizeBranch(db, userId, branchId, 'team', 'view');
  const view = await employeeViewOf(db, caller);
  return slotsOfMonth(db, caller, view ? { employeeId: view.ownMemberIds[0] ?? 0 } : { branchId }, month);
}

/**
 * The callers of every branch the slots' members belong to, each allowed to edit the team (403 otherwise).
 * A member who is unknown, deleted or in a branch the caller does not reach is named as a bad field: the body
 * is refused whole, and another chain's member reads exactly like one that does not exist.
 */
async function homesOf(db: Db, userId: number, slots: WorkSlotsCreateBody['slots']) {
  const homes = new Map((await liveEmployeeHomes(db, [...new Set(slots.map((slot) => slot.employeeId))])).map((home) => [home.id, home]));
  const branchIds = [...new Set([...homes.values()].map((home) => home.branchId))];
  const callers = new Map<number, BranchCaller | null>(
    await Promise.all(branchIds.map(async (id) => [id, await branchCaller(db, userId, id, 'team', 'edit')] as const)),
  );
  const issues: FieldIssue[] = [];
  const chainId = homes.get(slots[0]!.employeeId)?.organizationId;
  slots.forEach((slot, index) => {
    const home = homes.get(slot.employeeId);
    const caller = home && callers.get(home.branchId);
    if (!home || !caller || caller.organizationId !== home.organizationId) issues.push({ path: ['slots', index, 'employeeId'], message: (m) => m.schedule.noSuchTeamMember });
    else if (home.organizationId !== chainId) issues.push({ path: ['slots', index, 'employeeId'], message: (m) => m.schedule.oneChainAtATime });
    if (!isCalendarDate(slot.date)) issues.push({ path: ['slots', index, 'date'], message: (m) => m.common.noSuchDate });
  });
  if (issues.length > 0) throw badInput(issues);
  return homes;
}

/** `POST /slots`: every slot or none; each replaces the one its member has that day. */
export async function saveSlots(db: Db, userId: number, body: WorkSlotsCreateBody): Promise<{ items: WorkSlot[] }> {
  const homes = await homesOf(db, userId, body.slots);
  const organizationId = homes.values().next().value!.organizationId;
  const scope = { organizationId };
  const dates = body.slots.map((slot) => slot.date).sort();
  const employeeIds = [...homes.keys()];
  return db.transaction(async (tx) => {
    const before = new Map((await existingSlots(tx, scope, employeeIds, dates[0]!, dates.at(-1)!)).map((row) => [`${row.employeeId}/${row.date}`, workSlotOf(row)]));
    const saved = (await upsertSlots(tx, scope, body.slots.map((slot) => ({ ...slot, branchId: homes.get(slot.employeeId)!.branchId })))).map(workSlotOf);
    await insertAuditEntries(
      tx,
      saved.flatMap((slot) => {
        const previous = before.get(`${slot.employeeId}/${slot.date}`) ?? null;
        const changes = diffChanges(previous, slot);
        if (previous && Object.keys(changes).length === 0) return [];
        return [{ organizationId, actorUserId: userId, entity: 'work_slot', entityId: slot.id, action: previous ? ('update' as const) : ('create' as const), changes }];
      }),
    );
    return { items: saved };
  });
}

/** The audit entry of a slot removed: every field it had, to nothing. */
const removalEntry = (userId: number, row: WorkSlotRow) => ({
  organizationId: row.organizationId,
  actorUserId: userId,
  entity: 'work_slot',
  entityId: row.id,
  action: 'delete' as const,
  changes: diffChanges(workSlotOf(row), null),
});

/** `DELETE /slots/{id}`: another chain's slot answers 404 like an unknown one. */
export async function removeSlot(db: Db, userId: number, slotId: number): Promise<void> {
  const row = await findSlot(db, slotId);
  if (!row) throw notFound('workSlot');
  const caller = await authorizeBranch(db, userId, row.branchId, 'team', 'delete', 'workSlot');
  if (caller.organizationId !== row.organizationId) throw notFound('workSlot');
  await db.transaction(async (tx) => {
    await deleteSlot(tx, row);
    await insertAuditEntries(tx, [removalEntry(userId, row)]);
  });
}

const noSuchSlot = (index: number): FieldIssue => ({ path: ['ids', index], message: (m) => m.schedule.noSuchWorkSlot });

/**
 * `POST /slots/delete`: every slot named or none. The ids are references in a body, so, as the engine's reference
 * check (server/crud/crud-rules.ts referenceIssues) and `POST /slots` do, each one unknown, another chain's or in a
 * branch the caller does not reach is a 400 naming `ids.N`, and nothing is removed; a branch the caller reaches
 * but may not plan the team of answers 403.
 */
export async function removeSlots(db: Db, userId: number, body: WorkSlotsDeleteBody): Promise<void> {
  const rows = new Map((await findSlots(db, body.ids)).map((row) => [row.id, row]));
  const branchIds = [...new Set([...rows.values()].map((row) => row.branchId))];
  const callers = new Map(await Promise.all(branchIds.map(async (id) => [id, await branchCaller(db, userId, id, 'team', 'delete')] as const)));
  const issues: FieldIssue[] = [];
  const allowed: WorkSlotRow[] = [];
  body.ids.forEach((id, index) => {
    const row = rows.get(id);
    const caller = row && callers.get(row.branchId);
    if (!row || !caller || caller.organizationId !== row.organizationId) issues.push(noSuchSlot(index));
    else allowed.push(row);
  });
  if (issues.length > 0) throw badInput(issues);
  await db.transaction(async (tx) => {
    const removed = await deleteSlots(tx, allowed);
    const removedIds = new Set(removed.map((row) => row.id));
    // Another request removed one meanwhile: this body is refused whole, as if it had come second.
    const gone = body.ids.flatMap((id, index) => (removedIds.has(id) ? [] : [noSuchSlot(index)]));
    if (gone.length > 0) throw badInput(gone);
    // The rows the statement removed, so a change saved since the check is what the trail says was removed.
    await insertAuditEntries(tx, removed.map((row) => removalEntry(userId, row)));
  });
}
