import { decimal, moneyText } from '../money/decimal';
import type { OrderDetail, OrderSale } from './order';
import { paymentStatusOf, type PaymentStatus } from './payment-status';

type PaidVisit = Pick<OrderDetail, 'mode' | 'isCanceled' | 'paymentStatus' | 'services' | 'clientIds' | 'sales' | 'membershipClientIds'>;

/**
 * What "Take payment" does for a visit, or for one client's place in a group class:
 * - `debt`: a sale already holds the visit's services and is partly paid; the rest is paid on that same sale
 *   (a second sale of a held service is refused: the unique index of migration 0009);
 * - `new`: check out these booked lines (those no sale holds yet; a group class's one line, for the client);
 * - `paid`: nothing is left to take (paid in full, or by a membership's visit).
 * A debt comes first: once it is paid, a service added to the visit afterwards is checked out on its own.
 */
export type VisitPaymentPlan =
  | { kind: 'debt'; sale: OrderSale; due: string }
  | { kind: 'new'; lineIds: number[] }
  | { kind: 'paid'; by: 'sale' | 'membership' };

const owes = (sale: OrderSale) => decimal(sale.total).gt(decimal(sale.paid));
const debtOf = (sale: OrderSale) => moneyText(decimal(sale.total).minus(decimal(sale.paid)));

export function visitPaymentPlan(order: PaidVisit, clientId: number | null = null): VisitPaymentPlan {
  if (order.mode === 'order.group') {
    if (clientId !== null && order.membershipClientIds.includes(clientId)) return { kind: 'paid', by: 'membership' };
    const sale = order.sales.find((candidate) => candidate.clientId === clientId);
    if (sale) return owes(sale) ? { kind: 'debt', sale, due: debtOf(sale) } : { kind: 'paid', by: 'sale' };
    return { kind: 'new', lineIds: order.services.map((line) => line.id) };
  }
  const indebted = order.sales.find(owes);
  if (indebted) return { kind: 'debt', sale: indebted, due: debtOf(indebted) };
  const unsold = order.services.filter((line) => !line.onSale).map((line) => line.id);
  if (unsold.length > 0 && order.paymentStatus !== 'payment.full') return { kind: 'new', lineIds: unsold };
  return { kind: 'paid', by: order.sales.length > 0 ? 'sale' : 'membership' };
}

/** One client's place in a group class: paid in full, in part, or not yet (a membership's visit pays it in full). */
export function placePaymentStatus(order: PaidVisit, clientId: number): PaymentStatus {
  if (order.membershipClientIds.includes(clientId)) return 'payment.full';
  const sale = order.sales.find((candidate) => candidate.clientId === clientId);
  return sale ? paymentStatusOf(sale.total, [sale.paid]) : 'payment.no';
}

/** Whether "Take payment" is offered: a visit (or place) not cancelled with something left to take. */
export const canTakePayment = (order: PaidVisit, clientId: number | null = null): boolean =>
  order.mode !== 'order.break' && !order.isCanceled && visitPaymentPlan(order, clientId).kind !== 'paid';
