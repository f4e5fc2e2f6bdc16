// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfig } from '@/schema/config';
import { authTransport, httpClient } from '@/lib/http-client';
import {
  getAccessToken,
  getCachedOrganizations,
  setCachedOrganizations,
  setSession,
} from '@/lib/session-storage';
import { bodyOf, fakeAdapter, type FakeAdapter } from '@/lib/testing/fake-adapter';
import {
  authProvider,
  buildSignInUrl,
  completeSignIn,
  createAuthProvider,
  safeRedirectPath,
} from './auth-provider';

const origin = window.location.origin;
const now = Date.parse('2025-06-01T12:00:00Z');
const fresh = { accessToken: 'fresh', expiresAt: '2025-06-01T12:15:00.000Z' };
const originals = { auth: authTransport.defaults.adapter, api: httpClient.defaults.adapter };
let auth: FakeAdapter;

const authAnswers = (refresh: { status: number; data?: unknown }) => {
  auth = fakeAdapter((config) => (config.url === '/token/refresh' ? refresh : { status: 204 }));
  authTransport.defaults.adapter = auth;
};

beforeEach(() => {
  localStorage.clear();
  authAnswers({ status: 401 });
});
afterEach(() => {
  authTransport.defaults.adapter = originals.auth;
  httpClient.defaults.adapter = originals.api;
  window.history.replaceState(null, '', '/');
});

describe('login', () => {
  it('sends the browser to {authUrl}/me with type, client, a stored state and the return URL', () => {
    const navigate = vi.fn();
    window.history.replaceState(null, '', '/login?to=%2Fchain%2F1%2Fbranch%2F2%2Fclients%3Fpage%3D2');
    void createAuthProvider({ navigate }).login({});
    const url = new URL(navigate.mock.calls[0]?.[0] as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${origin}/id/me`);
    expect(url.searchParams.get('type')).toBe('login');
    expect(url.searchParams.get('client')).toBe(appConfig.authClient);
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(url.searchParams.get('state')).toBe(localStorage.getItem(appConfig.storageKeys.state));
    const redirectUrl = new URL(url.searchParams.get('redirectUrl')!);
    expect(`${redirectUrl.origin}${redirectUrl.pathname}`).toBe(`${origin}/auth`);
    expect(redirectUrl.searchParams.get('redirect')).toBe('/chain/1/branch/2/clients?page=2');
  });

  it('takes an explicit redirectTo and never returns to a foreign site', () => {
    expect(
      new URL(
        new URL(buildSignInUrl('/account', 'S', origin, 'https://id.example')).searchParams.get(
          'redirectUrl',
        )!,
      ).searchParams.get('redirect'),
    ).toBe('/account');
    const foreign = new URL(buildSignInUrl('https://evil.example/x', 'S', origin, 'https://id.example'));
    expect(foreign.origin).toBe('https://id.example');
    expect(new URL(foreign.searchParams.get('redirectUrl')!).searchParams.get('redirect')).toBe('/');
  });
});

describe('safeRedirectPath', () => {
  it.each([
    ['/chain/1?x=1#top', '/chain/1?x=1#top'],
    [null, '/'],
    ['', '/'],
    ['chain/1', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/login', '/'],
    ['/auth?redirect=/x', '/'],
  ])('%s → %s', (raw, expected) => {
    expect(safeRedirectPath(raw, origin)).toBe(expected);
  });
});

describe('check', () => {
  it('is authenticated while the stored token has not expired', async () => {
    setSession(fresh);
    await expect(createAuthProvider({ now: () => now }).check()).resolves.toEqual({ authenticated: true });
    expect(auth.calls).toHaveLength(0);
  });

  it('sends a visitor without a token to /login', async () => {
    await expect(authProvider.check()).resolves.toEqual({ authenticated: false, redirectTo: '/login' });
  });

  it('refreshes an expired token and stays signed in', async () => {
    setSession({ accessToken: 'old', expiresAt: '2025-06-01T11:00:00.000Z' });
    authAnswers({ status: 200, data: fresh });
    await expect(createAuthProvider({ now: () => now }).check()).resolves.toEqual({ authenticated: true });
    expect(getAccessToken()).toBe('fresh');
  });

  it('ends the session when an expired token cannot be refreshed', async () => {
    setSession({ accessToken: 'old', expiresAt: '2025-06-01T11:00:00.000Z' });
    await expect(createAuthProvider({ now: () => now }).check()).resolves.toEqual({
      authenticated: false,
      redirectTo: '/login',
    });
    expect(getAccessToken()).toBeNull();
    expect(auth.calls.map((c) => c.url)).toEqual(['/token/refresh', '/logout']);
  });
});

describe('logout, identity, errors', () => {
  it('logout calls the sign-in service, clears the session and goes to /login, even when the call fails', async () => {
    setSession(fresh);
    setCachedOrganizations([]);
    auth = fakeAdapter(() => new Error('Network Error'));
    authTransport.defaults.adapter = auth;
    await expect(authProvider.logout({})).resolves.toEqual({ success: true, redirectTo: '/login' });
    expect(auth.calls[0]?.url).toBe('/logout');
    expect(bodyOf(auth.calls[0]!)).toEqual({ client: 'manage' });
    expect(getAccessToken()).toBeNull();
    expect(getCachedOrganizations()).toBeNull();
  });

  it('getIdentity resolves the user, or null instead of throwing', async () => {
    const user = {
      id: 7,
      login: 'owner@demo.test',
      firstName: 'Ana',
      lastName: 'P',
      middleName: null,
      phone: null,
      dialCode: null,
      isOwner: true,
      startPage: null,
      needShowOnboarding: false,
      ISOLanguage: 'EN',
      theme: 'light',
      hideSnowflake: false,
      twoFactorEnabled: false,
    };
    httpClient.defaults.adapter = fakeAdapter(() => ({ status: 200, data: user }));
    await expect(authProvider.getIdentity?.()).resolves.toEqual(user);
    httpClient.defaults.adapter = fakeAdapter(() => ({ status: 500 }));
    await expect(authProvider.getIdentity?.()).resolves.toBeNull();
  });

  it('onError resolves {} for any error: 401s are the HTTP client’s business', async () => {
    await expect(authProvider.onError({ statusCode: 401 })).resolves.toEqual({});
    await expect(authProvider.onError(new Error('x'))).resolves.toEqual({});
  });
});

describe('completeSignIn (the /auth page)', () => {
  const returnWith = (params: Record<string, string>) => completeSignIn(new URLSearchParams(params));

  it('checks state, stores the refreshed session and answers the safe redirect', async () => {
    localStorage.setItem(appConfig.storageKeys.state, 'AbCd1234');
    setCachedOrganizations([]);
    authAnswers({ status: 200, data: fresh });
    await expect(returnWith({ state: 'AbCd1234', redirect: '/chain/1' })).resolves.toEqual({
      redirectTo: '/chain/1',
    });
    expect(getAccessToken()).toBe('fresh');
    expect(getCachedOrganizations()).toBeNull();
    expect(localStorage.getItem(appConfig.storageKeys.state)).toBeNull();
  });

  it('defaults to / and refuses foreign redirects', async () => {
    authAnswers({ status: 200, data: fresh });
    localStorage.setItem(appConfig.storageKeys.state, 'S1');
    await expect(returnWith({ state: 'S1' })).resolves.toEqual({ redirectTo: '/' });
    localStorage.setItem(appConfig.storageKeys.state, 'S2');
    await expect(returnWith({ state: 'S2', redirect: '//evil.example' })).resolves.toEqual({
      redirectTo: '/',
    });
  });

  it('refuses a missing or different state without refreshing, and a state used twice', async () => {
    authAnswers({ status: 200, data: fresh });
    await expect(returnWith({ state: 'AbCd1234' })).resolves.toEqual({ error: 'errors.signInState' });
    localStorage.setItem(appConfig.storageKeys.state, 'AbCd1234');
    await expect(returnWith({ state: 'other' })).resolves.toEqual({ error: 'errors.signInState' });
    await expect(returnWith({ state: 'AbCd1234' })).resolves.toEqual({ error: 'errors.signInState' });
    expect(auth.calls).toHaveLength(0);
  });

  it('reports a failed refresh', async () => {
    localStorage.setItem(appConfig.storageKeys.state, 'AbCd1234');
    await expect(returnWith({ state: 'AbCd1234' })).resolves.toEqual({ error: 'errors.signInFailed' });
    expect(getAccessToken()).toBeNull();
  });
});
