import { sharedRecovery } from '@/lib/http-client';
import { createLiveSocket, liveSocketUrl } from '@/lib/live-socket';
import { moneyQueryRoot } from '@/lib/money-query-keys';
import { scheduleQueryRoot } from '@/lib/schedule-query-keys';
import { queryClient } from '@/lib/query-client';
import { getAccessToken, getAccessTokenExpiresAt } from '@/lib/session-storage';
import { createLiveProvider } from '@/providers/live-provider';

/**
 * One live socket for the whole app. It is created closed; the session guard opens it once a signed-in
 * route is entered (spec §2 guard 4) and sign-out closes it.
 */
export const liveSocket = createLiveSocket({
  url: liveSocketUrl(window.location),
  getAccessToken,
  // An expired token is renewed before a socket is opened with it, by the refresh the HTTP client shares.
  session: { accessTokenExpiresAt: getAccessTokenExpiresAt, refreshAccessToken: sharedRecovery },
  // Events published while the socket was down are lost: the schedule and money on screen are read again (spec §4).
  onReconnect: () => {
    void queryClient.invalidateQueries({ queryKey: scheduleQueryRoot });
    void queryClient.invalidateQueries({ queryKey: moneyQueryRoot });
  },
});

export const liveProvider = createLiveProvider(liveSocket);

/** Guard 4: opens the socket unless one exists (connect() is a no-op then, and without a token). */
export const openLiveSocket = (): void => liveSocket.connect();
