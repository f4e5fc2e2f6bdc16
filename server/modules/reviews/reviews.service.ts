import { and, eq, sql } from 'drizzle-orm';
import type { Review } from '../../../src/schema/reviews';
import type { Db } from '../../db/client';
import { reviews } from '../../db/tables';
import { DomainError, notFound } from '../../plugins/app/domain-error';
import { recordAudit } from '../audit/audit.service';
import { showReview } from './review-reads';
import type { ReviewCaller } from './reviews-access';

type Change = { reply?: string; hide?: { reason: string } | null };

/** What the audit trail keeps of a review's manager-side fields. */
const audited = (row: typeof reviews.$inferSelect) => ({ reply: row.reply, hiddenReason: row.hiddenReason, hidden: row.hiddenAt !== null });

/**
 * A manager's change to a review (a reply, hiding with a reason, showing again), against the version read: a stale
 * one answers 409. Audited in the same transaction.
 */
async function changeReview(db: Db, caller: ReviewCaller, id: number, version: number, change: Change): Promise<Review> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(reviews)
      .where(and(eq(reviews.organizationId, caller.organizationId), eq(reviews.id, id)))
      .for('update');
    if (!before) throw notFound('review');
    if (before.version !== version) throw new DomainError('stale_version', (m) => m.common.staleVersion);
    const now = new Date();
    const set =
      change.reply !== undefined
        ? { reply: change.reply, repliedBy: caller.userId, repliedAt: now }
        : change.hide
          ? { hiddenAt: now, hiddenReason: change.hide.reason, hiddenBy: caller.userId }
          : { hiddenAt: null, hiddenReason: null, hiddenBy: null };
    const [after] = await tx
      .update(reviews)
      .set({ ...set, version: sql`${reviews.version} + 1`, updatedAt: now })
      .where(and(eq(reviews.organizationId, caller.organizationId), eq(reviews.id, id)))
      .returning();
    await recordAudit(tx, {
      organizationId: caller.organizationId,
      branchId: caller.branchId,
      actorUserId: caller.userId,
      entity: 'review',
      entityId: id,
      action: 'update',
      before: audited(before),
      after: audited(after!),
    });
  });
  return showReview(db, caller, id);
}

export const replyToReview = (db: Db, caller: ReviewCaller, id: number, body: { reply: string; version: number }) =>
  changeReview(db, caller, id, body.version, { reply: body.reply });

export const hideReview = (db: Db, caller: ReviewCaller, id: number, body: { reason: string; version: number }) =>
  changeReview(db, caller, id, body.version, { hide: { reason: body.reason } });

export const unhideReview = (db: Db, caller: ReviewCaller, id: number, body: { version: number }) => changeReview(db, caller, id, body.version, { hide: null });
