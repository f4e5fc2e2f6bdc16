/**
 * `npm start` builds only what is missing or older than its sources, so a second start goes straight to the
 * server: the web app (dist/, by Vite) and, with `server`, the server bundle (dist-server/, by esbuild).
 * `node --import tsx scripts/build-if-stale.ts [web] [server]`; no argument builds the web app only.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ensureServerBundle } from './server-bundle';

const webSources = ['src', 'index.html', 'vite.config.ts', 'scripts/pwa', 'scripts/precompress.ts', 'scripts/booking-island.ts', 'package-lock.json', 'public'];

const newestIn = (entry: string): number => {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((newest, child) => Math.max(newest, newestIn(path.join(entry, child))), stat.mtimeMs);
};

const targets = new Set(process.argv.slice(2));
if (targets.size === 0) targets.add('web');

if (targets.has('web')) {
  const builtAt = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
  if (webSources.some((entry) => newestIn(entry) > builtAt)) {
    console.log('Building the web app…');
    execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
  }
}

if (targets.has('server') && (await ensureServerBundle())) console.log('Built the server (dist-server/).');
