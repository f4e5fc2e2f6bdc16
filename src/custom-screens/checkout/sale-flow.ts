import { createContext, useContext } from 'react';
import type { Cart } from './cart-model';

/** The steps of the sale flow, each a route under the flow's base (spec §2: newSale and its children). */
export type SaleStep = '' | 'summary' | 'select-membership' | 'payment' | `edit-item/${string}`;

/** What every step of one sale shares: where it is, its cart, and how to move between steps. */
export type SaleFlow = {
  branchId: number;
  /** `…/sales/newSale` or `…/clients/5/new-sale`. */
  base: string;
  /** A sale started on a client's card is theirs: the client cannot be changed. */
  clientFixed: boolean;
  /** The client card's flow has no separate summary step: its cart shows beside the payment. */
  hasSummary: boolean;
  /** Today in the branch's time zone (YYYY-MM-DD): a membership starts today. */
  today: string;
  currency: string;
  cart: Cart;
  change: (next: (cart: Cart) => Cart) => void;
  /** The address of a step, e.g. `to('payment')`. */
  to: (step: SaleStep) => string;
  /** Where "Done" leads once the sale is made. */
  doneTo: string;
  /** The licence or role lets the user look but not sell. */
  viewOnly: boolean;
};

export const SaleFlowContext = createContext<SaleFlow | null>(null);

export function useSaleFlow(): SaleFlow {
  const flow = useContext(SaleFlowContext);
  if (!flow) throw new Error('useSaleFlow outside the sale flow');
  return flow;
}
