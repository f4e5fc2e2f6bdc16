import { describe, expect, it } from 'vitest';
import en from '@/i18n/en/settings.json';
import pt from '@/i18n/pt/settings.json';
import ru from '@/i18n/ru/settings.json';
import sr from '@/i18n/sr/settings.json';
import tr from '@/i18n/tr/settings.json';

/** Keys without their plural suffix: each language has the plural forms its own rules need. */
const keysOf = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`],
  );
const valuesOf = (tree: object): string[] => Object.values(tree).flatMap((value) => (value && typeof value === 'object' ? valuesOf(value) : [String(value)]));
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('settings translations', () => {
  const english = new Set(keysOf(en));
  it.each([
    ['sr', sr],
    ['ru', ru],
    ['tr', tr],
    ['pt', pt],
  ])('%s has every key of en, with the same placeholders, and translated', (_code, file) => {
    expect(new Set(keysOf(file))).toEqual(english);
    const flat = (tree: object, prefix = ''): [string, string][] =>
      Object.entries(tree).flatMap(([key, value]) => (value && typeof value === 'object' ? flat(value, `${prefix}${key}.`) : [[`${prefix}${key}`, String(value)] as [string, string]]));
    const englishByKey = new Map(flat(en).map(([k, v]) => [k.replace(/_(one|other)$/, ''), v]));
    for (const [key, value] of flat(file)) {
      const source = englishByKey.get(key.replace(/_(zero|one|two|few|many|other)$/, ''));
      expect(placeholders(value), key).toEqual(placeholders(source ?? ''));
    }
    const same = valuesOf(file).filter((v) => valuesOf(en).includes(v) && !/^\{\{|^E-mail$|^Administrator$/.test(v));
    expect(same).toEqual([]);
  });
});
