import { createContext, useContext } from 'react';
import type { Checkout } from '@/components/checkout/checkout-context';

/** The steps of the sale flow, each a route under the flow's base (spec §2: newSale and its children). */
export type SaleStep = '' | 'summary' | 'select-membership' | 'payment' | `edit-item/${string}`;

/** What every step of one sale shares beyond the checkout itself: where it is, and how to move between steps. */
export type SaleFlow = Checkout & {
  /** `…/sales/newSale` or `…/clients/5/new-sale`. */
  base: string;
  /** The client card's flow has no separate summary step: its cart shows beside the payment. */
  hasSummary: boolean;
  /** The address of a step, e.g. `to('payment')`. */
  to: (step: SaleStep) => string;
  /** Where "Done" leads once the sale is made. */
  doneTo: string;
};

export const SaleFlowContext = createContext<SaleFlow | null>(null);

export function useSaleFlow(): SaleFlow {
  const flow = useContext(SaleFlowContext);
  if (!flow) throw new Error('useSaleFlow outside the sale flow');
  return flow;
}
