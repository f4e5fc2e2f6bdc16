import { maxScheduleRangeDays } from '../../../src/schema/schedule/schedule-read';
import type { IsoDate } from '../../../src/schema/schedule/calendar';
import type { Order } from '../../../src/schema/schedule/order';
import type { Db } from '../../db/client';
import { notFound } from '../../plugins/app/domain-error';
import { employeeViewOf, seesMember } from '../settings/employee-view';
import { checkDateRange, checkDay } from './date-range';
import { branchTimeZone, employeeOrdersOn } from './employee-orders.repository';
import { ordersOfRows } from './order-mapper';
import { authorizeBranch, authorizeEmployee } from './schedule-access';
import { branchScheduleJson, employeeScheduleJson } from './schedule.repository';

/** `GET /branches/{id}/schedule?d=`: the day view, as the JSON text the database built (scheduleSchema). */
export async function branchDaySchedule(db: Db, userId: number, branchId: number, date: IsoDate): Promise<string> {
  checkDay(date);
  const caller = await authorizeBranch(db, userId, branchId, 'schedule', 'view');
  const view = await employeeViewOf(db, caller);
  const range = { from: date, to: date };
  const showPhones = view?.rules.seeClientContacts ?? true;
  // An employee whose branch hides colleagues sees their own column (none when no member is theirs: id 0).
  const body =
    view && !view.rules.seeColleaguesSchedule
      ? await employeeScheduleJson(db, caller, view.ownMemberIds[0] ?? 0, range, showPhones)
      : await branchScheduleJson(db, caller, range, showPhones);
  if (body === null) throw notFound('branch');
  return body;
}

/** `GET /employees/{id}/schedule?from&to`: one member's column over up to 42 days (a month grid). */
export async function employeeRangeSchedule(db: Db, userId: number, employeeId: number, range: { from: IsoDate; to: IsoDate }): Promise<string> {
  checkDateRange(range, maxScheduleRangeDays);
  const caller = await authorizeEmployee(db, userId, employeeId, 'schedule', 'view');
  const view = await employeeViewOf(db, caller);
  if (!seesMember(view, employeeId)) throw notFound('teamMember');
  const body = await employeeScheduleJson(db, caller, employeeId, range, view?.rules.seeClientContacts ?? true);
  if (body === null) throw notFound('teamMember');
  return body;
}

/** `GET /employees/{id}/orders?d=`: the member's orders that day, whole (every line, every group client). */
export async function employeeDayOrders(db: Db, userId: number, employeeId: number, date: IsoDate): Promise<{ items: Order[] }> {
  checkDay(date);
  const caller = await authorizeEmployee(db, userId, employeeId, 'schedule', 'view');
  if (!seesMember(await employeeViewOf(db, caller), employeeId)) throw notFound('teamMember');
  const [timeZone, found] = await Promise.all([branchTimeZone(db, caller), employeeOrdersOn(db, caller, employeeId, date)]);
  if (timeZone === null) throw notFound('teamMember');
  return { items: ordersOfRows(found.rows, found.lines, found.clients, timeZone) };
}
