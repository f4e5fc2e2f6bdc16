import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { chainReferralCodeSchema } from '../../../src/schema/chain-referrals/chain-referrals';
import type { DbExecutor } from '../../db/client';
import { chainReferralCodes, chainReferrals, organizationUsers, type ChainReferralTerms } from '../../db/tables';

/** Crockford's base32: no I, L, O or U, so a code read off a phone or a printed QR is typed without mistakes. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const codeLength = 8;

const newCode = () => Array.from({ length: codeLength }, () => alphabet[randomInt(alphabet.length)]).join('');

/**
 * The chain's code, made the first time it is asked for. 32^8 (about 10^12) codes: two chains drawing the same one is
 * unlikely enough that the unique index alone settles it, by drawing again; two requests making the chain's first
 * code at once both end with the one that was inserted first.
 */
export async function ensureReferralCode(db: DbExecutor, organizationId: number): Promise<string> {
  for (;;) {
    const [existing] = await db.select({ code: chainReferralCodes.code }).from(chainReferralCodes).where(eq(chainReferralCodes.organizationId, organizationId));
    if (existing) return existing.code;
    await db.insert(chainReferralCodes).values({ organizationId, code: newCode() }).onConflictDoNothing();
  }
}

async function referrerOf(tx: DbExecutor, code: string): Promise<number | null> {
  const [row] = await tx.select({ organizationId: chainReferralCodes.organizationId }).from(chainReferralCodes).where(eq(chainReferralCodes.code, code));
  return row?.organizationId ?? null;
}

async function ownsChain(tx: DbExecutor, userId: number, organizationId: number): Promise<boolean> {
  const [row] = await tx
    .select({ userId: organizationUsers.userId })
    .from(organizationUsers)
    .where(and(eq(organizationUsers.organizationId, organizationId), eq(organizationUsers.userId, userId), eq(organizationUsers.role, 'owner')));
  return row !== undefined;
}

/**
 * Records, in the transaction that creates the chain, that it came through `code`, with the reward terms configured
 * now. An unknown code records nothing and says nothing: the person creating a chain learns no other chain's name
 * or existence from it (nor from a malformed one). A chain made by an owner of the referrer is recorded, refused at once ("same owner"), so the
 * referrer's list shows why it earns nothing instead of hiding it.
 */
export async function recordChainReferral(tx: DbExecutor, created: { organizationId: number; userId: number; code: string; terms: ChainReferralTerms }): Promise<void> {
  const code = chainReferralCodeSchema.safeParse(created.code);
  if (!code.success) return;
  const referrer = await referrerOf(tx, code.data);
  if (referrer === null || referrer === created.organizationId) return;
  const sameOwner = await ownsChain(tx, created.userId, referrer);
  await tx.insert(chainReferrals).values({
    organizationId: created.organizationId,
    referrerOrganizationId: referrer,
    rewardTerms: created.terms,
    ...(sameOwner ? { state: 'refused' as const, reason: 'same_owner' as const, decidedAt: new Date() } : {}),
  });
}
