/** Initial JavaScript of the shell: what index.html loads before any route chunk, gzipped and as browsers receive it. */
import { execSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export function measureInitialBundle(): {
  files: { file: string; gzipKiB: number; brotliKiB: number }[];
  totalGzipKiB: number;
  totalBrotliKiB: number;
} {
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
  const html = readFileSync('dist/index.html', 'utf8');
  const urls = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]!);
  const files = [...new Set(urls)].map((url) => ({
    file: url,
    gzipKiB: gzipSync(readFileSync(path.join('dist', url))).length / 1024,
    // The sibling the build wrote (scripts/precompress.ts), which the server sends to every browser that accepts br.
    brotliKiB: statSync(path.join('dist', `${url}.br`)).size / 1024,
  }));
  return {
    files,
    totalGzipKiB: files.reduce((sum, f) => sum + f.gzipKiB, 0),
    totalBrotliKiB: files.reduce((sum, f) => sum + f.brotliKiB, 0),
  };
}
