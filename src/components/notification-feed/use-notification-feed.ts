import { useSubscription } from '@refinedev/core';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { FeedPage } from '@/schema/messages/in-app-feed';
import { getFeedPage, getUnreadCount, markFeedRead } from './feed-api';
import { pageMarkedRead } from './feed-model';

/** React Query keys of the feed; one root, so a live event or a marking reaches every reader. */
export const feedQueryKeys = {
  all: ['notification-feed'] as const,
  unread: ['notification-feed', 'unread'] as const,
  latest: (limit: number) => ['notification-feed', 'latest', limit] as const,
  pages: ['notification-feed', 'pages'] as const,
};

const pageSize = 20;

/**
 * The bell's count: read on focus and every minute while the app is in front (one small query, not the feed),
 * and when the branch's appointments change (useUnreadFollowsBranch).
 */
export function useUnreadCount() {
  return useQuery({
    queryKey: feedQueryKeys.unread,
    queryFn: getUnreadCount,
    staleTime: 30_000,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}

/**
 * Messages to staff come from appointments being booked, moved and cancelled: any order event on the branch's live
 * channel is a reason to read the count again. The message is sent by the server's outbox worker a moment after
 * the change's commit (its poll is a second), so the count is read a little after the event, once for a burst.
 */
export function useUnreadFollowsBranch(branchGuid: string | undefined, afterMs = 2_500): void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onLiveEvent = useCallback(() => {
    // A read already planned covers this event too: a busy branch costs one read per interval, and never postpones it.
    if (timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void queryClient.invalidateQueries({ queryKey: feedQueryKeys.unread });
    }, afterMs);
  }, [queryClient, afterMs]);
  useEffect(() => () => clearTimeout(timer.current), []);
  useSubscription({
    channel: branchGuid ?? '',
    types: ['*'],
    enabled: branchGuid !== undefined,
    onLiveEvent,
  });
}

/**
 * A list read with the count `listUnread` is read again when the bell's count moves away from it: something
 * arrived (or was read elsewhere) since. Only a change of either count runs it, so it cannot loop.
 */
function useRefetchWhenCountMoves(listUnread: number | undefined, refetch: () => unknown): void {
  // Reads the bell's query without a second poll of its own: the bell (always in the top bar) keeps it fresh.
  const unread = useQuery({ queryKey: feedQueryKeys.unread, queryFn: getUnreadCount, enabled: false }).data;
  useEffect(() => {
    if (listUnread !== undefined && unread !== undefined && unread !== listUnread) void refetch();
    // Only the counts decide; refetch is a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listUnread, unread]);
}

/** The latest few messages, for the bell's popover: read afresh each time it opens. */
export function useLatestNotifications(limit: number) {
  const latest = useQuery({
    queryKey: feedQueryKeys.latest(limit),
    queryFn: () => getFeedPage({ limit }),
    staleTime: 0,
  });
  useRefetchWhenCountMoves(latest.data?.unread, latest.refetch);
  return latest;
}

/** The whole feed, a page at a time ("Load older" asks for the messages before the last one shown). */
export function useNotificationPages() {
  const pages = useInfiniteQuery({
    queryKey: feedQueryKeys.pages,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) =>
      getFeedPage({ ...(pageParam === undefined ? {} : { before: pageParam }), limit: pageSize }),
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    staleTime: 0,
  });
  useRefetchWhenCountMoves(pages.data?.pages[0]?.unread, pages.refetch);
  return pages;
}

/**
 * Marks everything up to an id read. The loaded lists and the bell change in place from the server's answer, so
 * nothing is read again.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markFeedRead,
    onSuccess: (unread, upTo) => {
      queryClient.setQueryData(feedQueryKeys.unread, unread);
      queryClient.setQueriesData<FeedPage>(
        { queryKey: [...feedQueryKeys.all, 'latest'] },
        (page) => page && pageMarkedRead(page, upTo, unread),
      );
      queryClient.setQueryData<InfiniteData<FeedPage, number | undefined>>(
        feedQueryKeys.pages,
        (data) => data && { ...data, pages: data.pages.map((page) => pageMarkedRead(page, upTo, unread)) },
      );
    },
  });
}
