import { and, count, eq, sql } from 'drizzle-orm';
import type { ReferralProgramme, ReferralProgrammeUpdate } from '../../../src/schema/client-referrals/client-referrals';
import { moneyText } from '../../../src/schema/money/decimal';
import type { BranchCaller, BranchScope } from '../../crud/branch-records';
import type { Db, DbExecutor } from '../../db/client';
import { clientReferralProgrammes, clientReferrals } from '../../db/tables';
import { conflict } from '../../plugins/app/domain-error';
import { recordAudit } from '../audit/audit.service';

export type ProgrammeTerms = { enabled: boolean; rewardAmount: string; discountPercent: string; version: number };

/** No row is a programme switched off with nothing set: a branch starts there. */
const off: ProgrammeTerms = { enabled: false, rewardAmount: '0.00', discountPercent: '0', version: 1 };

/** Trailing zeros off a stored percentage ("10.00" → "10", "12.50" → "12.5"), as people type it. */
const percentText = (value: string) => value.replace(/\.?0+$/, '') || '0';

export async function programmeTerms(db: DbExecutor, scope: BranchScope): Promise<ProgrammeTerms> {
  const [row] = await db
    .select()
    .from(clientReferralProgrammes)
    .where(and(eq(clientReferralProgrammes.organizationId, scope.organizationId), eq(clientReferralProgrammes.branchId, scope.branchId)));
  return row ? { enabled: row.enabled, rewardAmount: moneyText(row.rewardAmount), discountPercent: percentText(row.discountPercent), version: row.version } : off;
}

/** `GET /branches/{id}/referral-programme`: the terms and the figures (referrals, rewarded, what the rewards credited). */
export async function readProgramme(db: Db, caller: BranchCaller): Promise<ReferralProgramme> {
  const terms = await programmeTerms(db, caller.scope);
  const [figures] = await db
    .select({
      referrals: count(),
      rewarded: sql<number>`count(*) filter (where ${clientReferrals.state} = 'rewarded')`.mapWith(Number),
      credited: sql<string>`coalesce(sum(${clientReferrals.rewardAmount}) filter (where ${clientReferrals.state} = 'rewarded'), 0)`,
    })
    .from(clientReferrals)
    .where(and(eq(clientReferrals.organizationId, caller.organizationId), eq(clientReferrals.branchId, caller.branchId)));
  return {
    ...terms,
    currency: caller.branch.currency,
    figures: { referrals: figures?.referrals ?? 0, rewarded: figures?.rewarded ?? 0, credited: moneyText(figures?.credited ?? '0') },
  };
}

const existing = async (tx: DbExecutor, scope: BranchScope) =>
  (await tx.select({ version: clientReferralProgrammes.version }).from(clientReferralProgrammes).where(and(eq(clientReferralProgrammes.organizationId, scope.organizationId), eq(clientReferralProgrammes.branchId, scope.branchId)))).length > 0;

/** `PUT /branches/{id}/referral-programme`: saved against the version read (409 when someone saved meanwhile), audited. */
export async function updateProgramme(db: Db, caller: BranchCaller, input: ReferralProgrammeUpdate): Promise<ReferralProgramme> {
  await db.transaction(async (tx) => {
    const before = await programmeTerms(tx, caller.scope);
    const values = { enabled: input.enabled, rewardAmount: input.rewardAmount, discountPercent: input.discountPercent };
    const where = and(eq(clientReferralProgrammes.organizationId, caller.organizationId), eq(clientReferralProgrammes.branchId, caller.branchId), eq(clientReferralProgrammes.version, input.version));
    // The first save inserts (a second first save at once finds the row and is stale); later ones update the version read.
    const written = await existing(tx, caller.scope)
      ? await tx.update(clientReferralProgrammes).set({ ...values, version: sql`${clientReferralProgrammes.version} + 1`, updatedAt: new Date() }).where(where).returning({ version: clientReferralProgrammes.version })
      : input.version === 1
        ? await tx.insert(clientReferralProgrammes).values({ ...caller.scope, ...values }).onConflictDoNothing().returning({ version: clientReferralProgrammes.version })
        : [];
    if (written.length === 0) throw conflict((m) => m.clientReferrals.programmeChanged);
    await recordAudit(tx, {
      organizationId: caller.organizationId,
      branchId: caller.branchId,
      actorUserId: caller.userId,
      entity: 'client_referral_programme',
      entityId: caller.branchId,
      action: 'update',
      before: { enabled: before.enabled, rewardAmount: before.rewardAmount, discountPercent: before.discountPercent },
      after: values,
    });
  });
  return readProgramme(db, caller);
}
