import { feedPageSchema, feedUnreadSchema, type FeedPage } from '@/schema/messages/in-app-feed';
import { httpClient } from '@/lib/http-client';

/** The signed-in person's in-app feed (`/me/notifications`), its answers checked with the server's schemas. */

/** A page of messages, newest first: the latest `limit`, or those older than `before`. */
export async function getFeedPage(query: { before?: number; limit: number }): Promise<FeedPage> {
  const { data } = await httpClient.get<unknown>('/me/notifications', { params: query });
  return feedPageSchema.parse(data);
}

/** How many are unread: all the bell asks every minute. */
export async function getUnreadCount(): Promise<number> {
  const { data } = await httpClient.get<unknown>('/me/notifications/unread');
  return feedUnreadSchema.parse(data).unread;
}

/** Everything up to `upTo` (the newest the person has seen) is read; answers how many are still unread. */
export async function markFeedRead(upTo: number): Promise<number> {
  const { data } = await httpClient.post<unknown>('/me/notifications/read', { upTo });
  return feedUnreadSchema.parse(data).unread;
}
