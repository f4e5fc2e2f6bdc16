import { and, eq } from 'drizzle-orm';
import { withNewcomerDiscount } from '../../../src/schema/client-referrals/client-referrals';
import { decimal } from '../../../src/schema/money/decimal';
import type { SaleItemInput } from '../../../src/schema/sales/checkout';
import type { BranchScope } from '../../crud/branch-records';
import type { DbExecutor, DbTransaction } from '../../db/client';
import { clientReferrals } from '../../db/tables';
import { conflict } from '../../plugins/app/domain-error';
import { recordAudit } from '../audit/audit.service';
import { moveClientBalance } from './client-balance.ledger';
import { programmeTerms, type ProgrammeTerms } from './referral-programme.service';
import { hasPaidVisit } from './referrals.service';

type Visit = { clientId: number | null; orderId: number | null };
export type FirstVisitOffer = { referralId: number; terms: ProgrammeTerms } | null;

/**
 * The newcomer's first visit being paid (docs/client-referrals.md "The reward"): a sale of an appointment for a client
 * referred and not yet rewarded, with no visit before it, while the branch's programme is on. Read before the
 * checkout's transaction, so the sale is priced with the newcomer's discount.
 */
export async function firstVisitOffer(db: DbExecutor, scope: BranchScope, visit: Visit): Promise<FirstVisitOffer> {
  if (visit.clientId === null || visit.orderId === null) return null;
  const [referral] = await db
    .select({ id: clientReferrals.id })
    .from(clientReferrals)
    .where(and(eq(clientReferrals.organizationId, scope.organizationId), eq(clientReferrals.newcomerClientId, visit.clientId), eq(clientReferrals.state, 'signed_up')));
  if (!referral) return null;
  const terms = await programmeTerms(db, scope);
  if (!terms.enabled || (await hasPaidVisit(db, scope.organizationId, visit.clientId))) return null;
  return { referralId: referral.id, terms };
}

/** The sale's lines with the newcomer's discount when the offer stands. */
export const pricedForNewcomer = <T extends SaleItemInput>(items: readonly T[], offer: FirstVisitOffer): T[] =>
  offer === null ? [...items] : withNewcomerDiscount(items, offer.terms.discountPercent);

/**
 * In the checkout's transaction, once the sale is written: the referral turns `rewarded` (only from `signed_up`, under
 * its row lock) and the referrer's balance gets the reward, once, whatever retries or races (the state and the
 * ledger's unique entry per referral). A sale priced with the offer whose referral was rewarded meanwhile by another
 * sale is refused (409), so no second discount goes out either. Answers the referrer rewarded, whose money the
 * caller announces.
 */
export async function rewardFirstVisit(tx: DbTransaction, scope: BranchScope, offer: FirstVisitOffer, saleId: number, actorUserId: number): Promise<number | null> {
  if (offer === null) return null;
  const [rewarded] = await tx
    .update(clientReferrals)
    .set({ state: 'rewarded', rewardedAt: new Date(), rewardAmount: offer.terms.rewardAmount, discountPercent: offer.terms.discountPercent, saleId })
    .where(and(eq(clientReferrals.organizationId, scope.organizationId), eq(clientReferrals.id, offer.referralId), eq(clientReferrals.state, 'signed_up')))
    .returning();
  if (!rewarded) throw conflict((m) => m.sales.amountsChanged);
  await recordAudit(tx, {
    ...scope,
    actorUserId,
    entity: 'client_referral',
    entityId: rewarded.id,
    action: 'update',
    before: { state: 'signed_up' },
    after: { state: 'rewarded', rewardAmount: rewarded.rewardAmount, discountPercent: rewarded.discountPercent, saleId },
  });
  if (decimal(offer.terms.rewardAmount).gt(0)) {
    await moveClientBalance(tx, scope, { clientId: rewarded.referrerClientId, kind: 'referral_credit', amount: offer.terms.rewardAmount, referralId: rewarded.id, actorUserId });
  }
  return rewarded.referrerClientId;
}
