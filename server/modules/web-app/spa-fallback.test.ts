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

  it('does not mistake look-alike paths for server areas', () => {
    expect(shouldServeSpa('GET', '/identity', html)).toBe(true);
    expect(shouldServeSpa('GET', '/apis', html)).toBe(true);
  });

  it('caches hashed assets for a year and revalidates index.html', () => {
    expect(cacheControlFor('assets/index-abc123.js')).toContain('immutable');
    expect(cacheControlFor('index.html')).toBe('no-cache');
    expect(cacheControlFor('favicon.svg')).toBe('public, max-age=3600');
  });
});
