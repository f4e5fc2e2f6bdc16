import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { liveLimits } from '../../server/modules/live/live-limits';
import { accessToken, liveUrl, openLive, seedChain, seedUser, type LiveTestClient, type SeededChain } from './live-support';

/** What one person or one misbehaving client may cost the live channel (server/modules/live/live-limits.ts). */
describe('live channel limits', () => {
  let t: TestApp;
  let chain: SeededChain;
  let ownerToken: string;
  let otherToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    chain = await seedChain(t.app, 'Busy Salons', liveLimits.channelsPerSocket + 1);
    const ownerId = await seedUser(t.app, 'owner@limits.test', { organizationId: chain.organizationId, role: 'owner' });
    const otherId = await seedUser(t.app, 'other@limits.test', { organizationId: chain.organizationId, role: 'owner' });
    ownerToken = await accessToken(t.app, ownerId);
    otherToken = await accessToken(t.app, otherId);
  });
  afterAll(() => t.close());

  it(`closes a person's socket beyond ${liveLimits.socketsPerUser} with 4429, and admits one again when another closes`, async () => {
    const open: LiveTestClient[] = [];
    for (let i = 0; i < liveLimits.socketsPerUser; i += 1) open.push(await openLive(liveUrl(t.app, ownerToken)));
    await Promise.all(open.map((c) => c.sync()));

    const refused = await openLive(liveUrl(t.app, ownerToken));
    expect(await refused.closed).toEqual({ code: 4429, reason: 'Too many live connections' });

    // The cap is per person: someone else still connects.
    const someoneElse = await openLive(liveUrl(t.app, otherToken));
    await someoneElse.sync();

    await open.pop()?.close();
    const again = await openLive(liveUrl(t.app, ownerToken));
    await again.sync();
    expect(again.socket.readyState).toBe(again.socket.OPEN);

    await Promise.all([...open, someoneElse, again].map((c) => c.close()));
  });

  it(`refuses a subscription beyond ${liveLimits.channelsPerSocket} on one socket and keeps the others`, async () => {
    const client = await openLive(liveUrl(t.app, ownerToken));
    for (const branch of chain.branches) client.send({ event: 'subscribe', data: { channel: branch.guid } });
    await client.sync();
    expect(client.events()).toEqual([{ event: 'error', data: { message: 'Too many channels on one connection.' } }]);
    const first = chain.branches[0]?.guid ?? '';
    await t.app.live.publish(first, { event: 'order:new', data: { date: '2025-03-14', id: 1, orderServices: [] } });
    expect(await client.next((m) => m.event === 'order:new')).toMatchObject({ channel: first });
    await client.close();
  });

  it(`closes a socket after ${liveLimits.unreadableMessages} unreadable messages with 1008`, async () => {
    const client = await openLive(liveUrl(t.app, ownerToken));
    const garbage = ['{not json', JSON.stringify({ event: 'dance' }), 'ping', JSON.stringify({ event: 'subscribe' })];
    for (const text of garbage) client.socket.send(text);
    await client.sync();
    expect(client.events()).toHaveLength(garbage.length);
    client.socket.send(Buffer.from([0xde, 0xad]), { binary: true });
    expect(await client.closed).toEqual({ code: 1008, reason: 'Too many unreadable messages' });
  });

  it('closes a socket that sends a frame over the size limit with 1009', async () => {
    const client = await openLive(liveUrl(t.app, ownerToken));
    client.socket.send(JSON.stringify({ event: 'ping', padding: 'x'.repeat(liveLimits.frameBytes) }));
    expect((await client.closed).code).toBe(1009);
  });
});
