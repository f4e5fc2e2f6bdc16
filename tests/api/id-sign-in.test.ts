import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  createUser,
  form,
  freshAddress,
  redirectUrl,
  refresh,
  sessionFrom,
  signIn,
  signInQuery,
} from './id-support';

describe('sign-in flow', () => {
  let t: TestApp;
  let userId: number;
  beforeAll(async () => {
    // Behind a TLS-terminating proxy, as in production: its X-Forwarded-Proto is trusted.
    t = await createTestApp({ TRUST_PROXY: 'true' });
    userId = await createUser(t.app, { login: 'owner@flow.test', password: 'secret-pass-1' });
  });
  afterAll(() => t.close());

  it('shows the sign-in page with its form and links that keep the query', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/id/me?${signInQuery()}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<form method="post" action="/id/login"');
    expect(res.body).toMatch(/<label for="f-login">E-mail<\/label>/);
    expect(res.body).toMatch(/<label for="f-password">Password<\/label>/);
    expect(res.body).toContain('name="redirectUrl" value="http://localhost/auth?redirect=%2Fchain%2F1"');
    expect(res.body).toContain('name="state" value="Ab3dE6gH"');
    expect(res.body).toMatch(/href="\/id\/signup\?[^"]*state=Ab3dE6gH/);
    expect(res.body).toMatch(/href="\/id\/forgot\?[^"]*redirectUrl=/);
    expect(res.body).not.toMatch(/<script/);
    const css = await t.app.inject({ method: 'GET', url: '/id/assets/sign-in.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
  });

  it('signs in: 303 to R with state, httpOnly refresh cookie on /id and a readable XSRF cookie on /', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/id/login',
      remoteAddress: freshAddress(),
      ...form({
        client: 'manage',
        state: 'Ab3dE6gH',
        redirectUrl,
        login: 'Owner@Flow.test',
        password: 'secret-pass-1',
        lang: 'EN',
      }),
    });
    expect(res.statusCode).toBe(303);
    const location = new URL(res.headers.location as string);
    expect(location.origin + location.pathname).toBe('http://localhost/auth');
    expect(location.searchParams.get('redirect')).toBe('/chain/1');
    expect(location.searchParams.get('state')).toBe('Ab3dE6gH');
    const refreshCookie = res.cookies.find((c) => c.name === 'refresh_token')!;
    expect(refreshCookie).toMatchObject({ path: '/id', httpOnly: true, sameSite: 'Lax' });
    expect(refreshCookie.secure).toBeFalsy();
    expect(refreshCookie.value).toMatch(/^[\w-]{43}$/);
    const xsrfCookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN')!;
    expect(xsrfCookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(xsrfCookie.httpOnly).toBeFalsy();
  });

  it('marks the cookies Secure behind https', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/id/login',
      remoteAddress: freshAddress(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-proto': 'https',
        host: 'app.test',
      },
      payload: new URLSearchParams({ login: 'owner@flow.test', password: 'secret-pass-1' }).toString(),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('https://app.test/');
    expect(res.cookies.every((c) => c.secure)).toBe(true);
  });

  it('refreshes with the XSRF header into an access token the API accepts', async () => {
    const session = await signIn(t.app, 'owner@flow.test', 'secret-pass-1');
    const res = await refresh(t.app, session);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ accessToken: string; expiresAt: string }>();
    expect(await t.app.tokens.verify(body.accessToken)).toBe(userId);
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const next = sessionFrom(res);
    expect(next.refresh).not.toBe(session.refresh);
    expect(next.xsrf).toBe(session.xsrf);
  });

  it("refuses a refresh without the XSRF header, or with one that is not this session's", async () => {
    const session = await signIn(t.app, 'owner@flow.test', 'secret-pass-1');
    const other = await signIn(t.app, 'owner@flow.test', 'secret-pass-1');
    const missing = await refresh(t.app, session, null);
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({ statusCode: 403, error: 'Forbidden', code: 'forbidden' });
    expect((await refresh(t.app, { refresh: session.refresh, xsrf: other.xsrf })).statusCode).toBe(403);
    expect((await refresh(t.app, session, 'forged-token')).statusCode).toBe(403);
    // Refused requests changed nothing: the session still refreshes.
    expect((await refresh(t.app, session)).statusCode).toBe(200);
  });

  it('answers 401 without a refresh cookie or with an unknown one', async () => {
    expect((await refresh(t.app, { xsrf: 'x' })).statusCode).toBe(401);
    expect((await refresh(t.app, { refresh: 'nope', xsrf: 'x' })).statusCode).toBe(401);
  });

  it('sends a browser that is still signed in straight back to R', async () => {
    const session = await signIn(t.app, 'owner@flow.test', 'secret-pass-1');
    const res = await t.app.inject({
      method: 'GET',
      url: `/id/me?${signInQuery({ state: 'Zz9yX8wV' })}`,
      cookies: { refresh_token: session.refresh },
    });
    expect(res.statusCode).toBe(303);
    expect(new URL(res.headers.location as string).searchParams.get('state')).toBe('Zz9yX8wV');
    expect(res.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value).toBe(session.xsrf);
  });

  it('says "Wrong login or password" for a wrong password and for an unknown login alike', async () => {
    for (const login of ['owner@flow.test', 'nobody@flow.test']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/id/login',
        remoteAddress: freshAddress(),
        ...form({ client: 'manage', state: 'Ab3dE6gH', redirectUrl, login, password: 'wrong-password' }),
      });
      expect(res.statusCode).toBe(401);
      expect(res.body).toContain('Wrong login or password');
      expect(res.body).toContain(`value="${login}"`);
      expect(res.cookies).toHaveLength(0);
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/id/login',
      remoteAddress: freshAddress(),
      payload: { login: 'owner@flow.test', password: 'nope' },
    });
    expect(json.statusCode).toBe(401);
    expect(json.json()).toMatchObject({
      statusCode: 401,
      code: 'unauthorized',
      message: 'Wrong login or password',
    });
  });

  it('signs in with JSON too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/id/login',
      remoteAddress: freshAddress(),
      payload: { login: 'owner@flow.test', password: 'secret-pass-1', state: 'Ab3dE6gH', redirectUrl },
    });
    expect(res.statusCode).toBe(200);
    expect(new URL(res.json<{ redirectUrl: string }>().redirectUrl).searchParams.get('state')).toBe(
      'Ab3dE6gH',
    );
    expect(sessionFrom(res).refresh).toBeTruthy();
  });

  it('refuses to redirect anywhere but its own origin', async () => {
    for (const target of ['https://evil.example.net/auth', '//evil.example.net/x', 'javascript:alert(1)']) {
      const page = await t.app.inject({
        method: 'GET',
        url: `/id/me?${signInQuery({ redirectUrl: target })}`,
      });
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain('This sign-in link is not valid');
      expect(page.body).not.toContain('<form');
      const post = await t.app.inject({
        method: 'POST',
        url: '/id/login',
        remoteAddress: freshAddress(),
        ...form({
          redirectUrl: target,
          state: 'Ab3dE6gH',
          login: 'owner@flow.test',
          password: 'secret-pass-1',
        }),
      });
      expect(post.statusCode).toBe(400);
      expect(post.headers.location).toBeUndefined();
      expect(post.cookies).toHaveLength(0);
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/id/login',
      remoteAddress: freshAddress(),
      payload: {
        redirectUrl: 'https://evil.example.net/',
        login: 'owner@flow.test',
        password: 'secret-pass-1',
      },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ issues: [{ path: ['redirectUrl'] }] });
  });

  it('answers bad JSON input with a 400 naming the fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/id/login',
      remoteAddress: freshAddress(),
      payload: { login: 'not-an-email', password: '' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; issues: { path: string[] }[] }>();
    expect(body.issues.map((i) => i.path[0]).sort()).toEqual(['login', 'password']);
    expect(body.message).toContain('login');
    const refreshBody = await t.app.inject({
      method: 'POST',
      url: '/id/token/refresh',
      payload: { client: 'other' },
    });
    expect(refreshBody.statusCode).toBe(400);
    expect(refreshBody.json()).toMatchObject({ issues: [{ path: ['client'] }] });
  });

  it('shows field errors in the page for bad form input', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/id/login',
      remoteAddress: freshAddress(),
      ...form({ login: 'nope', password: '', lang: 'RU' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Введите корректный адрес e-mail');
    expect(res.body).toContain('Обязательное поле');
    expect(res.body).toContain('aria-invalid="true"');
  });

  it('renders the pages in SR and RU, from the lang query or the browser language', async () => {
    const sr = await t.app.inject({ method: 'GET', url: `/id/me?${signInQuery({ lang: 'SR' })}` });
    expect(sr.body).toContain('<html lang="sr-Latn">');
    expect(sr.body).toContain('Prijava');
    expect(sr.body).toContain('Lozinka');
    const croatian = await t.app.inject({
      method: 'GET',
      url: `/id/me?${signInQuery()}`,
      headers: { 'accept-language': 'hr-HR,hr;q=0.9,en;q=0.5' },
    });
    expect(croatian.body).toContain('<html lang="sr-Latn">');
    const ru = await t.app.inject({
      method: 'GET',
      url: `/id/signup?${signInQuery()}`,
      headers: { 'accept-language': 'ru-RU' },
    });
    expect(ru.body).toContain('<html lang="ru">');
    expect(ru.body).toContain('Создайте аккаунт');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/id/login',
      remoteAddress: freshAddress(),
      ...form({ login: 'owner@flow.test', password: 'bad', lang: 'RU' }),
    });
    expect(wrong.body).toContain('Неверный логин или пароль');
    // The switcher offers all five languages and keeps the query.
    for (const lang of ['EN', 'SR', 'RU', 'TR', 'PT'])
      expect(sr.body).toMatch(new RegExp(`href="/id/me\\?[^"]*state=Ab3dE6gH[^"]*lang=${lang}"`));
  });
});
