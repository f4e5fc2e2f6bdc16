import { createECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webPush from 'web-push';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSecrets, secretsFileName, secretsV2FileName } from './secrets';

/** The private key's point, computed afresh: the stored public key must be its partner. */
const publicKeyOf = (privateKey: string) => {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  return ecdh.getPublicKey().toString('base64url');
};

describe('secrets', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'secrets-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('generates a 32-byte JWT secret and a cookie secret once, readable only by us, and keeps them', async () => {
    const first = await loadSecrets(dir, {});
    expect(first.jwtSecret).toHaveLength(32);
    expect(first.cookieSecret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path.join(dir, secretsFileName)).mode & 0o777).toBe(0o600);
    const second = await loadSecrets(dir, {});
    expect(Buffer.from(second.jwtSecret).equals(Buffer.from(first.jwtSecret))).toBe(true);
    expect(second.cookieSecret).toBe(first.cookieSecret);
  });

  it('generates a 32-byte integration key and a VAPID key pair once, readable only by us, and keeps them', async () => {
    const first = await loadSecrets(dir, {});
    expect(first.integrationKey).toHaveLength(32);
    expect(Buffer.from(first.vapidPublicKey, 'base64url')).toHaveLength(65);
    expect(publicKeyOf(first.vapidPrivateKey)).toBe(first.vapidPublicKey);
    // web-push takes the pair as it is (it checks lengths and encoding when VAPID details are set).
    expect(() =>
      webPush.setVapidDetails('mailto:ops@example.com', first.vapidPublicKey, first.vapidPrivateKey),
    ).not.toThrow();
    expect(statSync(path.join(dir, secretsV2FileName)).mode & 0o777).toBe(0o600);
    const second = await loadSecrets(dir, {});
    expect(Buffer.from(second.integrationKey).equals(Buffer.from(first.integrationKey))).toBe(true);
    expect([second.vapidPublicKey, second.vapidPrivateKey]).toEqual([
      first.vapidPublicKey,
      first.vapidPrivateKey,
    ]);
  });

  it('agrees on one set when two starts race, leaving no candidate files behind', async () => {
    const [a, b] = await Promise.all([loadSecrets(dir, {}), loadSecrets(dir, {})]);
    expect(a.cookieSecret).toBe(b.cookieSecret);
    expect(Buffer.from(a.integrationKey).equals(Buffer.from(b.integrationKey))).toBe(true);
    expect(a.vapidPrivateKey).toBe(b.vapidPrivateKey);
    expect(readdirSync(dir).sort()).toEqual([secretsV2FileName, secretsFileName].sort());
  });

  it('adds the new keys to an install from before them, keeping its session secrets, and two starts agree on them', async () => {
    const existing = { jwtSecret: Buffer.alloc(32, 7).toString('base64url'), cookieSecret: 'c'.repeat(64) };
    writeFileSync(path.join(dir, secretsFileName), JSON.stringify(existing), { mode: 0o600 });
    const [a, b] = await Promise.all([loadSecrets(dir, {}), loadSecrets(dir, {})]);
    expect(Buffer.from(a.jwtSecret).equals(Buffer.alloc(32, 7))).toBe(true);
    expect(a.cookieSecret).toBe(existing.cookieSecret);
    expect(JSON.parse(readFileSync(path.join(dir, secretsFileName), 'utf8'))).toEqual(existing);
    expect(Buffer.from(a.integrationKey).equals(Buffer.from(b.integrationKey))).toBe(true);
    expect(a.vapidPublicKey).toBe(b.vapidPublicKey);
  });

  it('uses every key the environment gives, writing nothing', async () => {
    const jwt = 'j'.repeat(40);
    const cookie = 'c'.repeat(40);
    const vapid = webPush.generateVAPIDKeys();
    const integrationKey = Buffer.alloc(32, 1).toString('base64url');
    const secrets = await loadSecrets(dir, {
      JWT_SECRET: jwt,
      COOKIE_SECRET: cookie,
      INTEGRATION_KEY: integrationKey,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
    });
    expect(Buffer.from(secrets.jwtSecret).toString()).toBe(jwt);
    expect(secrets.cookieSecret).toBe(cookie);
    expect(Buffer.from(secrets.integrationKey).equals(Buffer.alloc(32, 1))).toBe(true);
    expect([secrets.vapidPublicKey, secrets.vapidPrivateKey]).toEqual([vapid.publicKey, vapid.privateKey]);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('takes a key from the environment over the stored one, the rest from the file', async () => {
    const stored = await loadSecrets(dir, {});
    const integrationKey = Buffer.alloc(32, 2).toString('base64url');
    const secrets = await loadSecrets(dir, { INTEGRATION_KEY: integrationKey });
    expect(Buffer.from(secrets.integrationKey).equals(Buffer.alloc(32, 2))).toBe(true);
    expect(secrets.vapidPublicKey).toBe(stored.vapidPublicKey);
  });

  it('refuses half a VAPID key pair', async () => {
    await expect(
      loadSecrets(dir, { VAPID_PUBLIC_KEY: webPush.generateVAPIDKeys().publicKey }),
    ).rejects.toThrow(/both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/);
  });

  it('says which file is damaged and what to do, never generating over it', async () => {
    writeFileSync(path.join(dir, secretsV2FileName), '{"integrationKey":"short"', { mode: 0o600 });
    await expect(loadSecrets(dir, {})).rejects.toThrow(
      /secrets-v2\.json is damaged: restore it from a backup/,
    );
    expect(readFileSync(path.join(dir, secretsV2FileName), 'utf8')).toBe('{"integrationKey":"short"');
  });
});
