import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { liveCloseCodes } from '@/schema/live';
import { tokenRefreshMarginMs } from './live-socket';
import { guid, liveSocketHarness } from './testing/live-socket-harness';

/** The live socket never opens with an expired token: it renews it first (issue 16). */
describe('createLiveSocket with an expiring token', () => {
  const h = liveSocketHarness();

  describe('an expiring token', () => {
    const start = Date.UTC(2025, 2, 14, 9, 0, 0);
    let expiresAt: number | null;
    let refresh: Mock<(stale: string) => Promise<string | null>>;
    /** The refresh the test answers by hand, as the sign-in service would. */
    let answerRefresh: (token: string | null) => Promise<void>;

    beforeEach(() => {
      vi.setSystemTime(start);
      expiresAt = start + 15 * 60_000;
      refresh = vi.fn((_stale: string) => new Promise<string | null>((resolve) => {
        answerRefresh = async (fresh) => {
          if (fresh) {
            h.token = fresh;
            expiresAt = Date.now() + 15 * 60_000;
          }
          resolve(fresh);
          await vi.advanceTimersByTimeAsync(0);
        };
      }));
    });
    const createWithSession = () => h.create({ session: { accessTokenExpiresAt: () => expiresAt, refreshAccessToken: refresh } });

    it('opens at once with a token that outlives the margin', () => {
      expiresAt = start + tokenRefreshMarginMs + 1;
      createWithSession().connect();
      expect(refresh).not.toHaveBeenCalled();
      expect(h.socketAt(0).url).toContain('token=access.token.value');
    });

    it.each([
      { case: 'expired', at: () => start - 1 },
      { case: 'within the margin', at: () => start + tokenRefreshMarginMs },
      { case: 'of unknown expiry', at: () => null },
    ])('refreshes a token $case first, then opens one socket with the new token', async ({ at }) => {
      expiresAt = at();
      const live = createWithSession();
      live.subscribe(guid(1));
      live.connect();
      expect(refresh).toHaveBeenCalledTimes(1);
      expect(refresh).toHaveBeenCalledWith('access.token.value');
      expect(h.fake.sockets).toHaveLength(0);
      await answerRefresh('renewed.token');
      expect(h.fake.sockets).toHaveLength(1);
      expect(h.socketAt(0).url).toContain('token=renewed.token');
      h.socketAt(0).open();
      expect(h.socketAt(0).sent).toEqual([{ event: 'subscribe', data: { channel: guid(1) } }]);
      expect(h.onReconnect).not.toHaveBeenCalled();
    });

    it('opens nothing, and tries nothing again, when the refresh says the session has ended', async () => {
      expiresAt = start - 1;
      createWithSession().connect();
      await answerRefresh(null);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(h.fake.sockets).toHaveLength(0);
      expect(refresh).toHaveBeenCalledTimes(1);
    });

    it('opens nothing when closed (signed out) while the refresh was under way', async () => {
      expiresAt = start - 1;
      const live = createWithSession();
      live.connect();
      live.close();
      await answerRefresh('renewed.token');
      expect(h.fake.sockets).toHaveLength(0);
    });

    it('on a 4401 close: refreshes, then reconnects once at once with the new token and subscribes again', async () => {
      const live = createWithSession();
      live.subscribe(guid(1));
      h.socketAt(0).open();
      vi.setSystemTime(expiresAt!);
      h.socketAt(0).serverClose(liveCloseCodes.tokenExpired);
      expect(refresh).toHaveBeenCalledWith('access.token.value');
      await answerRefresh('renewed.token');
      expect(h.fake.sockets).toHaveLength(2);
      expect(h.socketAt(1).url).toContain('token=renewed.token');
      h.socketAt(1).open();
      expect(h.socketAt(1).sent).toEqual([{ event: 'subscribe', data: { channel: guid(1) } }]);
      // Lost, then listening again: the events of the gap are read again.
      expect(h.onReconnect).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(30_000);
      expect(h.fake.sockets).toHaveLength(2);
      expect(refresh).toHaveBeenCalledTimes(1);
    });

    it('checks the token again before each reconnect after a failure', async () => {
      const live = createWithSession();
      live.connect();
      h.socketAt(0).open();
      h.socketAt(0).serverClose();
      // The network came back after the token ran out: the back-off's attempt renews it instead of being refused.
      vi.setSystemTime(expiresAt!);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(h.fake.sockets).toHaveLength(1);
      expect(refresh).toHaveBeenCalledTimes(1);
      await answerRefresh('renewed.token');
      expect(h.fake.sockets).toHaveLength(2);
      expect(h.socketAt(1).url).toContain('token=renewed.token');
      h.socketAt(1).open();
      expect(h.onReconnect).toHaveBeenCalledTimes(2);
    });
  });
});
