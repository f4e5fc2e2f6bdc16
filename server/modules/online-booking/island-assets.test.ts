import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bookingIslandEntry, bookingIslandManifest } from '../../../src/schema/online-booking/booking-island';
import { readIslandAssets } from './island-assets';

describe("the island's built files", () => {
  const roots: string[] = [];
  const rootWith = (manifest: object | null) => {
    const root = mkdtempSync(path.join(tmpdir(), 'island-'));
    roots.push(root);
    if (manifest) {
      mkdirSync(path.join(root, path.dirname(bookingIslandManifest)), { recursive: true });
      writeFileSync(path.join(root, bookingIslandManifest), JSON.stringify(manifest));
    }
    return root;
  };
  afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

  it("are the manifest's entry, its stylesheets and the chunks it imports", () => {
    const root = rootWith({
      [bookingIslandEntry]: { file: 'assets/book/booking-a1.js', css: ['assets/book/booking-b2.css'], imports: ['_react.js'], isEntry: true },
      '_react.js': { file: 'assets/book/react-c3.js', css: ['assets/book/react-d4.css'] },
    });
    expect(readIslandAssets(root)).toEqual({
      script: '/assets/book/booking-a1.js',
      styles: ['/assets/book/booking-b2.css', '/assets/book/react-d4.css'],
      preloads: ['/assets/book/react-c3.js'],
    });
  });

  it('are none without a build, or without the entry in it', () => {
    expect(readIslandAssets(rootWith(null))).toBeNull();
    expect(readIslandAssets(rootWith({ 'other.tsx': { file: 'x.js' } }))).toBeNull();
  });
});
