// @vitest-environment jsdom
import { AxiosError } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfig } from '@/schema/config';
import { initI18n } from '@/i18n/i18n';
import { changeLanguage } from '@/providers/i18n-provider';
import {
  authTransport,
  createHttpClient,
  httpClient,
  idHttpClient,
  logoutFromAuthService,
  refreshAccessToken,
} from './http-client';
import { getAccessToken, getAccessTokenExpiresAt, setSession } from './session-storage';
import { bearerOf, bodyOf, deferred, fakeAdapter, type FakeHandler } from './testing/fake-adapter';

const expiresAt = '2030-01-01T00:00:00.000Z';

/** A server where only the token "fresh" is valid. */
const onlyFresh: FakeHandler = (config) =>
  bearerOf(config) === 'Bearer fresh'
    ? { status: 200, data: { url: config.url } }
    : { status: 401, data: { statusCode: 401, error: 'Unauthorized', message: 'Expired' } };

function setup(handler: FakeHandler, refreshResult: () => Promise<string | null>) {
  const refresh = vi.fn(refreshResult);
  const onSessionExpired = vi.fn();
  const logout = vi.fn(async () => undefined);
  const client = createHttpClient({ refresh, onSessionExpired, logout });
  const adapter = fakeAdapter(handler);
  client.defaults.adapter = adapter;
  return { client, adapter, refresh, onSessionExpired, logout };
}

beforeEach(() => {
  localStorage.clear();
  setSession({ accessToken: 'stale', expiresAt });
});

describe('http client: bearer and defaults', () => {
  it('sends Authorization: Bearer from storage on every request, read at request time', async () => {
    const { client, adapter } = setup(
      () => ({ status: 200, data: {} }),
      async () => null,
    );
    await client.get('/me');
    setSession({ accessToken: 'second', expiresAt });
    await client.get('/me');
    expect(adapter.calls.map(bearerOf)).toEqual(['Bearer stale', 'Bearer second']);
  });

  it('uses the API base, no timeout and 2xx-only success (spec §9)', () => {
    expect(httpClient.defaults.baseURL).toBe(appConfig.apiBasePath);
    expect(idHttpClient.defaults.baseURL).toBe(appConfig.authBasePath);
    expect(httpClient.defaults.timeout).toBe(0);
    const valid = httpClient.defaults.validateStatus;
    expect([199, 200, 204, 299, 300, 304, 401].map((s) => valid?.(s))).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('http client: 401 handling (spec §4 "Session")', () => {
  it('refreshes once for concurrent 401s; the others wait and each retries once with the new token', async () => {
    const pending = deferred<string | null>();
    const { client, adapter, refresh } = setup(onlyFresh, () => pending.promise);
    const requests = [client.get('/a'), client.get('/b'), client.get('/c')];
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    // Let every first attempt come back 401 while the refresh is still running.
    await vi.waitFor(() => expect(adapter.calls).toHaveLength(3));
    setSession({ accessToken: 'fresh', expiresAt });
    pending.resolve('fresh');
    const responses = await Promise.all(requests);
    expect(responses.map((r) => r.data)).toEqual([{ url: '/a' }, { url: '/b' }, { url: '/c' }]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(adapter.calls).toHaveLength(6);
    expect(adapter.calls.slice(3).map(bearerOf)).toEqual(['Bearer fresh', 'Bearer fresh', 'Bearer fresh']);
  });

  it('retries a request at most once: a second 401 is passed on without another refresh', async () => {
    const { client, adapter, refresh, onSessionExpired } = setup(
      () => ({ status: 401, data: { statusCode: 401, error: 'Unauthorized', message: 'No' } }),
      async () => {
        setSession({ accessToken: 'fresh', expiresAt });
        return 'fresh';
      },
    );
    const error = await client.get('/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AxiosError);
    expect((error as AxiosError).response?.status).toBe(401);
    expect(adapter.calls).toHaveLength(2);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('retries a late 401 (sent with the old token) with the new token, without refreshing again', async () => {
    const { client, adapter, refresh } = setup(onlyFresh, async () => {
      setSession({ accessToken: 'fresh', expiresAt });
      return 'fresh';
    });
    await client.get('/first');
    expect(refresh).toHaveBeenCalledTimes(1);
    // A request that left with the stale token before the refresh finished.
    await client.get('/late', { headers: { Authorization: 'Bearer stale' } });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(bearerOf(adapter.calls.at(-1)!)).toBe('Bearer fresh');
  });

  it.each([
    ['answers no token', async () => null],
    ['fails', async () => Promise.reject(new Error('offline'))],
  ])(
    'when the refresh %s: clears token and expiry, calls logout, goes to login, rejects every waiting request',
    async (_label, result) => {
      const pending = deferred<void>();
      const { client, refresh, onSessionExpired, logout } = setup(onlyFresh, async () => {
        await pending.promise;
        return result();
      });
      const requests = [client.get('/a'), client.get('/b')].map((p) => p.catch((e: unknown) => e));
      await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
      pending.resolve();
      const errors = await Promise.all(requests);
      for (const error of errors) expect((error as AxiosError).response?.status).toBe(401);
      expect(refresh).toHaveBeenCalledTimes(1);
      expect(getAccessToken()).toBeNull();
      expect(getAccessTokenExpiresAt()).toBeNull();
      expect(logout).toHaveBeenCalledTimes(1);
      expect(onSessionExpired).toHaveBeenCalledTimes(1);
    },
  );

  it('still goes to login when the logout call itself fails', async () => {
    const onSessionExpired = vi.fn();
    const client = createHttpClient({
      refresh: async () => null,
      onSessionExpired,
      logout: () => Promise.reject(new Error('down')),
    });
    client.defaults.adapter = fakeAdapter(onlyFresh);
    await expect(client.get('/me')).rejects.toBeInstanceOf(AxiosError);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('does not refresh again for 401s that arrive after the session has ended', async () => {
    const { client, refresh, onSessionExpired } = setup(onlyFresh, async () => null);
    await client.get('/a').catch(() => undefined);
    await client.get('/b').catch(() => undefined);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('passes other errors on unchanged, with the generic axios messages (spec §8)', async () => {
    const { client, refresh } = setup(
      (config) => {
        if (config.url === '/boom')
          return { status: 500, data: { statusCode: 500, error: 'Internal Server Error', message: 'x' } };
        if (config.url === '/forbidden') return { status: 403, data: {} };
        return new Error('Network Error');
      },
      async () => 'fresh',
    );
    const boom = (await client.get('/boom').catch((e: unknown) => e)) as AxiosError;
    expect(boom.message).toBe('Request failed with status code 500');
    expect(boom.response?.status).toBe(500);
    const forbidden = (await client.get('/forbidden').catch((e: unknown) => e)) as AxiosError;
    expect(forbidden.response?.status).toBe(403);
    const network = (await client.get('/offline').catch((e: unknown) => e)) as AxiosError;
    expect(network.message).toBe('Network Error');
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('refreshAccessToken and logout against the sign-in service', () => {
  const original = authTransport.defaults.adapter;
  afterEach(() => {
    authTransport.defaults.adapter = original;
    document.cookie = `${appConfig.xsrfCookie}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });

  it('POSTs {client: manage} with credentials and the XSRF header, stores and returns the token', async () => {
    document.cookie = `${appConfig.xsrfCookie}=signed%2Evalue; path=/`;
    const adapter = fakeAdapter(() => ({ status: 200, data: { accessToken: 'fresh', expiresAt } }));
    authTransport.defaults.adapter = adapter;
    await expect(refreshAccessToken()).resolves.toBe('fresh');
    const [call] = adapter.calls;
    expect(call?.baseURL).toBe('/id');
    expect(call?.url).toBe('/token/refresh');
    expect(call?.method).toBe('post');
    expect(call?.withCredentials).toBe(true);
    expect(call?.headers.get(appConfig.xsrfHeader)).toBe('signed.value');
    expect(call?.headers.get('Authorization')).toBeUndefined();
    expect(bodyOf(call!)).toEqual({ client: 'manage' });
    expect(getAccessToken()).toBe('fresh');
    expect(getAccessTokenExpiresAt()).toBe(Date.parse(expiresAt));
  });

  it('shares one refresh between concurrent callers (a rotated token must not be used twice)', async () => {
    const adapter = fakeAdapter(async () => ({ status: 200, data: { accessToken: 'fresh', expiresAt } }));
    authTransport.defaults.adapter = adapter;
    const results = await Promise.all([refreshAccessToken(), refreshAccessToken(), refreshAccessToken()]);
    expect(results).toEqual(['fresh', 'fresh', 'fresh']);
    expect(adapter.calls).toHaveLength(1);
  });

  it.each([
    ['a 401', { status: 401, data: { statusCode: 401, error: 'Unauthorized', message: 'Expired' } }],
    ['an empty token', { status: 200, data: { accessToken: '', expiresAt } }],
    ['a malformed answer', { status: 200, data: { token: 'x' } }],
  ])('answers null for %s and stores nothing', async (_label, reply) => {
    authTransport.defaults.adapter = fakeAdapter(() => reply);
    await expect(refreshAccessToken()).resolves.toBeNull();
    expect(getAccessToken()).toBe('stale');
  });

  it('takes the token another tab stored while this one waited for the refresh lock', async () => {
    const adapter = fakeAdapter(() => ({ status: 200, data: { accessToken: 'fresh', expiresAt } }));
    authTransport.defaults.adapter = adapter;
    // The other tab holds the lock, refreshes and stores its token before ours runs.
    const request = async (_name: string, run: () => Promise<string | null>) => {
      setSession({ accessToken: 'from-other-tab', expiresAt });
      return run();
    };
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    try {
      await expect(refreshAccessToken()).resolves.toBe('from-other-tab');
      expect(adapter.calls).toHaveLength(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('logout POSTs {client} with credentials and ignores failure', async () => {
    const adapter = fakeAdapter(() => new Error('Network Error'));
    authTransport.defaults.adapter = adapter;
    await expect(logoutFromAuthService()).resolves.toBeUndefined();
    expect(adapter.calls[0]?.url).toBe('/logout');
    expect(bodyOf(adapter.calls[0]!)).toEqual({ client: 'manage' });
  });
});

describe('http client: the reply language', () => {
  it('asks the API for the language the person picked, following a change', async () => {
    await initI18n('EN');
    const { client, adapter } = setup(onlyFresh, async () => 'fresh');
    const languageOf = (index: number) => adapter.calls[index]?.headers.get('Accept-Language');
    await client.get('/one', { headers: { Authorization: 'Bearer fresh' } });
    expect(languageOf(0)).toBe('en');
    await changeLanguage('SR');
    await client.get('/two', { headers: { Authorization: 'Bearer fresh' } });
    expect(languageOf(1)).toBe('sr');
    await changeLanguage('ru');
    await httpClient.get('/three', { adapter, headers: { Authorization: 'Bearer fresh' } });
    expect(languageOf(2)).toBe('ru');
  });
});
