// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { appConfig } from '@/schema/config';
import {
  applyDocumentLanguage,
  countryOfLanguage,
  getStoredLanguage,
  initialLanguage,
  languageOfCode,
  pickLanguage,
  storeLanguage,
} from './languages';

describe('pickLanguage (spec §9)', () => {
  it.each([
    [['en-US'], 'EN'],
    [['sr-Latn-RS'], 'SR'],
    [['sl-SI'], 'SR'],
    [['hr'], 'SR'],
    [['bs-BA'], 'SR'],
    [['mk'], 'SR'],
    [['me'], 'SR'],
    [['cnr-ME'], 'SR'],
    [['ru-RU'], 'RU'],
    [['tr'], 'TR'],
    [['pt-BR'], 'PT'],
    [['de-DE', 'ru'], 'RU'],
    [['de-DE', 'fr'], 'EN'],
    [[], 'EN'],
  ] as const)('%j → %s', (languages, expected) => {
    expect(pickLanguage(languages)).toBe(expected);
  });

  it('takes the first language it speaks, in the browser’s order', () => {
    expect(pickLanguage(['tr-TR', 'en-GB', 'ru'])).toBe('TR');
  });
});

describe('language helpers', () => {
  beforeEach(() => localStorage.clear());

  it('maps countries: SR → serbia, RU → russia, default serbia', () => {
    expect(countryOfLanguage('SR')).toBe('serbia');
    expect(countryOfLanguage('RU')).toBe('russia');
    expect(countryOfLanguage('EN')).toBe('serbia');
    expect(countryOfLanguage('PT')).toBe('serbia');
  });

  it('sets <html lang>', () => {
    applyDocumentLanguage('RU');
    expect(document.documentElement.lang).toBe('ru');
    applyDocumentLanguage('SR');
    expect(document.documentElement.lang).toBe('sr-Latn');
  });

  it('remembers the chosen language and prefers it over the browser’s', () => {
    expect(getStoredLanguage()).toBeNull();
    expect(initialLanguage(['ru'])).toBe('RU');
    storeLanguage('PT');
    expect(localStorage.getItem(appConfig.storageKeys.language)).toBe('PT');
    expect(initialLanguage(['ru'])).toBe('PT');
    localStorage.setItem(appConfig.storageKeys.language, 'XX');
    expect(getStoredLanguage()).toBeNull();
  });

  it('reads i18next codes back as our codes', () => {
    expect(languageOfCode('sr')).toBe('SR');
    expect(languageOfCode('pt-BR')).toBe('PT');
    expect(languageOfCode('de')).toBe('EN');
    expect(languageOfCode(undefined)).toBe('EN');
  });
});
