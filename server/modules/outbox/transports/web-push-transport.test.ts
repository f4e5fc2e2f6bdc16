import webPush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startPushService,
  subscribeBrowser,
  verifyVapid,
  type Browser,
  type PushService,
} from '../../../../tests/support/stand-ins/web-push-service';
import type { OutboxRow } from '../outbox.repository';
import { PermanentDeliveryError } from './transport';
import {
  createWebPushTransport,
  maxPushPayloadBytes,
  pushPayload,
  type PushTarget,
} from './web-push-transport';

const vapid = webPush.generateVAPIDKeys();
const subject = 'mailto:ops@salon.example';

const row = (changes: Partial<OutboxRow> = {}) =>
  ({
    id: 77,
    channel: 'push',
    userId: 5,
    recipient: '',
    subject: 'New booking',
    body: 'Ana, 10:00 tomorrow, haircut',
    meta: { url: '/schedule?date=2025-03-02' },
    dedupeKey: 'staff.new-booking:order-9:user-5:push',
    priority: 2,
    expiresAt: null,
    ...changes,
  }) as OutboxRow;

/** Subscriptions kept in memory, per user, as the repository would keep them. */
function subscriptionStore() {
  const byUser = new Map<number, PushTarget[]>();
  const forgotten: string[] = [];
  return {
    add(userId: number, browser: Browser) {
      const target = { endpoint: browser.subscription.endpoint, ...browser.subscription.keys };
      byUser.set(userId, [...(byUser.get(userId) ?? []), target]);
    },
    endpointsOf: (userId: number) => (byUser.get(userId) ?? []).map((target) => target.endpoint),
    forgotten,
    lookupSubscriptions: async (userId: number) => byUser.get(userId) ?? [],
    forgetSubscription: async (endpoint: string) => {
      forgotten.push(endpoint);
      for (const [userId, targets] of byUser)
        byUser.set(
          userId,
          targets.filter((target) => target.endpoint !== endpoint),
        );
    },
  };
}

async function failureOf(sending: Promise<unknown>) {
  const error = await sending.then(
    () => {
      throw new Error('expected the push to fail');
    },
    (thrown: unknown) => thrown as Error,
  );
  return { permanent: error instanceof PermanentDeliveryError, message: error.message };
}

describe('web push transport', () => {
  let service: PushService;
  let store: ReturnType<typeof subscriptionStore>;
  const transport = (options: { timeoutMs?: number; ttlSeconds?: number } = {}) =>
    createWebPushTransport({
      vapidPublicKey: vapid.publicKey,
      vapidPrivateKey: vapid.privateKey,
      subject,
      ...store,
      ...options,
    });

  beforeAll(async () => {
    service = await startPushService();
  });
  afterAll(() => service.close());
  beforeEach(() => {
    store = subscriptionStore();
    service.requests.length = 0;
  });

  it('has test browsers that decrypt RFC 8291 example message (section 5) with its keys', () => {
    const browser = subscribeBrowser(service, '/rfc', {
      privateKey: Buffer.from('q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94', 'base64url'),
      auth: Buffer.from('BTBZMqHH6r4Tts7J_aSIgg', 'base64url'),
    });
    expect(browser.subscription.keys.p256dh).toBe(
      'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
    );
    const body = Buffer.from(
      'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
      'base64url',
    );
    expect(browser.decrypt(body)).toBe('When I grow up, I want to be a watermelon');
  });

  it('pushes the notification, encrypted for each of the person browsers and signed with our VAPID key', async () => {
    const phone = subscribeBrowser(service);
    const laptop = subscribeBrowser(service);
    store.add(5, phone);
    store.add(5, laptop);
    store.add(6, subscribeBrowser(service));
    await transport().send(row());
    expect(service.requests.map((request) => request.path).sort()).toEqual([phone.path, laptop.path].sort());
    for (const browser of [phone, laptop]) {
      const request = service.requests.find((r) => r.path === browser.path)!;
      expect(JSON.parse(browser.decrypt(request.body))).toEqual({
        title: 'New booking',
        body: 'Ana, 10:00 tomorrow, haircut',
        url: '/schedule?date=2025-03-02',
        tag: 'staff.new-booking:order-9:user-5:push',
      });
      expect(request.headers).toMatchObject({
        'content-encoding': 'aes128gcm',
        'content-type': 'application/octet-stream',
        ttl: String(24 * 60 * 60),
        urgency: 'normal',
      });
      const { publicKey, claims } = await verifyVapid(request, service.origin);
      expect(publicKey).toBe(vapid.publicKey);
      expect(claims.sub).toBe(subject);
      expect(claims.aud).toBe(service.origin);
    }
  });

  it('a browser cannot read what was pushed to another', async () => {
    const phone = subscribeBrowser(service);
    store.add(5, phone);
    await transport().send(row());
    expect(() => subscribeBrowser(service, phone.path).decrypt(service.requests[0]!.body)).toThrow();
  });

  it('tags by row id without a dedupe key, leaves out a missing address, and marks codes urgent', async () => {
    const phone = subscribeBrowser(service);
    store.add(5, phone);
    await transport().send(row({ dedupeKey: null, meta: {}, priority: 0 }));
    const request = service.requests[0]!;
    expect(JSON.parse(phone.decrypt(request.body))).toEqual({
      title: 'New booking',
      body: 'Ana, 10:00 tomorrow, haircut',
      tag: 'outbox-77',
    });
    expect(request.headers.urgency).toBe('high');
  });

  it('keeps the message no longer than the row may live', async () => {
    store.add(5, subscribeBrowser(service));
    await transport().send(row({ expiresAt: new Date(Date.now() + 600_000) }));
    expect(Number(service.requests[0]!.headers.ttl)).toBeGreaterThan(590);
    expect(Number(service.requests[0]!.headers.ttl)).toBeLessThanOrEqual(600);
  });

  it('cuts a long text so the push fits in the 4096 bytes every push service takes', async () => {
    const phone = subscribeBrowser(service);
    store.add(5, phone);
    const long = 'Ćevapi i ajvar 🍽 '.repeat(600);
    await transport().send(row({ body: long }));
    const request = service.requests[0]!;
    expect(request.body.length).toBeLessThanOrEqual(4096);
    const shown = JSON.parse(phone.decrypt(request.body)) as { body: string };
    expect(shown.body.endsWith('…')).toBe(true);
    expect(long.startsWith(shown.body.slice(0, -1))).toBe(true);
    expect(Buffer.byteLength(pushPayload(row({ body: long })))).toBeGreaterThan(maxPushPayloadBytes - 8);
    expect(Buffer.byteLength(pushPayload(row({ body: long })))).toBeLessThanOrEqual(maxPushPayloadBytes);
  });

  it('forgets a subscription its push service calls gone (410, 404) and still reaches the others', async () => {
    const gone = subscribeBrowser(service);
    const unknown = subscribeBrowser(service);
    const live = subscribeBrowser(service);
    service.answer(gone.path, 410);
    service.answer(unknown.path, 404);
    for (const browser of [gone, unknown, live]) store.add(5, browser);
    await transport().send(row());
    expect(store.forgotten.sort()).toEqual(
      [gone.subscription.endpoint, unknown.subscription.endpoint].sort(),
    );
    expect(store.endpointsOf(5)).toEqual([live.subscription.endpoint]);
  });

  it('fails for good with no_subscription when the person has none, or every one is gone', async () => {
    expect(await failureOf(transport().send(row()))).toEqual({ permanent: true, message: 'no_subscription' });
    expect(await failureOf(transport().send(row({ userId: null })))).toEqual({
      permanent: true,
      message: 'no_subscription',
    });
    const gone = subscribeBrowser(service);
    service.answer(gone.path, 410);
    store.add(5, gone);
    expect(await failureOf(transport().send(row()))).toEqual({ permanent: true, message: 'no_subscription' });
    expect(store.endpointsOf(5)).toEqual([]);
  });

  it('leaves a busy, failing or silent push service to the worker to retry', async () => {
    for (const [answer, message] of [
      [429, 'push service answered 429'],
      [503, 'push service answered 503'],
      ['hang', 'push service did not answer in time'],
    ] as const) {
      store = subscriptionStore();
      const browser = subscribeBrowser(service);
      service.answer(browser.path, answer);
      store.add(5, browser);
      expect(await failureOf(transport({ timeoutMs: 300 }).send(row()))).toEqual({
        permanent: false,
        message,
      });
    }
  });

  it('fails for good when the push service refuses the message itself', async () => {
    const browser = subscribeBrowser(service);
    service.answer(browser.path, 403);
    store.add(5, browser);
    expect(await failureOf(transport().send(row()))).toEqual({
      permanent: true,
      message: 'push service refused 403',
    });
    expect(store.endpointsOf(5)).toEqual([browser.subscription.endpoint]);
  });
});
