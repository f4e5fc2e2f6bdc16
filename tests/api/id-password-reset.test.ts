import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../server/db/tables';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, familyRevocations, form, freshAddress, refresh, signIn } from './id-support';

describe('forgotten password and reset', () => {
  let t: TestApp;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://book.example.com' });
    userId = await createUser(t.app, { login: 'forgetful@reset.test', password: 'old-secret-1' });
  });
  afterAll(() => t.close());

  const forgot = (login: string, lang = 'EN') =>
    t.app.inject({
      method: 'POST',
      url: '/id/forgot',
      remoteAddress: freshAddress(),
      ...form({ login, lang }),
    });
  const latestMail = async () => (await t.app.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1))[0];
  const tokenOf = (body: string) => new URL(/https:\/\/\S+/.exec(body)![0]).searchParams.get('token')!;

  it('shows the forgotten-password page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/id/forgot?lang=PT' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Redefinir a palavra-passe');
    expect(res.body).toContain('action="/id/forgot"');
  });

  it('answers the same for known and unknown e-mails, and mails only the known one', async () => {
    const unknown = await forgot('stranger@reset.test');
    expect(await latestMail()).toBeUndefined();
    const known = await forgot('Forgetful@Reset.test');
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.body).toContain('If an account exists for that e-mail');
    const mail = await latestMail();
    expect(mail).toMatchObject({
      channel: 'email',
      recipient: 'forgetful@reset.test',
      subject: 'Reset your BranchBook password',
      status: 'pending',
    });
    // The link is built on PUBLIC_URL, never on the request's Host header.
    expect(mail!.body).toMatch(/https:\/\/book\.example\.com\/id\/reset\?token=[\w-]{43}&lang=EN/);
    const stored = await t.app.db.execute<{ token_hash: string; ttl: number }>(
      sql`select token_hash, extract(epoch from expires_at - created_at)::int as ttl from password_reset_tokens`,
    );
    expect(stored.rows[0]!.ttl).toBe(3600);
    expect(stored.rows[0]!.token_hash).not.toBe(tokenOf(mail!.body));
  });

  it('sets the new password once, ends every session and voids the link', async () => {
    const session = await signIn(t.app, 'forgetful@reset.test', 'old-secret-1');
    await forgot('forgetful@reset.test', 'RU');
    const mail = await latestMail();
    expect(mail!.subject).toBe('Сброс пароля BranchBook');
    const token = tokenOf(mail!.body);

    const page = await t.app.inject({ method: 'GET', url: `/id/reset?token=${token}&lang=RU` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Придумайте новый пароль');
    expect(page.body).toContain(`name="token" value="${token}"`);

    const short = await t.app.inject({
      method: 'POST',
      url: '/id/reset',
      remoteAddress: freshAddress(),
      ...form({ token, password: 'short', lang: 'RU' }),
    });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('Не менее 8 символов');

    const done = await t.app.inject({
      method: 'POST',
      url: '/id/reset',
      remoteAddress: freshAddress(),
      ...form({ token, password: 'new-secret-2', lang: 'RU' }),
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Пароль изменён');

    expect((await refresh(t.app, session)).statusCode).toBe(401);
    expect((await familyRevocations(t.app, userId)).rows.map((r) => r.revoked_reason)).toContain(
      'password_reset',
    );
    await expect(signIn(t.app, 'forgetful@reset.test', 'old-secret-1')).rejects.toThrow(/401/);
    await signIn(t.app, 'forgetful@reset.test', 'new-secret-2');

    const again = await t.app.inject({
      method: 'POST',
      url: '/id/reset',
      remoteAddress: freshAddress(),
      payload: { token, password: 'third-secret-3' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ issues: [{ path: ['token'] }] });
    expect((await t.app.inject({ method: 'GET', url: `/id/reset?token=${token}` })).statusCode).toBe(400);
  });

  it('voids the older links of the user when one is used, and refuses expired ones', async () => {
    await forgot('forgetful@reset.test');
    const first = tokenOf((await latestMail())!.body);
    await forgot('forgetful@reset.test');
    const second = tokenOf((await latestMail())!.body);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/id/reset',
          remoteAddress: freshAddress(),
          payload: { token: second, password: 'fourth-secret-4' },
        })
      ).statusCode,
    ).toBe(204);
    const old = await t.app.inject({ method: 'GET', url: `/id/reset?token=${first}` });
    expect(old.statusCode).toBe(400);
    expect(old.body).toContain('This link is invalid, has expired or was already used.');

    await forgot('forgetful@reset.test');
    const expiring = tokenOf((await latestMail())!.body);
    await t.app.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 second' where used_at is null`,
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/id/reset',
          remoteAddress: freshAddress(),
          payload: { token: expiring, password: 'fifth-secret-5' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('answers bad JSON input with a 400 naming the fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/id/forgot',
      remoteAddress: freshAddress(),
      payload: { login: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ issues: [{ path: ['login'] }] });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/id/reset',
      remoteAddress: freshAddress(),
      payload: { token: 'x', password: 'y' },
    });
    expect(reset.statusCode).toBe(400);
    expect(
      reset
        .json<{ issues: { path: string[] }[] }>()
        .issues.map((i) => i.path[0])
        .sort(),
    ).toEqual(['password', 'token']);
  });

  it('hides the demo mailbox outside demo mode', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/id/mailbox' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'not_found' });
  });
});
