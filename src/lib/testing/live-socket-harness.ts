import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import { createLiveSocket, type LiveSocketOptions, type LiveWebSocket } from '../live-socket';

/** A stand-in for the browser socket: the test plays the network and the server. */
export function fakeWebSocketClass() {
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


export const guid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
export const orderEvent = { event: 'order:update', data: { date: '2025-03-14', id: 12, orderServices: [{ employeeId: 7 }] }, channel: guid(1) };

type Log = (...args: unknown[]) => void;

/**
 * The live socket's tests' world, made afresh before each test of the calling suite (fake timers, a fake socket
 * class, a stored token, a logger and onReconnect to assert on): `create` makes a live socket over it, `socketAt`
 * is the n-th socket it opened.
 */
export function liveSocketHarness() {
  const h = {
    fake: fakeWebSocketClass(),
    token: 'access.token.value' as string | null,
    logger: { error: vi.fn<Log>(), warn: vi.fn<Log>() } as { error: Mock<Log>; warn: Mock<Log> },
    onReconnect: vi.fn<() => void>(),
    create: (overrides: Partial<LiveSocketOptions> = {}) =>
      createLiveSocket({
        url: 'ws://localhost:3000/ws/v1',
        getAccessToken: () => h.token,
        logger: h.logger,
        WebSocketImpl: h.fake.Impl,
        onReconnect: h.onReconnect,
        random: () => 1,
        ...overrides,
      }),
    socketAt: (i: number) => {
      const socket = h.fake.sockets[i];
      if (!socket) throw new Error(`no socket #${i}`);
      return socket;
    },
  };
  beforeEach(() => {
    vi.useFakeTimers();
    h.fake = fakeWebSocketClass();
    h.token = 'access.token.value';
    h.logger = { error: vi.fn<Log>(), warn: vi.fn<Log>() };
    h.onReconnect = vi.fn<() => void>();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  return h;
}
