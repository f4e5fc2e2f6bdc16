import { z } from 'zod';
import { branchMenuKeys, organizationMenuKeys } from '../license';
import { moneySchema } from '../primitives';

/**
 * Plans and a chain's subscription (issue 20, docs/billing.md). A plan says what it costs in each currency and
 * period, which areas it opens (the licence's menu keys) and its limits; a chain's subscription to a plan issues the
 * licence the whole product obeys. The trial is a plan of its own: every area for two weeks, small limits, free.
 */
export const billingPeriods = ['month', 'year'] as const;
export type BillingPeriod = (typeof billingPeriods)[number];

export const subscriptionStatuses = ['trialing', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** Which areas a plan opens: organisation and branch menu keys (anything not listed is closed). */
export const planOpensSchema = z.object({
  organization: z.array(z.enum(organizationMenuKeys)),
  branch: z.array(z.enum(branchMenuKeys)),
});
export type PlanOpens = z.infer<typeof planOpensSchema>;

/** Price of a period, per currency: `{ EUR: { month: '49.00', year: '490.00' } }`. */
export const planPricesSchema = z.record(z.string().regex(/^[A-Z]{3}$/), z.object({ month: moneySchema, year: moneySchema }));
export type PlanPrices = z.infer<typeof planPricesSchema>;

export const planSchema = z.object({
  code: z.string(),
  title: z.string(),
  prices: planPricesSchema,
  trialDays: z.number().int().nonnegative(),
  maxEmployees: z.number().int().positive(),
  maxBranches: z.number().int().positive(),
  opens: planOpensSchema,
  isPublic: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

/** Days a paid period may stay unpaid before the chain turns read-only. */
export const graceDays = 7;
