import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { chainReferralParam, type ChainReferralSummary, type ReferredChain } from '../../../src/schema/chain-referrals/chain-referrals';
import { topLevelPaths } from '../../../src/schema/routes';
import type { Db } from '../../db/client';
import { chainReferrals, organizations, subscriptions, type ChainReferralTerms } from '../../db/tables';
import { ensureReferralCode } from './referral-codes';

/** Where a referral link leads: onboarding, which sends a stranger through sign-up first and keeps the code. */
export const referralLink = (origin: string, code: string) => `${origin}${topLevelPaths.onboarding}?${new URLSearchParams({ [chainReferralParam]: code })}`;

/** The chain's code and link, what a referral earns now in its currency, and the figures of its referrals. */
export async function chainReferralSummary(db: Db, organizationId: number, origin: string, terms: ChainReferralTerms): Promise<ChainReferralSummary> {
  const [code, [counts], earned, [subscription]] = await Promise.all([
    ensureReferralCode(db, organizationId),
    db
      .select({
        signedUp: sql<number>`count(*)::int`,
        rewarded: sql<number>`(count(*) FILTER (WHERE ${chainReferrals.state} = 'rewarded'))::int`,
      })
      .from(chainReferrals)
      .where(eq(chainReferrals.referrerOrganizationId, organizationId)),
    db
      .select({ currency: sql<string>`${chainReferrals.referrerRewardCurrency}`, amount: sql<string>`sum(${chainReferrals.referrerRewardAmount})::numeric(12, 2)::text` })
      .from(chainReferrals)
      .where(and(eq(chainReferrals.referrerOrganizationId, organizationId), isNotNull(chainReferrals.referrerRewardAmount)))
      .groupBy(chainReferrals.referrerRewardCurrency)
      .orderBy(chainReferrals.referrerRewardCurrency),
    db.select({ currency: subscriptions.currency }).from(subscriptions).where(eq(subscriptions.organizationId, organizationId)),
  ]);
  const currency = subscription?.currency;
  const reward = currency && terms[currency] ? { amount: terms[currency], currency } : null;
  return { code, link: referralLink(origin, code), reward, signedUp: counts?.signedUp ?? 0, rewarded: counts?.rewarded ?? 0, earned };
}

/** The chains this one referred, newest first: their names, when they signed up and how the referral stands, nothing more. */
export async function referredChains(db: Db, organizationId: number): Promise<ReferredChain[]> {
  const rows = await db
    .select({
      organizationId: chainReferrals.organizationId,
      name: organizations.name,
      signedUpAt: chainReferrals.signedUpAt,
      state: chainReferrals.state,
      reason: chainReferrals.reason,
      decidedAt: chainReferrals.decidedAt,
      rewardAmount: chainReferrals.referrerRewardAmount,
      rewardCurrency: chainReferrals.referrerRewardCurrency,
    })
    .from(chainReferrals)
    .innerJoin(organizations, eq(organizations.id, chainReferrals.organizationId))
    .where(eq(chainReferrals.referrerOrganizationId, organizationId))
    .orderBy(desc(chainReferrals.signedUpAt), desc(chainReferrals.organizationId));
  return rows.map(({ rewardAmount, rewardCurrency, signedUpAt, decidedAt, ...row }) => ({
    ...row,
    signedUpAt: signedUpAt.toISOString(),
    decidedAt: decidedAt?.toISOString() ?? null,
    reward: rewardAmount && rewardCurrency ? { amount: rewardAmount, currency: rewardCurrency } : null,
  }));
}
