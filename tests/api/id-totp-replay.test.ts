import { sql } from 'drizzle-orm';
import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, form, freshAddress, redirectUrl, totpCodeAt } from './id-support';
import { chainWithOwner } from './settings-support';

/** A code signs in once: otplib accepts it for about 90 s, we accept it the first time only. */
describe('a TOTP code works once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let users = 0;
  const twoFactorUser = async () => {
    const login = `code${++users}@replay.test`;
    const secret = authenticator.generateSecret();
    const userId = await createUser(t.app, { login, password: 'secret-pass-1', totpSecret: secret });
    return { login, secret, userId };
  };
  const jsonLogin = (login: string, totp: string) =>
    t.app.inject({
      method: 'POST',
      url: '/id/login',
      remoteAddress: freshAddress(),
      payload: { login, password: 'secret-pass-1', totp },
    });
  const formLogin = (fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/id/login',
      remoteAddress: freshAddress(),
      ...form({ client: 'manage', state: 'Ab3dE6gH', redirectUrl, ...fields }),
    });
  const challengeFor = async (login: string) => {
    const page = await formLogin({ login, password: 'secret-pass-1' });
    expect(page.statusCode).toBe(200);
    return /name="challenge" value="([^"]+)"/.exec(page.body)![1]!;
  };
  const sessionsOf = async (userId: number) =>
    (
      await t.app.db.execute<{ n: number }>(
        sql`select count(*)::int as n from refresh_token_families where user_id = ${userId}`,
      )
    ).rows[0]!.n;

  it('refuses the same code the second time in the JSON flow', async () => {
    const { login, secret, userId } = await twoFactorUser();
    const code = totpCodeAt(secret);
    expect((await jsonLogin(login, code)).statusCode).toBe(200);
    const again = await jsonLogin(login, code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ issues: [{ path: ['totp'] }] });
    expect(again.cookies).toHaveLength(0);
    expect(await sessionsOf(userId)).toBe(1);
    // A later step's code is still good.
    expect((await jsonLogin(login, totpCodeAt(secret, 1))).statusCode).toBe(200);
  });

  it('refuses the same code the second time in the form flow', async () => {
    const { login, secret, userId } = await twoFactorUser();
    const code = totpCodeAt(secret);
    expect((await formLogin({ challenge: await challengeFor(login), totp: code })).statusCode).toBe(303);
    const again = await formLogin({ challenge: await challengeFor(login), totp: code });
    expect(again.statusCode).toBe(401);
    expect(again.body).toContain('That code is not right');
    expect(again.cookies).toHaveLength(0);
    expect(await sessionsOf(userId)).toBe(1);
  });

  it('gives one session to two concurrent sign-ins with the same code', async () => {
    const { login, secret, userId } = await twoFactorUser();
    const code = totpCodeAt(secret);
    const json = await Promise.all([jsonLogin(login, code), jsonLogin(login, code)]);
    expect(json.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    expect(await sessionsOf(userId)).toBe(1);

    const next = totpCodeAt(secret, 1);
    const challenge = await challengeFor(login);
    const forms = await Promise.all([
      formLogin({ challenge, totp: next }),
      formLogin({ challenge, totp: next }),
      formLogin({ challenge, totp: next }),
    ]);
    expect(forms.map((r) => r.statusCode).sort()).toEqual([303, 401, 401]);
    expect(await sessionsOf(userId)).toBe(2);
  });

  it('does not let the code that turned 2FA on sign in afterwards', async () => {
    const login = 'enrol@replay.test';
    const userId = await createUser(t.app, { login, password: 'secret-pass-1' });
    const headers = { authorization: `Bearer ${(await t.app.tokens.issue(userId)).accessToken}` };
    const setup = await t.app.inject({ method: 'POST', url: '/id/2fa/setup', headers });
    const { secret } = setup.json<{ secret: string }>();
    const code = totpCodeAt(secret);
    expect(
      (await t.app.inject({ method: 'POST', url: '/id/2fa/confirm', headers, payload: { code } })).statusCode,
    ).toBe(204);
    expect((await jsonLogin(login, code)).statusCode).toBe(401);
    expect((await jsonLogin(login, totpCodeAt(secret, 1))).statusCode).toBe(200);
  });

  it('refuses a used code when an invitation is accepted with password and code', async () => {
    const { login, secret } = await twoFactorUser();
    const code = totpCodeAt(secret);
    expect((await jsonLogin(login, code)).statusCode).toBe(200);

    const chain = await chainWithOwner(t.app, 'Replay Salons');
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/organizations/${chain.orgId}/invitations`,
      headers: chain.owner,
      payload: { email: login, role: 'owner' },
    });
    expect(sent.statusCode).toBe(201);
    const [mail] = (
      await t.app.db.execute<{ body: string }>(
        sql`select body from outbox where recipient = ${login} order by id desc limit 1`,
      )
    ).rows;
    const token = new URL(/http\S+/.exec(mail!.body)![0]).searchParams.get('token')!;
    const accept = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/id/invite',
        remoteAddress: freshAddress(),
        ...form({ lang: 'EN', token, ...fields }),
      });

    expect((await accept({ password: 'secret-pass-1', totp: code })).statusCode).toBe(401);
    const step = await accept({ password: 'secret-pass-1' });
    const challenge = /name="challenge" value="([^"]+)"/.exec(step.body)![1]!;
    expect((await accept({ challenge, totp: code })).statusCode).toBe(401);
    expect((await accept({ challenge, totp: totpCodeAt(secret, 1) })).statusCode).toBe(303);
  });
});
