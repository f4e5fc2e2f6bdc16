import { describe, expect, it } from 'vitest';
import { clockText, countriesText, dateText, durationText, priceText, sumAmounts } from './page-formats';

/** Intl separates with no-break spaces (U+00A0, U+202F): compared as plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the booking page formats', () => {
  it.each([
    [45, 'EN', 'en-GB', '45 min'],
    [60, 'EN', 'en-GB', '1 h'],
    [90, 'SR', 'sr-Latn', '1 č 30 min'],
    [150, 'RU', 'ru', '2 ч 30 мин'],
    [75, 'TR', 'tr', '1 sa 15 dk'],
    [0, 'PT', 'pt', '0 min'],
  ] as const)('writes %i minutes in %s as "%s"', (minutes, lang, locale, expected) => {
    expect(durationText(minutes, lang, locale)).toBe(expected);
  });

  it.each([
    ['2500.00', 'RSD', 'sr-Latn', '2.500 RSD'],
    ['2500.00', 'RSD', 'ru', '2 500 RSD'],
    ['2500.00', 'RSD', 'en-GB', 'RSD 2,500'],
    ['25.50', 'EUR', 'sr-Latn', '25,50 €'],
    ['25.50', 'EUR', 'en-US', '€25.50'],
    ['25.50', 'EUR', 'pt', '€ 25,50'],
  ])('writes %s %s in %s as "%s", decimals only when there are some', (amount, currency, locale, expected) => {
    expect(plain(priceText(amount, currency, locale))).toBe(expected);
  });

  it('keeps an amount Intl cannot write as it is', () => {
    expect(priceText('abc', 'RSD', 'en')).toBe('abc');
  });

  it('sums decimal amounts in cents', () => {
    expect(sumAmounts(['0.10', '0.20'])).toBe('0.30');
    expect(sumAmounts(['2500.00', '1800.00'])).toBe('4300.00');
    expect(sumAmounts([])).toBe('0.00');
  });

  it('writes 24-hour times with two-digit hours, and "9:30 AM" where the locale does', () => {
    expect(clockText('09:30', 'sr-Latn')).toBe('09:30');
    expect(clockText('17:05', 'en-GB')).toBe('17:05');
    expect(plain(clockText('09:30', 'en-US'))).toBe('9:30 AM');
    expect(plain(clockText('00:15', 'en-US'))).toBe('12:15 AM');
  });

  it('writes a calendar day whatever the time zone of the machine', () => {
    expect(dateText('2026-12-06', 'en-GB')).toBe('Sunday, 6 December 2026');
    expect(dateText('2026-12-06', 'sr-Latn')).toBe('nedelja, 6. decembar 2026.');
  });

  it('names countries with their calling codes in a list of the language', () => {
    const countries = [
      { country: 'RS', dialCode: '+381' },
      { country: 'ME', dialCode: '+382' },
    ];
    expect(countriesText(countries, 'en-GB')).toBe('Serbia (+381) and Montenegro (+382)');
    expect(countriesText(countries, 'sr-Latn')).toBe('Srbija (+381) i Crna Gora (+382)');
    expect(countriesText(countries.slice(0, 1), 'ru')).toBe('Сербия (+381)');
  });
});
