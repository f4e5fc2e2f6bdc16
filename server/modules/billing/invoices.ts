import { and, desc, eq, sql } from 'drizzle-orm';
import type { Invoice, InvoiceAction, InvoiceLine, InvoiceParty } from '../../../src/schema/billing/invoices';
import type { BillingPeriod } from '../../../src/schema/billing/plans';
import { decimal, moneyText } from '../../../src/schema/money/decimal';
import type { DbExecutor } from '../../db/client';
import { billingDetails, billingInvoiceCounters, billingInvoices, organizations } from '../../db/tables';
import { creditBalance, returnInvoiceCredit, spendCredit } from './credits';
import type { PlanRow } from './subscriptions';

/**
 * Issuing invoices (docs/billing.md): one series of numbers for the whole product per year (`BB-2026-000042`, the
 * counter row locked for the instant of the insert, so numbers have no gaps a rollback did not make), the seller's and
 * the chain's legal details as they are now, the plan's lines, then whatever credit the chain has in the currency.
 */
export type InvoiceRow = typeof billingInvoices.$inferSelect;

/** The product as the seller: the legal name, address and tax numbers of the configuration (docs/configuration.md). */
export type Seller = { name: string | null; address: string | null; taxNumbers: readonly string[] | null };

export const invoiceNumberOf = (year: number, n: number) => `BB-${year}-${String(n).padStart(6, '0')}`;

async function nextInvoiceNumber(tx: DbExecutor, now: Date): Promise<string> {
  const year = now.getUTCFullYear();
  const [row] = await tx
    .insert(billingInvoiceCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: billingInvoiceCounters.year, set: { lastNumber: sql`${billingInvoiceCounters.lastNumber} + 1` } })
    .returning({ n: billingInvoiceCounters.lastNumber });
  return invoiceNumberOf(year, row!.n);
}

/** The chain's legal details, or its name alone until the owner fills them in. */
async function buyerOf(tx: DbExecutor, organizationId: number): Promise<InvoiceParty> {
  const [details] = await tx.select().from(billingDetails).where(eq(billingDetails.organizationId, organizationId));
  if (details) return { name: details.legalName, taxId: details.taxId, address: details.address, country: details.country, email: details.email };
  const [organization] = await tx.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId));
  return { name: organization?.name ?? '', taxId: null, address: null, country: null, email: null };
}

const sellerParty = (seller: Seller): InvoiceParty => ({
  name: seller.name ?? 'BranchBook',
  taxId: seller.taxNumbers?.join('; ') || null,
  address: seller.address,
  country: null,
  email: null,
});

export type InvoiceDraft = {
  action: InvoiceAction;
  plan: PlanRow;
  period: BillingPeriod;
  periodStart: Date;
  periodEnd: Date;
  currency: string;
  lines: InvoiceLine[];
  dueAt: Date;
};

/** Issues an open invoice in the caller's transaction, spending the chain's credit in its currency first. */
export async function issueInvoice(tx: DbExecutor, organizationId: number, seller: Seller, draft: InvoiceDraft, now = new Date()): Promise<InvoiceRow> {
  const subtotal = draft.lines.reduce((sum, line) => sum.plus(decimal(line.amount)), decimal(0));
  const credit = await creditBalance(tx, organizationId, draft.currency);
  const applied = decimal(credit.amount).gt(subtotal) ? subtotal : decimal(credit.amount).gt(0) ? decimal(credit.amount) : decimal(0);
  const creditLine: InvoiceLine[] = applied.gt(0) ? [{ kind: 'credit', plan: null, from: null, to: null, reason: credit.reasons.join('; ') || null, amount: moneyText(applied.neg()) }] : [];
  const [row] = await tx
    .insert(billingInvoices)
    .values({
      organizationId,
      number: await nextInvoiceNumber(tx, now),
      action: draft.action,
      planCode: draft.plan.code,
      period: draft.period,
      periodStart: draft.periodStart,
      periodEnd: draft.periodEnd,
      currency: draft.currency,
      subtotal: moneyText(subtotal),
      creditApplied: moneyText(applied),
      total: moneyText(subtotal.minus(applied)),
      lines: [...draft.lines, ...creditLine],
      seller: sellerParty(seller),
      buyer: await buyerOf(tx, organizationId),
      issuedAt: now,
      dueAt: draft.dueAt,
    })
    .returning();
  if (applied.gt(0)) await spendCredit(tx, organizationId, row!.id, moneyText(applied), draft.currency, `Invoice ${row!.number}`);
  return row!;
}

/** Voids the chain's open invoices for a start or a change of plan: a new choice replaces an unpaid one. */
export async function voidOpenPlanInvoices(tx: DbExecutor, organizationId: number, now = new Date()): Promise<void> {
  const voided = await tx
    .update(billingInvoices)
    .set({ status: 'void', voidedAt: now })
    .where(and(eq(billingInvoices.organizationId, organizationId), eq(billingInvoices.status, 'open'), sql`${billingInvoices.action} IN ('start', 'upgrade')`))
    .returning({ id: billingInvoices.id });
  for (const { id } of voided) await returnInvoiceCredit(tx, organizationId, id);
}

export async function findInvoice(db: DbExecutor, organizationId: number, invoiceId: number, lock = false): Promise<InvoiceRow | null> {
  const query = db.select().from(billingInvoices).where(and(eq(billingInvoices.organizationId, organizationId), eq(billingInvoices.id, invoiceId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function listInvoices(db: DbExecutor, organizationId: number): Promise<InvoiceRow[]> {
  return db.select().from(billingInvoices).where(eq(billingInvoices.organizationId, organizationId)).orderBy(desc(billingInvoices.issuedAt), desc(billingInvoices.id)).limit(200);
}

export const invoiceOut = (row: InvoiceRow, planTitle: string): Invoice => ({
  id: row.id,
  number: row.number,
  status: row.status,
  action: row.action,
  plan: { code: row.planCode, title: planTitle },
  period: row.period,
  periodStart: row.periodStart.toISOString(),
  periodEnd: row.periodEnd.toISOString(),
  currency: row.currency,
  subtotal: row.subtotal,
  creditApplied: row.creditApplied,
  total: row.total,
  lines: row.lines,
  issuedAt: row.issuedAt.toISOString(),
  dueAt: row.dueAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
});
