import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { appConfig } from '@/schema/config';
import { liveCloseCodes } from '@/schema/live';
import {
  createLiveSocket,
  liveSocketUrl,
  tokenRefreshMarginMs,
  type LiveSocketOptions,
  type LiveWebSocket,
  type LiveWebSocketConstructor,
} from './live-socket';

// Compile-time: the browser's own WebSocket must satisfy the type the client accepts.
type BrowserSocketFits = typeof WebSocket extends LiveWebSocketConstructor ? true : never;
const browserSocketFits: BrowserSocketFits = true;

/** A stand-in for the browser socket: the test plays the network and the server. */
function fakeWebSocketClass() {
  const sockets: FakeWebSocket[] = [];
  class FakeWebSocket implements LiveWebSocket {
    readyState = 0;
    onopen: ((event: Event) => void) | null = null;
    onclose: ((event: CloseEvent) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;
    onmessage: ((event: MessageEvent) => void) | null = null;
    readonly sent: unknown[] = [];
    closedWith: number | undefined;
    constructor(readonly url: string) {
      sockets.push(this);
    }
    send(data: string) {
      if (this.readyState !== 1) throw new Error('InvalidStateError: send on a socket that is not open');
      this.sent.push(JSON.parse(data));
    }
    close(code?: number) {
      this.closedWith = code ?? 1005;
      this.readyState = 3;
    }
    open() {
      this.readyState = 1;
      this.onopen?.(new Event('open'));
    }
    receive(message: unknown) {
      this.onmessage?.(new MessageEvent('message', { data: typeof message === 'string' ? message : JSON.stringify(message) }));
    }
    serverClose(code = 1006) {
      this.readyState = 3;
      this.onclose?.(Object.assign(new Event('close'), { code, reason: '', wasClean: code !== 1006 }));
    }
    fail() {
      this.onerror?.(new Event('error'));
      this.serverClose();
    }
  }
  return { Impl: FakeWebSocket, sockets };
}

const guid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const orderEvent = { event: 'order:update', data: { date: '2025-03-14', id: 12, orderServices: [{ employeeId: 7 }] }, channel: guid(1) };

describe('createLiveSocket', () => {
  let fake: ReturnType<typeof fakeWebSocketClass>;
  let token: string | null;
  type Log = (...args: unknown[]) => void;
  let logger: { error: Mock<Log>; warn: Mock<Log> };
  let onReconnect: Mock<() => void>;

  const create = (overrides: Partial<LiveSocketOptions> = {}) =>
    createLiveSocket({
      url: 'ws://localhost:3000/ws/v1',
      getAccessToken: () => token,
      logger,
      WebSocketImpl: fake.Impl,
      onReconnect,
      random: () => 1,
      ...overrides,
    });
  const socketAt = (i: number) => {
    const socket = fake.sockets[i];
    if (!socket) throw new Error(`no socket #${i}`);
    return socket;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    fake = fakeWebSocketClass();
    token = 'access.token.value';
    logger = { error: vi.fn<Log>(), warn: vi.fn<Log>() };
    onReconnect = vi.fn<() => void>();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('connecting', () => {
    it('accepts the browser WebSocket class', () => {
      expect(browserSocketFits).toBe(true);
    });

    it('creates no socket without a stored access token', () => {
      token = null;
      const live = create();
      live.connect();
      live.subscribe(guid(1));
      expect(fake.sockets).toHaveLength(0);
      expect(live.status).toBe('closed');
    });

    it('opens one socket with the token in the URL, however often connect is called', () => {
      token = 'a.b+c/d';
      const live = create();
      live.connect();
      live.connect();
      live.subscribe(guid(1));
      expect(fake.sockets).toHaveLength(1);
      expect(socketAt(0).url).toBe('ws://localhost:3000/ws/v1?token=a.b%2Bc%2Fd');
    });

    it('builds the endpoint from the page location', () => {
      expect(liveSocketUrl({ protocol: 'https:', host: 'app.example.com' })).toBe('wss://app.example.com/ws/v1');
      expect(liveSocketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/ws/v1');
    });

    it('reports its status to listeners', () => {
      const live = create();
      const seen: string[] = [];
      live.onStatusChange((s) => seen.push(s));
      live.connect();
      expect(live.status).toBe('closed');
      socketAt(0).open();
      expect(live.status).toBe('open');
      socketAt(0).serverClose();
      expect(live.status).toBe('closed');
      expect(seen).toEqual(['open', 'closed']);
    });
  });

  describe('waiting for the connection', () => {
    it('polls every 200 ms up to 10 times, then logs the exact message and nothing else', () => {
      token = null;
      const live = create();
      live.subscribe(guid(1));
      vi.advanceTimersByTime(appConfig.websocketConnectPollMs * 10 - 1);
      expect(logger.error).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(logger.error).toHaveBeenCalledTimes(1);
      expect(logger.error).toHaveBeenCalledWith('Websocket: Failed to connect. Maximum number of attempts exceeded');
      vi.advanceTimersByTime(10_000);
      expect(logger.error).toHaveBeenCalledTimes(1);
      expect(logger.warn).not.toHaveBeenCalled();
    });

    it('sends the subscribe once the socket opens within the wait, exactly once', () => {
      const live = create();
      live.subscribe(guid(1));
      vi.advanceTimersByTime(600);
      socketAt(0).open();
      vi.advanceTimersByTime(2_000);
      expect(socketAt(0).sent).toEqual([{ event: 'subscribe', data: { channel: guid(1) } }]);
      expect(logger.error).not.toHaveBeenCalled();
    });

    it('still subscribes when the socket opens after the wait has given up', () => {
      const live = create();
      live.subscribe(guid(1));
      vi.advanceTimersByTime(2_000);
      expect(logger.error).toHaveBeenCalledWith(appConfig.websocketConnectFailedMessage);
      socketAt(0).open();
      expect(socketAt(0).sent).toEqual([{ event: 'subscribe', data: { channel: guid(1) } }]);
    });
  });

  describe('ping', () => {
    it('pings every 25 s while open', () => {
      const live = create();
      live.connect();
      socketAt(0).open();
      vi.advanceTimersByTime(appConfig.websocketPingMs - 1);
      expect(socketAt(0).sent).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(socketAt(0).sent).toEqual([{ event: 'ping' }]);
      socketAt(0).receive({ event: 'pong' });
      vi.advanceTimersByTime(25_000);
      expect(socketAt(0).sent).toEqual([{ event: 'ping' }, { event: 'ping' }]);
    });

    it('treats a ping left unanswered until the next one as a lost connection', () => {
      const live = create();
      live.connect();
      socketAt(0).open();
      vi.advanceTimersByTime(50_000);
      expect(live.status).toBe('closed');
      expect(socketAt(0).readyState).toBe(3);
      expect(onReconnect).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1_000);
      expect(fake.sockets).toHaveLength(2);
    });

    it('stops pinging when closed', () => {
      const live = create();
      live.connect();
      socketAt(0).open();
      live.close();
      vi.advanceTimersByTime(100_000);
      expect(socketAt(0).sent).toEqual([]);
    });
  });

  describe('reconnecting', () => {
    it('on close: calls onReconnect, recreates the socket with the current token and re-subscribes every channel', () => {
      const live = create();
      live.subscribe(guid(1));
      live.subscribe(guid(2));
      socketAt(0).open();
      socketAt(0).serverClose();
      expect(onReconnect).toHaveBeenCalledTimes(1);

      token = 'refreshed.token';
      vi.advanceTimersByTime(999);
      expect(fake.sockets).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(fake.sockets).toHaveLength(2);
      expect(socketAt(1).url).toContain('token=refreshed.token');
      socketAt(1).open();
      expect(socketAt(1).sent).toEqual([
        { event: 'subscribe', data: { channel: guid(1) } },
        { event: 'subscribe', data: { channel: guid(2) } },
      ]);
      // Once more now that the new socket listens: events of the gap were missed.
      expect(onReconnect).toHaveBeenCalledTimes(2);
    });

    it('on error followed by close: reconnects once', () => {
      const live = create();
      live.subscribe(guid(1));
      socketAt(0).open();
      socketAt(0).fail();
      expect(onReconnect).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(30_000);
      expect(fake.sockets).toHaveLength(2);
    });

    it('backs off between failed attempts (1 s, 2 s, 4 s … 30 s) and resets once connected', () => {
      const live = create();
      live.connect();
      const delays = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000];
      delays.forEach((delay, i) => {
        socketAt(i).fail();
        vi.advanceTimersByTime(delay - 1);
        expect(fake.sockets).toHaveLength(i + 1);
        vi.advanceTimersByTime(1);
        expect(fake.sockets).toHaveLength(i + 2);
      });
      // Attempts that never opened changed nothing the app shows.
      expect(onReconnect).not.toHaveBeenCalled();
      const last = socketAt(delays.length);
      last.open();
      expect(onReconnect).toHaveBeenCalledTimes(1);
      last.serverClose();
      vi.advanceTimersByTime(1_000);
      expect(fake.sockets).toHaveLength(delays.length + 2);
    });

    it('keeps backing off while the server opens and then refuses the socket (too many sockets, policy)', () => {
      const live = create();
      live.connect();
      [1_000, 2_000, 4_000, 8_000].forEach((delay, i) => {
        const refused = socketAt(i);
        refused.open();
        refused.serverClose(i % 2 ? liveCloseCodes.policyViolation : liveCloseCodes.tooManySockets);
        vi.advanceTimersByTime(delay - 1);
        expect(fake.sockets).toHaveLength(i + 1);
        vi.advanceTimersByTime(1);
        expect(fake.sockets).toHaveLength(i + 2);
      });
    });

    it('reconnects within a second after the server closes for changed access (4403) and subscribes again', () => {
      const live = create({ random: () => 0.5 });
      live.subscribe(guid(1));
      socketAt(0).open();
      socketAt(0).serverClose(liveCloseCodes.accessChanged);
      vi.advanceTimersByTime(1_000);
      expect(fake.sockets).toHaveLength(2);
      socketAt(1).open();
      expect(socketAt(1).sent).toEqual([{ event: 'subscribe', data: { channel: guid(1) } }]);
      expect(onReconnect).toHaveBeenCalledTimes(2);
    });

    it('does not reconnect once the token is gone (signed out)', () => {
      const live = create();
      live.connect();
      socketAt(0).open();
      token = null;
      socketAt(0).serverClose(4401);
      vi.advanceTimersByTime(60_000);
      expect(fake.sockets).toHaveLength(1);
      expect(live.status).toBe('closed');
    });

    it('close() ends the connection for good: code 1000, no onReconnect, no new socket', () => {
      const live = create();
      live.subscribe(guid(1));
      socketAt(0).open();
      live.close();
      expect(socketAt(0).closedWith).toBe(1000);
      expect(live.status).toBe('closed');
      vi.advanceTimersByTime(60_000);
      expect(fake.sockets).toHaveLength(1);
      expect(onReconnect).not.toHaveBeenCalled();
      live.connect();
      socketAt(1).open();
      expect(socketAt(1).sent).toEqual([{ event: 'subscribe', data: { channel: guid(1) } }]);
    });
  });

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
            token = fresh;
            expiresAt = Date.now() + 15 * 60_000;
          }
          resolve(fresh);
          await vi.advanceTimersByTimeAsync(0);
        };
      }));
    });
    const createWithSession = () => create({ session: { accessTokenExpiresAt: () => expiresAt, refreshAccessToken: refresh } });

    it('opens at once with a token that outlives the margin', () => {
      expiresAt = start + tokenRefreshMarginMs + 1;
      createWithSession().connect();
      expect(refresh).not.toHaveBeenCalled();
      expect(socketAt(0).url).toContain('token=access.token.value');
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
      expect(fake.sockets).toHaveLength(0);
      await answerRefresh('renewed.token');
      expect(fake.sockets).toHaveLength(1);
      expect(socketAt(0).url).toContain('token=renewed.token');
      socketAt(0).open();
      expect(socketAt(0).sent).toEqual([{ event: 'subscribe', data: { channel: guid(1) } }]);
      expect(onReconnect).not.toHaveBeenCalled();
    });

    it('opens nothing, and tries nothing again, when the refresh says the session has ended', async () => {
      expiresAt = start - 1;
      createWithSession().connect();
      await answerRefresh(null);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(fake.sockets).toHaveLength(0);
      expect(refresh).toHaveBeenCalledTimes(1);
    });

    it('opens nothing when closed (signed out) while the refresh was under way', async () => {
      expiresAt = start - 1;
      const live = createWithSession();
      live.connect();
      live.close();
      await answerRefresh('renewed.token');
      expect(fake.sockets).toHaveLength(0);
    });

    it('on a 4401 close: refreshes, then reconnects once at once with the new token and subscribes again', async () => {
      const live = createWithSession();
      live.subscribe(guid(1));
      socketAt(0).open();
      vi.setSystemTime(expiresAt!);
      socketAt(0).serverClose(liveCloseCodes.tokenExpired);
      expect(refresh).toHaveBeenCalledWith('access.token.value');
      await answerRefresh('renewed.token');
      expect(fake.sockets).toHaveLength(2);
      expect(socketAt(1).url).toContain('token=renewed.token');
      socketAt(1).open();
      expect(socketAt(1).sent).toEqual([{ event: 'subscribe', data: { channel: guid(1) } }]);
      // Lost, then listening again: the events of the gap are read again.
      expect(onReconnect).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(30_000);
      expect(fake.sockets).toHaveLength(2);
      expect(refresh).toHaveBeenCalledTimes(1);
    });

    it('checks the token again before each reconnect after a failure', async () => {
      const live = createWithSession();
      live.connect();
      socketAt(0).open();
      socketAt(0).serverClose();
      // The network came back after the token ran out: the back-off's attempt renews it instead of being refused.
      vi.setSystemTime(expiresAt!);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(fake.sockets).toHaveLength(1);
      expect(refresh).toHaveBeenCalledTimes(1);
      await answerRefresh('renewed.token');
      expect(fake.sockets).toHaveLength(2);
      expect(socketAt(1).url).toContain('token=renewed.token');
      socketAt(1).open();
      expect(onReconnect).toHaveBeenCalledTimes(2);
    });
  });

  describe('subscriptions', () => {
    it('counts subscribers of a channel and unsubscribes after the last one leaves', () => {
      const live = create();
      live.subscribe(guid(1));
      live.subscribe(guid(1));
      socketAt(0).open();
      live.unsubscribe(guid(1));
      expect(socketAt(0).sent).toEqual([{ event: 'subscribe', data: { channel: guid(1) } }]);
      live.unsubscribe(guid(1));
      expect(socketAt(0).sent).toEqual([
        { event: 'subscribe', data: { channel: guid(1) } },
        { event: 'unsubscribe', data: { channel: guid(1) } },
      ]);
    });

    it('drops a subscribe that was withdrawn before the socket opened', () => {
      const live = create();
      live.subscribe(guid(1));
      live.unsubscribe(guid(1));
      vi.advanceTimersByTime(400);
      socketAt(0).open();
      vi.advanceTimersByTime(2_000);
      expect(socketAt(0).sent).toEqual([]);
    });
  });

  describe('messages', () => {
    it('hands order events to every handler, and nothing else', () => {
      const live = create();
      const first = vi.fn();
      const second = vi.fn();
      live.onMessage(first);
      const off = live.onMessage(second);
      live.connect();
      socketAt(0).open();
      socketAt(0).receive(orderEvent);
      socketAt(0).receive({ event: 'pong' });
      socketAt(0).receive('{not json');
      socketAt(0).receive({ event: 'order:teleport', data: orderEvent.data });
      socketAt(0).receive({ event: 'order:new', data: { id: 'twelve' } });
      off();
      socketAt(0).receive({ ...orderEvent, event: 'order:cancel' });
      expect(first.mock.calls).toEqual([[orderEvent], [{ ...orderEvent, event: 'order:cancel' }]]);
      expect(second.mock.calls).toEqual([[orderEvent]]);
    });

    it('hands resource events to resource handlers only', () => {
      const live = create();
      const orders = vi.fn();
      const resources = vi.fn();
      live.onMessage(orders);
      const off = live.onResourceChanged(resources);
      live.connect();
      socketAt(0).open();
      const changed = { event: 'resource:changed', data: { resource: 'clients', id: 5, action: 'update' }, channel: guid(1) };
      socketAt(0).receive(changed);
      socketAt(0).receive({ event: 'resource:changed', data: { resource: 'clients', id: 'five', action: 'update' } });
      socketAt(0).receive(orderEvent);
      off();
      socketAt(0).receive(changed);
      expect(resources.mock.calls).toEqual([[{ resource: 'clients', id: 5, action: 'update', channel: guid(1) }]]);
      expect(orders.mock.calls).toEqual([[orderEvent]]);
    });

    it('hands money events to money handlers only', () => {
      const live = create();
      const orders = vi.fn();
      const resources = vi.fn();
      const money = vi.fn();
      live.onMessage(orders);
      live.onResourceChanged(resources);
      const off = live.onMoneyChanged(money);
      live.connect();
      socketAt(0).open();
      const changed = { event: 'money:changed', data: { dates: ['2031-05-02'], clientId: 7, orderIds: [12] }, channel: guid(1) };
      socketAt(0).receive(changed);
      socketAt(0).receive({ event: 'money:changed', data: { dates: [], clientId: null, orderIds: [] } });
      socketAt(0).receive(orderEvent);
      off();
      socketAt(0).receive(changed);
      expect(money.mock.calls).toEqual([[{ dates: ['2031-05-02'], clientId: 7, orderIds: [12], channel: guid(1) }]]);
      expect(orders.mock.calls).toEqual([[orderEvent]]);
      expect(resources).not.toHaveBeenCalled();
    });

    it('keeps delivering when one handler throws', () => {
      const live = create();
      const after = vi.fn();
      live.onMessage(() => {
        throw new Error('screen broke');
      });
      live.onMessage(after);
      live.connect();
      socketAt(0).open();
      socketAt(0).receive(orderEvent);
      expect(after).toHaveBeenCalledTimes(1);
      expect(logger.error).toHaveBeenCalledTimes(1);
    });

    it("logs the server's refusal of a subscription as a warning", () => {
      const live = create();
      live.connect();
      socketAt(0).open();
      socketAt(0).receive({ event: 'error', data: { message: 'You cannot subscribe to this channel.' } });
      expect(logger.warn).toHaveBeenCalledWith('Websocket: You cannot subscribe to this channel.');
    });
  });
});
