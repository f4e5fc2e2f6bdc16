import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSecrets, secretsFileName } from './secrets';

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

  it('agrees on one set when two starts race', async () => {
    const [a, b] = await Promise.all([loadSecrets(dir, {}), loadSecrets(dir, {})]);
    expect(a.cookieSecret).toBe(b.cookieSecret);
  });

  it('uses JWT_SECRET and COOKIE_SECRET when given, writing nothing', async () => {
    const jwt = 'j'.repeat(40);
    const cookie = 'c'.repeat(40);
    const secrets = await loadSecrets(dir, { JWT_SECRET: jwt, COOKIE_SECRET: cookie });
    expect(Buffer.from(secrets.jwtSecret).toString()).toBe(jwt);
    expect(secrets.cookieSecret).toBe(cookie);
    expect(() => readFileSync(path.join(dir, secretsFileName))).toThrow();
  });
});
