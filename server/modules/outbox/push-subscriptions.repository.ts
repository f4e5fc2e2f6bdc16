import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/tables';
import type { PushSubscriptionInput } from '../../../src/schema/messages/push-subscription';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

// Browsers may pad; web-push and our comparisons take the keys unpadded.
const unpadded = (key: string) => key.replace(/=+$/, '');

/**
 * Keeps a browser's subscription for this staff account. An endpoint is one browser profile's: subscribing again
 * (new keys) or signing in there as someone else moves it, so a device never gets another person's notifications.
 */
export async function saveSubscription(
  db: Db,
  userId: number,
  subscription: Pick<PushSubscriptionInput, 'endpoint' | 'keys'>,
  userAgent?: string | null,
): Promise<PushSubscriptionRow> {
  const values = {
    userId,
    p256dh: unpadded(subscription.keys.p256dh),
    auth: unpadded(subscription.keys.auth),
    userAgent: userAgent ?? null,
  };
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ ...values, endpoint: subscription.endpoint })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
    .returning();
  return row!;
}

export const subscriptionsOf = (db: Db, userId: number): Promise<PushSubscriptionRow[]> =>
  db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.id);

/** The push service said the subscription is gone (404 or 410), or the browser unsubscribed. */
export const forgetSubscription = (db: Db, endpoint: string) =>
  db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

/** The person turned notifications off on this browser: only their own subscription goes. */
export const forgetOwnSubscription = (db: Db, userId: number, endpoint: string) =>
  db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)));
