import type { AuthActionResponse, AuthProvider, CheckResponse, OnErrorResponse } from '@refinedev/core';
import { appConfig } from '@/schema/config';
import type { User } from '@/schema/user';
import { getMe } from '@/lib/api';
import { endSession, refreshAccessToken } from '@/lib/http-client';
import {
  clearCachedOrganizations,
  createLoginState,
  getAccessToken,
  getAccessTokenExpiresAt,
  takeLoginState,
} from '@/lib/session-storage';
import { webEnv } from '@/lib/web-env';

/** Pages a sign-in must never return to: they would start the round trip again. */
const signInPaths = ['/login', '/auth', '/rl'];

/**
 * Keeps a return target to a same-origin relative path (no open redirect through ?redirect= or ?to=).
 * Anything else, and the sign-in pages themselves, fall back to '/'.
 */
export function safeRedirectPath(
  raw: string | null | undefined,
  origin: string = window.location.origin,
): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  try {
    const url = new URL(raw, origin);
    if (url.origin !== origin) return '/';
    if (signInPaths.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`))) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}

/** ARCHITECTURE "Sign-in" step 1: `{authUrl}/me?type=login&client=manage&state=S&redirectUrl=R`. */
export function buildSignInUrl(
  returnTo: string,
  state: string,
  origin: string = window.location.origin,
  authUrl: string = webEnv.authUrl,
): string {
  const redirectUrl = `${origin}/auth?${new URLSearchParams({ redirect: safeRedirectPath(returnTo, origin) })}`;
  const query = new URLSearchParams({ type: 'login', client: appConfig.authClient, state, redirectUrl });
  return `${authUrl}/me?${query}`;
}

/** The page to come back to: an explicit one, else Refine's `?to=` or our `?redirect=` on the current URL. */
const returnTargetOf = (params: unknown): string => {
  if (
    params &&
    typeof params === 'object' &&
    'redirectTo' in params &&
    typeof params.redirectTo === 'string'
  ) {
    return params.redirectTo;
  }
  const query = new URLSearchParams(window.location.search);
  return query.get('to') ?? query.get('redirect') ?? '/';
};

export type AuthProviderDeps = {
  navigate?: (url: string) => void;
  now?: () => number;
};

export function createAuthProvider({
  navigate = (url) => window.location.assign(url),
  now = Date.now,
}: AuthProviderDeps = {}): AuthProvider {
  return {
    login: (params?: unknown): Promise<AuthActionResponse> => {
      navigate(buildSignInUrl(returnTargetOf(params), createLoginState()));
      // The browser is leaving for the sign-in service. Resolving would let Refine's useLogin navigate to
      // `?to=` inside the SPA first, which bounces back to /login; staying pending lets the page unload.
      return new Promise<AuthActionResponse>(() => undefined);
    },

    check: async (): Promise<CheckResponse> => {
      if (!getAccessToken()) return { authenticated: false, redirectTo: '/login' };
      const expiresAt = getAccessTokenExpiresAt();
      if (expiresAt !== null && expiresAt > now()) return { authenticated: true };
      // Expired (or expiry unknown): the refresh cookie may still be good.
      if (await refreshAccessToken()) return { authenticated: true };
      await endSession();
      return { authenticated: false, redirectTo: '/login' };
    },

    logout: async (): Promise<AuthActionResponse> => {
      await endSession();
      clearCachedOrganizations();
      return { success: true, redirectTo: '/login' };
    },

    getIdentity: async (): Promise<User | null> => {
      try {
        return await getMe();
      } catch {
        return null;
      }
    },

    // 401s are recovered (or the session ended) inside the HTTP client; 403/404 are screens' business.
    onError: async (): Promise<OnErrorResponse> => ({}),
  };
}

export const authProvider: AuthProvider = createAuthProvider();

export type SignInResult = { redirectTo: string } | { error: string };

/**
 * The /auth return page (ARCHITECTURE step 3): checks `state`, obtains the first access token through the
 * refresh cookie (refreshAccessToken stores it), and answers where to go. Error values are keys of the
 * `common` namespace: `errors.signInState` or `errors.signInFailed`.
 */
export async function completeSignIn(searchParams: URLSearchParams): Promise<SignInResult> {
  const expected = takeLoginState();
  const state = searchParams.get('state');
  if (!expected || !state || state !== expected) return { error: 'errors.signInState' };
  const token = await refreshAccessToken();
  if (!token) return { error: 'errors.signInFailed' };
  clearCachedOrganizations();
  return { redirectTo: safeRedirectPath(searchParams.get('redirect')) };
}
