// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import type { User } from '@/schema/user';
import {
  changePassword,
  confirmTwoFactor,
  createOrganization,
  disableTwoFactor,
  getLicense,
  getMe,
  getOrganizations,
  loadOrganizations,
  setupTwoFactor,
  updateMe,
} from './api';
import { httpClient, idHttpClient } from './http-client';
import { getCachedOrganizations, setSession } from './session-storage';
import { bearerOf, bodyOf, fakeAdapter, type FakeAdapter, type FakeHandler } from './testing/fake-adapter';

const user: User = {
  id: 7,
  login: 'owner@demo.test',
  firstName: 'Ana',
  lastName: 'Petrović',
  middleName: null,
  phone: null,
  dialCode: null,
  isOwner: true,
  startPage: null,
  needShowOnboarding: false,
  ISOLanguage: 'SR',
  theme: 'system',
  hideSnowflake: false,
  twoFactorEnabled: false,
};
const branch = {
  id: 2,
  guid: '3f1c1d5e-8a4b-4c3d-9e2f-1a2b3c4d5e6f',
  name: 'Centre',
  ISOCurrency: 'EUR',
  timeZone: 'Europe/Belgrade',
  workingHours: { start: '09:00', end: '21:00' },
  address: null,
  phone: null,
};
const organization = { id: 1, name: 'Demo Salons', role: 'owner' as const, branches: [branch], teamMembers: [] };

let api: FakeAdapter;
let id: FakeAdapter;
const route = (api_: FakeHandler, id_: FakeHandler = () => ({ status: 204 })) => {
  api = fakeAdapter(api_);
  id = fakeAdapter(id_);
  httpClient.defaults.adapter = api;
  idHttpClient.defaults.adapter = id;
};
const originals = [httpClient.defaults.adapter, idHttpClient.defaults.adapter];

beforeEach(() => {
  localStorage.clear();
  setSession({ accessToken: 'token', expiresAt: '2030-01-01T00:00:00.000Z' });
});
afterEach(() => {
  [httpClient.defaults.adapter, idHttpClient.defaults.adapter] = originals;
});

describe('api', () => {
  it('getMe validates the user with the shared schema', async () => {
    route(() => ({ status: 200, data: user }));
    await expect(getMe()).resolves.toEqual(user);
    expect(api.calls[0]?.url).toBe('/me');
    expect(bearerOf(api.calls[0]!)).toBe('Bearer token');
    route(() => ({ status: 200, data: { ...user, isOwner: 'yes' } }));
    await expect(getMe()).rejects.toBeInstanceOf(ZodError);
  });

  it('updateMe refuses fields the user may not change before sending anything', async () => {
    route(() => ({ status: 200, data: { ...user, firstName: 'Ana Marija' } }));
    await expect(updateMe({ firstName: 'Ana Marija' })).resolves.toMatchObject({ firstName: 'Ana Marija' });
    expect(api.calls[0]?.method).toBe('patch');
    expect(bodyOf(api.calls[0]!)).toEqual({ firstName: 'Ana Marija' });
    await expect(updateMe({ isOwner: true } as never)).rejects.toBeInstanceOf(ZodError);
    expect(api.calls).toHaveLength(1);
  });

  it('getOrganizations reads items; loadOrganizations fetches once and then serves the cache', async () => {
    route(() => ({ status: 200, data: { items: [organization] } }));
    await expect(getOrganizations()).resolves.toEqual([organization]);
    await loadOrganizations();
    await loadOrganizations();
    expect(api.calls).toHaveLength(2);
    expect(getCachedOrganizations()).toEqual([organization]);
  });

  it('createOrganization applies form defaults, posts, and refreshes the cached list', async () => {
    route((config) =>
      config.method === 'post'
        ? { status: 201, data: organization }
        : { status: 200, data: { items: [organization] } },
    );
    const created = await createOrganization({
      name: 'Demo Salons',
      branch: { name: 'Centre', ISOCurrency: 'EUR', timeZone: 'Europe/Belgrade' },
    });
    expect(created).toEqual(organization);
    expect(bodyOf(api.calls[0]!)).toEqual({
      name: 'Demo Salons',
      branch: {
        name: 'Centre',
        ISOCurrency: 'EUR',
        timeZone: 'Europe/Belgrade',
        workingHours: { start: '09:00', end: '21:00' },
        address: null,
        slotStepMinutes: 15,
      },
    });
    expect(getCachedOrganizations()).toEqual([organization]);
  });

  it('getLicense hits organizations/{orgId}/license', async () => {
    route(() => ({
      status: 200,
      data: {
        id: 3,
        uuid: '5d0f6a52-2b8e-4a51-9d3f-0c1b2a3d4e5f',
        title: 'Pro',
        price: '49.00',
        currency: 'EUR',
        expiresAt: '2030-01-01',
        isActive: true,
        isTrialLicense: false,
        maxEmployees: 10,
        maxBranches: 2,
        organizationMenu: { dashboard: { enable: true } },
        branchMenu: { branch_clients: { enable: true, content: 'edit' } },
      },
    }));
    const license = await getLicense(1);
    expect(api.calls[0]?.url).toBe('/organizations/1/license');
    expect(license.branchMenu.branch_clients).toMatchObject({ content: 'edit', visible: true, blocks: {} });
  });

  it('account security calls go to /id with the bearer', async () => {
    const enrolment = { secret: 'ABC', otpauthUrl: 'otpauth://totp/x', qrDataUrl: 'data:image/png;base64,x' };
    route(
      () => ({ status: 200 }),
      (config) => (config.url === '/2fa/setup' ? { status: 200, data: enrolment } : { status: 204 }),
    );
    await changePassword({ currentPassword: 'old-password', newPassword: 'new-password' });
    await expect(setupTwoFactor()).resolves.toEqual(enrolment);
    await confirmTwoFactor('123456');
    await disableTwoFactor('new-password');
    expect(id.calls.map((c) => [c.baseURL, c.url, c.method])).toEqual([
      ['/id', '/password/change', 'post'],
      ['/id', '/2fa/setup', 'post'],
      ['/id', '/2fa/confirm', 'post'],
      ['/id', '/2fa/disable', 'post'],
    ]);
    expect(id.calls.map(bearerOf)).toEqual(Array(4).fill('Bearer token'));
    expect(bodyOf(id.calls[2]!)).toEqual({ code: '123456' });
    expect(bodyOf(id.calls[3]!)).toEqual({ password: 'new-password' });
    await expect(confirmTwoFactor('12x')).rejects.toBeInstanceOf(ZodError);
  });
});
