import { and, eq } from 'drizzle-orm';
import type { CashRegisterState, CashRegisterUpdate, CashShift, CashShiftClose, CashShiftDetail, CashShiftOpen } from '../../../src/schema/cash-register/cash-register';
import { cashDifference, expectedCash } from '../../../src/schema/money/cash-shift';
import { instantToZoned } from '../../../src/schema/schedule/time-zone';
import type { Db } from '../../db/client';
import { cashShifts } from '../../db/tables';
import { conflict, DomainError, notFound } from '../../plugins/app/domain-error';
import { recordAudit } from '../audit/audit.service';
import { branchToday, type BranchScope } from '../../crud/branch-records';
import { enqueueMoneyChanged } from '../money/money-live';
import { planCashShiftMessages } from '../notifications/cash-shift-messages';
import { writeMoney, type SalesDeps } from '../sales/sale-transaction';
import type { CashCaller } from './cash-register-access';
import { insertOpenShift } from './cash-shift-open';
import { findOpenShift, findSettings, findShift, lockShift, movementAmounts, saveSettings, shiftMovements } from './cash-shift.repository';

/**
 * The cash register: a branch's setting, and its shifts opened with a counted float and closed with the counted
 * cash. Cash payments and refunds land in the open shift through server/modules/money/record-transaction.ts;
 * at closing the expected cash is the float plus those movements (src/schema/money/cash-shift.ts), and the
 * difference what the count is over (+) or short (−); a difference is told to the branch's administrators and owners
 * (notifications/cash-shift-messages.ts) in the closing transaction.
 */

const stale = () => new DomainError('stale_version', (m) => m.common.staleVersion);
const clockTime = (at: Date, zone: string) => instantToZoned(at.getTime(), zone).time;

export async function registerState(db: Db, scope: BranchScope): Promise<CashRegisterState> {
  const [settings, openShift] = await Promise.all([findSettings(db, scope), findOpenShift(db, scope)]);
  return { settings, openShift };
}

export async function updateSettings(db: Db, userId: number, scope: BranchScope, input: CashRegisterUpdate): Promise<CashRegisterState> {
  return db.transaction(async (tx) => {
    const before = await findSettings(tx, scope);
    const saved = await saveSettings(tx, scope, input);
    if (!saved) throw stale();
    await recordAudit(tx, {
      organizationId: scope.organizationId,
      branchId: scope.branchId,
      actorUserId: userId,
      entity: 'cash_register_settings',
      entityId: scope.branchId,
      action: 'update',
      before: { enabled: before.enabled, defaultFloat: before.defaultFloat },
      after: { enabled: saved.enabled, defaultFloat: saved.defaultFloat },
    });
    return { settings: saved, openShift: await findOpenShift(tx, scope) };
  });
}

/** One open shift per branch (the partial unique index `cash_shifts_one_open_key`): a second open is a 409. */
export async function openShift(deps: SalesDeps, caller: CashCaller, input: CashShiftOpen): Promise<CashShift> {
  const { scope } = caller;
  const opened = await writeMoney(deps, async (tx, events) => {
    const id = await insertOpenShift(tx, scope, caller.userId, input.openingFloat);
    if (id !== null) events.push(await enqueueMoneyChanged(tx, caller, { dates: [branchToday(caller)] }));
    return id;
  });
  if (opened === null) {
    const open = await findOpenShift(deps.db, scope);
    const since = open ? clockTime(new Date(open.openedAt), caller.branch.timeZone) : null;
    throw conflict((m) => m.cashRegister.alreadyOpen({ since }));
  }
  return (await findShift(deps.db, scope.organizationId, opened))!;
}

/**
 * Closing locks the shift FOR UPDATE, so it waits for payments still being written into it (they hold it FOR
 * SHARE) and a second close waits for the first, then finds it closed (409).
 */
export async function closeShift(deps: SalesDeps, caller: CashCaller, id: number, input: CashShiftClose): Promise<CashShift> {
  const { scope } = caller;
  const note = input.note?.trim() || null;
  await writeMoney(deps, async (tx, events) => {
    const row = await lockShift(tx, scope.organizationId, id);
    if (!row) throw notFound('cashShift');
    if (row.closedAt) throw conflict((m) => m.cashRegister.alreadyClosed({ time: clockTime(row.closedAt!, caller.branch.timeZone) }));
    if (row.version !== input.version) throw stale();
    const expected = expectedCash(row.openingFloat, await movementAmounts(tx, scope.organizationId, id));
    const closed = {
      closedAt: new Date(),
      closedBy: caller.userId,
      countedCash: input.countedCash,
      expectedCash: expected,
      difference: cashDifference(input.countedCash, expected),
      note,
    };
    await tx
      .update(cashShifts)
      .set({ ...closed, version: row.version + 1 })
      .where(and(eq(cashShifts.organizationId, scope.organizationId), eq(cashShifts.id, id)));
    await recordAudit(tx, {
      organizationId: scope.organizationId,
      branchId: scope.branchId,
      actorUserId: caller.userId,
      entity: 'cash_shift',
      entityId: id,
      action: 'update',
      before: { closedAt: null, countedCash: null, expectedCash: null, difference: null, note: row.note },
      after: closed,
    });
    await planCashShiftMessages(tx, { ...scope, timeZone: caller.branch.timeZone }, { id, difference: closed.difference, closedAt: closed.closedAt, closedBy: caller.userId, openedBy: row.openedBy });
    events.push(await enqueueMoneyChanged(tx, caller, { dates: [branchToday(caller)] }));
  });
  return (await findShift(deps.db, scope.organizationId, id))!;
}

export async function showShift(db: Db, caller: CashCaller, id: number): Promise<CashShiftDetail> {
  const [shift, movements] = await Promise.all([findShift(db, caller.scope.organizationId, id), shiftMovements(db, caller.scope.organizationId, id)]);
  if (!shift) throw notFound('cashShift');
  return { ...shift, movements };
}
