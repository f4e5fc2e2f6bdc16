import { z } from 'zod';
import { moneySchema } from '../primitives';
import { billingPeriods, planOpensSchema, subscriptionStatuses } from './plans';

/**
 * What Billing shows a chain's owner (`GET /organizations/{id}/billing`) and the plans Subscription compares
 * (`GET /organizations/{id}/plans`), each priced in the chain's currency (docs/billing.md).
 */
const usageSchema = z.object({ used: z.number().int().nonnegative(), limit: z.number().int().nonnegative() });

export const billingOverviewSchema = z.object({
  plan: z.object({ code: z.string(), title: z.string() }),
  period: z.enum(billingPeriods),
  status: z.enum(subscriptionStatuses),
  /** What the current period costs (free while trialing). */
  price: z.object({ amount: moneySchema, currency: z.string() }),
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  /** When the licence lapses: the trial's end, or the period's end and its grace. */
  readOnlyFrom: z.string(),
  readOnly: z.boolean(),
  usage: z.object({ branches: usageSchema, employees: usageSchema }),
  /** A downgrade waiting for the period's end. */
  nextPlan: z.object({ code: z.string(), title: z.string(), period: z.enum(billingPeriods), from: z.string() }).nullable(),
  /** The card the last invoice was paid with, as the provider showed it. */
  paymentMethod: z.string().nullable(),
  /** Credit the next invoices spend first (referral rewards). */
  credit: z.object({ amount: moneySchema, currency: z.string() }),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

export const planOfferSchema = z.object({
  code: z.string(),
  title: z.string(),
  currency: z.string(),
  prices: z.object({ month: moneySchema, year: moneySchema }),
  maxBranches: z.number().int().positive(),
  maxEmployees: z.number().int().positive(),
  opens: planOpensSchema,
  current: z.boolean(),
});
export type PlanOffer = z.infer<typeof planOfferSchema>;
