import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, form, freshAddress } from './id-support';

describe('sign-in request limits (failed passwords: id-failure-throttle.test.ts)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.app, { login: 'bystander@limit.test', password: 'secret-pass-1' });
  });
  afterAll(() => t.close());

  const login = (fields: Record<string, string>, address = freshAddress()) =>
    t.app.inject({ method: 'POST', url: '/id/login', remoteAddress: address, ...form(fields) });

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

  it('counts IPv6 addresses by their /64', async () => {
    const forgot = (remoteAddress: string, login: string) =>
      t.app.inject({ method: 'POST', url: '/id/forgot', remoteAddress, payload: { login } });
    for (let i = 0; i < 30; i++)
      expect((await forgot(`2001:db8:7:7::${(i + 1).toString(16)}`, `six${i}@limit.test`)).statusCode).toBe(
        202,
      );
    expect((await forgot('2001:db8:7:7:ffff::1', 'six@limit.test')).statusCode).toBe(429);
    expect((await forgot('2001:db8:7:8::1', 'six@limit.test')).statusCode).toBe(202);
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
