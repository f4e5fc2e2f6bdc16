import type { AreaScreen } from '@/resources/area-page-props';
import { lazyAreaScreen } from '@/resources/lazy-area-screen';
import type * as Screens from './billing-screens';

/** Billing and Subscription of a chain (docs/billing.md), their own chunk. */
const screen = (name: keyof typeof Screens): AreaScreen => lazyAreaScreen(() => import('./billing-screens'), (m) => m[name]);

export const billingScreens: Record<string, AreaScreen> = {
  '/chain/:orgId/billing': screen('BillingPage'),
  '/chain/:orgId/billing/subscription': screen('SubscriptionPage'),
};
