import { describe, expect, it } from 'vitest';
import { cacheControlFor, shouldServeSpa } from './spa-fallback';

describe('SPA fallback', () => {
  it('serves the app at every address outside the server areas, whatever the request accepts', () => {
    expect(shouldServeSpa('GET', '/chain/1/branch/2/schedule?d=2025-03-14')).toBe(true);
    expect(shouldServeSpa('HEAD', '/account')).toBe(true);
    expect(shouldServeSpa('GET', '/chain/1/branch/2/clients/5/transactions/')).toBe(true);
  });

  it('leaves /api, /id and /ws to the server, and non-GET requests to the 404', () => {
    for (const url of ['/api', '/api/v1/nothing', '/id/unknown', '/ws/v2', '/api/']) expect(shouldServeSpa('GET', url)).toBe(false);
    expect(shouldServeSpa('POST', '/chain/1')).toBe(false);
  });

  it('never answers a file of the build with index.html', () => {
    for (const url of ['/sw.js', '/workbox-1a2b3c.js', '/manifest.webmanifest', '/pwa-192x192.png', '/favicon.ico', '/assets/x.css', '/assets/missing-chunk.js']) {
      expect(shouldServeSpa('GET', url)).toBe(false);
    }
    expect(shouldServeSpa('GET', '/chain/1/branch/2/clients?q=a.js')).toBe(true);
  });

  it('does not mistake look-alike paths for server areas', () => {
    for (const url of ['/identity', '/apis', '/chain/1/api', '/chain/1/branch/2/ws', '/wsx']) expect(shouldServeSpa('GET', url)).toBe(true);
  });

  it('caches hashed assets for a year and revalidates index.html', () => {
    expect(cacheControlFor('assets/index-abc123.js')).toContain('immutable');
    expect(cacheControlFor('index.html')).toBe('no-cache');
    expect(cacheControlFor('sw.js')).toBe('no-cache');
    expect(cacheControlFor('manifest.webmanifest')).toBe('no-cache');
    expect(cacheControlFor('favicon.svg')).toBe('public, max-age=3600');
  });

  it('caches a precompressed sibling like the file it encodes', () => {
    expect(cacheControlFor('assets/index-abc123.js.br')).toContain('immutable');
    expect(cacheControlFor('index.html.br')).toBe('no-cache');
    expect(cacheControlFor('sw.js.gz')).toBe('no-cache');
    expect(cacheControlFor('manifest.webmanifest.br')).toBe('no-cache');
  });
});
