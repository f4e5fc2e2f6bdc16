import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { graceDays } from '../../../src/schema/billing/plans';
import { dayMs, utcDateOf } from '../../../src/schema/schedule/calendar';
import type { Db } from '../../db/client';
import { billingInvoices, subscriptions } from '../../db/tables';
import { lockOrganization } from '../settings/chain.repository';
import { settleIfCovered } from './billing.service';
import { applyInvoice } from './invoice-paid';
import { issueInvoice, type Seller } from './invoices';
import { addPeriod } from './plan-change';
import { findPlan, planPrice } from './subscriptions';

/**
 * The billing job (docs/billing.md), every few minutes on whichever process takes it (each step locks its chain,
 * so two processes never issue one renewal twice): a week before a paid period ends, the next period's invoice —
 * on the plan and period of a downgrade waiting for that end; a renewal paid early is put into effect when its
 * period starts; a period past its end unpaid turns `past_due` (the licence lapses on its own after the grace).
 */
export const renewalNoticeDays = 7;
export const billingJobMs = 5 * 60_000;

export async function runBillingRenewals(db: Db, seller: Seller, publishLive: (ids: readonly number[]) => Promise<void>, now = new Date()): Promise<void> {
  const soon = new Date(now.getTime() + renewalNoticeDays * dayMs);
  const ending = await db
    .select({ organizationId: subscriptions.organizationId })
    .from(subscriptions)
    .where(and(inArray(subscriptions.status, ['active', 'past_due']), lte(subscriptions.currentPeriodEnd, soon)));
  for (const { organizationId } of ending) {
    const events = await db.transaction(async (tx) => {
      await lockOrganization(tx, organizationId);
      const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.organizationId, organizationId));
      if (!subscription || subscription.status === 'trialing' || subscription.status === 'canceled' || subscription.currentPeriodEnd > soon) return [];
      const [renewal] = await tx
        .select()
        .from(billingInvoices)
        .where(and(eq(billingInvoices.organizationId, organizationId), eq(billingInvoices.action, 'renew'), sql`${billingInvoices.status} <> 'void'`, eq(billingInvoices.periodStart, subscription.currentPeriodEnd)));
      if (renewal?.status === 'paid' && renewal.appliedAt === null) return applyInvoice(tx, renewal, now);
      if (!renewal) {
        const plan = await findPlan(tx, subscription.nextPlanCode ?? subscription.planCode);
        if (!plan) return [];
        const period = subscription.nextPeriod ?? subscription.period;
        const price = planPrice(plan, subscription.currency, period);
        const start = subscription.currentPeriodEnd;
        const end = addPeriod(start, period);
        const invoice = await issueInvoice(tx, organizationId, seller, { action: 'renew', plan, period, periodStart: start, periodEnd: end, currency: price.currency, lines: [{ kind: 'plan', plan: plan.title, from: utcDateOf(start), to: utcDateOf(end), reason: null, amount: price.amount }], dueAt: new Date(start.getTime() + graceDays * dayMs) }, now);
        await settleIfCovered(tx, invoice);
      }
      if (subscription.status === 'active' && subscription.currentPeriodEnd <= now) {
        await tx.update(subscriptions).set({ status: 'past_due', updatedAt: now }).where(and(eq(subscriptions.organizationId, organizationId)));
      }
      return [];
    });
    if (events.length) await publishLive(events);
  }
}
