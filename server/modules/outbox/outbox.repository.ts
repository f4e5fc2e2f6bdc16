import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/tables';
import type { MessageChannel } from '../../../src/schema/messages/notification-events';

export type OutgoingMessage = {
  channel: MessageChannel;
  recipient: string;
  subject: string;
  body: string;
  organizationId?: number | null;
  meta?: Record<string, unknown>;
};
export type OutboxRow = typeof outbox.$inferSelect;

/** Queue a message in the caller's transaction; the outbox worker delivers it after commit. */
export async function enqueueMessage(db: Pick<Db, 'insert'>, message: OutgoingMessage) {
  const [row] = await db
    .insert(outbox)
    .values({ ...message, organizationId: message.organizationId ?? null, meta: message.meta ?? {} })
    .returning({ id: outbox.id });
  return row!.id;
}

/** The newest messages first, whatever their status, optionally of one channel (the demo mailbox shows e-mail). */
export const listRecentMessages = (db: Db, limit = 50, channel?: OutgoingMessage['channel']): Promise<OutboxRow[]> =>
  db
    .select()
    .from(outbox)
    .where(channel ? eq(outbox.channel, channel) : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);

/**
 * Claims due messages for one delivery attempt. SKIP LOCKED lets several processes claim side by side
 * without taking the same row; the lease (next_attempt_at pushed ahead) returns a claimed message to
 * the queue if this process dies before recording the outcome, so delivery is at least once.
 */
export async function claimDueMessages(db: Db, limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)))
    // Codes and reminders before broadcasts: a queue of 100 000 marketing messages never delays them. The order is
    // exactly outbox_due_idx's, so a claim reads 20 index entries; a tie-break by id would sort the whole queue
    // (134 ms against 0.06 ms with 100 000 broadcast messages due at one instant).
    .orderBy(asc(outbox.priority), asc(outbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(inArray(outbox.id, due))
    .returning();
}

export const markMessageSent = (db: Db, id: number, sent: { provider: string; providerMessageId?: string | undefined }) =>
  db
    .update(outbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null, provider: sent.provider, providerMessageId: sent.providerMessageId ?? null })
    .where(eq(outbox.id, id));

/** A claimed message that may no longer go (a reminder for a visit already begun). */
export const markMessageSkipped = (db: Db, id: number, reason: string) =>
  db.update(outbox).set({ status: 'skipped', reason }).where(eq(outbox.id, id));

export const scheduleMessageRetry = (db: Db, id: number, error: string, delayMs: number) =>
  db
    .update(outbox)
    .set({ lastError: error, nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})` })
    .where(eq(outbox.id, id));

export const markMessageFailed = (db: Db, id: number, error: string) =>
  db.update(outbox).set({ status: 'failed', lastError: error }).where(eq(outbox.id, id));
