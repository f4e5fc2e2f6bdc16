import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, familyRevocations, refresh, sessionFrom, signIn, type Session } from './id-support';

describe('refresh-token rotation and logout', () => {
  let t: TestApp;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp();
    userId = await createUser(t.app, { login: 'rotor@session.test', password: 'secret-pass-1' });
  });
  afterAll(() => t.close());

  const logout = (session: Partial<Session>, header: string | null = session.xsrf ?? null) =>
    t.app.inject({
      method: 'POST',
      url: '/id/logout',
      headers: header === null ? {} : { 'x-xsrf-token': header },
      cookies: Object.fromEntries(
        Object.entries({ refresh_token: session.refresh, 'XSRF-TOKEN': session.xsrf }).filter(
          (e): e is [string, string] => !!e[1],
        ),
      ),
      payload: { client: 'manage' },
    });

  it('rotates on every refresh and stores only hashes', async () => {
    const first = await signIn(t.app, 'rotor@session.test', 'secret-pass-1');
    const res = await refresh(t.app, first);
    expect(res.statusCode).toBe(200);
    const second = sessionFrom(res);
    expect(second.refresh).not.toBe(first.refresh);
    expect((await refresh(t.app, second)).statusCode).toBe(200);
    const stored = await t.app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from refresh_tokens where token_hash in (${first.refresh}, ${second.refresh})`,
    );
    expect(stored.rows[0]!.n).toBe(0);
  });

  it('revokes the whole family when a rotated token comes back', async () => {
    const stolen = await signIn(t.app, 'rotor@session.test', 'secret-pass-1');
    const newer = sessionFrom(await refresh(t.app, stolen));
    const newest = sessionFrom(await refresh(t.app, newer));

    const replay = await refresh(t.app, stolen);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ statusCode: 401, code: 'unauthorized' });
    // Every token of the family is dead now, including the newest one.
    expect((await refresh(t.app, newest)).statusCode).toBe(401);
    expect((await refresh(t.app, newer)).statusCode).toBe(401);
    expect((await familyRevocations(t.app, userId)).rows.map((r) => r.revoked_reason)).toContain('reuse');
  });

  it('lets exactly one of two concurrent refreshes with the same token through', async () => {
    const session = await signIn(t.app, 'rotor@session.test', 'secret-pass-1');
    const results = await Promise.all([refresh(t.app, session), refresh(t.app, session)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses an expired refresh token', async () => {
    const session = await signIn(t.app, 'rotor@session.test', 'secret-pass-1');
    await t.app.db.execute(
      sql`update refresh_tokens set expires_at = now() - interval '1 second' where rotated_at is null`,
    );
    const res = await refresh(t.app, session);
    expect(res.statusCode).toBe(401);
    // The dead session's cookies are cleared.
    expect(res.cookies.find((c) => c.name === 'refresh_token')?.value).toBe('');
  });

  it('logs out: 204, cookies cleared, the session no longer refreshes', async () => {
    const session = await signIn(t.app, 'rotor@session.test', 'secret-pass-1');
    const res = await logout(session);
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'refresh_token')).toMatchObject({ value: '', path: '/id' });
    expect(res.cookies.find((c) => c.name === 'XSRF-TOKEN')).toMatchObject({ value: '', path: '/' });
    expect((await refresh(t.app, session)).statusCode).toBe(401);
    expect((await familyRevocations(t.app, userId)).rows.map((r) => r.revoked_reason)).toContain('logout');
  });

  it('logs out idempotently: no cookie, an unknown one or a second logout all answer 204', async () => {
    const session = await signIn(t.app, 'rotor@session.test', 'secret-pass-1');
    expect((await logout(session)).statusCode).toBe(204);
    expect((await logout(session)).statusCode).toBe(204);
    expect((await logout({})).statusCode).toBe(204);
    expect((await logout({ refresh: 'unknown', xsrf: 'x' })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'POST', url: '/id/logout' })).statusCode).toBe(204);
  });

  it('refuses a logout of a live session without its XSRF header', async () => {
    const session = await signIn(t.app, 'rotor@session.test', 'secret-pass-1');
    const res = await logout(session, null);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ statusCode: 403, code: 'forbidden' });
    expect((await refresh(t.app, session)).statusCode).toBe(200);
  });
});
