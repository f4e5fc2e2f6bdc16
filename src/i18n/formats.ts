import type { Language } from '@/schema/enums';
import { browserTimeZone } from '@/components/forms/region-choices';

/**
 * How each language writes times, dates, durations and amounts: one set of rules per language, used by every
 * screen (through `useFormats`), the CSV export and the pickers, so one screen never mixes two ways.
 *
 * Decisions:
 * - Serbian, Russian, Turkish and Portuguese write 24-hour times ("09:30"), everywhere.
 * - English follows the branch's country: 24-hour where that country writes it (a Serbian branch, Germany, the
 *   UK), "9:30 AM" where it does not (the US, Canada, India). The country is the one the branch's time zone lies
 *   in (`countryOfTimeZone`, as for phone numbers); what a country writes comes from Intl's data for its main
 *   language (`usesTwelveHourClock`). Without a branch (account pages) the browser's own region decides.
 * - 24-hour times always have two-digit hours ("09:30"), as the schedule's wall-clock times and the time inputs
 *   ("hh:mm") write them.
 * - Serbian is written in Latin script (`sr-Latn`): Intl's plain `sr` writes Cyrillic.
 * - Durations are "1 h 30 min" with the language's own unit abbreviations. Intl.DurationFormat is missing from
 *   Node 20 and, in Chromium, writes "1 sat i 30 min" and "1 sa. 30 dk.", so the units are ours.
 * - Amounts carry the branch's currency in the language's number format ("1.234,50 RSD", "RSD 1,234.50").
 * - English dates follow the branch's country too: its own English where Intl has one (en-GB, en-IN, en-AU),
 *   else day-first British English where the country's main language writes the day first (a Serbian branch:
 *   "25 Nov 2026", pickers "25/11/2026"), American English elsewhere ("Nov 25, 2026", "11/25/2026").
 * - The week starts on the day the branch's country starts it, in every language (`firstDayOfWeek`).
 * - One clock: every instant on screen (a payment's time, an event, a history entry, the day of a timestamp) is
 *   written on the clock of the branch's time zone, never the device's (an administrator in Belgrade on a laptop set
 *   to UTC sees 07:52 for a 07:52 sale). `Formats` are made for that zone and `time`, `dateTime` and `date` use it
 *   unless given another; the device's zone only outside a chain (account pages).
 */

type LanguageRules = {
  /** The Intl locale for dates and numbers. */
  locale: string;
  /** Whether the language itself writes 24-hour times, whatever the branch's country. */
  always24Hours: boolean;
  units: { hour: string; minute: string };
  placeholders: FieldPlaceholders;
};

/** What the pickers' empty sections show, as the language abbreviates hour, minute, day, month and year. */
export type FieldPlaceholders = {
  year: string;
  month: string;
  day: string;
  hours: string;
  minutes: string;
  meridiem: string;
};

const rules: Readonly<Record<Language, LanguageRules>> = {
  EN: {
    locale: 'en',
    always24Hours: false,
    units: { hour: 'h', minute: 'min' },
    placeholders: { year: 'Y', month: 'MM', day: 'DD', hours: 'hh', minutes: 'mm', meridiem: 'aa' },
  },
  SR: {
    locale: 'sr-Latn',
    always24Hours: true,
    units: { hour: 'č', minute: 'min' },
    placeholders: { year: 'G', month: 'MM', day: 'DD', hours: 'hh', minutes: 'mm', meridiem: 'aa' },
  },
  RU: {
    locale: 'ru',
    always24Hours: true,
    units: { hour: 'ч', minute: 'мин' },
    placeholders: { year: 'Г', month: 'ММ', day: 'ДД', hours: 'чч', minutes: 'мм', meridiem: 'aa' },
  },
  TR: {
    locale: 'tr',
    always24Hours: true,
    units: { hour: 'sa', minute: 'dk' },
    placeholders: { year: 'Y', month: 'AA', day: 'GG', hours: 'ss', minutes: 'dd', meridiem: 'aa' },
  },
  PT: {
    locale: 'pt',
    always24Hours: true,
    units: { hour: 'h', minute: 'min' },
    placeholders: { year: 'A', month: 'MM', day: 'DD', hours: 'hh', minutes: 'mm', meridiem: 'aa' },
  },
};

/** The Intl locale of a language (`sr-Latn` for Serbian). */
export const intlLocaleOf = (language: Language): string => rules[language].locale;

/** The region a locale tag names or implies (`en-GB` → GB, `en` → US), for the browser's own language. */
export function regionOfLocale(tag: string | null | undefined): string | undefined {
  if (!tag) return undefined;
  try {
    return new Intl.Locale(tag).maximize().region;
  } catch {
    return undefined;
  }
}

const twelveHourRegions = new Map<string, boolean>();

/**
 * Whether a country writes "9:30 AM": the hour cycle of its main language there (US → en-US, IN → hi-IN,
 * RS → sr-RS). `en-RS` itself is no help, since Intl has no such locale and falls back to US English.
 */
export function usesTwelveHourClock(region: string): boolean {
  let twelve = twelveHourRegions.get(region);
  if (twelve === undefined) {
    try {
      const { language } = new Intl.Locale(`und-${region}`).maximize();
      const { hourCycle } = new Intl.DateTimeFormat(`${language}-${region}`, { hour: 'numeric' }).resolvedOptions();
      twelve = hourCycle === 'h11' || hourCycle === 'h12';
    } catch {
      twelve = false;
    }
    twelveHourRegions.set(region, twelve);
  }
  return twelve;
}

/**
 * Countries whose week starts on Sunday or Saturday (CLDR's weekData); every other starts on Monday. A table
 * because Intl.Locale's weekInfo is missing from Node 20 and Firefox.
 */
const sundayFirst = new Set(
  'AG AS BD BR BS BT BW BZ CA CN CO DM DO ET GT GU HK HN ID IL IN JM JP KE KH KR LA MH MM MO MT MX MZ NI NP PA PE PH PK PR PT PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW'.split(' '),
);
const saturdayFirst = new Set('AE AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY'.split(' '));

/** The first day of the week in a country (0 = Sunday … 6 = Saturday); Monday (ISO 8601) without one. */
export function firstDayOfWeek(region: string | undefined): number {
  if (region === undefined) return 1;
  return sundayFirst.has(region) ? 0 : saturdayFirst.has(region) ? 6 : 1;
}

const englishLocales = new Map<string, string>();

/** The order a locale writes a numeric date in: "dmy" (25/11/2026), "mdy" (11/25/2026) or "ymd". */
export function dateOrderOf(locale: string): 'dmy' | 'mdy' | 'ymd' {
  const order = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'numeric', year: 'numeric' })
    .formatToParts(Date.UTC(2026, 10, 25))
    .flatMap((part) => (part.type === 'day' || part.type === 'month' || part.type === 'year' ? [part.type[0]] : []))
    .join('');
  return order === 'mdy' || order === 'ymd' ? order : 'dmy';
}

/**
 * The English a branch in this country reads dates in: the country's own English where Intl has one, else
 * British (day first) or American (month first) English as the country's main language orders a date.
 * `en-RS` is no help: Intl has no such locale and falls back to American English.
 */
export function englishLocaleOf(region: string | undefined): string {
  if (region === undefined) return 'en';
  let locale = englishLocales.get(region);
  if (locale === undefined) {
    try {
      const own = `en-${region}`;
      if (new Intl.DateTimeFormat(own).resolvedOptions().locale === own) locale = own;
      else {
        const { language } = new Intl.Locale(`und-${region}`).maximize();
        locale = dateOrderOf(`${language}-${region}`) === 'mdy' ? 'en-US' : 'en-GB';
      }
    } catch {
      locale = 'en';
    }
    englishLocales.set(region, locale);
  }
  return locale;
}

/** Whether times in this language, for a branch in this country, are written "9:30 AM". */
export const writesTwelveHours = (language: Language, region: string | undefined): boolean =>
  !rules[language].always24Hours && (region === undefined || usesTwelveHourClock(region));

export type Formats = {
  language: Language;
  /** The Intl locale (`sr-Latn` for Serbian; in English the branch's country's, `en-GB` on a Serbian branch). */
  locale: string;
  /** The order numeric dates are written in, as in the pickers' fields ("dmy": 25/11/2026). */
  dateOrder: 'dmy' | 'mdy' | 'ymd';
  /** The first day of the week in the branch's country: 0 = Sunday, 1 = Monday, 6 = Saturday. */
  firstDayOfWeek: number;
  /** The zone whose clock instants are written on: the branch's (an IANA name). */
  timeZone: string;
  /** "9:30 AM" rather than "09:30": what the pickers' `ampm` takes. */
  hour12: boolean;
  /** The decimal separator amount inputs show ("," in SR, RU, TR and PT); they read either. */
  decimalSeparator: string;
  /** An instant on the clock of `timeZone` (the branch's without one): "09:30" or "9:30 AM". */
  time: (instant: number | Date, timeZone?: string) => string;
  /** A wall-clock `HH:mm` (working hours, work slots, an order's times) as the language writes it. */
  clock: (time: string) => string;
  /** "09:00–21:00". */
  clockRange: (start: string, end: string) => string;
  /** A calendar day `YYYY-MM-DD` ("24. 11. 2026.", "Nov 24, 2026"), or the branch's day of an ISO instant. */
  date: (date: string) => string;
  /** "Tuesday, November 24, 2026" for headings and accessible names. */
  longDate: (date: string) => string;
  /** "Tue, Nov 24" for column heads. */
  shortDay: (date: string) => string;
  /** "Tue". */
  weekday: (date: string) => string;
  /** "November 2026"; `month` 1–12. */
  month: (year: number, month: number) => string;
  /** An instant with its date, on the clock of `timeZone` (the branch's without one). */
  dateTime: (instant: number | Date | string, timeZone?: string) => string;
  /** Minutes as "1 h 30 min", "45 min", "2 h". */
  duration: (minutes: number) => string;
  /** An amount in the currency ("1.234,50 RSD"); plain with two decimals without one. */
  money: (amount: string | number, currency?: string | null) => string;
  /** A whole or decimal number in the language's digits grouping. */
  number: (value: number) => string;
  /** The unit abbreviations of durations ("h", "min"), also beside the duration inputs. */
  units: { hour: string; minute: string };
  placeholders: FieldPlaceholders;
};

const wallClockMatch = /^(\d{2}):(\d{2})/;
const dayInstant = (date: string) => Date.parse(`${date}T00:00:00Z`);

/**
 * One formatter per key (a time zone, a currency), made when first asked: making an Intl formatter costs about fifty
 * times formatting with it, and a list or a report writes hundreds of amounts and times.
 */
function perKey<T>(make: (key: string) => T): (key: string) => T {
  const made = new Map<string, T>();
  return (key) => {
    if (!made.has(key)) made.set(key, make(key));
    return made.get(key)!;
  };
}

function createFormats(language: Language, locale: string, hour12: boolean, weekStart: number, ownZone: string): Formats {
  const { units, placeholders } = rules[language];
  const timeOptions: Intl.DateTimeFormatOptions = hour12
    ? { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' }
    : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  const timeIn = perKey((timeZone) => new Intl.DateTimeFormat(locale, { ...timeOptions, timeZone }));
  const utcTime = timeIn('UTC');
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const instantDate = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: ownZone });
  const longDate = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  const shortDay = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const number = new Intl.NumberFormat(locale);
  const clock = (time: string) => {
    const match = wallClockMatch.exec(time);
    return match ? utcTime.format(Date.UTC(1970, 0, 1, Number(match[1]), Number(match[2]))) : time;
  };
  const dateTimeIn = perKey(
    (timeZone) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', hourCycle: timeOptions.hourCycle, timeZone }),
  );
  // An amount's formatter by currency ('' for none); null for a code Intl does not know, written plainly.
  const moneyIn = perKey((currency) => {
    try {
      return new Intl.NumberFormat(locale, {
        ...(currency ? { style: 'currency', currency } : {}),
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
    } catch {
      return null;
    }
  });
  return {
    language,
    locale,
    dateOrder: dateOrderOf(locale),
    firstDayOfWeek: weekStart,
    timeZone: ownZone,
    hour12,
    decimalSeparator: number.formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.',
    time: (instant, timeZone = ownZone) => timeIn(timeZone).format(instant),
    clock,
    clockRange: (start, end) => `${clock(start)}–${clock(end)}`,
    date: (value) => {
      const calendarDay = /^\d{4}-\d{2}-\d{2}$/.test(value);
      const at = calendarDay ? dayInstant(value) : Date.parse(value);
      return Number.isNaN(at) ? value : (calendarDay ? date : instantDate).format(at);
    },
    longDate: (value) => longDate.format(dayInstant(value)),
    shortDay: (value) => shortDay.format(dayInstant(value)),
    weekday: (value) => weekday.format(dayInstant(value)),
    month: (year, number) => month.format(Date.UTC(year, number - 1, 1)),
    dateTime: (instant, timeZone = ownZone) => {
      const at = new Date(instant);
      return Number.isNaN(at.getTime()) ? String(instant) : dateTimeIn(timeZone).format(at);
    },
    duration: (total) => {
      const rounded = Math.round(total);
      const hours = Math.trunc(rounded / 60);
      const minutes = rounded % 60;
      const parts = [
        ...(hours !== 0 ? [`${number.format(hours)} ${units.hour}`] : []),
        ...(minutes !== 0 || hours === 0 ? [`${number.format(minutes)} ${units.minute}`] : []),
      ];
      return parts.join(' ');
    },
    money: (amount, currency) => {
      const value = Number(amount);
      if (!Number.isFinite(value)) return String(amount);
      return moneyIn(currency ?? '')?.format(value) ?? value.toFixed(2);
    },
    number: (value) => number.format(value),
    units,
    placeholders,
  };
}

const made = new Map<string, Formats>();

/**
 * The formats of a language for a branch in `region` (an ISO 3166 country: the branch's, else the browser's), writing
 * instants on the clock of `timeZone` (the branch's, else the device's). Made once per language, locale, clock, week
 * and zone.
 */
export function formatsFor(language: Language, region?: string, timeZone: string = browserTimeZone()): Formats {
  const hour12 = writesTwelveHours(language, region);
  const locale = language === 'EN' ? englishLocaleOf(region) : rules[language].locale;
  const weekStart = firstDayOfWeek(region);
  const key = `${language}:${locale}:${hour12 ? 12 : 24}:${weekStart}:${timeZone}`;
  let formats = made.get(key);
  if (!formats) made.set(key, (formats = createFormats(language, locale, hour12, weekStart, timeZone)));
  return formats;
}

/**
 * An amount's wire value ("1800.50") as an input shows it in the person's language ("1800,50"). Inputs read a comma
 * or a point back as the decimal separator, so what is shown can be typed again.
 */
export const amountInputText = (value: unknown, decimalSeparator: string): string =>
  value === null || value === undefined ? '' : String(value).replace('.', decimalSeparator);
