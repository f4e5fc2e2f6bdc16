import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { branches, organizationUsers } from '../../server/db/tables';
import { createAccessTokenIssuer } from '../../server/plugins/app/tokens';
import { addBranch, chainWithOwner, memberOf } from './settings-support';
import {
  accessToken,
  closedWithin,
  delivered,
  liveUrl,
  openLive,
  quietMs,
  refusedHandshake,
  sampleOrderEvent,
  seedChain,
  seedUser,
  sleep,
  type SeededChain,
} from './live-support';

describe('live channel /ws/v1', () => {
  let t: TestApp;
  let chain: SeededChain;
  let other: SeededChain;
  let ownerToken: string;
  let adminToken: string;
  let ownerId: number;
  const branchGuid = (c: SeededChain, i = 0) => c.branches[i]?.guid ?? '';

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    chain = await seedChain(t.app, 'Live Salons', 2);
    other = await seedChain(t.app, 'Other Salons', 1);
    ownerId = await seedUser(t.app, 'owner@live.test', { organizationId: chain.organizationId, role: 'owner' });
    const adminId = await seedUser(t.app, 'admin@live.test', {
      organizationId: chain.organizationId,
      role: 'administrator',
      branchIds: [chain.branches[0]?.id ?? 0],
    });
    ownerToken = await accessToken(t.app, ownerId);
    adminToken = await accessToken(t.app, adminId);
  });
  afterAll(() => t.close());

  describe('connecting', () => {
    it('refuses a handshake without a token with 401', async () => {
      expect(await refusedHandshake(liveUrl(t.app))).toBe('Unexpected server response: 401');
    });

    it('refuses a handshake with a bad or foreign-signed token with 401', async () => {
      expect(await refusedHandshake(liveUrl(t.app, 'not-a-jwt'))).toBe('Unexpected server response: 401');
      const foreign = await createAccessTokenIssuer(new Uint8Array(32).fill(7)).issue(ownerId);
      expect(await refusedHandshake(liveUrl(t.app, foreign.accessToken))).toBe('Unexpected server response: 401');
    });

    it('answers a plain GET with the error envelope: 401 without a token, 426 with one', async () => {
      const anonymous = await t.app.inject({ method: 'GET', url: '/ws/v1' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
      const signedIn = await t.app.inject({ method: 'GET', url: `/ws/v1?token=${ownerToken}` });
      expect(signedIn.statusCode).toBe(426);
    });

    it('accepts the token as the subprotocol pair "bearer, <token>" and answers with "bearer"', async () => {
      const client = await openLive(liveUrl(t.app), ['bearer', ownerToken]);
      expect(client.socket.protocol).toBe('bearer');
      await client.sync();
      await client.close();
      expect(await refusedHandshake(liveUrl(t.app), ['bearer', 'not-a-jwt'])).toBe('Unexpected server response: 401');
    });

    it('closes with 4401 when the access token used at connect expires', async () => {
      const shortLived = await createAccessTokenIssuer(t.app.secrets.jwtSecret, 2).issue(ownerId);
      const client = await openLive(liveUrl(t.app, shortLived.accessToken));
      expect(await client.closed).toEqual({ code: 4401, reason: 'Access token expired' });
    });
  });

  describe('messages', () => {
    it('answers ping with pong', async () => {
      const client = await openLive(liveUrl(t.app, ownerToken));
      client.send({ event: 'ping' });
      expect(await client.next()).toEqual({ event: 'pong' });
      await client.close();
    });

    it('answers a few unreadable messages with an error and stays open (more close it: live-limits.test.ts)', async () => {
      const client = await openLive(liveUrl(t.app, ownerToken));
      client.socket.send('{not json');
      client.send({ event: 'subscribe', data: { channel: 'not-a-guid' } });
      client.send({ event: 'dance' });
      client.socket.send(Buffer.from([1, 2, 3]), { binary: true });
      await client.sync();
      const errors = client.events();
      expect(errors).toHaveLength(4);
      for (const e of errors) expect(e).toMatchObject({ event: 'error', data: { message: expect.stringContaining('Unreadable') } });
      await client.close();
    });
  });

  describe('subscriptions', () => {
    it('delivers events of a branch the user may see, exactly as published', async () => {
      const client = await openLive(liveUrl(t.app, ownerToken));
      client.send({ event: 'subscribe', data: { channel: branchGuid(chain) } });
      await client.sync();
      await t.app.live.publish(branchGuid(chain), sampleOrderEvent(101));
      expect(await client.next()).toEqual(delivered(sampleOrderEvent(101), branchGuid(chain)));
      await client.close();
    });

    it('delivers to every subscriber and only for the subscribed branch', async () => {
      const a = await openLive(liveUrl(t.app, ownerToken));
      const b = await openLive(liveUrl(t.app, adminToken));
      for (const c of [a, b]) c.send({ event: 'subscribe', data: { channel: branchGuid(chain) } });
      await Promise.all([a.sync(), b.sync()]);
      await t.app.live.publish(branchGuid(chain, 1), sampleOrderEvent(1));
      await t.app.live.publish(branchGuid(chain), { event: 'group-order:add-customer', data: { date: '2025-03-14', id: 2, orderServices: [] } });
      expect(await a.next()).toMatchObject({ event: 'group-order:add-customer', data: { id: 2 }, channel: branchGuid(chain) });
      expect(await b.next()).toMatchObject({ event: 'group-order:add-customer', data: { id: 2 } });
      await sleep(quietMs);
      expect(a.events()).toHaveLength(1);
      expect(b.events()).toHaveLength(1);
      await Promise.all([a.close(), b.close()]);
    });

    it("refuses another organisation's branch and delivers nothing from it", async () => {
      const client = await openLive(liveUrl(t.app, ownerToken));
      client.send({ event: 'subscribe', data: { channel: branchGuid(other) } });
      expect(await client.next()).toEqual({ event: 'error', data: { message: 'You cannot subscribe to this channel.' } });
      await t.app.live.publish(branchGuid(other), sampleOrderEvent(3));
      await sleep(quietMs);
      expect(client.events()).toHaveLength(1);
      await client.close();
    });

    it('refuses an unknown branch guid with the same answer as a foreign one', async () => {
      const client = await openLive(liveUrl(t.app, ownerToken));
      client.send({ event: 'subscribe', data: { channel: '00000000-0000-4000-8000-000000000000' } });
      expect(await client.next()).toEqual({ event: 'error', data: { message: 'You cannot subscribe to this channel.' } });
      await client.close();
    });

    it('lets an administrator follow only the branches granted to them', async () => {
      const client = await openLive(liveUrl(t.app, adminToken));
      client.send({ event: 'subscribe', data: { channel: branchGuid(chain, 1) } });
      expect(await client.next()).toMatchObject({ event: 'error' });
      await t.app.live.publish(branchGuid(chain, 1), sampleOrderEvent(4));
      await sleep(quietMs);
      expect(client.events()).toHaveLength(1);
      await client.close();
    });

    it('stops delivering after unsubscribe', async () => {
      const client = await openLive(liveUrl(t.app, ownerToken));
      client.send({ event: 'subscribe', data: { channel: branchGuid(chain) } });
      client.send({ event: 'unsubscribe', data: { channel: branchGuid(chain) } });
      await client.sync();
      await t.app.live.publish(branchGuid(chain), sampleOrderEvent(5));
      await sleep(quietMs);
      expect(client.events()).toEqual([]);
      await client.close();
    });

    it('checks access on every subscribe, so revoked access is refused at once', async () => {
      const userId = await seedUser(t.app, 'revoked@live.test', { organizationId: chain.organizationId, role: 'owner' });
      const client = await openLive(liveUrl(t.app, await accessToken(t.app, userId)));
      client.send({ event: 'subscribe', data: { channel: branchGuid(chain) } });
      await client.sync();
      expect(client.events()).toEqual([]);
      await t.app.db
        .delete(organizationUsers)
        .where(and(eq(organizationUsers.userId, userId), eq(organizationUsers.organizationId, chain.organizationId)));
      client.send({ event: 'subscribe', data: { channel: branchGuid(chain, 1) } });
      expect(await client.next()).toMatchObject({ event: 'error' });
      await client.close();
    });

    it('forgets a closed socket: publishing afterwards reaches the others and does not throw', async () => {
      const leaving = await openLive(liveUrl(t.app, ownerToken));
      const staying = await openLive(liveUrl(t.app, ownerToken));
      for (const c of [leaving, staying]) c.send({ event: 'subscribe', data: { channel: branchGuid(chain) } });
      await Promise.all([leaving.sync(), staying.sync()]);
      leaving.socket.terminate();
      await leaving.closed;
      await t.app.live.publish(branchGuid(chain), sampleOrderEvent(6));
      expect(await staying.next()).toEqual(delivered(sampleOrderEvent(6), branchGuid(chain)));
      await staying.close();
    });
  });

  describe('access changed in Settings → users', () => {
    // The person's token stays valid for minutes; their sockets must not outlive the access they were opened under.
    const guidOf = async (branchId: number) =>
      (await t.app.db.select({ guid: branches.guid }).from(branches).where(eq(branches.id, branchId)))[0]?.guid ?? '';
    const tokenOf = (auth: { authorization: string }) => auth.authorization.replace(/^Bearer /, '');
    const members = (orgId: number, userId: number) => `/api/v1/organizations/${orgId}/users/${userId}`;

    it('closes a removed person\'s sockets at once with 4403; nothing published after reaches them, others keep theirs', async () => {
      const chain = await chainWithOwner(t.app, 'Removal Salons');
      const guid = await guidOf(chain.branchId);
      const person = await memberOf(t.app, chain.orgId, 'administrator', [chain.branchId]);
      const removed = await Promise.all([openLive(liveUrl(t.app, tokenOf(person.auth))), openLive(liveUrl(t.app, tokenOf(person.auth)))]);
      const owner = await openLive(liveUrl(t.app, tokenOf(chain.owner)));
      for (const c of [...removed, owner]) c.send({ event: 'subscribe', data: { channel: guid } });
      await Promise.all([...removed, owner].map((c) => c.sync()));
      await t.app.live.publish(guid, sampleOrderEvent(301));
      for (const c of removed) expect(await c.next()).toEqual(delivered(sampleOrderEvent(301), guid));

      const res = await t.app.inject({ method: 'DELETE', url: members(chain.orgId, person.userId), headers: chain.owner });
      expect(res.statusCode).toBe(204);
      await t.app.live.publish(guid, sampleOrderEvent(302));

      for (const c of removed) {
        expect(await closedWithin(c, 1_000)).toEqual({ code: 4403, reason: 'Access changed' });
        expect(c.events()).toEqual([delivered(sampleOrderEvent(301), guid)]);
      }
      expect(await owner.next((m) => (m.data as { id?: number } | undefined)?.id === 302)).toEqual(delivered(sampleOrderEvent(302), guid));

      // Reconnecting with the same, still valid token: the branch is refused now.
      const again = await openLive(liveUrl(t.app, tokenOf(person.auth)));
      again.send({ event: 'subscribe', data: { channel: guid } });
      expect(await again.next()).toEqual({ event: 'error', data: { message: 'You cannot subscribe to this channel.' } });
      await Promise.all([again.close(), owner.close()]);
    });

    it('closes the sockets of a person whose role and branches changed; reconnected, they follow only what they still reach', async () => {
      const chain = await chainWithOwner(t.app, 'Demotion Salons');
      const second = await addBranch(t.app, chain, 'Demotion Salons 2');
      const [first, kept] = [await guidOf(chain.branchId), await guidOf(second)];
      const person = await memberOf(t.app, chain.orgId, 'owner');
      const client = await openLive(liveUrl(t.app, tokenOf(person.auth)));
      client.send({ event: 'subscribe', data: { channel: first } });
      await client.sync();

      const res = await t.app.inject({
        method: 'PATCH',
        url: members(chain.orgId, person.userId),
        headers: chain.owner,
        payload: { role: 'administrator', branchIds: [second] },
      });
      expect(res.statusCode).toBe(200);
      await t.app.live.publish(first, sampleOrderEvent(303));
      expect(await closedWithin(client, 1_000)).toEqual({ code: 4403, reason: 'Access changed' });
      expect(client.events()).toEqual([]);

      const again = await openLive(liveUrl(t.app, tokenOf(person.auth)));
      again.send({ event: 'subscribe', data: { channel: first } });
      expect(await again.next()).toMatchObject({ event: 'error' });
      again.send({ event: 'subscribe', data: { channel: kept } });
      await again.sync();
      await t.app.live.publish(kept, sampleOrderEvent(304));
      expect(await again.next()).toEqual(delivered(sampleOrderEvent(304), kept));
      await again.close();
    });
  });
});

describe('live channel shutdown', () => {
  it('closes open sockets when the app closes', async () => {
    const t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const chain = await seedChain(t.app, 'Closing', 1);
    const userId = await seedUser(t.app, 'close@live.test', { organizationId: chain.organizationId, role: 'owner' });
    const client = await openLive(liveUrl(t.app, await accessToken(t.app, userId)));
    client.send({ event: 'subscribe', data: { channel: chain.branches[0]?.guid } });
    await client.sync();
    await t.close();
    expect((await client.closed).code).toBeGreaterThanOrEqual(1000);
  });
});
