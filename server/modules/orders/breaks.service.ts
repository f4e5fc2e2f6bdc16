import type { Break, BreakCreate, BreakUpdate } from '../../../src/schema/schedule/order';
import { isReversedTimeRange } from '../../../src/schema/schedule/calendar';
import { zonedToInstant } from '../../../src/schema/schedule/time-zone';
import type { DbTransaction } from '../../db/client';
import { badInput, DomainError, notFound } from '../../plugins/app/domain-error';
import { assertCalendarDates, type BookedLine } from './booking-rules';
import type { OrderCaller } from './order-access';
import { breakRecord } from './order-record';
import { recordOrderChange, checkedLines, writeLines, writeOrders, type OrderDeps } from './order-writer';
import { deleteOrder, findOrder, insertOrder, linesOf, updateOrder, type OrderRow } from './orders.repository';

/**
 * A break (mode `order.break`) is one line with an employee and no service: it holds the employee's time
 * through the same exclusion constraint as orders, so neither can be booked over the other.
 */

type BreakTimes = { employeeId: number; date: string; startTime: string; endTime: string };

/** The break as a line to book: from start to end on the branch's clock, in real minutes (a DST day counts). */
function breakLine(times: BreakTimes, timeZone: string): BookedLine {
  const minutes = (zonedToInstant(times.date, times.endTime, timeZone) - zonedToInstant(times.date, times.startTime, timeZone)) / 60_000;
  if (minutes <= 0) throw badInput([{ path: ['endTime'], message: (m) => m.common.mustBeAfterStart }]);
  return { path: [], serviceId: null, employeeId: times.employeeId, resourceId: null, date: times.date, startTime: times.startTime, duration: minutes, price: null };
}

const missingBreak = () => notFound('break');

async function loadBreak(tx: DbTransaction, caller: OrderCaller, row: OrderRow): Promise<Break> {
  const [line] = await linesOf(tx, caller.organizationId, [row.id]);
  return breakRecord(row, line!, caller.branch.timeZone);
}

export async function createBreak(deps: OrderDeps, caller: OrderCaller, input: BreakCreate): Promise<Break> {
  assertCalendarDates([{ path: [], date: input.date }]);
  const line = breakLine(input, caller.branch.timeZone);
  return writeOrders(deps, caller, async (tx, announce) => {
    const { planned, row } = await checkedLines(tx, deps, caller, [line], { confirmed: input.confirmOutsideWorkingHours });
    const created = await insertOrder(tx, { ...caller.scope, ...row, mode: 'order.break', description: input.description, currency: caller.branch.currency, createdBy: caller.userId });
    await writeLines(tx, caller, created.id, planned);
    const result = await loadBreak(tx, caller, created);
    await recordOrderChange(tx, caller, 'create', null, result);
    await announce('order:new', { id: result.id, date: result.date, services: [{ employeeId: result.employeeId }] });
    return result;
  });
}

async function lockedBreak(tx: DbTransaction, caller: OrderCaller, id: number): Promise<{ row: OrderRow; current: Break }> {
  const row = await findOrder(tx, caller.scope, id, true);
  if (!row) throw missingBreak();
  return { row, current: await loadBreak(tx, caller, row) };
}

/** Only the fields sent change; the merged times are checked again (hours, overlaps). */
export async function editBreak(deps: OrderDeps, caller: OrderCaller, id: number, input: BreakUpdate): Promise<Break> {
  if (input.date !== undefined) assertCalendarDates([{ path: [], date: input.date }]);
  return writeOrders(deps, caller, async (tx, announce) => {
    const { row, current } = await lockedBreak(tx, caller, id);
    if (row.version !== input.version) throw new DomainError('stale_version', (m) => m.common.staleVersion);
    const merged = { ...current, ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) } as Break;
    if (isReversedTimeRange(merged.startTime, merged.endTime)) throw badInput([{ path: ['endTime'], message: (m) => m.common.mustBeAfterStart }]);
    const { planned, row: times } = await checkedLines(tx, deps, caller, [breakLine(merged, caller.branch.timeZone)], { confirmed: input.confirmOutsideWorkingHours });
    await writeLines(tx, caller, id, planned);
    const updated = await updateOrder(tx, caller.scope, id, { ...times, description: merged.description });
    const result = await loadBreak(tx, caller, updated);
    await recordOrderChange(tx, caller, 'update', current, result);
    await announce('order:update', { id, date: result.date, services: [{ employeeId: result.employeeId }] });
    if (current.date !== result.date) await announce('order:update', { id, date: current.date, services: [{ employeeId: current.employeeId }] });
    return result;
  });
}

export async function removeBreak(deps: OrderDeps, caller: OrderCaller, id: number): Promise<void> {
  await writeOrders(deps, caller, async (tx, announce) => {
    const { current } = await lockedBreak(tx, caller, id);
    await deleteOrder(tx, caller.scope, id);
    await recordOrderChange(tx, caller, 'delete', current, null);
    await announce('order:cancel', { id, date: current.date, services: [{ employeeId: current.employeeId }] });
  });
}
