// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ensureLanguage, i18n, initI18n, isLanguageLoadingExempt, loadLanguage } from './i18n';
import en from './en/common.json';
import pt from './pt/common.json';
import ru from './ru/common.json';
import sr from './sr/common.json';
import tr from './tr/common.json';

// The tests share one i18next instance, as the app does; they run in order.
describe('i18n', () => {
  it('the login route is exempt from language loading: initialised, but no file fetched', async () => {
    expect(isLanguageLoadingExempt('/login')).toBe(true);
    expect(isLanguageLoadingExempt('/chain/1')).toBe(false);
    expect(isLanguageLoadingExempt('/loginx')).toBe(false);
    await ensureLanguage('/login', 'RU');
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.hasResourceBundle('ru', 'common')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
  });

  it('loads a language lazily, with the EN fallback, and only that language', async () => {
    await initI18n('EN');
    await loadLanguage('RU');
    expect(i18n.language).toBe('ru');
    expect(i18n.hasResourceBundle('ru', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('sr', 'common')).toBe(false);
    expect(document.documentElement.lang).toBe('ru');
    expect(i18n.t('save')).toBe('Сохранить');
    // The whole language at once: every namespace of its folder.
    expect(i18n.hasResourceBundle('ru', 'pay')).toBe(true);
    expect(i18n.hasResourceBundle('ru', 'shell')).toBe(true);
  });

  it('applies the Russian plural rule: 1, 21 → one; 2 → few; 5 → many', () => {
    expect(i18n.t('items', { count: 1 })).toBe('1 запись');
    expect(i18n.t('items', { count: 2 })).toBe('2 записи');
    expect(i18n.t('items', { count: 5 })).toBe('5 записей');
    expect(i18n.t('items', { count: 21 })).toBe('21 запись');
    expect(i18n.t('items', { count: 11 })).toBe('11 записей');
  });

  it('falls back to EN for a key a language lacks', async () => {
    i18n.addResource('en', 'common', 'onlyInEnglish', 'Only in English');
    expect(i18n.t('onlyInEnglish')).toBe('Only in English');
    await loadLanguage('SR');
    expect(i18n.t('items', { count: 3 })).toBe('3 stavke');
    expect(i18n.t('cancel')).toBe('Otkaži');
  });
});

/** Keys without their plural suffix: each language has the plural forms its own rules need. */
const keysOf = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? keysOf(value, `${prefix}${key}.`)
      : [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`],
  );

describe('common translations', () => {
  const english = new Set(keysOf(en));
  it.each([
    ['sr', sr],
    ['ru', ru],
    ['tr', tr],
    ['pt', pt],
  ])('%s has every key of en, translated', (_code, file) => {
    expect(new Set(keysOf(file))).toEqual(english);
    for (const word of [
      'save',
      'cancel',
      'delete',
      'search',
      'loading',
      'retry',
      'close',
      'back',
      'yes',
      'no',
    ] as const) {
      expect(file[word]).not.toBe(en[word]);
    }
    expect(file.errors.network).not.toBe(en.errors.network);
  });
});
