import type { Order } from './order';
import { moneyText, sumMoney } from '../money/decimal';

/**
 * What an order comes to, as a decimal string: the sum of its services' prices. A group class's price is per
 * client (groupPriceSchema), so it comes to that price for each client who has joined (none joined: nothing
 * yet). Summed as exact decimals, never as floats.
 */
export function orderTotal(order: Pick<Order, 'mode' | 'services' | 'clientIds'>): string {
  const lines = sumMoney(order.services.map((line) => line.price));
  return moneyText(order.mode === 'order.group' ? lines.times(order.clientIds.length) : lines);
}
