import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refreshAfterMoneyWrite } from '@/lib/money-query-keys';
import type { Branch } from '@/schema/organization';
import { liveSocket } from './live-connection';

/**
 * Follows the branch on screen for its `money:changed` events while any page of it is open (the schedule's
 * subscription lives with the schedule; money shows on many pages), and applies the money rule to each, so a
 * sale made at another desk updates the key indicators, the cash panel, reports and the client card here
 * without a reload. Mounted once, by the workspace's layout. A reconnect refetches money as a whole
 * (live-connection.ts), since events in the gap are lost.
 */
export function useMoneyLive(organizationId: number, branch: Pick<Branch, 'id' | 'guid'> | null): void {
  const queryClient = useQueryClient();
  const branchId = branch?.id;
  const guid = branch?.guid;
  useEffect(() => {
    if (branchId === undefined || guid === undefined) return;
    liveSocket.subscribe(guid);
    const stopListening = liveSocket.onMoneyChanged((event) => {
      // Events name their branch; one from another branch this socket follows is not about this screen.
      if (event.channel !== undefined && event.channel !== guid) return;
      void refreshAfterMoneyWrite(queryClient, { organizationId, branchId, dates: event.dates, clientId: event.clientId, orderIds: event.orderIds });
    });
    return () => {
      stopListening();
      liveSocket.unsubscribe(guid);
    };
  }, [queryClient, organizationId, branchId, guid]);
}
