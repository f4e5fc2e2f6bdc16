import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** What the build writes for the app's shell, with its precompressed siblings (scripts/precompress.ts). */
const shellHtml = '<!doctype html><title>BranchBook</title><div id="root"></div><script type="module" src="/assets/index-abc.js"></script>';

const deepLinks = ['/chain/1/branch/2/clients/5/transactions', '/', '/login', '/chain/1/branch/2/schedule', '/account/me'];
const ways = [
  { method: 'GET', suffix: '', accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
  { method: 'GET', suffix: '/', accept: 'text/html' },
  { method: 'GET', suffix: '?date=2025-03-14&q=api', accept: 'text/html' },
  { method: 'GET', suffix: '', accept: '*/*' },
  { method: 'GET', suffix: '/?tab=ws', accept: '*/*' },
  { method: 'GET', suffix: '', accept: undefined },
  { method: 'HEAD', suffix: '', accept: 'text/html' },
  { method: 'HEAD', suffix: '/', accept: '*/*' },
] as const;

describe('direct loads of the app’s addresses (the real app serving a build)', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'deep-links-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), shellHtml);
    writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(shellHtml));
    writeFileSync(path.join(dist, 'index.html.gz'), gzipSync(shellHtml));
    writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
    t = await createTestApp({}, { serveWebApp: { root: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  describe.each(deepLinks)('%s', (address) => {
    it.each(ways)('answers $method$suffix with Accept $accept with the app', async ({ method, suffix, accept }) => {
      const url = address === '/' ? `/${suffix.replace(/^\//, '')}` : `${address}${suffix}`;
      const res = await t.app.inject({ method, url, headers: accept ? { accept } : {} });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(method === 'HEAD' ? '' : shellHtml);
    });
  });

  it('answers a browser that takes brotli with the compressed shell', async () => {
    const res = await t.app.inject({ url: deepLinks[0], headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(shellHtml);
  });

  it('still answers the app while a build rewrites dist/ under the running server', async () => {
    const index = path.join(dist, 'index.html');
    const before = readFileSync(index);
    rmSync(index);
    try {
      const res = await t.app.inject({ url: deepLinks[0], headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(shellHtml);
    } finally {
      writeFileSync(index, before);
    }
  });

  it('leaves the API, the sign-in service and the live channel their own answers, to a browser too', async () => {
    for (const url of ['/api/v1/nothing-here', '/api/v1/nothing-here/', '/id/nothing-here', '/ws/v9']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
    const config = await t.app.inject({ url: '/api/v1/config', headers: { accept: 'text/html' } });
    expect(config.headers['content-type']).toContain('application/json');
  });

  it('answers a missing file of the build with a 404, not the shell', async () => {
    for (const url of ['/assets/index-gone.js', '/sw-old.js', '/assets/index-abc.js.br']) {
      expect((await t.app.inject({ url, headers: { accept: '*/*' } })).statusCode, url).toBe(404);
    }
    expect((await t.app.inject({ url: '/assets/index-abc.js' })).statusCode).toBe(200);
  });
});
