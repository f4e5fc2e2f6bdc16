import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { grantAccess } from '../../server/modules/account/organization.repository';
import { chainWithOwner } from './settings-support';
import {
  accessToken,
  closedWithin,
  delivered,
  liveUrl,
  openLive,
  quietMs,
  sampleOrderEvent,
  seedChain,
  seedUser,
  sleep,
  testRedis,
  type SeededChain,
} from './live-support';

const { redisUrl, reachable, required } = await testRedis('live-redis');

describe.skipIf(!reachable && !required)('live channel across processes through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  // In production the processes share one database; each test app has its own, so the branch followed on
  // both sides is seeded into both with the same guid. Access is read by the subscribing process only.
  const sharedGuid = randomUUID();
  let chainOnB: SeededChain;
  let tokenOnB: string;
  let tokenOnA: string;

  beforeAll(async () => {
    [a, b] = await Promise.all([createTestApp({ REDIS_URL: redisUrl }), createTestApp({ REDIS_URL: redisUrl })]);
    await Promise.all([a.app.listen({ port: 0, host: '127.0.0.1' }), b.app.listen({ port: 0, host: '127.0.0.1' })]);
    chainOnB = await seedChain(b.app, 'Chain', 2, [sharedGuid]);
    tokenOnB = await accessToken(b.app, await seedUser(b.app, 'b@live.test', { organizationId: chainOnB.organizationId, role: 'owner' }));
    const chainOnA = await seedChain(a.app, 'Chain', 1, [sharedGuid]);
    tokenOnA = await accessToken(a.app, await seedUser(a.app, 'a@live.test', { organizationId: chainOnA.organizationId, role: 'owner' }));
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it("delivers an event published on one process to a socket held by the other", async () => {
    const guid = chainOnB.branches[0]?.guid ?? '';
    const client = await openLive(liveUrl(b.app, tokenOnB));
    client.send({ event: 'subscribe', data: { channel: guid } });
    await client.sync();
    await a.app.live.publish(guid, sampleOrderEvent(201));
    expect(await client.next()).toEqual(delivered(sampleOrderEvent(201), guid));
    await client.close();
  });

  it('delivers one publication to subscribers on every process, the publishing one included, once each', async () => {
    const onA = await openLive(liveUrl(a.app, tokenOnA));
    const onB = await openLive(liveUrl(b.app, tokenOnB));
    onA.send({ event: 'subscribe', data: { channel: sharedGuid } });
    onB.send({ event: 'subscribe', data: { channel: sharedGuid } });
    await Promise.all([onA.sync(), onB.sync()]);

    await a.app.live.publish(sharedGuid, sampleOrderEvent(202));
    expect(await onA.next()).toEqual(delivered(sampleOrderEvent(202), sharedGuid));
    expect(await onB.next()).toEqual(delivered(sampleOrderEvent(202), sharedGuid));
    await sleep(quietMs);
    expect(onA.events()).toHaveLength(1);
    expect(onB.events()).toHaveLength(1);
    await Promise.all([onA.close(), onB.close()]);
  });

  it('does not deliver another branch or after unsubscribe', async () => {
    const [first, second] = chainOnB.branches.map((branch) => branch.guid);
    const client = await openLive(liveUrl(b.app, tokenOnB));
    client.send({ event: 'subscribe', data: { channel: first } });
    await client.sync();
    await a.app.live.publish(second ?? '', sampleOrderEvent(204));
    client.send({ event: 'unsubscribe', data: { channel: first } });
    await client.sync();
    await a.app.live.publish(first ?? '', sampleOrderEvent(205));
    await sleep(quietMs);
    expect(client.events()).toEqual([]);
    await client.close();
  });

  it("closes, on the other process, the sockets of a person removed on this one; nothing published after reaches them", async () => {
    // One person seen by both processes: the same user id in both databases, far above either's sequence.
    const personId = 5_000_000 + Math.floor(Math.random() * 1_000_000);
    const chainOnA = await chainWithOwner(a.app, 'Removal');
    await seedUser(a.app, `removed-${personId}@live.test`, undefined, personId);
    await grantAccess(a.app.db, { organizationId: chainOnA.orgId, userId: personId, role: 'administrator', branchIds: [chainOnA.branchId] });
    await seedUser(b.app, `removed-${personId}@live.test`, { organizationId: chainOnB.organizationId, role: 'owner' }, personId);

    const removed = await openLive(liveUrl(b.app, await accessToken(b.app, personId)));
    const staying = await openLive(liveUrl(b.app, tokenOnB));
    for (const c of [removed, staying]) c.send({ event: 'subscribe', data: { channel: sharedGuid } });
    await Promise.all([removed.sync(), staying.sync()]);

    const res = await a.app.inject({ method: 'DELETE', url: `/api/v1/organizations/${chainOnA.orgId}/users/${personId}`, headers: chainOnA.owner });
    expect(res.statusCode).toBe(204);
    await a.app.live.publish(sharedGuid, sampleOrderEvent(206));

    expect(await closedWithin(removed, 1_000)).toEqual({ code: 4403, reason: 'Access changed' });
    expect(removed.events()).toEqual([]);
    expect(await staying.next()).toEqual(delivered(sampleOrderEvent(206), sharedGuid));
    await staying.close();
  });
});
