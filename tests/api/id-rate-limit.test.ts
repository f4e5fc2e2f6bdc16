import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, form, freshAddress, signIn } from './id-support';

describe('sign-in rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.app, { login: 'target@limit.test', password: 'secret-pass-1' });
    await createUser(t.app, { login: 'bystander@limit.test', password: 'secret-pass-1' });
  });
  afterAll(() => t.close());

  const login = (fields: Record<string, string>, address = freshAddress()) =>
    t.app.inject({ method: 'POST', url: '/id/login', remoteAddress: address, ...form(fields) });

  it('allows 10 failed attempts per login in 15 minutes, then answers 429 even to the right password', async () => {
    for (let i = 0; i < 10; i++) {
      // Spread over many addresses: the per-login limit must hold however the guesses are distributed.
      expect((await login({ login: 'target@limit.test', password: `guess-${i}` })).statusCode).toBe(401);
    }
    const blocked = await login({ login: 'TARGET@limit.test', password: 'secret-pass-1', lang: 'SR' });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.body).toContain('Previše pokušaja za ovaj nalog');
    expect(blocked.cookies).toHaveLength(0);

    const json = await t.app.inject({
      method: 'POST',
      url: '/id/login',
      remoteAddress: freshAddress(),
      payload: { login: 'target@limit.test', password: 'secret-pass-1' },
    });
    expect(json.statusCode).toBe(429);
    expect(json.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests', code: 'rate_limited' });
    expect(Number(json.headers['retry-after'])).toBeGreaterThan(0);
    expect(json.json<{ message: string }>().message).toMatch(/Too many attempts/);

    // Other accounts are not affected.
    await signIn(t.app, 'bystander@limit.test', 'secret-pass-1');
  });

  it('keeps the count in PostgreSQL, so every process sees it', async () => {
    const rows = await t.app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from sign_in_attempts where scope = 'login' and key = 'target@limit.test'`,
    );
    expect(rows.rows[0]!.n).toBeGreaterThanOrEqual(10);
  });

  it('forgets failures after a successful sign-in', async () => {
    for (let i = 0; i < 9; i++) await login({ login: 'bystander@limit.test', password: 'wrong' });
    await signIn(t.app, 'bystander@limit.test', 'secret-pass-1');
    for (let i = 0; i < 9; i++)
      expect((await login({ login: 'bystander@limit.test', password: 'wrong' })).statusCode).toBe(401);
  });

  it('allows 30 requests per address per minute on each endpoint, then 429 with a clear sentence', async () => {
    const address = '192.0.2.7';
    for (let i = 0; i < 30; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/id/forgot',
        remoteAddress: address,
        ...form({ login: `someone${i}@limit.test` }),
      });
      expect(res.statusCode).toBe(200);
    }
    const page = await t.app.inject({
      method: 'POST',
      url: '/id/forgot',
      remoteAddress: address,
      ...form({ login: 'x@limit.test' }),
    });
    expect(page.statusCode).toBe(429);
    expect(page.body).toContain('Too many requests from your network. Please wait a minute and try again.');
    const json = await t.app.inject({
      method: 'POST',
      url: '/id/forgot',
      remoteAddress: address,
      payload: { login: 'x@limit.test' },
    });
    expect(json.statusCode).toBe(429);
    expect(json.json()).toMatchObject({
      code: 'rate_limited',
      message: 'Too many requests from your network. Please wait a minute and try again.',
    });
    // Another address, or another endpoint from the same one, still gets through.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/id/forgot',
          remoteAddress: '192.0.2.8',
          ...form({ login: 'x@limit.test' }),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await login({ login: 'bystander@limit.test', password: 'secret-pass-1' }, address)).statusCode,
    ).toBe(303);
  });

  it('limits reset e-mails per login', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/id/forgot',
        remoteAddress: freshAddress(),
        payload: { login: 'bystander@limit.test' },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
