/**
 * `npm start` builds the web app only when dist/ is missing or older than its sources, so a second
 * start goes straight to the server.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const sources = ['src', 'index.html', 'vite.config.ts', 'package-lock.json', 'public'];
const builtAt = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;

const newestIn = (entry: string): number => {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((newest, child) => Math.max(newest, newestIn(path.join(entry, child))), stat.mtimeMs);
};

if (sources.some((entry) => newestIn(entry) > builtAt)) {
  console.log('Building the web app…');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
}
