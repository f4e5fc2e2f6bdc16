import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Booking } from '../../../src/schema/online-booking/public-booking';
import type { Order } from '../../../src/schema/schedule/order';
import type { DbExecutor } from '../../db/client';
import { branches, employees, services } from '../../db/tables';
import { readTogether } from '../../db/read-together';
import { signBookingToken, type BookingKeys } from './booking-tokens';
import type { OnlineBookingRules } from '../../../src/schema/online-booking/rules';

/**
 * A booking as its client sees it on the page and behind the manage link: the visit, who does what, the branch, and
 * what they may still do. Only this order's own names: never another client's.
 */
const statusOf = (order: Order): Booking['status'] =>
  order.isCanceled || order.status === 'order_status.canceled' ? 'canceled' : order.status === 'order_status.approved' ? 'approved' : 'waiting';

export async function bookingView(
  db: DbExecutor,
  keys: BookingKeys,
  order: Order,
  span: { organizationId: number; startsAt: Date; endsAt: Date },
  rules: Pick<OnlineBookingRules, 'cancelCutoffMinutes' | 'moveCutoffMinutes'>,
  now = Date.now(),
): Promise<Booking> {
  const { organizationId } = span;
  const serviceIds = order.services.flatMap((line) => (line.serviceId === null ? [] : [line.serviceId]));
  const employeeIds = order.services.map((line) => line.employeeId);
  const [serviceRows, employeeRows, [branch]] = await readTogether(
    db,
    () => db.select({ id: services.id, name: services.name }).from(services).where(and(eq(services.organizationId, organizationId), inArray(services.id, serviceIds))),
    () => db.select({ id: employees.id, name: sql<string>`trim(${employees.firstName} || ' ' || ${employees.lastName})` }).from(employees).where(and(eq(employees.organizationId, organizationId), inArray(employees.id, employeeIds))),
    () => db.select({ name: branches.name, address: branches.address, phone: branches.phone }).from(branches).where(and(eq(branches.organizationId, organizationId), eq(branches.id, order.branchId))),
  );
  const nameOf = (rows: { id: number; name: string }[], id: number | null) => rows.find((row) => row.id === id)?.name ?? '';
  const startsAt = span.startsAt.getTime();
  const open = statusOf(order) !== 'canceled';
  return {
    orderId: order.id,
    status: statusOf(order),
    date: order.date,
    startTime: order.startTime,
    services: order.services.map((line) => ({
      serviceId: line.serviceId ?? 0,
      employeeId: line.employeeId,
      startTime: line.startTime,
      duration: line.duration,
      price: line.price,
      serviceName: nameOf(serviceRows, line.serviceId),
      employeeName: nameOf(employeeRows, line.employeeId),
    })),
    branch: branch!,
    manageToken: signBookingToken(keys.manage, { organizationId, orderId: order.id, expiresAt: span.endsAt.getTime() }),
    canCancel: open && startsAt - now >= rules.cancelCutoffMinutes * 60_000,
    canMove: open && startsAt - now >= rules.moveCutoffMinutes * 60_000,
  };
}
