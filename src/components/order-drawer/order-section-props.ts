import type { Order } from '@/schema/schedule/order';

/** What a section of an open order (its status actions, a class's clients) gets from the drawer. */
export type OrderSectionProps = {
  order: Order;
  /** The order as the server answered a change. */
  onChanged: (order: Order) => void;
  /** Read the order again (after a stale-version refusal). */
  onReload: () => void;
};
