import { notificationEvents, type NotificationEventKey } from '@/schema/messages/notification-events';
import { branchPath, chainPath, type Id } from '@/schema/routes';

/** A page of a branch's marketing area, or of the chain's (its defaults) when `branchId` is null. */
export const marketingPath = (orgId: Id, branchId: Id | null, rest: string): string =>
  branchId === null ? chainPath(orgId, `marketing/${rest}`) : branchPath(orgId, branchId, `marketing/${rest}`);

/** A notification's page in the marketing area: its settings or its words. */
export const notificationPath = (
  orgId: Id,
  branchId: Id | null,
  event: NotificationEventKey,
  page: 'settings' | 'templates',
): string => {
  const { recipient, type } = notificationEvents[event];
  return marketingPath(orgId, branchId, `notifications/${recipient}/${type}/${page}`);
};
