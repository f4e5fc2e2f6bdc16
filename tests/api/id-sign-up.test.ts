import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/tables';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, form, freshAddress, redirectUrl, refresh, sessionFrom, signInQuery } from './id-support';

describe('sign-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.app, { login: 'taken@signup.test', password: 'secret-pass-1' });
  });
  afterAll(() => t.close());

  const signUp = (fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/id/signup',
      remoteAddress: freshAddress(),
      ...form({ client: 'manage', state: 'Ab3dE6gH', redirectUrl, ...fields }),
    });

  it('shows the sign-up page with a link back to sign-in that keeps the query', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/id/signup?${signInQuery()}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('action="/id/signup"');
    expect(res.body).toContain('autocomplete="new-password"');
    expect(res.body).toMatch(/href="\/id\/me\?[^"]*state=Ab3dE6gH/);
  });

  it('creates the user with onboarding ahead, signs them in and sends them to R', async () => {
    const res = await signUp({
      login: 'New.Owner@Signup.test',
      password: 'secret-pass-1',
      firstName: ' Ana ',
      lastName: 'Petrović',
      lang: 'SR',
    });
    expect(res.statusCode).toBe(303);
    expect(new URL(res.headers.location as string).searchParams.get('state')).toBe('Ab3dE6gH');
    const [user] = await t.app.db.select().from(users).where(eq(users.login, 'new.owner@signup.test'));
    expect(user).toMatchObject({
      needShowOnboarding: true,
      firstName: 'Ana',
      lastName: 'Petrović',
      isoLanguage: 'SR',
      totpEnabled: false,
    });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    const session = sessionFrom(res);
    const refreshed = await refresh(t.app, session);
    expect(await t.app.tokens.verify(refreshed.json<{ accessToken: string }>().accessToken)).toBe(user!.id);
  });

  it('refuses a login that exists, whatever its case', async () => {
    const page = await signUp({
      login: 'TAKEN@signup.test',
      password: 'secret-pass-1',
      firstName: 'A',
      lastName: 'B',
    });
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain('An account with this e-mail already exists');
    expect(page.body).toContain('value="TAKEN@signup.test"');
    expect(page.cookies).toHaveLength(0);
    const json = await t.app.inject({
      method: 'POST',
      url: '/id/signup',
      remoteAddress: freshAddress(),
      payload: { login: 'taken@signup.test', password: 'secret-pass-1', firstName: 'A', lastName: 'B' },
    });
    expect(json.statusCode).toBe(409);
    expect(json.json()).toMatchObject({
      code: 'conflict',
      message: 'An account with this e-mail already exists',
      issues: [{ path: ['login'] }],
    });
  });

  it('answers bad JSON input with a 400 naming each field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/id/signup',
      remoteAddress: freshAddress(),
      payload: { login: 'nope', password: 'short', firstName: '' },
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json<{ issues: { path: string[] }[] }>().issues.map((i) => i.path[0]);
    expect(fields.sort()).toEqual(['firstName', 'lastName', 'login', 'password']);
  });

  it('shows form errors in the page language', async () => {
    const res = await signUp({ login: 'nope', password: 'short', firstName: '', lastName: 'X', lang: 'TR' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Geçerli bir e-posta adresi girin');
    expect(res.body).toContain('En az 8 karakter');
    expect(res.body).toContain('Zorunlu alan');
  });

  it('creates one account when two sign-ups race for the same login', async () => {
    const results = await Promise.all(
      [1, 2].map(() =>
        signUp({ login: 'race@signup.test', password: 'secret-pass-1', firstName: 'A', lastName: 'B' }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([303, 409]);
  });
});
