import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { BillingOverview, PlanOffer } from '../../../src/schema/billing/billing-overview';
import { licenceLapsed } from '../../../src/schema/license-access';
import type { DbExecutor } from '../../db/client';
import { billingPayments, employees, plans, subscriptions } from '../../db/tables';
import { notFound } from '../../plugins/app/domain-error';
import type { LicenseRow } from '../account/license.repository';
import { countLiveBranches } from '../settings/chain.repository';
import { creditBalance } from './credits';
import { findPlan, planPrice, type SubscriptionRow } from './subscriptions';

/** Billing's reads (docs/billing.md): the chain's subscription as its owner sees it, and the plans on sale beside it. */

async function subscriptionOf(db: DbExecutor, organizationId: number): Promise<SubscriptionRow> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.organizationId, organizationId));
  if (!row) throw notFound('organisation');
  return row;
}

export async function countLiveEmployees(db: DbExecutor, organizationId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(employees).where(and(eq(employees.organizationId, organizationId), isNull(employees.deletedAt)));
  return row?.n ?? 0;
}

/** `GET /organizations/{id}/billing`: the plan, its period and price, when the chain turns read-only, usage against each limit. */
export async function billingOverview(db: DbExecutor, organizationId: number, licence: LicenseRow | null): Promise<BillingOverview> {
  const subscription = await subscriptionOf(db, organizationId);
  const [plan, nextPlan, branchCount, employeeCount, credit, [lastPaid]] = await Promise.all([
    findPlan(db, subscription.planCode),
    subscription.nextPlanCode ? findPlan(db, subscription.nextPlanCode) : null,
    countLiveBranches(db, organizationId),
    countLiveEmployees(db, organizationId),
    creditBalance(db, organizationId, subscription.currency),
    db
      .select({ brand: billingPayments.cardBrand, pan: billingPayments.cardMaskedPan })
      .from(billingPayments)
      .where(and(eq(billingPayments.organizationId, organizationId), eq(billingPayments.status, 'paid')))
      .orderBy(desc(billingPayments.notifiedAt))
      .limit(1),
  ]);
  if (!plan) throw notFound('organisation');
  const trialing = subscription.status === 'trialing';
  return {
    plan: { code: plan.code, title: plan.title },
    period: subscription.period,
    status: subscription.status,
    price: trialing ? { amount: '0.00', currency: subscription.currency } : planPrice(plan, subscription.currency, subscription.period),
    currentPeriodStart: subscription.currentPeriodStart.toISOString(),
    currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
    readOnlyFrom: (licence?.expiresAt ?? subscription.currentPeriodEnd).toISOString(),
    readOnly: licence ? licenceLapsed(licence) : true,
    usage: {
      branches: { used: branchCount, limit: licence?.maxBranches ?? 0 },
      employees: { used: employeeCount, limit: licence?.maxEmployees ?? 0 },
    },
    nextPlan: nextPlan ? { code: nextPlan.code, title: nextPlan.title, period: subscription.nextPeriod ?? subscription.period, from: subscription.currentPeriodEnd.toISOString() } : null,
    paymentMethod: lastPaid?.pan ? [lastPaid.brand, lastPaid.pan].filter(Boolean).join(' ') : null,
    credit: { amount: credit.amount, currency: subscription.currency },
  };
}

/** `GET /organizations/{id}/plans`: the plans on sale in the chain's currency, the chain's own marked. */
export async function planOffers(db: DbExecutor, organizationId: number): Promise<PlanOffer[]> {
  const subscription = await subscriptionOf(db, organizationId);
  const rows = await db.select().from(plans).where(eq(plans.isPublic, true)).orderBy(asc(plans.position));
  return rows.map((plan) => {
    const month = planPrice(plan, subscription.currency, 'month');
    return {
      code: plan.code,
      title: plan.title,
      currency: month.currency,
      prices: { month: month.amount, year: planPrice(plan, subscription.currency, 'year').amount },
      maxBranches: plan.maxBranches,
      maxEmployees: plan.maxEmployees,
      opens: plan.opens,
      current: plan.code === subscription.planCode,
    };
  });
}
