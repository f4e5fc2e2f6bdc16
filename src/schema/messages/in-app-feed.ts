import { z } from 'zod';
import { branchPath } from '../routes';

/**
 * The Account `notifications` feed: in-app messages addressed to the signed-in person (a booking of theirs made,
 * moved or cancelled, an online booking, a cash shift's difference), newest first, with the count still unread for
 * the bell. Only messages already due are shown: a reminder planned for tomorrow is not news today.
 */
export const feedItemSchema = z.object({
  id: z.number(),
  event: z.string().nullable(),
  title: z.string(),
  body: z.string(),
  organizationId: z.number().nullable(),
  branchId: z.number().nullable(),
  orderId: z.number().nullable(),
  /** When it arrived (ISO 8601). */
  at: z.string(),
  read: z.boolean(),
});
export type FeedItem = z.infer<typeof feedItemSchema>;

export const feedPageSchema = z.object({
  items: z.array(feedItemSchema),
  unread: z.number(),
  /** The id to pass as `before` for the next (older) page; null at the end. */
  nextBefore: z.number().nullable(),
});
export type FeedPage = z.infer<typeof feedPageSchema>;

export const feedQuerySchema = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** `POST /me/notifications/read`: everything up to this id (the newest the person has seen) is read. */
export const feedReadSchema = z.object({ upTo: z.number().int().positive() });
export const feedUnreadSchema = z.object({ unread: z.number() });

/**
 * Where opening an item leads: its appointment, in its branch's schedule on the appointment's day when it is known
 * (`date`); null for news about no appointment. The bell, the Account page and a web push's click all lead there.
 */
export function feedItemHref(
  item: Pick<FeedItem, 'organizationId' | 'branchId' | 'orderId'>,
  date?: string,
): string | null {
  const { organizationId, branchId, orderId } = item;
  if (organizationId === null || branchId === null || orderId === null) return null;
  return (
    branchPath(organizationId, branchId, `schedule/order/${orderId}`) +
    (date ? `?${new URLSearchParams({ d: date }).toString()}` : '')
  );
}
