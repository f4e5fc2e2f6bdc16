import { and, eq, inArray, sql } from 'drizzle-orm';
import { decimal } from '../../../src/schema/money/decimal';
import type { ChainReferralRefusal } from '../../../src/schema/chain-referrals/chain-referrals';
import type { DbExecutor } from '../../db/client';
import { billingInvoices, billingPayments, chainReferrals, organizationUsers, organizations, subscriptions } from '../../db/tables';
import { grantBillingCredit } from '../billing/credits';

export type PaidInvoice = { organizationId: number; invoiceId: number; cardFingerprint: string | null };

/** Money changed hands: an invoice the chain's credit covered whole was paid by nobody, with no card to compare. */
async function paidWithMoney(tx: DbExecutor, paid: PaidInvoice): Promise<boolean> {
  const [invoice] = await tx
    .select({ total: billingInvoices.total })
    .from(billingInvoices)
    .where(and(eq(billingInvoices.organizationId, paid.organizationId), eq(billingInvoices.id, paid.invoiceId)));
  return invoice !== undefined && decimal(invoice.total).gt(0);
}

/** Someone is an owner of both chains (an owner added to the new chain after it signed up counts too). */
async function shareAnOwner(tx: DbExecutor, referred: number, referrer: number): Promise<boolean> {
  const rows = await tx
    .select({ userId: organizationUsers.userId })
    .from(organizationUsers)
    .where(and(inArray(organizationUsers.organizationId, [referred, referrer]), eq(organizationUsers.role, 'owner')))
    .groupBy(organizationUsers.userId)
    .having(sql`count(DISTINCT ${organizationUsers.organizationId}) = 2`);
  return rows.length > 0;
}

/** The card that paid has paid for the referrer too. */
async function referrerPaidWith(tx: DbExecutor, referrer: number, cardFingerprint: string | null): Promise<boolean> {
  if (cardFingerprint === null) return false;
  const [row] = await tx
    .select({ id: billingPayments.id })
    .from(billingPayments)
    .where(and(eq(billingPayments.organizationId, referrer), eq(billingPayments.status, 'paid'), eq(billingPayments.cardFingerprint, cardFingerprint)))
    .limit(1);
  return row !== undefined;
}

async function chainOf(tx: DbExecutor, organizationId: number): Promise<{ name: string; currency: string | null }> {
  const [row] = await tx
    .select({ name: organizations.name, currency: subscriptions.currency })
    .from(organizations)
    .leftJoin(subscriptions, eq(subscriptions.organizationId, organizations.id))
    .where(eq(organizations.id, organizationId));
  return { name: row?.name ?? '', currency: row?.currency ?? null };
}

/**
 * Billing calls this in the transaction that marks an invoice paid (docs/chain-referrals.md). For a chain referred
 * and not yet decided, this is its first invoice paid with money (one its credit covered whole leaves it waiting): refused when the two chains share an owner or the card that
 * paid has paid for the referrer; otherwise each chain is credited the reward of the terms it signed up under, in its
 * own subscription's currency (nothing for a currency the terms leave out). The row is locked while undecided only:
 * a second call, at once or later, finds it decided and does nothing, so each chain is credited once.
 */
export async function rewardChainReferral(tx: DbExecutor, paid: PaidInvoice): Promise<void> {
  const [referral] = await tx
    .select()
    .from(chainReferrals)
    .where(and(eq(chainReferrals.organizationId, paid.organizationId), eq(chainReferrals.state, 'signed_up')))
    .for('update');
  if (!referral || !(await paidWithMoney(tx, paid))) return;
  const referrer = referral.referrerOrganizationId;
  const decided = { invoiceId: paid.invoiceId, decidedAt: new Date() };

  const refusal: ChainReferralRefusal | null = (await shareAnOwner(tx, paid.organizationId, referrer))
    ? 'same_owner'
    : (await referrerPaidWith(tx, referrer, paid.cardFingerprint))
      ? 'same_payment_method'
      : null;
  if (refusal) {
    await tx.update(chainReferrals).set({ ...decided, state: 'refused', reason: refusal }).where(eq(chainReferrals.organizationId, paid.organizationId));
    return;
  }

  const [referred, referring] = await Promise.all([chainOf(tx, paid.organizationId), chainOf(tx, referrer)]);
  const rewardIn = (currency: string | null) => (currency ? (referral.rewardTerms[currency] ?? null) : null);
  const referredAmount = rewardIn(referred.currency);
  const referrerAmount = rewardIn(referring.currency);
  // The description is the reason printed on the invoice that spends the credit.
  if (referredAmount && referred.currency) {
    await grantBillingCredit(tx, paid.organizationId, { amount: referredAmount, currency: referred.currency, description: `Referral reward: joined through ${referring.name}`, sourceOrganizationId: referrer });
  }
  if (referrerAmount && referring.currency) {
    await grantBillingCredit(tx, referrer, { amount: referrerAmount, currency: referring.currency, description: `Referral reward: ${referred.name} joined`, sourceOrganizationId: paid.organizationId });
  }
  await tx
    .update(chainReferrals)
    .set({
      ...decided,
      state: 'rewarded',
      referredRewardAmount: referredAmount,
      referredRewardCurrency: referredAmount ? referred.currency : null,
      referrerRewardAmount: referrerAmount,
      referrerRewardCurrency: referrerAmount ? referring.currency : null,
    })
    .where(eq(chainReferrals.organizationId, paid.organizationId));
}
