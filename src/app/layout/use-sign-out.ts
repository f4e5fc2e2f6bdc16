import { useLogout } from '@refinedev/core';
import { useCallback } from 'react';
import { topLevelPaths } from '@/schema/routes';
import { setAccessContext } from '../refine/access-context-store';
import { liveSocket } from '../refine/live-connection';

/**
 * Signs out: closes the live socket, lets the auth provider end the session (token cleared, sign-in service
 * told, stored organisations dropped), then reloads on /login. The reload, rather than an in-app move,
 * drops every cached answer and piece of state of this user at once, and no screen still on display can
 * ask the API again with no token in between.
 */
export function useSignOut() {
  const { mutate: logout, isPending } = useLogout();
  const signOut = useCallback(() => {
    liveSocket.close();
    setAccessContext(null);
    logout({ redirectPath: false }, { onSettled: () => window.location.replace(topLevelPaths.login) });
  }, [logout]);
  return { signOut, isPending };
}
