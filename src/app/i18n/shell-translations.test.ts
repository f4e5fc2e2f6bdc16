import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { allAreas, pageTitleKey, type PageNode } from '@/schema/areas';
import { languageSchema } from '@/schema/enums';
import { themeModeSchema } from '@/schema/enums';

type Tree = { [key: string]: string | Tree };
const root = path.resolve(__dirname, '../..');
const load = (language: string): Tree =>
  JSON.parse(readFileSync(path.join(root, 'i18n', language.toLowerCase(), 'shell.json'), 'utf8')) as Tree;

const leaves = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(leaves(value, `${prefix}${key}.`)),
    ),
  );
const withoutPlural = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const baseKeys = (language: string) => new Set(Object.keys(leaves(load(language))).map(withoutPlural));

const english = leaves(load('EN'));
const englishKeys = baseKeys('EN');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [full] : [];
  });

describe('shell translations', () => {
  it.each(languageSchema.options.filter((l) => l !== 'EN'))(
    '%s has every key of EN and no other',
    (language) => {
      expect([...baseKeys(language)].sort()).toEqual([...englishKeys].sort());
    },
  );

  it.each(languageSchema.options.filter((l) => l !== 'EN'))('%s is translated, not copied', (language) => {
    const own = leaves(load(language));
    const same = Object.entries(own).filter(
      ([key, value]) =>
        english[key] === value &&
        !/^[A-Z][A-Za-z]*$|SMS|SEO|Instagram|Telegram|ManyChat|Blog|BranchBook|E-mail|Widget|Marketing|Administrator/.test(
          value,
        ),
    );
    expect(same).toEqual([]);
  });

  it('names every area and page of the navigation tree', () => {
    const keys = new Set<string>();
    const visit = (nodes: readonly PageNode[]) =>
      nodes.forEach((node) => {
        const key = pageTitleKey(node);
        if (key) keys.add(`pages.${key}`);
        if (node.children) visit(node.children);
      });
    for (const area of allAreas) {
      keys.add(`areas.${area.scope}.${area.key}.title`);
      keys.add(`areas.${area.scope}.${area.key}.description`);
      visit(area.pages);
    }
    for (const mode of themeModeSchema.options) keys.add(`account.theme.${mode}`);
    for (const language of languageSchema.options) keys.add(`languages.${language}`);
    for (const key of keys) expect(englishKeys, key).toContain(key);
  });

  it('has every literal key the shell code asks for', () => {
    const dirs = ['app', 'components', 'custom-screens', 'resources'].map((d) => path.join(root, d));
    const used = new Set<string>();
    for (const file of dirs.flatMap(sourceFiles)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z][\w.]*)'/g)) used.add(match[1]!);
    }
    // Keys of the `common` namespace, asked for with { ns: 'common' }, are the providers' business.
    const missing = [...used].filter((key) => !englishKeys.has(key) && !key.startsWith('errors.'));
    expect(missing).toEqual([]);
  });

  it('uses the Russian plural forms', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'ru', resources: { ru: { shell: load('RU') } }, defaultNS: 'shell' });
    expect(i18n.t('layout.branchCount', { count: 1 })).toBe('1 филиал');
    expect(i18n.t('layout.branchCount', { count: 3 })).toBe('3 филиала');
    expect(i18n.t('layout.branchCount', { count: 5 })).toBe('5 филиалов');
    expect(i18n.t('layout.branchCount', { count: 21 })).toBe('21 филиал');
  });
});
