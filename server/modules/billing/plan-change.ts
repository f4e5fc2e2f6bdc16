import { eq } from 'drizzle-orm';
import type { BillingPeriod } from '../../../src/schema/billing/plans';
import type { InvoiceLine, PlanChangeRequest } from '../../../src/schema/billing/invoices';
import { decimal, moneyText } from '../../../src/schema/money/decimal';
import { dayMs, utcDateOf } from '../../../src/schema/schedule/calendar';
import type { DbExecutor } from '../../db/client';
import { subscriptions } from '../../db/tables';
import { conflict, DomainError, notFound, type FieldIssue } from '../../plugins/app/domain-error';
import { countLiveBranches, lockOrganization } from '../settings/chain.repository';
import { countLiveEmployees } from './billing.read';
import { grantBillingCredit } from './credits';
import { issueInvoice, voidOpenPlanInvoices, type InvoiceRow, type Seller } from './invoices';
import { findPlan, planPrice, trialPlanCode, type PlanRow, type SubscriptionRow } from './subscriptions';

/**
 * Choosing a plan on Subscription (docs/billing.md). Whatever the chain's usage is over the new plan's limits is
 * refused with what to remove first. A chain on trial, or whose subscription lapsed, starts the plan with a full
 * period's invoice; a dearer plan (or a longer period) starts at once once paid, charged for the rest of the period
 * less what is left of the current one; a cheaper one waits for the period's end and is what the renewal invoices.
 */
export type PlanChange = { kind: 'invoice'; invoice: InvoiceRow } | { kind: 'scheduled'; planCode: string; from: Date };

export const addPeriod = (from: Date, period: BillingPeriod): Date => {
  const next = new Date(from);
  if (period === 'year') next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
};
/** An unpaid invoice is due in a week; a renewal's by the end of its grace. */
export const invoiceDueDays = 7;

/** What a plan costs a month, so plans of different periods compare (a year costs ten months). */
const monthlyPrice = (plan: PlanRow, currency: string, period: BillingPeriod) => {
  const { amount } = planPrice(plan, currency, period);
  return period === 'year' ? decimal(amount).div(12) : decimal(amount);
};

async function lockSubscription(tx: DbExecutor, organizationId: number): Promise<SubscriptionRow> {
  await lockOrganization(tx, organizationId);
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.organizationId, organizationId)).for('update');
  if (!row) throw notFound('organisation');
  return row;
}

/** 409 naming each limit the chain is over, and by how much, when it is over any. */
async function refuseOverLimits(tx: DbExecutor, organizationId: number, plan: PlanRow): Promise<void> {
  const [branches, employees] = await Promise.all([countLiveBranches(tx, organizationId), countLiveEmployees(tx, organizationId)]);
  const over = { branches: Math.max(0, branches - plan.maxBranches), employees: Math.max(0, employees - plan.maxEmployees) };
  if (over.branches === 0 && over.employees === 0) return;
  const issues: FieldIssue[] = [];
  if (over.branches > 0) issues.push({ path: ['branches'], message: (m) => m.billing.removeBranches({ count: over.branches, limit: plan.maxBranches }) });
  if (over.employees > 0) issues.push({ path: ['employees'], message: (m) => m.billing.removeEmployees({ count: over.employees, limit: plan.maxEmployees }) });
  throw new DomainError('conflict', (m) => m.billing.overLimits({ plan: plan.title, ...over }), issues);
}

export async function changePlan(tx: DbExecutor, organizationId: number, seller: Seller, request: PlanChangeRequest, now = new Date()): Promise<PlanChange> {
  const subscription = await lockSubscription(tx, organizationId);
  const plan = await findPlan(tx, request.planCode);
  if (!plan || !plan.isPublic || plan.code === trialPlanCode) throw new DomainError('not_found', (m) => m.billing.planNotOnSale);
  const running = subscription.status !== 'trialing' && subscription.currentPeriodEnd > now;
  if (running && plan.code === subscription.planCode && request.period === subscription.period) throw conflict((m) => m.billing.samePlan({ plan: plan.title }));
  await refuseOverLimits(tx, organizationId, plan);
  await voidOpenPlanInvoices(tx, organizationId, now);
  const currency = subscription.currency;
  const price = planPrice(plan, currency, request.period);
  const due = new Date(now.getTime() + invoiceDueDays * dayMs);

  if (!running) {
    const end = addPeriod(now, request.period);
    const invoice = await issueInvoice(tx, organizationId, seller, { action: 'start', plan, period: request.period, periodStart: now, periodEnd: end, currency: price.currency, lines: [{ kind: 'plan', plan: plan.title, from: utcDateOf(now), to: utcDateOf(end), reason: null, amount: price.amount }], dueAt: due }, now);
    return { kind: 'invoice', invoice };
  }

  const current = await findPlan(tx, subscription.planCode);
  if (!current) throw notFound('organisation');
  if (monthlyPrice(plan, currency, request.period).lt(monthlyPrice(current, currency, subscription.period))) {
    await tx.update(subscriptions).set({ nextPlanCode: plan.code, nextPeriod: request.period, updatedAt: now }).where(eq(subscriptions.organizationId, organizationId));
    return { kind: 'scheduled', planCode: plan.code, from: subscription.currentPeriodEnd };
  }

  // What is left of the current period, as a share of it: the unused part of what was paid counts towards the new plan.
  const whole = subscription.currentPeriodEnd.getTime() - subscription.currentPeriodStart.getTime();
  const left = decimal(Math.max(0, subscription.currentPeriodEnd.getTime() - now.getTime())).div(whole);
  const unused = decimal(planPrice(current, currency, subscription.period).amount).times(left);
  const samePeriod = request.period === subscription.period;
  const newPart = samePeriod ? decimal(price.amount).times(left) : decimal(price.amount);
  const periodEnd = samePeriod ? subscription.currentPeriodEnd : addPeriod(now, request.period);
  const lines: InvoiceLine[] = [
    { kind: samePeriod ? 'rest' : 'plan', plan: plan.title, from: utcDateOf(now), to: utcDateOf(periodEnd), reason: null, amount: moneyText(newPart) },
    ...(unused.gt(0) ? [{ kind: 'unused', plan: current.title, from: utcDateOf(now), to: utcDateOf(subscription.currentPeriodEnd), reason: null, amount: moneyText(unused.neg()) } as const] : []),
  ];
  // More unused than the new plan costs (a year's plan for a dearer month's): the invoice counts only what it needs,
  // so it is paid as issued (billing.service.ts), and the rest becomes credit for the next invoices.
  const total = lines.reduce((sum, line) => sum.plus(decimal(line.amount)), decimal(0));
  if (total.lt(0)) lines[lines.length - 1] = { ...lines[lines.length - 1]!, amount: moneyText(decimal(lines[lines.length - 1]!.amount).minus(total)) };
  const invoice = await issueInvoice(tx, organizationId, seller, { action: 'upgrade', plan, period: request.period, periodStart: now, periodEnd, currency: price.currency, lines, dueAt: due }, now);
  if (total.lt(0)) await grantBillingCredit(tx, organizationId, { amount: moneyText(total.neg()), currency: price.currency, description: `Unused ${current.title} until ${utcDateOf(subscription.currentPeriodEnd)}`, sourceOrganizationId: null });
  return { kind: 'invoice', invoice };
}
