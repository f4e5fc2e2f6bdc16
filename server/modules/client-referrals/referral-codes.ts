import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { referralCodeAlphabet, referralCodeLength } from '../../../src/schema/client-referrals/client-referrals';
import type { BranchScope } from '../../crud/branch-records';
import type { DbExecutor } from '../../db/client';
import { clientReferralCodes } from '../../db/tables';
import { findSlugs } from '../online-booking/booking-addresses.repository';
import { pageUrlOf } from '../online-booking/booking-settings.service';

/** 31 symbols to the 8th power, about 850 billion: a chain's few thousand codes are not found by guessing. */
const newCode = () => Array.from({ length: referralCodeLength }, () => referralCodeAlphabet[randomInt(referralCodeAlphabet.length)]).join('');

/**
 * The client's personal code, made the first time it is asked for. Two first asks at once both insert nothing but
 * one; a code another client drew already (a one-in-billions clash) is drawn again.
 */
export async function referralCodeOf(db: DbExecutor, scope: BranchScope, clientId: number): Promise<string> {
  const mine = and(eq(clientReferralCodes.organizationId, scope.organizationId), eq(clientReferralCodes.clientId, clientId));
  for (let attempt = 0; attempt < 5; attempt++) {
    const [held] = await db.select({ code: clientReferralCodes.code }).from(clientReferralCodes).where(mine);
    if (held) return held.code;
    await db.insert(clientReferralCodes).values({ ...scope, clientId, code: newCode() }).onConflictDoNothing();
  }
  throw new Error('No free referral code after five draws');
}

/** The client whose code this is, in this branch (a code of another branch's client is not this branch's offer). */
export async function codeHolder(db: DbExecutor, scope: BranchScope, code: string): Promise<number | null> {
  const [row] = await db
    .select({ clientId: clientReferralCodes.clientId })
    .from(clientReferralCodes)
    .where(and(eq(clientReferralCodes.organizationId, scope.organizationId), eq(clientReferralCodes.branchId, scope.branchId), eq(clientReferralCodes.code, code)));
  return row?.clientId ?? null;
}

/** The branch's booking page carrying the code (`?ref=`), which the page hands on when the friend books; null without a page. */
export async function referralLinkOf(db: DbExecutor, scope: BranchScope, origin: string, code: string): Promise<string | null> {
  const slugs = await findSlugs(db, scope.organizationId, scope.branchId);
  const page = pageUrlOf(origin, slugs.branch);
  return page === null ? null : `${page}?ref=${code}`;
}
