import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { bookingIslandEntry, bookingIslandManifest } from '../../../src/schema/online-booking/booking-island';

/** The island's built files by their hashed names, as the page links them (scripts/booking-island.ts builds them). */
export type IslandAssets = { script: string; styles: string[]; preloads: string[] };

type ManifestChunk = { file: string; css?: string[]; imports?: string[] };

/**
 * Read once at start, like the staff app's shell: the build beside the server is the one it serves. Without a build
 * (API tests, a server started before `npm run build`) the page is still whole, just without its steps.
 */
export function readIslandAssets(webAppRoot: string): IslandAssets | null {
  const file = path.join(webAppRoot, bookingIslandManifest);
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[bookingIslandEntry];
  if (!entry) return null;
  const imported = (entry.imports ?? []).flatMap((key) => manifest[key] ?? []);
  return {
    script: `/${entry.file}`,
    styles: [entry, ...imported].flatMap((chunk) => chunk.css ?? []).map((css) => `/${css}`),
    preloads: imported.map((chunk) => `/${chunk.file}`),
  };
}
