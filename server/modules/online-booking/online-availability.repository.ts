import { sql } from 'drizzle-orm';
import type { IsoDate } from '../../../src/schema/schedule/calendar';
import { addDays } from '../../../src/schema/schedule/calendar';
import type { Db } from '../../db/client';
import { activeSlotsBetween, busyLines, servicesWithPerformers } from '../schedule/availability.repository';
import { hoursExceptionMap } from '../../../src/schema/online-booking/profile-hours';
import { listRuleRows } from './booking-rules.repository';
import type { OnlineService } from './online-availability';
import { listHoursExceptions } from './profile.repository';

type Scope = { organizationId: number; branchId: number };
const dayMs = 86_400_000;

/** Which of the services and which live employees of the branch take online bookings, in one statement. */
async function onlineSwitches(db: Db, scope: Scope, serviceIds: readonly number[]) {
  const rows = await db.execute<{ kind: 'service' | 'employee'; id: number; bookable: boolean }>(sql`
    select 'service' as kind, id, bookable_online as bookable from services
    where organization_id = ${scope.organizationId} and branch_id = ${scope.branchId} and deleted_at is null
      and id in (${sql.join(serviceIds.map((id) => sql`${id}`), sql`, `)})
    union all
    select 'employee', id, bookable_online from employees
    where organization_id = ${scope.organizationId} and branch_id = ${scope.branchId} and deleted_at is null`);
  const services = new Map<number, boolean>();
  const employees = new Map<number, boolean>();
  for (const row of rows.rows) (row.kind === 'service' ? services : employees).set(Number(row.id), row.bookable);
  return { services, employees };
}

/**
 * Everything the online times of a visit need over the dates, read side by side: the rules of every level, the
 * services with who does them and how long, the switches, the shifts, the time already held and the dated exceptions
 * to the opening hours (a closed day offers nothing).
 */
export async function loadOnlineAvailability(db: Db, scope: Scope, serviceIds: readonly number[], from: IsoDate, to: IsoDate) {
  // Offsets lie within ±14 h of UTC: a day either side of the UTC dates holds every local instant of the range.
  const window = { start: Date.parse(`${from}T00:00:00Z`) - dayMs, end: Date.parse(`${addDays(to, 1)}T00:00:00Z`) + dayMs };
  const [rules, found, switches, workSlots, busy, exceptions] = await Promise.all([
    listRuleRows(db, scope.organizationId, scope.branchId),
    servicesWithPerformers(db, scope, serviceIds),
    onlineSwitches(db, scope, serviceIds),
    activeSlotsBetween(db, scope, from, to),
    busyLines(db, scope, serviceIds, null, window),
    listHoursExceptions(db, scope, from, to),
  ]);
  const byId = new Map(found.map((service) => [service.id, service]));
  // In the visit's order; a service not found (another branch's, deleted) is missing, for the caller's 400.
  const services: (OnlineService | undefined)[] = serviceIds.map((id) => {
    const service = byId.get(id);
    return service && { ...service, bookableOnline: switches.services.get(id) === true };
  });
  return { rules, services, employeeBookable: switches.employees, workSlots, busy, hoursExceptions: hoursExceptionMap(exceptions) };
}
