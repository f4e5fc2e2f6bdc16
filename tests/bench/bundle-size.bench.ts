/** Initial JavaScript of the shell: what index.html loads before any route chunk, gzipped and as browsers receive it. */
import { execSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { bookingIslandEntry, bookingIslandManifest } from '../../src/schema/online-booking/booking-island';

type Measured = { files: { file: string; gzipKiB: number; brotliKiB: number }[]; totalGzipKiB: number; totalBrotliKiB: number };

/** Built files (paths under dist/), each gzipped and as the build's brotli sibling the server sends (scripts/precompress.ts). */
function measureFiles(urls: string[]): Measured {
  const files = [...new Set(urls)].map((url) => ({
    file: url,
    gzipKiB: gzipSync(readFileSync(path.join('dist', url))).length / 1024,
    brotliKiB: statSync(path.join('dist', `${url}.br`)).size / 1024,
  }));
  return {
    files,
    totalGzipKiB: files.reduce((sum, f) => sum + f.gzipKiB, 0),
    totalBrotliKiB: files.reduce((sum, f) => sum + f.brotliKiB, 0),
  };
}

export function measureInitialBundle(): Measured {
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
  const html = readFileSync('dist/index.html', 'utf8');
  return measureFiles([...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]!));
}

/**
 * What the booking page loads for its steps (its own build, scripts/booking-island.ts; target ≤ 100 KB gzipped, React
 * included): the entry, the chunks it imports and its stylesheet. Reads the build measureInitialBundle made.
 */
export function measureBookingIsland(): Measured {
  type Chunk = { file: string; css?: string[]; imports?: string[] };
  const manifest = JSON.parse(readFileSync(path.join('dist', bookingIslandManifest), 'utf8')) as Record<string, Chunk>;
  const entry = manifest[bookingIslandEntry]!;
  const chunks = [entry, ...(entry.imports ?? []).map((key) => manifest[key]!)];
  return measureFiles([...chunks.map((chunk) => chunk.file), ...chunks.flatMap((chunk) => chunk.css ?? [])]);
}
