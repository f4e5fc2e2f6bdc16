import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { feedItemHref, type FeedItem } from '@/schema/messages/in-app-feed';
import { getOrder } from '@/components/order-drawer/order-drawer-api';
import { orderDrawerKeys } from '@/components/order-drawer/order-drawer-queries';
import { useMarkRead } from './use-notification-feed';

/**
 * Opening a message: it is read from then on (with everything older, as the API counts "seen"), and one about an
 * appointment shows that appointment in its branch's schedule, on the appointment's day. The day is read through
 * the drawer's own query, which then opens from the cache; an appointment that cannot be read opens on today.
 * Answers whether it led somewhere.
 */
export function useOpenFeedItem(): (item: FeedItem) => boolean {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const markRead = useMarkRead();
  return (item) => {
    if (!item.read) markRead.mutate(item.id);
    const { orderId } = item;
    // News about no appointment (or none of a branch) leads nowhere.
    if (orderId === null || feedItemHref(item) === null) return false;
    void queryClient
      .fetchQuery({ queryKey: orderDrawerKeys.order(orderId), queryFn: () => getOrder(orderId) })
      .then(
        (order) => order.date,
        () => undefined,
      )
      .then((date) => navigate(feedItemHref(item, date)!));
    return true;
  };
}
