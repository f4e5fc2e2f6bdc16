import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInFailureLimits } from '../../server/modules/id/id-config';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { ageFailures, createUser, form, freshAddress, knownDeviceFrom, redirectUrl } from './id-support';

const retryAfter = (res: LightMyRequestResponse) => Number(res.headers['retry-after']);

describe('failed sign-ins: the guesser is slowed down, the person still gets in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (fields: Record<string, string>, address: string, knownDevice?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/id/login',
      remoteAddress: address,
      ...(knownDevice ? { cookies: { known_device: knownDevice } } : {}),
      ...form({ client: 'manage', state: 'Ab3dE6gH', redirectUrl, ...fields }),
    });
  const outbox = (recipient: string) =>
    t.app.db.execute<{ subject: string; body: string }>(
      sql`select subject, body from outbox where recipient = ${recipient} and meta->>'kind' = 'failed_sign_in_warning'`,
    );

  it('throttles a guesser at one address with growing delays, while the right password from elsewhere signs in', async () => {
    await createUser(t.app, { login: 'owner@guess.test', password: 'secret-pass-1' });
    const guesser = freshAddress();
    const { free } = signInFailureLimits.pair;
    for (let i = 0; i < free; i++)
      expect((await login({ login: 'owner@guess.test', password: `guess-${i}` }, guesser)).statusCode).toBe(
        401,
      );

    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      const refused = await login({ login: 'owner@guess.test', password: 'guess-again' }, guesser);
      expect(refused.statusCode).toBe(429);
      waits.push(retryAfter(refused));
      await ageFailures(t.app, retryAfter(refused));
      expect(
        (await login({ login: 'owner@guess.test', password: `late-${round}` }, guesser)).statusCode,
      ).toBe(401);
    }
    // 15 s, then 30 s, then 60 s (Retry-After rounds up the time still to wait).
    expect(waits[0]).toBeGreaterThan(10);
    expect(waits[0]).toBeLessThanOrEqual(15);
    expect(waits[1]).toBeGreaterThan(25);
    expect(waits[1]).toBeLessThanOrEqual(30);
    expect(waits[2]).toBeGreaterThan(55);
    expect(waits[2]).toBeLessThanOrEqual(60);

    // Even the right password waits at the guesser's address: a throttled answer never says whether it was right.
    const rightButThrottled = await login({ login: 'owner@guess.test', password: 'secret-pass-1' }, guesser);
    expect(rightButThrottled.statusCode).toBe(429);
    expect(rightButThrottled.cookies).toHaveLength(0);
    expect(rightButThrottled.body).toContain('Too many failed attempts');
    const json = await t.app.inject({
      method: 'POST',
      url: '/id/login',
      remoteAddress: guesser,
      payload: { login: 'owner@guess.test', password: 'secret-pass-1' },
    });
    expect(json.statusCode).toBe(429);
    expect(json.json()).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/Too many failed/),
    });
    expect(retryAfter(json)).toBeGreaterThan(0);

    // The owner, on another network and a browser that never signed in, is not held back by the guesser.
    expect(
      (await login({ login: 'owner@guess.test', password: 'secret-pass-1' }, freshAddress())).statusCode,
    ).toBe(303);
  });

  it('keeps a guesser spread over many addresses out, but not the person on their known browser', async () => {
    await createUser(t.app, { login: 'chain@guess.test', password: 'secret-pass-1' });
    await t.app.db.execute(sql`update users set iso_language = 'SR' where login = 'chain@guess.test'`);
    const usual = await login({ login: 'chain@guess.test', password: 'secret-pass-1' }, freshAddress());
    expect(usual.statusCode).toBe(303);
    const knownDevice = knownDeviceFrom(usual);
    expect(knownDevice).toBeTruthy();
    expect(usual.cookies.find((c) => c.name === 'known_device')).toMatchObject({
      httpOnly: true,
      path: '/id',
    });

    const statuses: number[] = [];
    for (let i = 0; i < 25; i++)
      statuses.push(
        (await login({ login: 'chain@guess.test', password: `spray-${i}` }, freshAddress())).statusCode,
      );
    const { free } = signInFailureLimits.login;
    expect(statuses.slice(0, free)).toEqual(Array(free).fill(401));
    expect(new Set(statuses.slice(free))).toEqual(new Set([429]));

    // A browser that never signed in to the account waits, wherever it is, right password or not...
    const stranger = await login({ login: 'chain@guess.test', password: 'secret-pass-1' }, freshAddress());
    expect(stranger.statusCode).toBe(429);
    // ...and so does a known-device cookie of another account, or a forged one.
    const other = await login({ login: 'other@guess.test', password: 'secret-pass-1' }, freshAddress());
    expect(other.statusCode).toBe(401);
    await createUser(t.app, { login: 'desk@guess.test', password: 'secret-pass-1' });
    const deskDevice = knownDeviceFrom(
      await login({ login: 'desk@guess.test', password: 'secret-pass-1' }, freshAddress()),
    );
    expect(
      (await login({ login: 'chain@guess.test', password: 'secret-pass-1' }, freshAddress(), deskDevice))
        .statusCode,
    ).toBe(429);
    const forged = knownDevice!.replace(/\.[\w-]+$/, '.forgedforgedforgedforged');
    expect(
      (await login({ login: 'chain@guess.test', password: 'secret-pass-1' }, freshAddress(), forged))
        .statusCode,
    ).toBe(429);

    // The owner's own browser gets in from any address, and keeps its entry for the desk account too.
    const owner = await login(
      { login: 'chain@guess.test', password: 'secret-pass-1' },
      freshAddress(),
      knownDevice,
    );
    expect(owner.statusCode).toBe(303);

    // One warning, in the person's language, however many failures; no password guess or secret in it.
    const [warning, ...more] = (await outbox('chain@guess.test')).rows;
    expect(more).toHaveLength(0);
    expect(warning!.subject).toBe('Neuspeli pokušaji prijave na vaš BranchBook nalog');
    expect(warning!.body).toContain(`Broj neuspelih pokušaja: ${free}.`);
    expect(warning!.body).not.toMatch(/spray|secret-pass|http/);
    await ageFailures(t.app, 2 * 60 * 60);
    expect(
      (await login({ login: 'chain@guess.test', password: 'spray-again' }, freshAddress())).statusCode,
    ).toBe(401);
    expect((await outbox('chain@guess.test')).rows).toHaveLength(1);
  });

  it('lets a person shut out of a new browser back in through a password reset e-mail', async () => {
    await createUser(t.app, { login: 'newphone@guess.test', password: 'secret-pass-1' });
    for (let i = 0; i <= signInFailureLimits.login.free; i++)
      await login({ login: 'newphone@guess.test', password: `spray-${i}` }, freshAddress());
    expect(
      (await login({ login: 'newphone@guess.test', password: 'secret-pass-1' }, freshAddress())).statusCode,
    ).toBe(429);

    const asked = await t.app.inject({
      method: 'POST',
      url: '/id/forgot',
      remoteAddress: freshAddress(),
      payload: { login: 'newphone@guess.test' },
    });
    expect(asked.statusCode).toBe(202);
    const [mail] = (
      await t.app.db.execute<{ body: string }>(
        sql`select body from outbox where recipient = 'newphone@guess.test' and meta->>'kind' = 'password_reset'`,
      )
    ).rows;
    const token = new URL(/http\S+/.exec(mail!.body)![0]).searchParams.get('token')!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/id/reset',
      remoteAddress: freshAddress(),
      payload: { token, password: 'new-secret-2' },
    });
    expect(reset.statusCode).toBe(204);
    const device = knownDeviceFrom(reset);
    expect(device).toBeTruthy();
    expect(
      (await login({ login: 'newphone@guess.test', password: 'new-secret-2' }, freshAddress(), device))
        .statusCode,
    ).toBe(303);
    expect(
      (await login({ login: 'newphone@guess.test', password: 'new-secret-2' }, freshAddress())).statusCode,
    ).toBe(429);
  });

  it('throttles an unknown login exactly like a real one, and mails nobody', async () => {
    const statuses = async (loginName: string) => {
      const seen: number[] = [];
      for (let i = 0; i < signInFailureLimits.login.free + 2; i++)
        seen.push((await login({ login: loginName, password: `try-${i}` }, freshAddress())).statusCode);
      return seen;
    };
    await createUser(t.app, { login: 'real@guess.test', password: 'secret-pass-1' });
    expect(await statuses('nobody@guess.test')).toEqual(await statuses('real@guess.test'));
    expect((await outbox('nobody@guess.test')).rows).toHaveLength(0);
    expect((await outbox('real@guess.test')).rows).toHaveLength(1);
  });

  it('counts an address spraying many accounts, IPv6 by its /64', async () => {
    const { free } = signInFailureLimits.address;
    for (let i = 0; i < free; i++) {
      const res = await login({ login: `spray${i}@guess.test`, password: 'x' }, `2001:db8:5:5::${i + 1}`);
      expect(res.statusCode).toBe(401);
    }
    const sameNetwork = await login({ login: 'fresh@guess.test', password: 'x' }, '2001:db8:5:5:abcd::1');
    expect(sameNetwork.statusCode).toBe(429);
    expect(retryAfter(sameNetwork)).toBeGreaterThan(0);
    expect((await login({ login: 'fresh@guess.test', password: 'x' }, '2001:db8:5:6::1')).statusCode).toBe(
      401,
    );
  });

  it('lets two concurrent guesses past the last free one go through one at a time', async () => {
    await createUser(t.app, { login: 'burst@guess.test', password: 'secret-pass-1' });
    const address = freshAddress();
    const { free } = signInFailureLimits.pair;
    for (let i = 0; i < free - 1; i++) await login({ login: 'burst@guess.test', password: `g${i}` }, address);
    const burst = await Promise.all(
      Array.from({ length: 5 }, (_, i) => login({ login: 'burst@guess.test', password: `b${i}` }, address)),
    );
    expect(burst.map((r) => r.statusCode).sort()).toEqual([401, 429, 429, 429, 429]);
  });
});

describe('the current password or a code behind a session is throttled per user', () => {
  let t: TestApp;
  let userId: number;
  let bystanderId: number;
  beforeAll(async () => {
    t = await createTestApp();
    userId = await createUser(t.app, { login: 'stolen@guess.test', password: 'secret-pass-1' });
    bystanderId = await createUser(t.app, { login: 'fine@guess.test', password: 'secret-pass-1' });
  });
  afterAll(() => t.close());

  const post = async (id: number, url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: freshAddress(),
      headers: { authorization: `Bearer ${(await t.app.tokens.issue(id)).accessToken}` },
      payload,
    });

  it('answers 429 with Retry-After to password change and 2FA off after a few wrong passwords', async () => {
    const { free } = signInFailureLimits.user;
    for (let i = 0; i < free; i++) {
      const wrong = await post(userId, '/id/password/change', {
        currentPassword: `g${i}`,
        newPassword: 'new-secret-2',
      });
      expect(wrong.statusCode).toBe(400);
    }
    const right = await post(userId, '/id/password/change', {
      currentPassword: 'secret-pass-1',
      newPassword: 'new-secret-2',
    });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 'rate_limited' });
    expect(retryAfter(right)).toBeGreaterThan(0);
    const disable = await post(userId, '/id/2fa/disable', { password: 'secret-pass-1' });
    expect(disable.statusCode).toBe(429);
    expect(retryAfter(disable)).toBeGreaterThan(0);
    // A code to turn 2FA on is guessed from the same budget.
    expect((await post(userId, '/id/2fa/setup', {})).statusCode).toBe(200);
    expect((await post(userId, '/id/2fa/confirm', { code: '123456' })).statusCode).toBe(429);

    // Someone else is not affected, and after the wait the right password works.
    expect((await post(bystanderId, '/id/2fa/disable', { password: 'nope' })).statusCode).toBe(400);
    await ageFailures(t.app, retryAfter(right));
    expect(
      (
        await post(userId, '/id/password/change', {
          currentPassword: 'secret-pass-1',
          newPassword: 'new-secret-2',
        })
      ).statusCode,
    ).toBe(204);
  });
});
