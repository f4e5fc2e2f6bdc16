import { and, count, desc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { FeedItem, FeedPage } from '../../../src/schema/messages/in-app-feed';
import type { Db } from '../../db/client';
import { outbox } from '../../db/tables';

/** The person's in-app messages that have gone out (`sent`): the feed shows news, not plans. */
const feedOf = (userId: number) => and(eq(outbox.userId, userId), eq(outbox.channel, 'inApp'), inArray(outbox.status, ['sent', 'delivered']));

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ unread: count() }).from(outbox).where(and(feedOf(userId), isNull(outbox.readAt)));
  return row?.unread ?? 0;
}

export async function feedPage(db: Db, userId: number, query: { before?: number | undefined; limit: number }): Promise<FeedPage> {
  const rows = await db
    .select()
    .from(outbox)
    .where(and(feedOf(userId), query.before ? lt(outbox.id, query.before) : undefined))
    .orderBy(desc(outbox.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const items = page.map(
    (row): FeedItem => ({
      id: row.id,
      event: row.event,
      title: row.subject,
      body: row.body,
      organizationId: row.organizationId,
      branchId: row.branchId,
      orderId: row.orderId,
      at: (row.sentAt ?? row.createdAt).toISOString(),
      read: row.readAt !== null,
    }),
  );
  return { items, unread: await unreadCount(db, userId), nextBefore: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null };
}

/** Marks everything up to `upTo` read, the person's own only; answers what is still unread. */
export async function markFeedRead(db: Db, userId: number, upTo: number): Promise<number> {
  await db
    .update(outbox)
    .set({ readAt: sql`now()` })
    .where(and(feedOf(userId), isNull(outbox.readAt), lte(outbox.id, upTo)));
  return unreadCount(db, userId);
}
