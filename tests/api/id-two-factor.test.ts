import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  createUser,
  familyRevocations,
  form,
  freshAddress,
  redirectUrl,
  refresh,
  signIn,
  totpCodeAt,
} from './id-support';

/** A code from a step other than the current one, so it is wrong unless we are unlucky twice. */
const wrongCode = (secret: string) => (authenticator.generate(secret) === '000000' ? '111111' : '000000');

describe('two-factor authentication', () => {
  let t: TestApp;
  let userId: number;
  let bearer: { authorization: string };
  let enrolledWith: string;
  beforeAll(async () => {
    t = await createTestApp();
    userId = await createUser(t.app, { login: 'totp@two.test', password: 'secret-pass-1' });
    bearer = { authorization: `Bearer ${(await t.app.tokens.issue(userId)).accessToken}` };
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer, ...(payload ? { payload } : {}) });

  it('needs a bearer token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/id/2fa/setup' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/id/password/change', payload: {} })).statusCode).toBe(
      401,
    );
  });

  it('enrols: setup gives a secret and QR code, a wrong code is refused, the right one turns 2FA on', async () => {
    const setup = await post('/id/2fa/setup');
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrDataUrl } = setup.json<{
      secret: string;
      otpauthUrl: string;
      qrDataUrl: string;
    }>();
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/BranchBook:totp%40two\.test\?secret=/);
    expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);

    const wrong = await post('/id/2fa/confirm', { code: wrongCode(secret) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ issues: [{ path: ['code'] }] });
    const badFormat = await post('/id/2fa/confirm', { code: '12ab' });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json()).toMatchObject({ issues: [{ path: ['code'] }] });

    enrolledWith = authenticator.generate(secret);
    expect((await post('/id/2fa/confirm', { code: enrolledWith })).statusCode).toBe(204);
    expect((await post('/id/2fa/setup')).statusCode).toBe(409);
  });

  it('asks for the code after the right password, then signs in with it', async () => {
    const address = freshAddress();
    const step1 = await t.app.inject({
      method: 'POST',
      url: '/id/login',
      remoteAddress: address,
      ...form({
        client: 'manage',
        state: 'Ab3dE6gH',
        redirectUrl,
        login: 'totp@two.test',
        password: 'secret-pass-1',
      }),
    });
    expect(step1.statusCode).toBe(200);
    expect(step1.cookies).toHaveLength(0);
    expect(step1.body).toContain('autocomplete="one-time-code"');
    expect(step1.body).not.toContain('secret-pass-1');
    const challenge = /name="challenge" value="([^"]+)"/.exec(step1.body)?.[1];
    expect(challenge).toBeTruthy();

    const [{ totp_secret: secret }] = (
      await t.app.db.execute<{ totp_secret: string }>(`select totp_secret from users where id = ${userId}`)
    ).rows as [{ totp_secret: string }];
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/id/login',
      remoteAddress: address,
      ...form({ challenge: challenge!, totp: wrongCode(secret), redirectUrl, state: 'Ab3dE6gH' }),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('That code is not right');

    const forged = await t.app.inject({
      method: 'POST',
      url: '/id/login',
      remoteAddress: address,
      ...form({
        challenge: `${userId}.99999999999999.forgedforgedforgedforged`,
        totp: authenticator.generate(secret),
      }),
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.cookies).toHaveLength(0);

    // The code that turned 2FA on is used up; the next step's code signs in.
    const enrolCode = await t.app.inject({
      method: 'POST',
      url: '/id/login',
      remoteAddress: address,
      ...form({ challenge: challenge!, totp: enrolledWith, redirectUrl, state: 'Ab3dE6gH' }),
    });
    expect(enrolCode.statusCode).toBe(401);
    const nextCode = totpCodeAt(secret, 1);
    const step2 = await t.app.inject({
      method: 'POST',
      url: '/id/login',
      remoteAddress: address,
      ...form({
        client: 'manage',
        state: 'Ab3dE6gH',
        redirectUrl,
        challenge: challenge!,
        totp: nextCode,
      }),
    });
    expect(step2.statusCode).toBe(303);
    expect(new URL(step2.headers.location as string).searchParams.get('state')).toBe('Ab3dE6gH');

    const json = await t.app.inject({
      method: 'POST',
      url: '/id/login',
      remoteAddress: address,
      payload: { login: 'totp@two.test', password: 'secret-pass-1' },
    });
    expect(json.statusCode).toBe(401);
    expect(json.json()).toMatchObject({ issues: [{ path: ['totp'] }] });
    // Every code otplib still accepts now is used up (id-totp-replay.test.ts signs in twice with fresh users).
    const jsonWithUsedCode = await t.app.inject({
      method: 'POST',
      url: '/id/login',
      remoteAddress: address,
      payload: { login: 'totp@two.test', password: 'secret-pass-1', totp: nextCode },
    });
    expect(jsonWithUsedCode.statusCode).toBe(401);
    expect(jsonWithUsedCode.json()).toMatchObject({ issues: [{ path: ['totp'] }] });
  });

  it('turns 2FA off only with the right password', async () => {
    const wrong = await post('/id/2fa/disable', { password: 'nope' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ issues: [{ path: ['password'] }] });
    expect((await post('/id/2fa/disable', { password: 'secret-pass-1' })).statusCode).toBe(204);
    // Back to one step.
    await signIn(t.app, 'totp@two.test', 'secret-pass-1');
  });
});

describe('password change', () => {
  let t: TestApp;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp();
    userId = await createUser(t.app, { login: 'change@two.test', password: 'secret-pass-1' });
  });
  afterAll(() => t.close());

  it('refuses a wrong current password with an issue on currentPassword, and a short new one', async () => {
    const headers = { authorization: `Bearer ${(await t.app.tokens.issue(userId)).accessToken}` };
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/id/password/change',
      headers,
      payload: { currentPassword: 'nope', newPassword: 'new-secret-2' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ issues: [{ path: ['currentPassword'] }] });
    const short = await t.app.inject({
      method: 'POST',
      url: '/id/password/change',
      headers,
      payload: { currentPassword: 'secret-pass-1', newPassword: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ issues: [{ path: ['newPassword'] }] });
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const here = await signIn(t.app, 'change@two.test', 'secret-pass-1');
    const elsewhere = await signIn(t.app, 'change@two.test', 'secret-pass-1');
    const headers = { authorization: `Bearer ${(await t.app.tokens.issue(userId)).accessToken}` };
    const res = await t.app.inject({
      method: 'POST',
      url: '/id/password/change',
      headers,
      cookies: { refresh_token: here.refresh },
      payload: { currentPassword: 'secret-pass-1', newPassword: 'new-secret-2' },
    });
    expect(res.statusCode).toBe(204);
    expect((await refresh(t.app, here)).statusCode).toBe(200);
    expect((await refresh(t.app, elsewhere)).statusCode).toBe(401);
    expect((await familyRevocations(t.app, userId)).rows.map((r) => r.revoked_reason)).toContain(
      'password_change',
    );
    await expect(signIn(t.app, 'change@two.test', 'secret-pass-1')).rejects.toThrow(/401/);
    await signIn(t.app, 'change@two.test', 'new-secret-2');
  });
});
