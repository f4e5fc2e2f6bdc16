import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { moneyText, sumMoney } from '../../../src/schema/money/decimal';
import { saleItemShares } from '../../../src/schema/money/paid-shares';
import { paymentStatusOf } from '../../../src/schema/schedule/payment-status';
import { scheduledOrderDataOf } from '../../../src/schema/schedule/order';
import type { DbTransaction } from '../../db/client';
import { branches, membershipVisits, orderClients, orders, orderServices, saleItems, sales } from '../../db/tables';
import { enqueueLiveEvent } from '../live/live-outbox';

/**
 * Recomputes an order's payment status from what it costs and what was paid for it, inside the caller's
 * transaction, and when it changed queues `order:update` on the branch's channel, so the schedule repaints the
 * block once the transaction commits. What it costs: each line at what its sale says it comes to (after a
 * discount), or at its booked price while no sale holds it (a group class: per joined client), less what a
 * membership visit was drawn for (a line, for a client), which the membership has paid. What was paid: the shares of the sales' `paid`
 * that fall on the visit's lines (refunds lower `paid`). The order row is locked first, so two payments settle one after the other.
 * Returns the live event's id for the caller to publish after commit (LiveOutbox.publishAfterCommit), or null.
 */
export async function refreshOrderPaymentStatus(tx: DbTransaction, organizationId: number, orderId: number): Promise<number | null> {
  const [order] = await tx
    .select({ id: orders.id, mode: orders.mode, status: orders.paymentStatus, date: orders.localDate, branchId: orders.branchId })
    .from(orders)
    .where(and(eq(orders.organizationId, organizationId), eq(orders.id, orderId)))
    .for('update');
  if (!order || order.mode === 'order.break') return null;
  const lines = await tx
    .select({
      id: orderServices.id,
      employeeId: orderServices.employeeId,
      price: orderServices.price,
      // The outer table by name: Drizzle writes a one-table select's columns unqualified, and inside the
      // subquery "id" would be the visit's own id.
      drawnFor: sql<number[]>`(select coalesce(json_agg(v.client_id), '[]'::json) from ${membershipVisits} v where v.organization_id = ${orderServices}.organization_id and v.order_service_id = ${orderServices}.id and v.returned_at is null)`,
    })
    .from(orderServices)
    .where(and(eq(orderServices.organizationId, organizationId), eq(orderServices.orderId, orderId)));
  const [{ clients } = { clients: 0 }] = await tx
    .select({ clients: sql<number>`count(*)::int` })
    .from(orderClients)
    .where(and(eq(orderClients.organizationId, organizationId), eq(orderClients.orderId, orderId)));
  const sold = await saleItemsPaying(tx, organizationId, orderId);
  const perClient = order.mode === 'order.group' ? clients : 1;
  const owed = lines.flatMap((line) => {
    // A client whose membership the line was drawn from owes nothing for it, on a sale or off it.
    const onSales = sold
      .filter((item) => item.orderServiceId === line.id && !(item.clientId !== null && line.drawnFor.includes(item.clientId)))
      .map((item) => item.total);
    const unsold = Math.max(0, perClient - line.drawnFor.length - onSales.length);
    return [...onSales, ...Array.from({ length: unsold }, () => line.price ?? '0')];
  });
  const paid = sold.filter((item) => item.orderServiceId !== null).map((item) => item.share);
  const status = paymentStatusOf(moneyText(sumMoney(owed)), paid);
  if (status === order.status) return null;
  await tx
    .update(orders)
    // The version stays: a payment is no edit of the order, and must not turn someone's open edit stale.
    .set({ paymentStatus: status, updatedAt: new Date() })
    .where(and(eq(orders.organizationId, organizationId), eq(orders.id, orderId)));
  const [branch] = await tx
    .select({ guid: branches.guid })
    .from(branches)
    .where(and(eq(branches.organizationId, organizationId), eq(branches.id, order.branchId), isNull(branches.deletedAt)));
  if (!branch) return null;
  const message = { event: 'order:update' as const, data: scheduledOrderDataOf({ id: order.id, date: order.date, services: lines }) };
  return enqueueLiveEvent(tx, { organizationId, channel: branch.guid, message });
}

/**
 * The items of the order's live sales, each with its share of its sale's `paid` (saleItemShares: services and
 * products first). Only the shares of the visit's own lines pay the visit: a shampoo bought on the same sale
 * does not, and a line is on one sale per client at most (migration 0009), so a visit cannot be paid twice over.
 */
async function saleItemsPaying(tx: DbTransaction, organizationId: number, orderId: number) {
  const payingSales = await tx
    .select({ id: sales.id, paid: sales.paid })
    .from(sales)
    .where(and(eq(sales.organizationId, organizationId), eq(sales.orderId, orderId), isNull(sales.canceledAt)));
  if (payingSales.length === 0) return [];
  const items = await tx
    .select({ saleId: saleItems.saleId, kind: saleItems.kind, total: saleItems.total, orderServiceId: saleItems.orderServiceId, clientId: saleItems.clientId })
    .from(saleItems)
    .where(and(eq(saleItems.organizationId, organizationId), inArray(saleItems.saleId, payingSales.map((sale) => sale.id))))
    .orderBy(asc(saleItems.id));
  return payingSales.flatMap((sale) => {
    const own = items.filter((item) => item.saleId === sale.id);
    const shares = saleItemShares(own, sale.paid);
    return own.map((item, index) => ({ ...item, share: shares[index]! }));
  });
}
