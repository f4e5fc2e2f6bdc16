import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { createHeartbeat, type Heartbeat } from './heartbeat';

/** A real ws server and real clients; only the interval is short. */
describe('createHeartbeat', () => {
  let server: WebSocketServer | undefined;
  let heartbeat: Heartbeat | undefined;
  afterEach(async () => {
    heartbeat?.stop();
    for (const client of server?.clients ?? []) client.terminate();
    await new Promise((resolve) => server?.close(resolve));
  });

  async function start(intervalMs: number) {
    const beat = createHeartbeat(intervalMs);
    heartbeat = beat;
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    server = wss;
    wss.on('connection', (socket) => beat.track(socket));
    await new Promise((resolve) => wss.once('listening', resolve));
    return `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
  }

  const open = async (url: string, autoPong: boolean) => {
    const client = new WebSocket(url, { autoPong });
    await new Promise((resolve) => client.once('open', resolve));
    return client;
  };

  it('terminates a peer that stops answering pings within two intervals', async () => {
    const url = await start(40);
    const silent = await open(url, false);
    const closed = new Promise<number>((resolve) => silent.once('close', resolve));
    const started = Date.now();
    // Terminated without a close frame: the client sees an abnormal closure.
    expect(await closed).toBe(1006);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('keeps a peer that answers', async () => {
    const url = await start(20);
    const healthy = await open(url, true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(healthy.readyState).toBe(WebSocket.OPEN);
    healthy.close();
  });

  it('counts any message as a sign of life', async () => {
    const url = await start(40);
    const chatty = await open(url, false);
    const talking = setInterval(() => chatty.send('{"event":"ping"}'), 10);
    await new Promise((resolve) => setTimeout(resolve, 250));
    clearInterval(talking);
    expect(chatty.readyState).toBe(WebSocket.OPEN);
    chatty.close();
  });
});
