import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createLiveSocket, type LiveServerEvent, type LiveWebSocket } from '../../src/lib/live-socket';
import { accessToken, liveUrl, sampleOrderEvent, seedChain, seedUser, type SeededChain } from './live-support';

/** Node 20 has no global WebSocket: the `ws` client behind the browser interface the library uses. */
class NodeWebSocket implements LiveWebSocket {
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  private readonly ws: WebSocket;
  constructor(url: string) {
    this.ws = new WebSocket(url);
    this.ws.on('open', () => this.onopen?.(new Event('open')));
    this.ws.on('message', (data) => this.onmessage?.(new MessageEvent('message', { data: data.toString() })));
    this.ws.on('error', () => this.onerror?.(new Event('error')));
    this.ws.on('close', (code, reason) =>
      this.onclose?.(Object.assign(new Event('close'), { code, reason: reason.toString(), wasClean: code !== 1006 })),
    );
  }
  get readyState() {
    return this.ws.readyState;
  }
  send(data: string) {
    this.ws.send(data);
  }
  close(code?: number, reason?: string) {
    this.ws.close(code, reason);
  }
}

/** The web app's live-socket library against the real server: nothing faked but the browser global. */
describe('live-socket library against the real /ws/v1', () => {
  let t: TestApp;
  let chain: SeededChain;
  let token: string | null;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    chain = await seedChain(t.app, 'Client Salons', 1);
    token = await accessToken(t.app, await seedUser(t.app, 'client@live.test', { organizationId: chain.organizationId, role: 'owner' }));
  });
  afterAll(() => t.close());

  it('subscribes, receives events, and after the server drops it reconnects and re-subscribes', async () => {
    const guid = chain.branches[0]?.guid ?? '';
    const onReconnect = vi.fn<() => void>();
    const received: LiveServerEvent[] = [];
    const live = createLiveSocket({
      url: liveUrl(t.app),
      getAccessToken: () => token,
      WebSocketImpl: NodeWebSocket,
      onReconnect,
      random: () => 0,
      logger: { error: vi.fn(), warn: vi.fn() },
    });
    live.onMessage((m) => received.push(m));
    live.subscribe(guid);

    // No acknowledgement exists for subscribe: publish until the subscription is active.
    await vi.waitFor(async () => {
      await t.app.live.publish(guid, sampleOrderEvent(301));
      expect(received.length).toBeGreaterThan(0);
    });
    expect(received[0]).toEqual({ ...sampleOrderEvent(301), channel: guid });

    for (const client of t.app.websocketServer.clients) client.terminate();
    await vi.waitFor(() => expect(onReconnect).toHaveBeenCalledTimes(2), { timeout: 5_000 });
    expect(live.status).toBe('open');
    received.length = 0;
    await vi.waitFor(async () => {
      await t.app.live.publish(guid, sampleOrderEvent(302));
      expect(received.map((m) => m.data.id)).toContain(302);
    });
    live.close();
  });

  it('stays closed without crashing when the server refuses the token', async () => {
    const logger = { error: vi.fn(), warn: vi.fn() };
    const live = createLiveSocket({
      url: liveUrl(t.app),
      getAccessToken: () => 'expired.or.forged',
      WebSocketImpl: NodeWebSocket,
      logger,
    });
    live.subscribe(chain.branches[0]?.guid ?? '');
    await vi.waitFor(() => expect(logger.error).toHaveBeenCalledWith('Websocket: Failed to connect. Maximum number of attempts exceeded'), {
      timeout: 5_000,
    });
    expect(live.status).toBe('closed');
    live.close();
  });
});
