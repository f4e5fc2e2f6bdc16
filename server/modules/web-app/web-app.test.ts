import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from '../../plugins/app/error-handler';
import { webAppModule } from './index';

const html = { accept: 'text/html,application/xhtml+xml' };
/** What a browser sends (Chromium also offers zstd, which the build does not write). */
const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const script = 'console.log("BranchBook");\n'.repeat(50);

const decoded = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

describe('web app module', () => {
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), script);
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
    writeFileSync(path.join(dist, 'sw.js'), 'self.skipWaiting');
    writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"BranchBook"}');
    writeFileSync(path.join(dist, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
    // The siblings the build writes beside its text files (scripts/precompress.ts); none for the icon.
    for (const file of ['index.html', 'assets/index-abc123.js', 'sw.js', 'manifest.webmanifest']) {
      const source = readFileSync(path.join(dist, file));
      writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(source));
      writeFileSync(path.join(dist, `${file}.gz`), gzipSync(source));
    }
    app = Fastify({ logger: false });
    await app.register(errorHandlerPlugin);
    app.get('/api/v1/known', async () => ({ ok: true }));
    await app.register(webAppModule, { root: dist });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html at / without caching it', async () => {
    const res = await app.inject({ url: '/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('id="root"');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('falls back to index.html for client-side routes', async () => {
    const res = await app.inject({ url: '/chain/12/branch/34/schedule', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers unknown API, sign-in and live paths with the JSON 404, even to a browser', async () => {
    for (const url of ['/api/v1/unknown', '/id/unknown', '/ws/v9']) {
      const res = await app.inject({ url, headers: html });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
    expect((await app.inject({ url: '/api/v1/known', headers: html })).json()).toEqual({ ok: true });
  });

  it('serves the service worker and the manifest revalidated, with their content types', async () => {
    const worker = await app.inject({ url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toContain('javascript');
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const icon = await app.inject({ url: '/favicon.ico' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/vnd.microsoft.icon');
  });

  it('answers a missing worker or manifest with a 404, never index.html, even to a browser', async () => {
    for (const url of ['/sw-old.js', '/workbox-gone.js', '/site.webmanifest']) {
      const res = await app.inject({ url, headers: html });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
    }
  });

  it('answers a missing asset fetched by a script with a 404, not HTML', async () => {
    const res = await app.inject({ url: '/assets/gone-123.js', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it.each([
    { acceptEncoding: 'gzip, deflate, br, zstd', sent: 'br' },
    { acceptEncoding: 'gzip, deflate', sent: 'gzip' },
    { acceptEncoding: 'br;q=0.5, gzip', sent: 'gzip' },
    { acceptEncoding: 'identity', sent: 'plain' },
    { acceptEncoding: undefined, sent: 'plain' },
  ])('answers Accept-Encoding $acceptEncoding with the $sent file', async ({ acceptEncoding, sent }) => {
    const encoding = sent === 'plain' ? undefined : sent;
    const res = await app.inject({
      url: '/assets/index-abc123.js',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    if (encoding) expect(res.rawPayload.length).toBeLessThan(script.length);
    expect(decoded(encoding, res.rawPayload).toString()).toBe(script);
  });

  it('sends index.html compressed, at / and as the fallback of client-side routes, still revalidated', async () => {
    for (const url of ['/', '/chain/12/branch/34/schedule']) {
      const res = await app.inject({ url, headers: { ...html, ...browser } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(decoded('br', res.rawPayload).toString()).toContain('id="root"');
    }
  });

  it('sends the service worker and the manifest compressed with the types and revalidation of the plain files', async () => {
    for (const url of ['/sw.js', '/manifest.webmanifest']) {
      const plain = await app.inject({ url });
      expect(plain.headers['content-encoding']).toBeUndefined();
      for (const acceptEncoding of ['br', 'gzip']) {
        const res = await app.inject({ url, headers: { 'accept-encoding': acceptEncoding } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(acceptEncoding);
        expect(res.headers['content-type']).toBe(plain.headers['content-type']);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(decoded(acceptEncoding, res.rawPayload).toString()).toBe(plain.body);
      }
    }
  });

  it('sends a file the build did not compress as it is, to a browser too', async () => {
    const res = await app.inject({ url: '/favicon.ico', headers: browser });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('image/vnd.microsoft.icon');
    expect(res.rawPayload).toEqual(Buffer.from([0, 0, 1, 0]));
  });

  it('gives each encoding its own ETag and revalidates it with a 304', async () => {
    const brotli = await app.inject({ url: '/assets/index-abc123.js', headers: browser });
    const plain = await app.inject({ url: '/assets/index-abc123.js' });
    expect(brotli.headers.etag).toBeTruthy();
    expect(brotli.headers.etag).not.toBe(plain.headers.etag);
    const again = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { ...browser, 'if-none-match': String(brotli.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers every address of the app from memory, while a build rewrites dist/ under the running server', async () => {
    const index = path.join(dist, 'index.html');
    const saved = ['', '.br', '.gz'].map((suffix) => [`${index}${suffix}`, readFileSync(`${index}${suffix}`)] as const);
    for (const [file] of saved) rmSync(file);
    try {
      for (const headers of [html, { ...html, ...browser }, { accept: '*/*' }]) {
        const res = await app.inject({ url: '/chain/12/branch/34/clients/5/transactions', headers });
        expect(res.statusCode).toBe(200);
        expect(decoded(res.headers['content-encoding'] as string | undefined, res.rawPayload).toString()).toContain('id="root"');
      }
    } finally {
      for (const [file, content] of saved) writeFileSync(file, content);
    }
  });

  it('does not serve the compressed siblings under their own names', async () => {
    for (const url of ['/assets/index-abc123.js.br', '/sw.js.gz'])
      expect((await app.inject({ url })).statusCode).toBe(404);
  });
});

describe('web app module without a build', () => {
  it('still answers /favicon.ico with the icon of the sources (the sign-in pages ask for it)', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'dist-'));
    const app = Fastify({ logger: false });
    await app.register(errorHandlerPlugin);
    await app.register(webAppModule, { root: empty });
    await app.ready();
    const res = await app.inject({ url: '/favicon.ico' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/vnd.microsoft.icon');
    expect(res.rawPayload).toEqual(readFileSync(path.join(process.cwd(), 'public', 'favicon.ico')));
    await app.close();
    rmSync(empty, { recursive: true, force: true });
  });
});
