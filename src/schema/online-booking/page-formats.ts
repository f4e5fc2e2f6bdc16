import type { Language } from '../enums';

/**
 * How the booking page writes prices, lengths and times, the same on the server-rendered page and in its steps'
 * island (which cannot load the web app's `src/i18n/formats.ts`). The same decisions as there: durations "1 h 30 min"
 * with the language's own units, amounts in the branch's currency in the language's number format, 24-hour times
 * unless the locale writes "9:30 AM" (English in the US). One difference: a whole price is written without decimals
 * ("2.500 RSD"), as a price list reads.
 */

const durationUnits: Record<Language, { hour: string; minute: string }> = {
  EN: { hour: 'h', minute: 'min' },
  SR: { hour: 'č', minute: 'min' },
  RU: { hour: 'ч', minute: 'мин' },
  TR: { hour: 'sa', minute: 'dk' },
  PT: { hour: 'h', minute: 'min' },
};

/** Minutes as "1 h 30 min", "45 min", "2 h". */
export function durationText(total: number, lang: Language, locale: string): string {
  const units = durationUnits[lang];
  const number = new Intl.NumberFormat(locale);
  const hours = Math.trunc(total / 60);
  const minutes = Math.round(total % 60);
  return [...(hours > 0 ? [`${number.format(hours)} ${units.hour}`] : []), ...(minutes > 0 || hours === 0 ? [`${number.format(minutes)} ${units.minute}`] : [])].join(' ');
}

/** A decimal amount ("2500.00") in the currency: "2.500 RSD", "RSD 2,500", "€25.50". */
export function priceText(amount: string, currency: string, locale: string): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return amount;
  const whole = Number.isInteger(value);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }).format(value);
  } catch {
    // An ISO code Intl does not know: the number and the code as they are.
    return `${value.toFixed(whole ? 0 : 2)} ${currency}`;
  }
}

/** Decimal amounts summed in cents, so 0.10 + 0.20 is 0.30 and not 0.30000000000000004. */
export const sumAmounts = (amounts: readonly string[]): string => (amounts.reduce((cents, amount) => cents + Math.round(Number(amount) * 100), 0) / 100).toFixed(2);

/** A wall-clock "HH:mm" as the locale writes it: "09:30", or "9:30 AM". */
export function clockText(time: string, locale: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const twelve = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hour12 === true;
  return new Intl.DateTimeFormat(locale, { hour: twelve ? 'numeric' : '2-digit', minute: '2-digit', hourCycle: twelve ? 'h12' : 'h23', timeZone: 'UTC' }).format(Date.UTC(1970, 0, 1, hours, minutes));
}

/** A calendar day "YYYY-MM-DD" in words: "Saturday, 6 December 2026". */
export const dateText = (date: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(Date.parse(`${date}T00:00:00Z`));

/** Countries with their calling codes as a list in words: "Serbia (+381) and Montenegro (+382)". */
export function countriesText(countries: readonly { country: string; dialCode: string }[], locale: string): string {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(countries.map(({ country, dialCode }) => `${names.of(country) ?? country} (${dialCode})`));
}
