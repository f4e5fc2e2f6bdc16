import type { Order } from './order';
import { fromMinorUnits, sumMinorUnits } from './money';

/**
 * What an order comes to, as a decimal string: the sum of its services' prices. A group class's price is per
 * client (groupPriceSchema), so it comes to that price for each client who has joined (none joined: nothing
 * yet). Summed in minor units, never as floats.
 */
export function orderTotal(order: Pick<Order, 'mode' | 'services' | 'clientIds'>): string {
  const lines = sumMinorUnits(order.services.map((line) => line.price));
  return fromMinorUnits(order.mode === 'order.group' ? lines * order.clientIds.length : lines);
}
