import type { BroadcastChannel, BroadcastTab } from '@/schema/messages/broadcast';
import { branchPath } from '@/schema/routes';

/** Marketing's broadcast pages: a tab's list, a new one of a channel (to a saved audience), one broadcast (its `:broadcastType` is its channel). */
export const broadcastTabPath = (orgId: string | number, branchId: string | number, tab: BroadcastTab) => branchPath(orgId, branchId, `marketing/${tab}`);
/** The query parameter naming the saved audience a new broadcast starts with (the clients list's "Save as audience"). */
export const audienceParam = 'audience';
export const newBroadcastPath = (orgId: string | number, branchId: string | number, channel: BroadcastChannel, segmentId?: number) =>
  branchPath(orgId, branchId, `marketing/${channel}/new`) + (segmentId === undefined ? '' : `?${audienceParam}=${segmentId}`);
export const broadcastPath = (orgId: string | number, branchId: string | number, channel: BroadcastChannel, id: number) => branchPath(orgId, branchId, `marketing/${channel}/${id}`);
