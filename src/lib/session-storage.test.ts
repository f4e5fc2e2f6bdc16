// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { appConfig } from '@/schema/config';
import type { Organization } from '@/schema/organization';
import {
  clearCachedOrganizations,
  clearSession,
  createLoginState,
  getAccessToken,
  getAccessTokenExpiresAt,
  getCachedOrganizations,
  setCachedOrganizations,
  setSession,
  takeLoginState,
} from './session-storage';

const keys = appConfig.storageKeys;

const organization: Organization = {
  id: 1,
  name: 'Demo Salons',
  role: 'owner',
  teamMembers: [],
  branches: [
    {
      id: 2,
      guid: '3f1c1d5e-8a4b-4c3d-9e2f-1a2b3c4d5e6f',
      name: 'Centre',
      ISOCurrency: 'EUR',
      timeZone: 'Europe/Belgrade',
      workingHours: { start: '09:00', end: '21:00' },
      address: null,
      phone: null,
    },
  ],
};

describe('session storage', () => {
  beforeEach(() => localStorage.clear());

  it('stores the token and its expiry under the spec keys and clears exactly those', () => {
    setSession({ accessToken: 'abc', expiresAt: '2030-01-01T00:00:00.000Z' });
    localStorage.setItem(keys.language, 'SR');
    expect(localStorage.getItem(keys.accessToken)).toBe('abc');
    expect(getAccessToken()).toBe('abc');
    expect(getAccessTokenExpiresAt()).toBe(Date.parse('2030-01-01T00:00:00.000Z'));
    clearSession();
    expect(getAccessToken()).toBeNull();
    expect(getAccessTokenExpiresAt()).toBeNull();
    expect(localStorage.getItem(keys.language)).toBe('SR');
  });

  it('treats an unreadable expiry as unknown', () => {
    localStorage.setItem(keys.accessTokenExpiresAt, 'soon');
    expect(getAccessTokenExpiresAt()).toBeNull();
  });

  it('creates an 8-character random state, stored under "state", taken once', () => {
    const first = createLoginState();
    expect(first).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(localStorage.getItem(keys.state)).toBe(first);
    const second = createLoginState();
    expect(second).not.toBe(first);
    expect(takeLoginState()).toBe(second);
    expect(takeLoginState()).toBeNull();
  });

  it('caches organisations and drops a cache that no longer matches the schema', () => {
    expect(getCachedOrganizations()).toBeNull();
    setCachedOrganizations([organization]);
    expect(getCachedOrganizations()).toEqual([organization]);
    clearCachedOrganizations();
    expect(getCachedOrganizations()).toBeNull();
    localStorage.setItem(keys.organizations, '[{"id":"x"}]');
    expect(getCachedOrganizations()).toBeNull();
    localStorage.setItem(keys.organizations, '{not json');
    expect(getCachedOrganizations()).toBeNull();
  });
});
