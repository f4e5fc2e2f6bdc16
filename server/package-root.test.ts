import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findPackageRoot, packageRoot } from './package-root';

describe('package root', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'package-root-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is the same folder from the sources and from a bundle chunk', () => {
    writeFileSync(path.join(root, 'package.json'), '{}');
    mkdirSync(path.join(root, 'server', 'modules', 'web-app'), { recursive: true });
    mkdirSync(path.join(root, 'dist-server', 'chunks'), { recursive: true });
    expect(findPackageRoot(path.join(root, 'server', 'modules', 'web-app', 'index.ts'))).toBe(root);
    expect(findPackageRoot(path.join(root, 'dist-server', 'chunks', 'app-ABC.js'))).toBe(root);
    expect(findPackageRoot(path.join(root, 'dist-server', 'main.js'))).toBe(root);
  });

  it('is this project for the running server', () => {
    expect(packageRoot).toBe(path.resolve(import.meta.dirname, '..'));
  });
});
