import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { navy } from '@/app/theme/theme';
import { brandNavy, isAppNavigation, offlinePageFile, pwaOptions } from './pwa-options';

const navigation = (pathname: string, mode: RequestMode = 'navigate') => isAppNavigation({ request: { mode }, url: { pathname } });

describe('PWA options', () => {
  it('answer navigations to the app pages, with the offline page when they fail', () => {
    for (const path of ['/', '/login', '/chain/1/branch/2/clients', '/account/settings', '/identity', '/apis']) {
      expect(navigation(path)).toBe(true);
    }
    const [route] = pwaOptions.workbox?.runtimeCaching ?? [];
    expect(route).toMatchObject({ handler: 'NetworkOnly', options: { precacheFallback: { fallbackURL: offlinePageFile } } });
  });

  it('leave the API, the sign-in pages, the live channel and the sign-in callback to the browser', () => {
    for (const path of ['/api', '/api/v1/me', '/id', '/id/me', '/ws/v1', '/auth', '/auth/callback']) {
      expect(navigation(path)).toBe(false);
    }
    expect(navigation('/chain/1', 'cors')).toBe(false);
    // The one runtime route caches nothing, and no navigation gets a cached document.
    expect(pwaOptions.workbox?.runtimeCaching).toHaveLength(1);
    expect(pwaOptions.workbox?.navigateFallback).toBeNull();
  });

  it('paint the installed app in the theme navy, as index.html does', () => {
    expect(brandNavy).toBe(navy.main);
    expect(pwaOptions.manifest).toMatchObject({ theme_color: navy.main, background_color: navy.main, display: 'standalone' });
    expect(readFileSync('index.html', 'utf8')).toContain(`<meta name="theme-color" content="${navy.main}" />`);
  });
});
