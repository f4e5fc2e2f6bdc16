import { describe, expect, it, vi } from 'vitest';
import { appConfig } from '@/schema/config';
import { liveCloseCodes } from '@/schema/live';
import { liveSocketUrl, type LiveWebSocketConstructor } from './live-socket';
import { guid, liveSocketHarness, orderEvent } from './testing/live-socket-harness';

// Compile-time: the browser's own WebSocket must satisfy the type the client accepts.
type BrowserSocketFits = typeof WebSocket extends LiveWebSocketConstructor ? true : never;
const browserSocketFits: BrowserSocketFits = true;

describe('createLiveSocket', () => {
  const h = liveSocketHarness();

  describe('connecting', () => {
    it('accepts the browser WebSocket class', () => {
      expect(browserSocketFits).toBe(true);
    });

    it('creates no socket without a stored access token', () => {
      h.token = null;
      const live = h.create();
      live.connect();
      live.subscribe(guid(1));
      expect(h.fake.sockets).toHaveLength(0);
      expect(live.status).toBe('closed');
    });

    it('opens one socket with the token in the URL, however often connect is called', () => {
      h.token = 'a.b+c/d';
      const live = h.create();
      live.connect();
      live.connect();
      live.subscribe(guid(1));
      expect(h.fake.sockets).toHaveLength(1);
      expect(h.socketAt(0).url).toBe('ws://localhost:3000/ws/v1?token=a.b%2Bc%2Fd');
    });

    it('builds the endpoint from the page location', () => {
      expect(liveSocketUrl({ protocol: 'https:', host: 'app.example.com' })).toBe('wss://app.example.com/ws/v1');
      expect(liveSocketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/ws/v1');
    });

    it('reports its status to listeners', () => {
      const live = h.create();
      const seen: string[] = [];
      live.onStatusChange((s) => seen.push(s));
      live.connect();
      expect(live.status).toBe('closed');
      h.socketAt(0).open();
      expect(live.status).toBe('open');
      h.socketAt(0).serverClose();
      expect(live.status).toBe('closed');
      expect(seen).toEqual(['open', 'closed']);
    });
  });

  describe('waiting for the connection', () => {
    it('polls every 200 ms up to 10 times, then logs the exact message and nothing else', () => {
      h.token = null;
      const live = h.create();
      live.subscribe(guid(1));
      vi.advanceTimersByTime(appConfig.websocketConnectPollMs * 10 - 1);
      expect(h.logger.error).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(h.logger.error).toHaveBeenCalledTimes(1);
      expect(h.logger.error).toHaveBeenCalledWith('Websocket: Failed to connect. Maximum number of attempts exceeded');
      vi.advanceTimersByTime(10_000);
      expect(h.logger.error).toHaveBeenCalledTimes(1);
      expect(h.logger.warn).not.toHaveBeenCalled();
    });

    it('sends the subscribe once the socket opens within the wait, exactly once', () => {
      const live = h.create();
      live.subscribe(guid(1));
      vi.advanceTimersByTime(600);
      h.socketAt(0).open();
      vi.advanceTimersByTime(2_000);
      expect(h.socketAt(0).sent).toEqual([{ event: 'subscribe', data: { channel: guid(1) } }]);
      expect(h.logger.error).not.toHaveBeenCalled();
    });

    it('still subscribes when the socket opens after the wait has given up', () => {
      const live = h.create();
      live.subscribe(guid(1));
      vi.advanceTimersByTime(2_000);
      expect(h.logger.error).toHaveBeenCalledWith(appConfig.websocketConnectFailedMessage);
      h.socketAt(0).open();
      expect(h.socketAt(0).sent).toEqual([{ event: 'subscribe', data: { channel: guid(1) } }]);
    });
  });

  describe('ping', () => {
    it('pings every 25 s while open', () => {
      const live = h.create();
      live.connect();
      h.socketAt(0).open();
      vi.advanceTimersByTime(appConfig.websocketPingMs - 1);
      expect(h.socketAt(0).sent).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(h.socketAt(0).sent).toEqual([{ event: 'ping' }]);
      h.socketAt(0).receive({ event: 'pong' });
      vi.advanceTimersByTime(25_000);
      expect(h.socketAt(0).sent).toEqual([{ event: 'ping' }, { event: 'ping' }]);
    });

    it('treats a ping left unanswered until the next one as a lost connection', () => {
      const live = h.create();
      live.connect();
      h.socketAt(0).open();
      vi.advanceTimersByTime(50_000);
      expect(live.status).toBe('closed');
      expect(h.socketAt(0).readyState).toBe(3);
      expect(h.onReconnect).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1_000);
      expect(h.fake.sockets).toHaveLength(2);
    });

    it('stops pinging when closed', () => {
      const live = h.create();
      live.connect();
      h.socketAt(0).open();
      live.close();
      vi.advanceTimersByTime(100_000);
      expect(h.socketAt(0).sent).toEqual([]);
    });
  });

  describe('reconnecting', () => {
    it('on close: calls onReconnect, recreates the socket with the current token and re-subscribes every channel', () => {
      const live = h.create();
      live.subscribe(guid(1));
      live.subscribe(guid(2));
      h.socketAt(0).open();
      h.socketAt(0).serverClose();
      expect(h.onReconnect).toHaveBeenCalledTimes(1);

      h.token = 'refreshed.token';
      vi.advanceTimersByTime(999);
      expect(h.fake.sockets).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(h.fake.sockets).toHaveLength(2);
      expect(h.socketAt(1).url).toContain('token=refreshed.token');
      h.socketAt(1).open();
      expect(h.socketAt(1).sent).toEqual([
        { event: 'subscribe', data: { channel: guid(1) } },
        { event: 'subscribe', data: { channel: guid(2) } },
      ]);
      // Once more now that the new socket listens: events of the gap were missed.
      expect(h.onReconnect).toHaveBeenCalledTimes(2);
    });

    it('on error followed by close: reconnects once', () => {
      const live = h.create();
      live.subscribe(guid(1));
      h.socketAt(0).open();
      h.socketAt(0).fail();
      expect(h.onReconnect).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(30_000);
      expect(h.fake.sockets).toHaveLength(2);
    });

    it('backs off between failed attempts (1 s, 2 s, 4 s … 30 s) and resets once connected', () => {
      const live = h.create();
      live.connect();
      const delays = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000];
      delays.forEach((delay, i) => {
        h.socketAt(i).fail();
        vi.advanceTimersByTime(delay - 1);
        expect(h.fake.sockets).toHaveLength(i + 1);
        vi.advanceTimersByTime(1);
        expect(h.fake.sockets).toHaveLength(i + 2);
      });
      // Attempts that never opened changed nothing the app shows.
      expect(h.onReconnect).not.toHaveBeenCalled();
      const last = h.socketAt(delays.length);
      last.open();
      expect(h.onReconnect).toHaveBeenCalledTimes(1);
      last.serverClose();
      vi.advanceTimersByTime(1_000);
      expect(h.fake.sockets).toHaveLength(delays.length + 2);
    });

    it('keeps backing off while the server opens and then refuses the socket (too many sockets, policy)', () => {
      const live = h.create();
      live.connect();
      [1_000, 2_000, 4_000, 8_000].forEach((delay, i) => {
        const refused = h.socketAt(i);
        refused.open();
        refused.serverClose(i % 2 ? liveCloseCodes.policyViolation : liveCloseCodes.tooManySockets);
        vi.advanceTimersByTime(delay - 1);
        expect(h.fake.sockets).toHaveLength(i + 1);
        vi.advanceTimersByTime(1);
        expect(h.fake.sockets).toHaveLength(i + 2);
      });
    });

    it('reconnects within a second after the server closes for changed access (4403) and subscribes again', () => {
      const live = h.create({ random: () => 0.5 });
      live.subscribe(guid(1));
      h.socketAt(0).open();
      h.socketAt(0).serverClose(liveCloseCodes.accessChanged);
      vi.advanceTimersByTime(1_000);
      expect(h.fake.sockets).toHaveLength(2);
      h.socketAt(1).open();
      expect(h.socketAt(1).sent).toEqual([{ event: 'subscribe', data: { channel: guid(1) } }]);
      expect(h.onReconnect).toHaveBeenCalledTimes(2);
    });

    it('does not reconnect once the token is gone (signed out)', () => {
      const live = h.create();
      live.connect();
      h.socketAt(0).open();
      h.token = null;
      h.socketAt(0).serverClose(4401);
      vi.advanceTimersByTime(60_000);
      expect(h.fake.sockets).toHaveLength(1);
      expect(live.status).toBe('closed');
    });

    it('close() ends the connection for good: code 1000, no onReconnect, no new socket', () => {
      const live = h.create();
      live.subscribe(guid(1));
      h.socketAt(0).open();
      live.close();
      expect(h.socketAt(0).closedWith).toBe(1000);
      expect(live.status).toBe('closed');
      vi.advanceTimersByTime(60_000);
      expect(h.fake.sockets).toHaveLength(1);
      expect(h.onReconnect).not.toHaveBeenCalled();
      live.connect();
      h.socketAt(1).open();
      expect(h.socketAt(1).sent).toEqual([{ event: 'subscribe', data: { channel: guid(1) } }]);
    });
  });

  describe('subscriptions', () => {
    it('counts subscribers of a channel and unsubscribes after the last one leaves', () => {
      const live = h.create();
      live.subscribe(guid(1));
      live.subscribe(guid(1));
      h.socketAt(0).open();
      live.unsubscribe(guid(1));
      expect(h.socketAt(0).sent).toEqual([{ event: 'subscribe', data: { channel: guid(1) } }]);
      live.unsubscribe(guid(1));
      expect(h.socketAt(0).sent).toEqual([
        { event: 'subscribe', data: { channel: guid(1) } },
        { event: 'unsubscribe', data: { channel: guid(1) } },
      ]);
    });

    it('drops a subscribe that was withdrawn before the socket opened', () => {
      const live = h.create();
      live.subscribe(guid(1));
      live.unsubscribe(guid(1));
      vi.advanceTimersByTime(400);
      h.socketAt(0).open();
      vi.advanceTimersByTime(2_000);
      expect(h.socketAt(0).sent).toEqual([]);
    });
  });

  describe('messages', () => {
    it('hands order events to every handler, and nothing else', () => {
      const live = h.create();
      const first = vi.fn();
      const second = vi.fn();
      live.onMessage(first);
      const off = live.onMessage(second);
      live.connect();
      h.socketAt(0).open();
      h.socketAt(0).receive(orderEvent);
      h.socketAt(0).receive({ event: 'pong' });
      h.socketAt(0).receive('{not json');
      h.socketAt(0).receive({ event: 'order:teleport', data: orderEvent.data });
      h.socketAt(0).receive({ event: 'order:new', data: { id: 'twelve' } });
      off();
      h.socketAt(0).receive({ ...orderEvent, event: 'order:cancel' });
      expect(first.mock.calls).toEqual([[orderEvent], [{ ...orderEvent, event: 'order:cancel' }]]);
      expect(second.mock.calls).toEqual([[orderEvent]]);
    });

    it('hands resource events to resource handlers only', () => {
      const live = h.create();
      const orders = vi.fn();
      const resources = vi.fn();
      live.onMessage(orders);
      const off = live.onResourceChanged(resources);
      live.connect();
      h.socketAt(0).open();
      const changed = { event: 'resource:changed', data: { resource: 'clients', id: 5, action: 'update' }, channel: guid(1) };
      h.socketAt(0).receive(changed);
      h.socketAt(0).receive({ event: 'resource:changed', data: { resource: 'clients', id: 'five', action: 'update' } });
      h.socketAt(0).receive(orderEvent);
      off();
      h.socketAt(0).receive(changed);
      expect(resources.mock.calls).toEqual([[{ resource: 'clients', id: 5, action: 'update', channel: guid(1) }]]);
      expect(orders.mock.calls).toEqual([[orderEvent]]);
    });

    it('hands money events to money handlers only', () => {
      const live = h.create();
      const orders = vi.fn();
      const resources = vi.fn();
      const money = vi.fn();
      live.onMessage(orders);
      live.onResourceChanged(resources);
      const off = live.onMoneyChanged(money);
      live.connect();
      h.socketAt(0).open();
      const changed = { event: 'money:changed', data: { dates: ['2031-05-02'], clientId: 7, orderIds: [12] }, channel: guid(1) };
      h.socketAt(0).receive(changed);
      h.socketAt(0).receive({ event: 'money:changed', data: { dates: [], clientId: null, orderIds: [] } });
      h.socketAt(0).receive(orderEvent);
      off();
      h.socketAt(0).receive(changed);
      expect(money.mock.calls).toEqual([[{ dates: ['2031-05-02'], clientId: 7, orderIds: [12], channel: guid(1) }]]);
      expect(orders.mock.calls).toEqual([[orderEvent]]);
      expect(resources).not.toHaveBeenCalled();
    });

    it('keeps delivering when one handler throws', () => {
      const live = h.create();
      const after = vi.fn();
      live.onMessage(() => {
        throw new Error('screen broke');
      });
      live.onMessage(after);
      live.connect();
      h.socketAt(0).open();
      h.socketAt(0).receive(orderEvent);
      expect(after).toHaveBeenCalledTimes(1);
      expect(h.logger.error).toHaveBeenCalledTimes(1);
    });

    it("logs the server's refusal of a subscription as a warning", () => {
      const live = h.create();
      live.connect();
      h.socketAt(0).open();
      h.socketAt(0).receive({ event: 'error', data: { message: 'You cannot subscribe to this channel.' } });
      expect(h.logger.warn).toHaveBeenCalledWith('Websocket: You cannot subscribe to this channel.');
    });
  });
});
