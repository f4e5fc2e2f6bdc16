import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServerBundle } from './server-bundle';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

describe('server bundle', () => {
  const outdir = mkdtempSync(path.join(tmpdir(), 'server-bundle-'));
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));
  const built = buildServerBundle(outdir);

  it('loads the app only through main.ts dynamic imports, so that PostgreSQL starts while the app loads', async () => {
    const metafile = await built;
    const outputs = metafile.outputs;
    const key = (file: string) => Object.keys(outputs).find((output) => path.resolve(output) === path.resolve(file))!;
    // Everything main.js loads before its own code runs: its static imports, transitively.
    const loadedAtStart = new Set<string>();
    const visit = (output: string) => {
      for (const imported of outputs[output]?.imports ?? []) {
        if (imported.kind !== 'import-statement' || loadedAtStart.has(imported.path)) continue;
        loadedAtStart.add(imported.path);
        if (!imported.external) visit(imported.path);
      }
    };
    visit(key(path.join(outdir, 'main.js')));
    expect(loadedAtStart).not.toContain('fastify');
    expect(Object.values(outputs).some((output) => output.imports.some((i) => i.path === 'fastify'))).toBe(true);
  });

  it('finds files only from the package root: a path relative to a module would point into dist-server/', async () => {
    const { outputs } = await built;
    // esbuild opens each module's code in its output with a `// path/of/module.ts` line.
    const modulesUsingImportMeta = Object.keys(outputs)
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) => readFileSync(path.resolve(projectRoot, file), 'utf8').split(/^\/\/ (?=\S+\.ts$)/m))
      .filter((code) => code.includes('import.meta'))
      .map((code) => code.slice(0, code.indexOf('\n')));
    expect(modulesUsingImportMeta).toEqual(['server/package-root.ts']);
  });
});
