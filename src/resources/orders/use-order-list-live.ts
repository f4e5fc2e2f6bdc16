import { useSubscription } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { orderListQueryKey } from './order-list-query';

/**
 * While a branch's order list is on screen (Appointments, a client's tab), any order event on the branch's live
 * channel (a booking, a move, a status, a payment, by anyone) reads the list again: it is one page of a filtered
 * query, so the event's facts cannot say whether a row joins or leaves it.
 */
export function useOrderListLive(branchId: number, branchGuid: string | undefined): void {
  const queryClient = useQueryClient();
  const onLiveEvent = useCallback(() => void queryClient.invalidateQueries({ queryKey: orderListQueryKey(branchId) }), [branchId, queryClient]);
  useSubscription({ channel: branchGuid ?? '', types: ['*'], enabled: branchGuid !== undefined, onLiveEvent });
}
