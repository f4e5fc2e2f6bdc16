import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory, type PrecompressedTotals } from './precompress';

const script = 'export const greet = (name) => `Hello, ${name}`;\n'.repeat(100);
const page = `<!doctype html><title>BranchBook</title>${'<p>offline</p>'.repeat(40)}`;

describe('precompressDirectory', () => {
  let dist: string;
  let totals: PrecompressedTotals;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), script);
    writeFileSync(path.join(dist, 'index.html'), page);
    writeFileSync(path.join(dist, 'favicon.ico'), randomBytes(600));
    writeFileSync(path.join(dist, 'pwa-192x192.png'), script);
    totals = await precompressDirectory(dist);
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('writes brotli and gzip siblings that decode to the text files, in folders too', () => {
    for (const [file, text] of [
      ['assets/index-abc123.js', script],
      ['index.html', page],
    ] as const) {
      expect(brotliDecompressSync(readFileSync(path.join(dist, `${file}.br`))).toString()).toBe(text);
      expect(gunzipSync(readFileSync(path.join(dist, `${file}.gz`))).toString()).toBe(text);
    }
  });

  it('leaves out images and any sibling no smaller than its file', () => {
    for (const file of ['pwa-192x192.png', 'favicon.ico']) {
      expect(existsSync(path.join(dist, `${file}.br`))).toBe(false);
      expect(existsSync(path.join(dist, `${file}.gz`))).toBe(false);
    }
  });

  it('counts the bytes a client receives in each encoding', () => {
    const size = (file: string) => readFileSync(path.join(dist, file)).length;
    expect(totals).toEqual({
      files: 3,
      plain: script.length + page.length + 600,
      br: size('assets/index-abc123.js.br') + size('index.html.br') + 600,
      gz: size('assets/index-abc123.js.gz') + size('index.html.gz') + 600,
    });
  });
});
