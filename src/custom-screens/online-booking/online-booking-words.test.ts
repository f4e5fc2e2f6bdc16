import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ruleLevels } from '@/schema/online-booking/rules';
import { whyNotAnswerSchema, whyNotCodeSchema } from '@/schema/online-booking/settings';
import { codeChannels } from '@/schema/online-booking/verification';
import { formRuleKeys } from './rule-form-model';
import { spanUnits } from './rule-spans';

/**
 * The online booking screens ask the `onlineBooking` namespace for words by the contract's names (why-not codes,
 * rule keys, levels, sources): keys no literal-key check can see. Every language has every key English has, and
 * every literal key the screens ask for exists.
 */
type Tree = { [key: string]: string | Tree };
const files = import.meta.glob<Tree>('../../i18n/*/onlineBooking.json', { eager: true, import: 'default' });
const languages = Object.fromEntries(Object.entries(files).map(([file, tree]) => [/i18n\/(\w+)\//.exec(file)![1]!, tree]));

/** Keys without their plural suffix: each language has the plural forms its own rules need. */
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'object' ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`]));

const english = new Set(keysOf(languages['en']!));
const levels = [...ruleLevels];
const inheritedSources = ['default', 'chain', 'branch'];
const catalogKeys = [
  ...[...whyNotCodeSchema.options, 'off_step_branch', 'taken_buffers'].map((code) => `whyNot.codes.${code}`),
  ...whyNotAnswerSchema.shape.source.unwrap().options.map((source) => `whyNot.sources.${source}`),
  ...[...whyNotAnswerSchema.shape.source.unwrap().options, 'here'].map((source) => `source.${source}`),
  ...formRuleKeys('branch').flatMap((key) => [`rules.fields.${key}.label`, `rules.fields.${key}.help`, `rules.errors.${key}`]),
  ...levels.flatMap((level) => [`rules.level.${level}`, `rules.level.intro.${level}`, `rules.formLabel.${level}`]),
  ...levels.filter((level) => level !== 'chain').map((level) => `rules.level.closed.${level}`),
  ...['inherit', 'inheritLabel', 'inherits', 'withoutIt'].flatMap((group) => inheritedSources.map((source) => `rules.${group}.${source}`)),
  ...spanUnits.map((unit) => `rules.units.${unit}`),
  ...['slug_format', 'slug_reserved', 'length'].map((problem) => `address.errors.${problem}`),
  ...['branch', 'chain'].flatMap((owner) => ['title', 'help', 'field'].map((word) => `address.${owner}.${word}`)),
  ...['services', 'employees'].flatMap((kind) => ['title', 'empty', 'emptyHelp', 'switch'].map((word) => `basic.${kind}.${word}`)),
  ...codeChannels.flatMap((channel) => [`verification.channels.${channel}`, `verification.channels.${channel}Help`]),
  ...['channels_required', 'sms_countries_required', 'duplicate', 'country_unknown'].map((code) => `verification.errors.${code}`),
  'terms.errors.terms_too_long',
];

describe('the onlineBooking namespace', () => {
  it('is there in the five languages', () => {
    expect(Object.keys(languages).sort()).toEqual(['en', 'pt', 'ru', 'sr', 'tr']);
  });

  it.each(['sr', 'ru', 'tr', 'pt'])('%s has every key of English, and no other', (language) => {
    expect(new Set(keysOf(languages[language]!))).toEqual(english);
  });

  it('English names every code, source, rule, level and unit the screens ask for by name', () => {
    expect(catalogKeys.filter((key) => !english.has(key))).toEqual([]);
  });

  it('has every literal key the screens ask for', () => {
    const folder = path.dirname(new URL(import.meta.url).pathname);
    const sources = readdirSync(folder).filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts'));
    const missing = sources.flatMap((name) =>
      [...readFileSync(path.join(folder, name), 'utf8').matchAll(/\bt\(\s*'([a-zA-Z][\w.]*)'/g)]
        .filter((match) => !english.has(match[1]!))
        .map((match) => `${name}: ${match[1]}`),
    );
    expect(missing).toEqual([]);
  });
});
