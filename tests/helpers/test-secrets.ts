import { randomBytes } from 'node:crypto';
import webPush from 'web-push';
import type { AppSecrets } from '../../server/app';

/** A fresh set of the server's secrets, as a first start would generate them, for an app built in a test. */
export function testSecrets(): AppSecrets {
  const vapid = webPush.generateVAPIDKeys();
  return {
    jwtSecret: randomBytes(32),
    cookieSecret: randomBytes(32).toString('hex'),
    integrationKey: randomBytes(32),
    vapidPublicKey: vapid.publicKey,
    vapidPrivateKey: vapid.privateKey,
  };
}
