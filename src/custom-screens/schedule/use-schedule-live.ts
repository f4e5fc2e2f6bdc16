import { useSubscription, type LiveEvent } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { orderListQueryKey } from '@/resources/orders/order-list-query';
import { scheduledOrderDataSchema } from '@/schema/live';
import { isStaleAfter } from './schedule-query-keys';
import { waitlistBranchKey } from '@/custom-screens/waitlist/waitlist-api';

/**
 * Follows the branch's live channel while the schedule is on screen (spec §4: the subscription starts on
 * entering the route and ends on leaving it) and refetches exactly what an event changed. A reconnect refetches
 * the whole schedule: the shell's live connection does that, since events in the gap are lost.
 */
export function useScheduleLive(branchId: number, branchGuid: string | undefined): void {
  const queryClient = useQueryClient();
  const onLiveEvent = useCallback(
    (event: LiveEvent) => {
      const name = typeof event.payload.event === 'string' ? event.payload.event : '';
      const data = scheduledOrderDataSchema.safeParse(event.payload);
      if (!data.success) return;
      const facts = {
        date: data.data.date,
        id: data.data.id,
        employeeIds: data.data.orderServices.map((line) => line.employeeId),
        group: name.startsWith('group-order:'),
      };
      void queryClient.invalidateQueries({
        predicate: (query) => isStaleAfter(facts, branchId, query.queryKey),
      });
      // The branch's order lists (Appointments, a client's tab) are not on screen here: marked stale, they are read
      // again when opened, instead of showing the day as it was for up to their 5 minutes of freshness.
      void queryClient.invalidateQueries({ queryKey: orderListQueryKey(branchId) });
      // An offer made (a hold), taken (a booking) or let go of changes the waitlist beside the schedule.
      void queryClient.invalidateQueries({ queryKey: waitlistBranchKey(branchId) });
    },
    [branchId, queryClient],
  );
  useSubscription({
    channel: branchGuid ?? '',
    types: ['*'],
    enabled: branchGuid !== undefined,
    onLiveEvent,
  });
}
