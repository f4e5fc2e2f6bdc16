import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { billingCredits } from '../../db/tables';

/**
 * A chain's billing credit (docs/billing.md): grants such as a referral's reward add to it, each invoice issued
 * spends what it can of it in the invoice's currency, printed as a line with the grant's reason; an invoice voided
 * before it was paid gives its spending back.
 */
export type CreditGrant = { amount: string; currency: string; description: string; sourceOrganizationId: number | null };

export async function grantBillingCredit(tx: DbExecutor, organizationId: number, grant: CreditGrant): Promise<void> {
  await tx.insert(billingCredits).values({ organizationId, ...grant });
}

/** The credit left in `currency`, and the reasons of the grants it came from (for the invoice line). */
export async function creditBalance(tx: DbExecutor, organizationId: number, currency: string): Promise<{ amount: string; reasons: string[] }> {
  const [row] = await tx
    .select({
      amount: sql<string>`coalesce(sum(${billingCredits.amount}), 0)::numeric(12, 2)::text`,
      reasons: sql<string[]>`coalesce(array_agg(${billingCredits.description} ORDER BY ${billingCredits.id}) FILTER (WHERE ${billingCredits.amount} > 0), '{}')`,
    })
    .from(billingCredits)
    .where(and(eq(billingCredits.organizationId, organizationId), eq(billingCredits.currency, currency)));
  return { amount: row?.amount ?? '0.00', reasons: row?.reasons ?? [] };
}

/** Records an invoice's spending of credit (a positive `amount`, stored negative). */
export async function spendCredit(tx: DbExecutor, organizationId: number, invoiceId: number, amount: string, currency: string, description: string): Promise<void> {
  await tx.insert(billingCredits).values({ organizationId, amount: `-${amount}`, currency, description, sourceOrganizationId: null, invoiceId });
}

/** An invoice voided unpaid: its spending is deleted, so the credit is whole again. */
export async function returnInvoiceCredit(tx: DbExecutor, organizationId: number, invoiceId: number): Promise<void> {
  await tx.delete(billingCredits).where(and(eq(billingCredits.organizationId, organizationId), eq(billingCredits.invoiceId, invoiceId)));
}
