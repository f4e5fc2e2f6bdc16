import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { IsoDate } from '../../../src/schema/schedule/calendar';
import type { DbExecutor } from '../../db/client';
import { employees, orderClients, orders, orderServices, services } from '../../db/tables';

type Scope = { organizationId: number; branchId: number };

/**
 * The branch's group classes on these local days that start after `after` and still have a place: one row each with
 * its (single) line's service and instructor, the switches that make them bookable online and the places left. Only
 * counts are read from `order_clients`, never who joined.
 */
export function listOpenClasses(db: DbExecutor, scope: Scope, from: IsoDate, to: IsoDate, after: Date) {
  const joined = sql<number>`(select count(*)::int from ${orderClients} where ${orderClients.organizationId} = ${orders.organizationId} and ${orderClients.orderId} = ${orders.id})`;
  return db
    .select({
      id: orders.id,
      startsAt: orders.startsAt,
      endsAt: orders.endsAt,
      placesLeft: sql<number>`(${orders.capacity} - ${joined})::int`,
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
    .innerJoin(employees, and(eq(employees.organizationId, orders.organizationId), eq(employees.id, orderServices.employeeId)))
    .where(
      and(
        eq(orders.organizationId, scope.organizationId),
        eq(orders.branchId, scope.branchId),
        eq(orders.mode, 'order.group'),
        inArray(orders.status, ['order_status.waiting', 'order_status.approved']),
        isNull(orders.heldUntil),
        sql`${orders.localDate} between ${from} and ${to}`,
        gt(orders.startsAt, after),
        isNull(services.deletedAt),
        isNull(employees.deletedAt),
        sql`${orders.capacity} > ${joined}`,
      ),
    )
    .orderBy(asc(orders.startsAt), asc(orders.id));
}
