import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { IsoDate } from '../../../src/schema/schedule/calendar';
import type { DbExecutor } from '../../db/client';
import { employees, orderClients, orders, orderServices, services } from '../../db/tables';

type Scope = { organizationId: number; branchId: number };

const joinedCount = sql<number>`(select count(*)::int from ${orderClients} where ${orderClients.organizationId} = ${orders.organizationId} and ${orderClients.orderId} = ${orders.id})`;

/** A group class with its (single) line's service and instructor, the switches that make them bookable online and the places left. */
function selectClasses(db: DbExecutor) {
  return db
    .select({
      id: orders.id,
      branchId: orders.branchId,
      status: orders.status,
      startsAt: orders.startsAt,
      endsAt: orders.endsAt,
      placesLeft: sql<number>`(${orders.capacity} - ${joinedCount})::int`,
      serviceId: services.id,
      title: services.name,
      serviceBookable: services.bookableOnline,
      employeeId: employees.id,
      employeeName: sql<string>`trim(${employees.firstName} || ' ' || ${employees.lastName})`,
      employeeBookable: employees.bookableOnline,
      price: orderServices.price,
    })
    .from(orders)
    .innerJoin(orderServices, and(eq(orderServices.organizationId, orders.organizationId), eq(orderServices.orderId, orders.id), eq(orderServices.position, 0)))
    .innerJoin(services, and(eq(services.organizationId, orders.organizationId), eq(services.id, orderServices.serviceId)))
    .innerJoin(employees, and(eq(employees.organizationId, orders.organizationId), eq(employees.id, orderServices.employeeId)));
}
export type ClassRow = Awaited<ReturnType<typeof listOpenClasses>>[number];

const liveClass = and(eq(orders.mode, 'order.group'), inArray(orders.status, ['order_status.waiting', 'order_status.approved']), isNull(orders.heldUntil));

/**
 * The branch's group classes on these local days that start after `after` and still have a place (one class when
 * `id` is given). Only counts are read from `order_clients`, never who joined.
 */
export function listOpenClasses(db: DbExecutor, scope: Scope, from: IsoDate, to: IsoDate, after: Date, id?: number) {
  return selectClasses(db)
    .where(
      and(
        eq(orders.organizationId, scope.organizationId),
        eq(orders.branchId, scope.branchId),
        id === undefined ? undefined : eq(orders.id, id),
        liveClass,
        sql`${orders.localDate} between ${from} and ${to}`,
        gt(orders.startsAt, after),
        isNull(services.deletedAt),
        isNull(employees.deletedAt),
        sql`${orders.capacity} > ${joinedCount}`,
      ),
    )
    .orderBy(asc(orders.startsAt), asc(orders.id));
}

/** One live class of the organisation, full or not (a place's link reads its class so). */
export async function findClass(db: DbExecutor, organizationId: number, id: number): Promise<ClassRow | null> {
  const [row] = await selectClasses(db).where(and(eq(orders.organizationId, organizationId), eq(orders.id, id), liveClass));
  return row ?? null;
}
