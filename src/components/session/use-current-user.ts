import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User, UserUpdate } from '@/schema/user';
import { getMe, updateMe } from '@/lib/api';
import { sessionQueryKeys } from './session-query-keys';

/**
 * The signed-in user, loaded once per session (spec §2 guard 1) and shared by every screen.
 * `enabled: false` lets public pages read the hook without triggering the request.
 */
export function useCurrentUser(enabled = true) {
  return useQuery<User>({
    queryKey: sessionQueryKeys.me,
    queryFn: getMe,
    enabled,
    staleTime: Infinity,
    gcTime: Infinity,
    // A failed /me is shown with a retry button; the HTTP client already refreshed on 401.
    retry: 1,
    placeholderData: undefined,
  });
}

/**
 * PATCH /me. The shared user changes at once (settings switches answer immediately) and is put back if the
 * server refuses; the server's answer then replaces it.
 */
export function useUpdateCurrentUser() {
  const queryClient = useQueryClient();
  return useMutation<User, unknown, UserUpdate, { previous: User | undefined }>({
    mutationFn: updateMe,
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: sessionQueryKeys.me });
      const previous = queryClient.getQueryData<User>(sessionQueryKeys.me);
      if (previous) queryClient.setQueryData<User>(sessionQueryKeys.me, { ...previous, ...patch });
      return { previous };
    },
    onError: (_error, _patch, context) => {
      if (context?.previous) queryClient.setQueryData(sessionQueryKeys.me, context.previous);
    },
    onSuccess: (user) => queryClient.setQueryData(sessionQueryKeys.me, user),
  });
}
