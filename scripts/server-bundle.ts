/**
 * The server as `npm start` runs it: server/main.ts bundled by esbuild into dist-server/, run by plain `node`.
 * Without a TypeScript loader the server starts about twice as fast and answers /me about a fifth faster
 * than under tsx. `npm run dev` and the tests still run the sources under tsx.
 */
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
export const serverBundleDir = path.join(projectRoot, 'dist-server');
export const serverBundleEntry = path.join(serverBundleDir, 'main.js');
/**
 * Node's options for the server, as package.json's `start` gives them: V8 otherwise lets its heap grow under load
 * long before collecting, and a process on the large chain's load peaked at 371 MiB; with the old space held to
 * 256 MiB it peaks near 240 MiB at the same throughput (issue 21: ≤ 300 MiB a process; docs/benchmarks.md).
 */
export const serverNodeOptions = ['--max-old-space-size=256'];
const metafilePath = path.join(serverBundleDir, 'meta.json');

/** Besides the bundled sources, what changes the bundle: this file (the options) and tsconfig.json (paths). */
const buildInputs = [fileURLToPath(import.meta.url), path.join(projectRoot, 'tsconfig.json')];

const mtimeOrNull = (file: string): number | null => (existsSync(file) ? statSync(file).mtimeMs : null);

/** Stale when missing, or when any file it was built from (esbuild's own list) changed or went away since. */
export function serverBundleIsStale(): boolean {
  const builtAt = mtimeOrNull(serverBundleEntry);
  if (builtAt === null || !existsSync(metafilePath)) return true;
  const meta = JSON.parse(readFileSync(metafilePath, 'utf8')) as Metafile;
  const inputs = [...Object.keys(meta.inputs).map((input) => path.resolve(projectRoot, input)), ...buildInputs];
  return inputs.some((input) => (mtimeOrNull(input) ?? Infinity) > builtAt);
}

/**
 * Packages stay in node_modules (`packages: 'external'`): only our own TypeScript is bundled. Code splitting
 * keeps main.ts's dynamic imports lazy: the embedded PostgreSQL starts while the app's modules load (one
 * bundle would load them all before main.ts runs). Files that are not code (dist/, the migrations) are found
 * from the package root.
 */
export async function buildServerBundle(outdir = serverBundleDir): Promise<Metafile> {
  rmSync(outdir, { recursive: true, force: true });
  const { metafile } = await build({
    absWorkingDir: projectRoot,
    entryPoints: { main: 'server/main.ts' },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    packages: 'external',
    chunkNames: 'chunks/[name]-[hash]',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
  });
  writeFileSync(path.join(outdir, 'meta.json'), JSON.stringify(metafile));
  return metafile;
}

/** Builds the bundle when stale; says whether it did. */
export async function ensureServerBundle(): Promise<boolean> {
  if (!serverBundleIsStale()) return false;
  await buildServerBundle();
  return true;
}
