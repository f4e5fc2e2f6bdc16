import { inArray } from 'drizzle-orm';
import type { Invoice, PlanChangeRequest, PlanChangeResult } from '../../../src/schema/billing/invoices';
import { decimal } from '../../../src/schema/money/decimal';
import type { Db, DbExecutor } from '../../db/client';
import { plans } from '../../db/tables';
import type { Env } from '../../env';
import { markInvoicePaid } from './invoice-paid';
import { findInvoice, invoiceOut, listInvoices, type InvoiceRow, type Seller } from './invoices';
import { changePlan } from './plan-change';

/** Billing's writes as the routes call them (docs/billing.md). */
export const sellerOf = (env: Pick<Env, 'LEGAL_NAME' | 'LEGAL_ADDRESS' | 'LEGAL_TAX_NUMBERS'>): Seller => ({ name: env.LEGAL_NAME ?? null, address: env.LEGAL_ADDRESS ?? null, taxNumbers: env.LEGAL_TAX_NUMBERS ?? null });

async function planTitles(db: DbExecutor, codes: readonly string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db.select({ code: plans.code, title: plans.title }).from(plans).where(inArray(plans.code, [...new Set(codes)]));
  return new Map(rows.map((row) => [row.code, row.title]));
}

export async function billingInvoicesOut(db: Db, organizationId: number): Promise<Invoice[]> {
  const rows = await listInvoices(db, organizationId);
  const titles = await planTitles(db, rows.map((row) => row.planCode));
  return rows.map((row) => invoiceOut(row, titles.get(row.planCode) ?? row.planCode));
}

/** An invoice credit paid in full needs no card: it is paid as it is issued. */
export async function settleIfCovered(tx: DbExecutor, invoice: InvoiceRow): Promise<{ paid: boolean; events: number[] }> {
  if (decimal(invoice.total).gt(0)) return { paid: false, events: [] };
  return { paid: true, events: await markInvoicePaid(tx, invoice, { cardFingerprint: null }) };
}

export async function choosePlan(db: Db, publishLive: (ids: readonly number[]) => Promise<void>, seller: Seller, organizationId: number, request: PlanChangeRequest): Promise<PlanChangeResult> {
  const { result, events } = await db.transaction(async (tx) => {
    const change = await changePlan(tx, organizationId, seller, request);
    if (change.kind === 'scheduled') return { result: { outcome: 'scheduled', planCode: change.planCode, from: change.from.toISOString() } as const, events: [] };
    const settled = await settleIfCovered(tx, change.invoice);
    const paid = settled.paid ? await findInvoice(tx, organizationId, change.invoice.id) : change.invoice;
    const titles = await planTitles(tx, [change.invoice.planCode]);
    const invoice = invoiceOut(paid!, titles.get(change.invoice.planCode) ?? change.invoice.planCode);
    return { result: { outcome: settled.paid ? 'paid' : 'invoice', invoice } as const, events: settled.events };
  });
  if (events.length) await publishLive(events);
  return result;
}
