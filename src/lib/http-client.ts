import axios, { isAxiosError, type AxiosInstance, type CreateAxiosDefaults } from 'axios';
import { tokenRefreshResponseSchema } from '@/schema/auth';
import { appConfig } from '@/schema/config';
import { currentLanguageTag } from '@/i18n/i18n';
import { clearSession, getAccessToken, setSession } from './session-storage';

declare module 'axios' {
  // Module augmentation needs an interface. Marks a request already retried after a 401 (spec §9: at most once).
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface AxiosRequestConfig {
    sessionRetried?: boolean;
  }
}

/** Spec §9: no timeout, only 2xx is success. */
const baseDefaults = {
  timeout: 0,
  validateStatus: (status: number) => status >= 200 && status <= 299,
} satisfies CreateAxiosDefaults;

const readCookie = (name: string): string | null => {
  if (typeof document === 'undefined') return null;
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : null;
};

/** Headers for the sign-in service's cookie endpoints: the double-submit XSRF echo. */
const xsrfHeaders = (): Record<string, string> => {
  const token = readCookie(appConfig.xsrfCookie);
  return token ? { [appConfig.xsrfHeader]: token } : {};
};

/** Every call asks for the person's language: the API writes its refusals in it (Accept-Language). */
export function attachLanguage(instance: AxiosInstance, languageTag: () => string = currentLanguageTag): AxiosInstance {
  instance.interceptors.request.use((config) => {
    config.headers.set('Accept-Language', languageTag());
    return config;
  });
  return instance;
}

/**
 * Talks to the sign-in service's cookie endpoints (refresh, logout). Deliberately without the bearer and
 * 401 interceptors: a 401 from the refresh itself must end the session, not start another refresh.
 */
export const authTransport: AxiosInstance = attachLanguage(
  axios.create({
    ...baseDefaults,
    baseURL: appConfig.authBasePath,
    withCredentials: true,
  }),
);

let refreshInFlight: Promise<string | null> | null = null;

async function postRefresh(): Promise<string | null> {
  try {
    const response = await authTransport.post(
      '/token/refresh',
      { client: appConfig.authClient },
      { headers: xsrfHeaders() },
    );
    const parsed = tokenRefreshResponseSchema.safeParse(response.data);
    if (!parsed.success || !parsed.data.accessToken) return null;
    setSession(parsed.data);
    return parsed.data.accessToken;
  } catch {
    return null;
  }
}

/**
 * Tabs share the refresh cookie and localStorage. Under a Web Lock only one tab refreshes at a time; a tab
 * that waited finds the token the other stored and uses it instead of presenting the rotated cookie again.
 */
async function refreshAcrossTabs(): Promise<string | null> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return postRefresh();
  const tokenBefore = getAccessToken();
  return locks.request('session-refresh', async () => {
    const stored = getAccessToken();
    return stored && stored !== tokenBefore ? stored : postRefresh();
  });
}

/**
 * POST {authBasePath}/token/refresh and store the new session. Resolves null when the refresh fails or
 * answers no token. Concurrent callers share one call: a refresh token rotates on every use, so two
 * parallel refreshes would look like reuse and revoke the whole family (ARCHITECTURE step 5).
 */
export function refreshAccessToken(): Promise<string | null> {
  refreshInFlight ??= refreshAcrossTabs().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/** POST {authBasePath}/logout; its failure is ignored (spec §4). */
export async function logoutFromAuthService(): Promise<void> {
  try {
    await authTransport.post('/logout', { client: appConfig.authClient }, { headers: xsrfHeaders() });
  } catch {
    // The local session is gone either way; the refresh cookie expires on its own.
  }
}

/** Clears token and expiry, then tells the sign-in service (failure ignored). */
export async function endSession(logout: () => Promise<void> = logoutFromAuthService): Promise<void> {
  clearSession();
  try {
    await logout();
  } catch {
    // ignored by spec §4
  }
}

export const goToLogin = (): void => window.location.assign('/login');

export type SessionRecoveryOptions = {
  /** Obtains and stores a new access token; null when that is impossible. */
  refresh?: () => Promise<string | null>;
  /** Where the browser goes once the session cannot be recovered. */
  onSessionExpired?: () => void;
  logout?: () => Promise<void>;
};

/** Turns a 401 into one shared refresh; null means the session has ended and the user is on the way to /login. */
export type SessionRecovery = (tokenSent: string | null) => Promise<string | null>;

export function createSessionRecovery({
  refresh = refreshAccessToken,
  onSessionExpired = goToLogin,
  logout = logoutFromAuthService,
}: SessionRecoveryOptions = {}): SessionRecovery {
  let inFlight: Promise<string | null> | null = null;
  // Once the session has ended, late 401s must not start refresh after refresh on the way to /login.
  let ended = false;
  return (tokenSent) => {
    if (inFlight) return inFlight;
    // A request sent before a refresh finished comes back 401 with the old token: the stored one is newer.
    const current = getAccessToken();
    if (current && current !== tokenSent) return Promise.resolve(current);
    if (ended && !current) return Promise.resolve(null);
    ended = false;
    inFlight = (async () => {
      let token: string | null = null;
      try {
        token = await refresh();
      } catch {
        token = null;
      }
      if (token) return token;
      ended = true;
      await endSession(logout);
      onSessionExpired();
      return null;
    })().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}

const bearerOf = (header: unknown): string | null =>
  typeof header === 'string' && header.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;

/**
 * Bearer on every request; on a 401 one shared refresh, then each request retried once with the new token
 * (spec §4 "Session", ARCHITECTURE step 4). Every other error is passed on unchanged (spec §8).
 */
export function attachSessionHandling(instance: AxiosInstance, recover: SessionRecovery): AxiosInstance {
  instance.interceptors.request.use((config) => {
    const token = getAccessToken();
    if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  instance.interceptors.response.use(undefined, async (error: unknown) => {
    if (
      !isAxiosError(error) ||
      error.response?.status !== 401 ||
      !error.config ||
      error.config.sessionRetried
    ) {
      throw error;
    }
    const config = error.config;
    const token = await recover(bearerOf(config.headers.get('Authorization')));
    if (!token) throw error;
    config.sessionRetried = true;
    config.headers.set('Authorization', `Bearer ${token}`);
    return instance.request(config);
  });
  return instance;
}

export type HttpClientOptions = SessionRecoveryOptions & {
  /** Defaults to the API base (/api/v1). */
  baseURL?: string;
};

/** A client with its own refresh queue; the app uses the shared instances below. */
export function createHttpClient({
  baseURL = appConfig.apiBasePath,
  ...recovery
}: HttpClientOptions = {}): AxiosInstance {
  return attachLanguage(attachSessionHandling(axios.create({ ...baseDefaults, baseURL }), createSessionRecovery(recovery)));
}

/**
 * One recovery for both instances, so an API 401 and a sign-in service 401 share the same refresh; the live socket
 * renews an expired token through it too (src/app/refine/live-connection.ts).
 */
export const sharedRecovery = createSessionRecovery();

/** The management API (/api/v1). */
export const httpClient: AxiosInstance = attachLanguage(
  attachSessionHandling(axios.create({ ...baseDefaults, baseURL: appConfig.apiBasePath }), sharedRecovery),
);

/** The sign-in service's bearer endpoints (/id/password/change, /id/2fa/...), same interceptors. */
export const idHttpClient: AxiosInstance = attachLanguage(
  attachSessionHandling(axios.create({ ...baseDefaults, baseURL: appConfig.authBasePath }), sharedRecovery),
);
