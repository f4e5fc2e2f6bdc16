import { z } from 'zod';
import { appConfig } from '@/schema/config';
import { organizationSchema, type Organization } from '@/schema/organization';

/**
 * The browser-side session (spec §4 "Session", §7): access token and its expiry, the sign-in `state`,
 * and the organisations list cached once per sign-in. All in localStorage so every tab shares one session.
 */
const keys = appConfig.storageKeys;

// Storage can throw (private mode, disabled cookies, quota): a broken storage behaves as an empty one.
const read = (key: string): string | null => {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
};
const write = (key: string, value: string): void => {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // The session then lasts only as long as this page; nothing better to do.
  }
};
const drop = (key: string): void => {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // ignored, see write()
  }
};

export type StoredSession = { accessToken: string; expiresAt: string };

export const getAccessToken = (): string | null => read(keys.accessToken) || null;

/** Expiry of the stored access token in epoch milliseconds, or null when unknown or unreadable. */
export const getAccessTokenExpiresAt = (): number | null => {
  const raw = read(keys.accessTokenExpiresAt);
  if (!raw) return null;
  const ms = Date.parse(raw);
  return Number.isNaN(ms) ? null : ms;
};

export const setSession = ({ accessToken, expiresAt }: StoredSession): void => {
  write(keys.accessToken, accessToken);
  write(keys.accessTokenExpiresAt, expiresAt);
};

/** Clears the token and its expiry (spec §4: exactly these two on a failed refresh). */
export const clearSession = (): void => {
  drop(keys.accessToken);
  drop(keys.accessTokenExpiresAt);
};

const stateAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A fresh random sign-in `state` (spec §7: 8 characters), stored for the return to /auth. */
export function createLoginState(): string {
  const bytes = new Uint8Array(appConfig.stateLength);
  globalThis.crypto.getRandomValues(bytes);
  // 256 is a multiple of 62 plus 8: the tiny bias is irrelevant for a one-time CSRF nonce.
  const state = Array.from(bytes, (b) => stateAlphabet[b % stateAlphabet.length]).join('');
  write(keys.state, state);
  return state;
}

/** Reads and forgets the stored `state`, so one sign-in return cannot be replayed. */
export function takeLoginState(): string | null {
  const state = read(keys.state);
  drop(keys.state);
  return state;
}

const cachedOrganizationsSchema = z.array(organizationSchema);

/** The organisations list (spec §7: loaded once, cached); anything unreadable counts as no cache. */
export function getCachedOrganizations(): Organization[] | null {
  const raw = read(keys.organizations);
  if (!raw) return null;
  try {
    const parsed = cachedOrganizationsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const setCachedOrganizations = (organizations: readonly Organization[]): void =>
  write(keys.organizations, JSON.stringify(organizations));

export const clearCachedOrganizations = (): void => drop(keys.organizations);
