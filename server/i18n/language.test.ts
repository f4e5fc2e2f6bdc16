import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage, pickLanguage } from './language';

describe('sign-in page language', () => {
  it('prefers the lang query, in any case', () => {
    expect(pickLanguage('ru', 'sr-RS,sr;q=0.9')).toBe('RU');
    expect(pickLanguage('PT', undefined)).toBe('PT');
  });

  it('ignores an unknown lang query and falls back to the browser', () => {
    expect(pickLanguage('xx', 'tr-TR')).toBe('TR');
    expect(pickLanguage(['EN'], 'tr-TR')).toBe('TR');
  });

  it('maps the South Slavic languages to SR', () => {
    for (const tag of ['sr', 'sr-Latn-RS', 'sl-SI', 'hr', 'bs-BA', 'mk', 'me', 'cnr']) {
      expect(languageFromAcceptLanguage(tag)).toBe('SR');
    }
  });

  it('honours q weights and skips languages we do not speak', () => {
    expect(languageFromAcceptLanguage('de-DE,de;q=0.9,ru;q=0.5,en;q=0.8')).toBe('EN');
    expect(languageFromAcceptLanguage('fr, pt-BR;q=0.7')).toBe('PT');
    expect(languageFromAcceptLanguage('en;q=0, ru;q=0.1')).toBe('RU');
  });

  it('defaults to English', () => {
    expect(pickLanguage(undefined, undefined)).toBe('EN');
    expect(pickLanguage(undefined, 'de, fr;q=0.5')).toBe('EN');
    expect(pickLanguage(undefined, ';;;q=abc')).toBe('EN');
  });
});
