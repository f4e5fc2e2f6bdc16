import { and, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { billingInvoices, branches, subscriptions } from '../../db/tables';
import { rewardChainReferral } from '../chain-referrals/referral-reward';
import { enqueueLiveEvent } from '../live/live-outbox';
import type { InvoiceRow } from './invoices';
import { addPeriod } from './plan-change';
import { subscribe } from './subscriptions';

/**
 * What paying an invoice does (docs/billing.md), in the payment's transaction: a start puts the chain on the plan
 * from now; an upgrade moves it at once (the same period when only the plan changed, a new one from now when the
 * period did); a renewal extends it from the old period's end — at once, or, paid early, when that period ends (the
 * renewal job). The chain that referred this one is rewarded on its first paid invoice. Answers the live events to
 * publish after commit (the licence changed on every branch's screens).
 */
export async function markInvoicePaid(tx: DbExecutor, invoice: InvoiceRow, paid: { cardFingerprint: string | null }, now = new Date()): Promise<number[]> {
  await tx.update(billingInvoices).set({ status: 'paid', paidAt: now }).where(and(eq(billingInvoices.organizationId, invoice.organizationId), eq(billingInvoices.id, invoice.id)));
  const events = await applyInvoice(tx, invoice, now);
  await rewardChainReferral(tx, { organizationId: invoice.organizationId, invoiceId: invoice.id, cardFingerprint: paid.cardFingerprint });
  return events;
}

/** Puts a paid invoice into effect when its time has come; nothing (and no events) for a renewal paid early. */
export async function applyInvoice(tx: DbExecutor, invoice: InvoiceRow, now = new Date()): Promise<number[]> {
  if (invoice.action === 'renew' && invoice.periodStart > now) return [];
  const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.organizationId, invoice.organizationId)).for('update');
  if (!subscription) return [];
  const window = (() => {
    if (invoice.action === 'renew') return { start: invoice.periodStart, end: invoice.periodEnd };
    if (invoice.action === 'upgrade' && invoice.period === subscription.period && subscription.currentPeriodEnd > now) return { start: subscription.currentPeriodStart, end: subscription.currentPeriodEnd };
    return { start: now, end: addPeriod(now, invoice.period) };
  })();
  await subscribe(tx, invoice.organizationId, { planCode: invoice.planCode, period: invoice.period, currency: subscription.currency, status: 'active', start: window.start, end: window.end });
  await tx.update(billingInvoices).set({ appliedAt: now }).where(and(eq(billingInvoices.organizationId, invoice.organizationId), eq(billingInvoices.id, invoice.id)));
  return announceLicenceChange(tx, invoice.organizationId);
}

/** `licence:changed` on each live branch's channel of the chain. */
export async function announceLicenceChange(tx: DbExecutor, organizationId: number): Promise<number[]> {
  const rows = await tx.select({ guid: branches.guid }).from(branches).where(and(eq(branches.organizationId, organizationId), isNull(branches.deletedAt)));
  return Promise.all(rows.map(({ guid }) => enqueueLiveEvent(tx, { organizationId, channel: guid, message: { event: 'licence:changed', data: { organizationId } } })));
}
