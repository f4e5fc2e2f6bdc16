import type { Order } from '../../../src/schema/schedule/order';
import { instantToZoned } from '../../../src/schema/schedule/time-zone';
import type { OrderClientRow, OrderLineRow, OrderRow } from './employee-orders.repository';

const minuteMs = 60_000;

/**
 * Rows of `orders`, `order_services` and `order_clients` as orderSchema speaks them: instants become the
 * branch's wall clock, a line's length its duration in real minutes (right across a clock change). Breaks are
 * not orders here (a break line has no service): callers leave them out.
 */
export function orderOfRows(order: OrderRow, lines: readonly OrderLineRow[], clients: readonly OrderClientRow[], timeZone: string): Order {
  const wall = (instant: Date) => instantToZoned(instant.getTime(), timeZone);
  return {
    id: order.id,
    version: order.version,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    branchId: order.branchId,
    mode: order.mode,
    clientId: order.clientId,
    date: order.localDate,
    startTime: wall(order.startsAt).time,
    endTime: wall(order.endsAt).time,
    description: order.description,
    services: lines.flatMap((line) =>
      line.serviceId === null
        ? []
        : [
            {
              id: line.id,
              serviceId: line.serviceId,
              employeeId: line.employeeId,
              resourceId: line.resourceId,
              date: wall(line.startsAt).date,
              startTime: wall(line.startsAt).time,
              duration: Math.round((line.endsAt.getTime() - line.startsAt.getTime()) / minuteMs),
              // Every service line is booked with a price (the employee's or the service's); only breaks have none.
              price: line.price ?? '0.00',
            },
          ],
    ),
    status: order.status,
    isCanceled: order.status === 'order_status.canceled',
    cancelerOrigin: order.cancelerOrigin,
    origin: order.origin,
    paymentStatus: order.paymentStatus,
    currency: order.currency,
    capacity: order.capacity,
    clientIds: clients.map((client) => client.clientId),
  };
}

function groupByOrder<Row extends { orderId: number }>(rows: readonly Row[]): Map<number, Row[]> {
  const groups = new Map<number, Row[]>();
  for (const row of rows) groups.set(row.orderId, [...(groups.get(row.orderId) ?? []), row]);
  return groups;
}

/** Groups lines and clients by order, in the orders' order. */
export function ordersOfRows(rows: readonly OrderRow[], lines: readonly OrderLineRow[], clients: readonly OrderClientRow[], timeZone: string): Order[] {
  const linesOf = groupByOrder(lines);
  const clientsOf = groupByOrder(clients);
  return rows.map((row) => orderOfRows(row, linesOf.get(row.id) ?? [], clientsOf.get(row.id) ?? [], timeZone));
}
