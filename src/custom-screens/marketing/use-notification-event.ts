import { useParams } from 'react-router';
import { notificationEventOf } from '@/schema/messages/notification-events';

/**
 * The notification of the page's `{recipient}/{notificationType}`. The route lets through only pairs the catalog
 * has (routeParamsAreValid): undefined only outside such a page.
 */
export function useNotificationEvent() {
  const { recipient = '', notificationType = '' } = useParams();
  return notificationEventOf(recipient, notificationType);
}
