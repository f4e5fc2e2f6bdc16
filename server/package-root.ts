import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder holding package.json, found by walking up from this module: server/ when the sources run under
 * tsx, dist-server/ (or one of its chunks) when `npm start` runs the bundle. Files that are not code (the
 * built web app, the migrations) are located from here, never relative to the file that needs them.
 */
export function findPackageRoot(from: string = fileURLToPath(import.meta.url)): string {
  for (let dir = path.dirname(from); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const packageRoot = findPackageRoot();
