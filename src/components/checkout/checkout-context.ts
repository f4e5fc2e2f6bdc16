import { createContext, useContext } from 'react';
import type { Cart } from './cart-model';

/**
 * What the parts of one checkout share, wherever it runs: the sale page (src/custom-screens/checkout, its steps
 * routes of their own) or an order's drawer beside the calendar (src/components/order-drawer/visit-payment.tsx).
 */
export type Checkout = {
  branchId: number;
  currency: string;
  /** Today in the branch's time zone (YYYY-MM-DD): a membership starts today. */
  today: string;
  cart: Cart;
  change: (next: (cart: Cart) => Cart) => void;
  /** The client cannot be changed: a client card's sale, a visit's or a class place's payment. */
  clientFixed: boolean;
  /** The licence or role lets the user look but not sell. */
  viewOnly: boolean;
  /** Where a line's name leads to edit it (the sale page's edit step); without it, names are plain text. */
  lineTo?: (uid: string) => string;
};

export const CheckoutContext = createContext<Checkout | null>(null);

export function useCheckout(): Checkout {
  const checkout = useContext(CheckoutContext);
  if (!checkout) throw new Error('useCheckout outside a checkout');
  return checkout;
}
