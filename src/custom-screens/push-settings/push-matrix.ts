import { notificationEventKeys, notificationEvents, type NotificationEventKey, type RecipientType } from '@/schema/messages/notification-events';

/** The staff the web push reaches (spec §1's recipient types but the client), in the order of the columns. */
export const staffRecipients = ['employee', 'administrator', 'owner'] as const satisfies readonly RecipientType[];
export type StaffRecipient = (typeof staffRecipients)[number];

/** One kind of staff event (a booking made, a day's summary) with the notification each staff role gets of it. */
export type PushRow = { type: string; events: Partial<Record<StaffRecipient, NotificationEventKey>> };

/**
 * The push settings' matrix: every staff notification that may go by web push, a row per kind of event in the
 * catalog's order, a cell per role the catalog has that notification for (the others are empty).
 */
export function pushMatrix(): PushRow[] {
  const rows: PushRow[] = [];
  for (const key of notificationEventKeys) {
    const { recipient, type, channels } = notificationEvents[key];
    if (recipient === 'customer' || !(channels as readonly string[]).includes('push')) continue;
    const row = rows.find((candidate) => candidate.type === type) ?? rows[rows.push({ type, events: {} }) - 1]!;
    row.events[recipient] = key;
  }
  return rows;
}
