import { and, asc, between, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { BusyInterval } from '../../../src/schema/schedule/availability';
import type { IsoDate } from '../../../src/schema/schedule/calendar';
import type { WorkSlotCreate } from '../../../src/schema/schedule/work-slot';
import type { Db } from '../../db/client';
import { branches, employees, employeeServices, orderServices, orders, resources, services, workSlots } from '../../db/tables';
import { memberServiceTermsSql } from '../catalog/catalog.repository';

type Scope = { organizationId: number; branchId: number };
/** Instants as epoch ms straight from PostgreSQL: no Date objects for a month of busy lines. */
const epochMs = (column: typeof orderServices.startsAt) => sql<number>`(extract(epoch from ${column}) * 1000)::float8`;

export async function branchClock(db: Db, scope: Scope) {
  const [row] = await db
    .select({ timeZone: branches.timeZone, workingHours: branches.workingHours, slotStepMinutes: branches.slotStepMinutes })
    .from(branches)
    .where(and(eq(branches.organizationId, scope.organizationId), eq(branches.id, scope.branchId)));
  return row ?? null;
}

/**
 * The live services among the ids, each with its length and the live members of the branch who perform it, keyed
 * to the length and price it takes with each of them (their own, else the service's).
 */
export async function servicesWithPerformers(db: Db, scope: Scope, serviceIds: readonly number[]) {
  const performing = sql`filter (where ${employees.id} is not null)`;
  const rows = await db
    .select({
      id: services.id,
      duration: services.duration,
      performers: sql<string[]>`coalesce(array_agg(${employees.id} order by ${employees.id}) ${performing}, '{}')`,
      durations: sql<string[]>`coalesce(array_agg(${memberServiceTermsSql.duration} order by ${employees.id}) ${performing}, '{}')`,
      // As text: the driver parses a text[] into strings, but hands a numeric[] over as one unparsed string.
      prices: sql<string[]>`coalesce(array_agg(${memberServiceTermsSql.price}::text order by ${employees.id}) ${performing}, '{}')`,
    })
    .from(services)
    .leftJoin(employeeServices, and(eq(employeeServices.organizationId, services.organizationId), eq(employeeServices.serviceId, services.id)))
    .leftJoin(
      employees,
      and(eq(employees.organizationId, employeeServices.organizationId), eq(employees.id, employeeServices.employeeId), eq(employees.branchId, services.branchId), isNull(employees.deletedAt)),
    )
    .where(and(eq(services.organizationId, scope.organizationId), eq(services.branchId, scope.branchId), isNull(services.deletedAt), inArray(services.id, [...serviceIds])))
    .groupBy(services.organizationId, services.id);
  // Arrays arrive as strings (the int8 parser of server/db/client.ts covers single values only).
  return rows.map((row) => ({
    id: row.id,
    duration: row.duration,
    durations: new Map(row.performers.map((id, index): [number, number] => [Number(id), Number(row.durations[index])])),
    /** What it costs with each of them (their own price, else the service's), for a booking made online. */
    prices: new Map(row.performers.map((id, index): [number, string] => [Number(id), String(row.prices[index])])),
  }));
}

export async function isLiveEmployee(db: Db, scope: Scope, employeeId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.organizationId, scope.organizationId), eq(employees.branchId, scope.branchId), eq(employees.id, employeeId), isNull(employees.deletedAt)));
  return row !== undefined;
}

export const activeSlotsBetween = (db: Db, scope: Scope, from: IsoDate, to: IsoDate): Promise<WorkSlotCreate[]> =>
  db
    .select({ employeeId: workSlots.employeeId, date: workSlots.date, type: workSlots.type, slotStart: workSlots.slotStart, slotEnd: workSlots.slotEnd })
    .from(workSlots)
    .where(
      and(
        eq(workSlots.organizationId, scope.organizationId),
        eq(workSlots.branchId, scope.branchId),
        between(workSlots.date, from, to),
        eq(workSlots.type, 'work_slot.active'),
      ),
    );

const busyFields = {
  id: orderServices.id,
  employeeId: orderServices.employeeId,
  resourceId: orderServices.resourceId,
  kind: sql<BusyInterval['kind']>`case when ${orders.mode} = 'order.break' then 'break' else 'order' end`,
  start: epochMs(orderServices.startsAt),
  end: epochMs(orderServices.endsAt),
};
/** No line lasts over a day (durationSchema), so one starting a day before the window is the earliest that reaches it. */
const dayMs = 86_400_000;

/**
 * Lines that hold time in the window (cancelled ones do not), ordered by start: those of the members who perform
 * any of the services, and those of the resource when the visit needs one, each line once (a room of 2 counts them).
 */
export async function busyLines(db: Db, scope: Scope, serviceIds: readonly number[], resourceId: number | null, window: { start: number; end: number }): Promise<BusyInterval[]> {
  if (resourceId === null) return heldTimeOfPerformers(db, scope, serviceIds, window);
  const overlapping = and(
    eq(orderServices.organizationId, scope.organizationId),
    eq(orderServices.holdsTime, true),
    lt(orderServices.startsAt, new Date(window.end)),
    gt(orderServices.startsAt, new Date(window.start - dayMs)),
    gt(orderServices.endsAt, new Date(window.start)),
  );
  const lines = () =>
    db
      .select(busyFields)
      .from(orderServices)
      .innerJoin(orders, and(eq(orders.organizationId, orderServices.organizationId), eq(orders.id, orderServices.orderId)));
  const performers = db
    .select({ id: employeeServices.employeeId })
    .from(employeeServices)
    .where(and(eq(employeeServices.organizationId, scope.organizationId), inArray(employeeServices.serviceId, [...serviceIds])));
  const [ofEmployees, ofResource] = await Promise.all([
    lines()
      .where(and(overlapping, inArray(orderServices.employeeId, performers)))
      .orderBy(asc(orderServices.startsAt)),
    resourceId === null ? [] : lines().where(and(overlapping, eq(orderServices.resourceId, resourceId))).orderBy(asc(orderServices.startsAt)),
  ]);
  const ofPerformers = new Set(ofEmployees.map((line) => line.id));
  return [...ofEmployees, ...ofResource.filter((line) => !ofPerformers.has(line.id))].map(({ id: _id, ...busy }) => busy);
}

/** How many overlapping bookings the branch's resource holds; null when it has no such resource. */
export async function resourceCapacity(db: Db, scope: Scope, resourceId: number): Promise<number | null> {
  const [row] = await db
    .select({ capacity: resources.capacity })
    .from(resources)
    .where(and(eq(resources.organizationId, scope.organizationId), eq(resources.branchId, scope.branchId), eq(resources.id, resourceId)));
  return row?.capacity ?? null;
}

/**
 * Without a resource, only each performer's held time matters, not which lines hold it: merged in SQL (`range_agg`),
 * a busy week of 40 members is some 360 intervals instead of 6 000 lines to send, parse and map, read from the
 * covering index of migration 0022 alone. Order or break no longer matters here (no caller keeps a buffer after orders
 * alone; the online buffers keep clear of both).
 */
async function heldTimeOfPerformers(db: Db, scope: Scope, serviceIds: readonly number[], window: { start: number; end: number }): Promise<BusyInterval[]> {
  const rows = await db.execute<{ employee_id: number; start: number; end: number }>(sql`
    select employee_id, (extract(epoch from lower(held)) * 1000)::float8 as start, (extract(epoch from upper(held)) * 1000)::float8 as end
    from (
      select ${orderServices.employeeId} as employee_id, unnest(range_agg(tstzrange(${orderServices.startsAt}, ${orderServices.endsAt}))) as held
      from ${orderServices}
      where ${orderServices.organizationId} = ${scope.organizationId} and ${orderServices.holdsTime}
        and ${orderServices.startsAt} < ${new Date(window.end)} and ${orderServices.startsAt} > ${new Date(window.start - dayMs)}
        and ${orderServices.endsAt} > ${new Date(window.start)}
        and ${orderServices.employeeId} in (
          select ${employeeServices.employeeId} from ${employeeServices}
          where ${employeeServices.organizationId} = ${scope.organizationId} and ${employeeServices.serviceId} in (${sql.join(serviceIds.map((id) => sql`${id}`), sql`, `)}))
      group by ${orderServices.employeeId}
    ) merged
    order by start`);
  return rows.rows.map((row) => ({ kind: 'order', employeeId: Number(row.employee_id), resourceId: null, start: row.start, end: row.end }));
}
