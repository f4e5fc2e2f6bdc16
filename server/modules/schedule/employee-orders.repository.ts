import { and, asc, eq, exists, inArray, ne } from 'drizzle-orm';
import type { IsoDate } from '../../../src/schema/schedule/calendar';
import type { Db } from '../../db/client';
import { branches, orderClients, orderServices, orders } from '../../db/tables';
import { notHeld } from '../orders/orders.repository';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderServices.$inferSelect;
export type OrderClientRow = Pick<typeof orderClients.$inferSelect, 'orderId' | 'clientId'>;

/**
 * The orders (single and group, not breaks) that give the member a line on a local date, cancelled ones
 * included (orderSchema says so), with all their lines (another member's too) and their group clients.
 */
export async function employeeOrdersOn(db: Db, scope: { organizationId: number; branchId: number }, employeeId: number, date: IsoDate) {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.organizationId, scope.organizationId),
        eq(orders.branchId, scope.branchId),
        eq(orders.localDate, date),
        notHeld,
        ne(orders.mode, 'order.break'),
        exists(
          db
            .select({ id: orderServices.id })
            .from(orderServices)
            .where(and(eq(orderServices.organizationId, orders.organizationId), eq(orderServices.orderId, orders.id), eq(orderServices.employeeId, employeeId))),
        ),
      ),
    )
    .orderBy(asc(orders.startsAt), asc(orders.id));
  if (rows.length === 0) return { rows, lines: [], clients: [] };
  const ids = rows.map((row) => row.id);
  const [lines, clients] = await Promise.all([
    db
      .select()
      .from(orderServices)
      .where(and(eq(orderServices.organizationId, scope.organizationId), inArray(orderServices.orderId, ids)))
      .orderBy(asc(orderServices.position), asc(orderServices.startsAt), asc(orderServices.id)),
    db
      .select({ orderId: orderClients.orderId, clientId: orderClients.clientId })
      .from(orderClients)
      .where(and(eq(orderClients.organizationId, scope.organizationId), inArray(orderClients.orderId, ids)))
      .orderBy(asc(orderClients.createdAt), asc(orderClients.clientId)),
  ]);
  return { rows, lines, clients };
}

/** The branch's time zone, which the orders' wall clocks are read in. */
export async function branchTimeZone(db: Db, scope: { organizationId: number; branchId: number }): Promise<string | null> {
  const [row] = await db
    .select({ timeZone: branches.timeZone })
    .from(branches)
    .where(and(eq(branches.organizationId, scope.organizationId), eq(branches.id, scope.branchId)));
  return row?.timeZone ?? null;
}
