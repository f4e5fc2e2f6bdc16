import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { allAreas, pageTitleKey } from '@/schema/areas';
import type { PageNode } from '@/schema/area-definition';
import { languageSchema } from '@/schema/enums';
import { themeModeSchema } from '@/schema/enums';

type Tree = { [key: string]: string | Tree };
const root = path.resolve(__dirname, '../..');
const load = (language: string, namespace = 'shell'): Tree =>
  JSON.parse(readFileSync(path.join(root, 'i18n', language.toLowerCase(), `${namespace}.json`), 'utf8')) as Tree;
/** Every namespace: one JSON file per language each. */
const namespaces = readdirSync(path.join(root, 'i18n', 'en'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length));

const leaves = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(leaves(value, `${prefix}${key}.`)),
    ),
  );
const withoutPlural = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const baseKeys = (language: string, namespace = 'shell') =>
  new Set(Object.keys(leaves(load(language, namespace))).map(withoutPlural));

const englishKeys = baseKeys('EN');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [full] : [];
  });

const otherLanguages = languageSchema.options.filter((l) => l !== 'EN');
/**
 * Words that are the same in every language: product names, acronyms, a single capitalised term, the names a
 * provider's console gives its fields (Twilio's Account SID and Auth Token), the NBS's "IPS QR", a hidden secret's dots.
 */
const untranslatable =
  /^[A-Z][A-Za-z]*$|SMS|SEO|Instagram|Telegram|ManyChat|Blog|BranchBook|E-mail|Widget|Marketing|Administrator|CSV|SID|Auth Token|IPS QR|^•+$|^(\{\{\w+\}\}\s*)+\w{0,3}$|^#|^(\{\{\w+\}\}|[\d\s:.,–—/()·×%=+-])*$/;

describe.each(namespaces)('the %s translations', (namespace) => {
  const englishOwn = leaves(load('EN', namespace));

  it.each(otherLanguages)('%s has every key of EN and no other', (language) => {
    expect([...baseKeys(language, namespace)].sort()).toEqual([...baseKeys('EN', namespace)].sort());
  });

  it.each(otherLanguages)('%s fills the same placeholders as EN', (language) => {
    const placeholders = (text: string) => new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!));
    const english = new Map<string, Set<string>>();
    for (const [key, value] of Object.entries(englishOwn)) {
      const base = withoutPlural(key);
      english.set(base, new Set([...(english.get(base) ?? []), ...placeholders(value)]));
    }
    const wrong = Object.entries(leaves(load(language, namespace))).filter(([key, value]) => {
      const expected = english.get(withoutPlural(key)) ?? new Set<string>();
      const own = placeholders(value);
      // A plural form may leave the count out ("один" for one); a placeholder EN lacks is always a mistake.
      const missing = key === withoutPlural(key) && [...expected].some((name) => !own.has(name));
      return missing || [...own].some((name) => !expected.has(name));
    });
    expect(wrong).toEqual([]);
  });

  it.each(otherLanguages)('%s is translated, not copied', (language) => {
    const same = Object.entries(leaves(load(language, namespace))).filter(
      ([key, value]) => englishOwn[key] === value && !untranslatable.test(value),
    );
    expect(same).toEqual([]);
  });
});

describe('shell translations', () => {
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

  it('has every literal key the code asks for, in the namespace it asks in', () => {
    const dirs = ['app', 'components', 'custom-screens', 'resources'].map((d) => path.join(root, d));
    const missing: string[] = [];
    for (const file of dirs.flatMap(sourceFiles)) {
      const text = readFileSync(file, 'utf8');
      // A file's keys are in the namespace of its first useTranslation, unless a call names another.
      const fileNamespace = /useTranslation\(\s*'([\w-]+)'/.exec(text)?.[1] ?? 'common';
      for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z][\w.]*)'(?:\s*,\s*\{[^}]*?\bns:\s*'([\w-]+)')?/g)) {
        const namespace = match[2] ?? fileNamespace;
        // Keys of the `common` namespace are the providers' business.
        if (namespace === 'common' || !namespaces.includes(namespace)) continue;
        if (!baseKeys('EN', namespace).has(match[1]!)) missing.push(`${namespace}:${match[1]} (${path.relative(root, file)})`);
      }
    }
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
