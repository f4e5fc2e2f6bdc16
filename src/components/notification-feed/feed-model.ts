import type { FeedItem, FeedPage } from '@/schema/messages/in-app-feed';
import { addDays } from '@/schema/schedule/calendar';
import { instantToZoned } from '@/schema/schedule/time-zone';

/**
 * The rules of the in-app feed the bell and the Account `notifications` page share: the badge, the days the page
 * groups items by, where an item leads, how long ago it arrived, and what marking read changes in a loaded page.
 */

/** The bell's badge: the count, "99+" past 99, nothing at all at 0. */
export const badgeText = (unread: number): string | null =>
  unread <= 0 ? null : unread > 99 ? '99+' : String(unread);

export type FeedDay = { date: string; when: 'today' | 'yesterday' | 'earlier'; items: FeedItem[] };

/**
 * Items (newest first, as the API sends them) in runs of one calendar day on `timeZone`'s clock, each day told
 * apart as today, yesterday or earlier on that same clock.
 */
export function groupByDay(items: readonly FeedItem[], now: number, timeZone: string): FeedDay[] {
  const today = instantToZoned(now, timeZone).date;
  const yesterday = addDays(today, -1);
  const days: FeedDay[] = [];
  for (const item of items) {
    const date = instantToZoned(Date.parse(item.at), timeZone).date;
    const last = days.at(-1);
    if (last?.date === date) last.items.push(item);
    else
      days.push({
        date,
        when: date === today ? 'today' : date === yesterday ? 'yesterday' : 'earlier',
        items: [item],
      });
  }
  return days;
}

export type TimeAgo = { value: number; unit: 'second' | 'minute' | 'hour' | 'day' };

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

/**
 * How long ago an instant was, in its largest whole unit, for Intl.RelativeTimeFormat ("5 min ago", "yesterday");
 * under a minute (or a clock slightly ahead of ours) is "now" (0 seconds); a week or more is null: say the date.
 */
export function timeAgo(at: number, now: number): TimeAgo | null {
  const elapsed = Math.max(0, now - at);
  if (elapsed < minuteMs) return { value: 0, unit: 'second' };
  if (elapsed < hourMs) return { value: Math.floor(elapsed / minuteMs), unit: 'minute' };
  if (elapsed < dayMs) return { value: Math.floor(elapsed / hourMs), unit: 'hour' };
  if (elapsed < 7 * dayMs) return { value: Math.floor(elapsed / dayMs), unit: 'day' };
  return null;
}

/** A loaded page after `POST /me/notifications/read { upTo }`: items up to that id read, the server's new count. */
export const pageMarkedRead = (page: FeedPage, upTo: number, unread: number): FeedPage => ({
  ...page,
  unread,
  items: page.items.map((item) => (item.id <= upTo && !item.read ? { ...item, read: true } : item)),
});
