import { eq, sql } from 'drizzle-orm';
import { graceDays, type BillingPeriod, type SubscriptionStatus } from '../../../src/schema/billing/plans';
import { dayMs } from '../../../src/schema/schedule/calendar';
import type { DbExecutor } from '../../db/client';
import { plans, subscriptions } from '../../db/tables';
import { planMenus, type LicenseTerms } from '../account/default-license';
import { insertLicense, type LicenseRow } from '../account/license.repository';

/**
 * A chain's subscription and the licence it issues (docs/billing.md). Every change of plan, period or state writes
 * the subscription and a new licence in the caller's transaction; the newest active licence is the one in force, so
 * what a plan opens holds from the next request on. A trial's licence ends with the trial; a paid one `graceDays`
 * after its period, when an unpaid chain turns read-only (src/schema/license-access.ts, `licenceMenus`).
 */
export type PlanRow = typeof plans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

export const trialPlanCode = 'trial';

export async function findPlan(db: DbExecutor, code: string): Promise<PlanRow | null> {
  const [row] = await db.select().from(plans).where(eq(plans.code, code));
  return row ?? null;
}

/** What the plan costs for `period` in `currency`; a currency the plan is not priced in costs what EUR does. */
export const planPrice = (plan: Pick<PlanRow, 'prices'>, currency: string, period: BillingPeriod): { amount: string; currency: string } => {
  const priced = plan.prices[currency] ? currency : 'EUR';
  return { amount: plan.prices[priced]?.[period] ?? '0.00', currency: priced };
};

/** The licence terms a plan gives for a subscription's period. */
export function licenceTermsOf(plan: PlanRow, subscription: Pick<SubscriptionRow, 'period' | 'currency' | 'status' | 'currentPeriodEnd'>): LicenseTerms {
  const trial = subscription.status === 'trialing';
  const price = trial ? { amount: '0.00', currency: subscription.currency } : planPrice(plan, subscription.currency, subscription.period);
  return {
    title: plan.title,
    price: price.amount,
    currency: price.currency,
    expiresAt: new Date(subscription.currentPeriodEnd.getTime() + (trial ? 0 : graceDays * dayMs)),
    isTrial: trial,
    maxEmployees: plan.maxEmployees,
    maxBranches: plan.maxBranches,
    ...planMenus(plan.opens),
  };
}

type Subscribe = { planCode: string; period: BillingPeriod; currency: string; status: SubscriptionStatus; start: Date; end: Date };

/**
 * Puts the chain on a plan for a period (insert or replace) and issues its licence; `adjust` lets a contract differ
 * from the plan's terms (the demo keeps Reports view-only). Answers the licence now in force.
 */
export async function subscribe(tx: DbExecutor, organizationId: number, terms: Subscribe, adjust: (licence: LicenseTerms) => LicenseTerms = (licence) => licence): Promise<LicenseRow> {
  const plan = await findPlan(tx, terms.planCode);
  if (!plan) throw new Error(`no plan ${terms.planCode}`);
  const values = { planCode: plan.code, period: terms.period, currency: terms.currency, status: terms.status, currentPeriodStart: terms.start, currentPeriodEnd: terms.end, nextPlanCode: null, nextPeriod: null };
  const [row] = await tx
    .insert(subscriptions)
    .values({ organizationId, ...values })
    .onConflictDoUpdate({ target: subscriptions.organizationId, set: { ...values, version: sql`${subscriptions.version} + 1`, updatedAt: sql`now()` } })
    .returning();
  return insertLicense(tx, organizationId, adjust(licenceTermsOf(plan, row!)));
}

/** A new chain's free trial of every area, in the currency of its first branch. */
export async function startTrial(tx: DbExecutor, organizationId: number, currency: string, now = new Date()): Promise<LicenseRow> {
  const plan = await findPlan(tx, trialPlanCode);
  const days = plan?.trialDays ?? 14;
  return subscribe(tx, organizationId, { planCode: trialPlanCode, period: 'month', currency, status: 'trialing', start: now, end: new Date(now.getTime() + days * dayMs) });
}
