/**
 * The installable app (spec §1, §4 "can run installed as a standalone app"): the web app manifest and the
 * service worker that vite-plugin-pwa builds with Workbox (generateSW), for vite.config.ts.
 */
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { pushWorkerImport } from './push-worker.js';

/** The brand's dark navy, src/app/theme/theme.ts `navy.main` (pwa-options.test.ts holds them equal). */
export const brandNavy = '#0f1b3d';

/** Written by offlinePagePlugin (./offline-page.ts) and precached: what a navigation shows when it fails offline. */
export const offlinePageFile = 'offline.html';

/**
 * A page of the web app, not of the server: the navigations the worker answers, with the offline page when the
 * network fails. The API, the sign-in pages, the live channel and the sign-in callback (/auth, whose code must
 * reach the app once) are left to the browser. Workbox copies this function's source into sw.js: it must not
 * refer to anything outside itself.
 */
export const isAppNavigation = ({ request, url }: { request: Pick<Request, 'mode'>; url: Pick<URL, 'pathname'> }): boolean =>
  request.mode === 'navigate' && !/^\/(?:api|id|ws|auth)(?:\/|$)/.test(url.pathname);

const icon = (src: string, size: number, purpose: 'any' | 'maskable') => ({
  src,
  sizes: `${size}x${size}`,
  type: 'image/png',
  purpose,
});

export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  // A waiting new version is announced (src/components/pwa-update-prompt.tsx), never swapped in under a person.
  registerType: 'prompt',
  // The app imports virtual:pwa-register itself, after the first render, outside the shell's initial chunk.
  injectRegister: false,
  // The icons are in the precache already (workbox.globPatterns), the manifest is added by the plugin.
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: 'BranchBook',
    short_name: 'BranchBook',
    description: 'Appointments, clients, team and services for salons, clinics and studios, across every branch.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: brandNavy,
    background_color: brandNavy,
    categories: ['business', 'productivity'],
    // Made by `npm run icons` from public/icon.svg (scripts/pwa/pwa-assets.config.ts).
    icons: [
      icon('pwa-64x64.png', 64, 'any'),
      icon('pwa-192x192.png', 192, 'any'),
      icon('pwa-512x512.png', 512, 'any'),
      icon('maskable-icon-192x192.png', 192, 'maskable'),
      icon('maskable-icon-512x512.png', 512, 'maskable'),
    ],
  },
  workbox: {
    // The shell, every route chunk and language file, the icons and fonts: served from the cache once installed.
    // index.html is left out: navigations always ask the server (it sends index.html no-cache).
    globPatterns: ['assets/**/*.{js,css,woff,woff2,png,svg}', '*.{png,svg,ico}', offlinePageFile],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    // Web push: shows what the server pushes and opens the app on a click (./push-worker.ts).
    importScripts: [pushWorkerImport],
    cleanupOutdatedCaches: true,
    // No fallback document for every navigation: the app needs the server, so a page is always fetched, and
    // only a failed fetch gets the offline page (below).
    navigateFallback: null,
    // Nothing the server answers at run time is cached: no route but this one, which stores nothing.
    runtimeCaching: [
      { urlPattern: isAppNavigation, handler: 'NetworkOnly', options: { precacheFallback: { fallbackURL: offlinePageFile } } },
    ],
  },
};
