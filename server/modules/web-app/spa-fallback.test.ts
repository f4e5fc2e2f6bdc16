import { describe, expect, it } from 'vitest';
import { cacheControlFor, shouldServeSpa } from './spa-fallback';

const html = 'text/html,application/xhtml+xml,*/*;q=0.8';

describe('SPA fallback', () => {
  it('serves index.html to browser navigations outside the server areas', () => {
    expect(shouldServeSpa('GET', '/chain/1/branch/2/schedule?d=2025-03-14', html)).toBe(true);
    expect(shouldServeSpa('HEAD', '/account', html)).toBe(true);
  });

  it('leaves /api, /id and /ws to the server, and non-HTML or non-GET requests to the 404', () => {
    for (const url of ['/api', '/api/v1/nothing', '/id/unknown', '/ws/v2']) expect(shouldServeSpa('GET', url, html)).toBe(false);
    expect(shouldServeSpa('GET', '/assets/missing-chunk.js', '*/*')).toBe(false);
    expect(shouldServeSpa('POST', '/chain/1', html)).toBe(false);
    expect(shouldServeSpa('GET', '/chain/1', undefined)).toBe(false);
  });

  it('never answers a file of the build with index.html, even to a browser', () => {
    for (const url of ['/sw.js', '/workbox-1a2b3c.js', '/manifest.webmanifest', '/pwa-192x192.png', '/favicon.ico', '/assets/x.css']) {
      expect(shouldServeSpa('GET', url, html)).toBe(false);
    }
    expect(shouldServeSpa('GET', '/chain/1/branch/2/clients?q=a.js', html)).toBe(true);
  });

  it('does not mistake look-alike paths for server areas', () => {
    expect(shouldServeSpa('GET', '/identity', html)).toBe(true);
    expect(shouldServeSpa('GET', '/apis', html)).toBe(true);
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
