import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxRow } from '../../server/modules/outbox/outbox.repository';
import {
  forgetSubscription,
  saveSubscription,
  subscriptionsOf,
} from '../../server/modules/outbox/push-subscriptions.repository';
import { createWebPushTransport } from '../../server/modules/outbox/transports/web-push-transport';
import { startPushService, subscribeBrowser, type PushService } from '../support/stand-ins/web-push-service';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('push subscriptions', () => {
  let t: TestApp;
  let service: PushService;
  beforeAll(async () => {
    t = await createTestApp();
    service = await startPushService();
  });
  afterAll(async () => {
    await service.close();
    await t.close();
  });

  it('keeps one subscription per endpoint: subscribing again or as someone else moves it', async () => {
    const phone = subscribeBrowser(service);
    const first = await saveSubscription(t.app.db, 11, phone.subscription, 'Mozilla/5.0 (iPhone)');
    expect(first).toMatchObject({
      userId: 11,
      endpoint: phone.subscription.endpoint,
      ...phone.subscription.keys,
      userAgent: 'Mozilla/5.0 (iPhone)',
    });
    const renewed = subscribeBrowser(service, phone.path);
    const padded = {
      endpoint: renewed.subscription.endpoint,
      keys: { p256dh: `${renewed.subscription.keys.p256dh}=`, auth: `${renewed.subscription.keys.auth}==` },
    };
    await saveSubscription(t.app.db, 12, padded, null);
    expect(await subscriptionsOf(t.app.db, 11)).toEqual([]);
    expect(await subscriptionsOf(t.app.db, 12)).toMatchObject([
      { id: first.id, endpoint: phone.subscription.endpoint, ...renewed.subscription.keys, userAgent: null },
    ]);
  });

  it('pushes to the subscriptions the database holds and drops one its push service calls gone', async () => {
    const vapid = webPush.generateVAPIDKeys();
    const live = subscribeBrowser(service);
    const gone = subscribeBrowser(service);
    service.answer(gone.path, 410);
    await saveSubscription(t.app.db, 21, live.subscription, null);
    await saveSubscription(t.app.db, 21, gone.subscription, null);
    const transport = createWebPushTransport({
      vapidPublicKey: vapid.publicKey,
      vapidPrivateKey: vapid.privateKey,
      subject: 'mailto:ops@salon.example',
      lookupSubscriptions: (userId) => subscriptionsOf(t.app.db, userId),
      forgetSubscription: (endpoint) => forgetSubscription(t.app.db, endpoint),
    });
    const message = {
      id: 1,
      channel: 'push',
      userId: 21,
      subject: 'New booking',
      body: 'Ana at 10:00',
      meta: {},
      dedupeKey: null,
      priority: 2,
      expiresAt: null,
    } as unknown as OutboxRow;
    await transport.send(message);
    expect((await subscriptionsOf(t.app.db, 21)).map((row) => row.endpoint)).toEqual([
      live.subscription.endpoint,
    ]);
    const pushed = service.requests.find((request) => request.path === live.path)!;
    expect(JSON.parse(live.decrypt(pushed.body))).toMatchObject({
      title: 'New booking',
      body: 'Ana at 10:00',
    });
  });
});
