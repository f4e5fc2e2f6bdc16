import { describe, expect, it } from 'vitest';
import { languageSchema, type Language } from '@/schema/enums';
import { countryOfTimeZone } from '@/schema/time-zone-country';
import { amountInputText, englishLocaleOf, firstDayOfWeek, formatsFor, regionOfLocale, usesTwelveHourClock, writesTwelveHours } from './formats';

const belgrade = 'Europe/Belgrade';
const serbia = countryOfTimeZone(belgrade);
const usa = countryOfTimeZone('America/New_York');
/** 14:05 and 09:30 on 2 June 2025 in Belgrade (UTC+2 in summer). */
const afternoon = Date.UTC(2025, 5, 2, 12, 5);
const morning = Date.UTC(2025, 5, 2, 7, 30);

/** Every language, as a person reads it on a Serbian branch: the table the issue asks for. */
const expected: Record<
  Language,
  { time: string; morning: string; clock: string; date: string; longDate: string; duration: string; hours: string; minutes: string; money: string; dateTime: string }
> = {
  EN: {
    time: '14:05',
    morning: '09:30',
    clock: '09:00–21:00',
    date: '2 Jun 2025',
    longDate: 'Monday, 2 June 2025',
    duration: '1 h 30 min',
    hours: '2 h',
    minutes: '45 min',
    money: 'RSD 1,234.50',
    dateTime: '2 Jun 2025, 14:05',
  },
  SR: {
    time: '14:05',
    morning: '09:30',
    clock: '09:00–21:00',
    date: '2. 6. 2025.',
    longDate: 'ponedeljak, 2. jun 2025.',
    duration: '1 č 30 min',
    hours: '2 č',
    minutes: '45 min',
    money: '1.234,50 RSD',
    dateTime: '2. 6. 2025. 14:05',
  },
  RU: {
    time: '14:05',
    morning: '09:30',
    clock: '09:00–21:00',
    date: '2 июн. 2025 г.',
    longDate: 'понедельник, 2 июня 2025 г.',
    duration: '1 ч 30 мин',
    hours: '2 ч',
    minutes: '45 мин',
    money: '1 234,50 RSD',
    dateTime: '2 июн. 2025 г., 14:05',
  },
  TR: {
    time: '14:05',
    morning: '09:30',
    clock: '09:00–21:00',
    date: '2 Haz 2025',
    longDate: '2 Haziran 2025 Pazartesi',
    duration: '1 sa 30 dk',
    hours: '2 sa',
    minutes: '45 dk',
    money: 'RSD 1.234,50',
    dateTime: '2 Haz 2025 14:05',
  },
  PT: {
    time: '14:05',
    morning: '09:30',
    clock: '09:00–21:00',
    date: '2 de jun. de 2025',
    longDate: 'segunda-feira, 2 de junho de 2025',
    duration: '1 h 30 min',
    hours: '2 h',
    minutes: '45 min',
    money: 'RSD 1.234,50',
    dateTime: '2 de jun. de 2025, 14:05',
  },
};

/** Intl separates some parts with narrow or non-breaking spaces; a reader sees spaces. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formats of every language, on a Serbian branch (English as British English writes it)', () => {
  for (const language of languageSchema.options) {
    it(`${language}: 24-hour times, dates, durations and amounts`, () => {
      const formats = formatsFor(language, serbia);
      const want = expected[language];
      expect(formats.hour12).toBe(false);
      expect(spaced(formats.time(afternoon, belgrade))).toBe(want.time);
      expect(spaced(formats.time(morning, belgrade))).toBe(want.morning);
      expect(formats.clock('14:05')).toBe('14:05');
      expect(formats.clockRange('09:00', '21:00')).toBe(want.clock);
      expect(spaced(formats.date('2025-06-02'))).toBe(want.date);
      expect(spaced(formats.longDate('2025-06-02'))).toBe(want.longDate);
      expect(formats.duration(90)).toBe(want.duration);
      expect(formats.duration(120)).toBe(want.hours);
      expect(formats.duration(45)).toBe(want.minutes);
      expect(spaced(formats.money('1234.5', 'RSD'))).toBe(want.money);
      expect(spaced(formats.dateTime(afternoon, belgrade))).toBe(want.dateTime);
    });
  }

  it('writes an amount without a currency, or in a code it does not know, with two decimals', () => {
    const formats = formatsFor('EN', serbia);
    expect(formats.money('1234.5')).toBe('1,234.50');
    expect(formats.money(12.5, 'not a currency')).toBe('12.50');
    expect(spaced(formats.money(12.5, 'EUR'))).toBe('€12.50');
    expect(formats.money('abc', 'EUR')).toBe('abc');
  });

  it('writes Serbian dates in Latin script, never Cyrillic', () => {
    const formats = formatsFor('SR', serbia);
    for (const text of [formats.longDate('2025-06-02'), formats.shortDay('2025-06-02'), formats.weekday('2025-06-02'), formats.month(2025, 12)]) {
      expect(text).not.toMatch(/\p{Script=Cyrillic}/u);
    }
    expect(formats.month(2025, 12)).toBe('decembar 2025.');
  });
});

describe('the hour cycle of English follows the branch’s country', () => {
  it('is 24-hour on a Serbian, German or British branch and 12-hour on an American one', () => {
    expect(formatsFor('EN', serbia).hour12).toBe(false);
    expect(formatsFor('EN', countryOfTimeZone('Europe/Berlin')).hour12).toBe(false);
    expect(formatsFor('EN', countryOfTimeZone('Europe/London')).hour12).toBe(false);
    const american = formatsFor('EN', usa);
    expect(american.hour12).toBe(true);
    expect(spaced(american.time(afternoon, belgrade))).toBe('2:05 PM');
    expect(spaced(american.clockRange('09:00', '21:00'))).toBe('9:00 AM–9:00 PM');
  });

  it('never makes the other languages 12-hour, whatever the country', () => {
    for (const language of languageSchema.options.filter((one) => one !== 'EN')) {
      expect(writesTwelveHours(language, usa)).toBe(false);
      expect(formatsFor(language, usa).time(afternoon, belgrade)).toBe('14:05');
    }
  });

  it('reads what the country writes from Intl, and the browser’s region where there is no branch', () => {
    expect(serbia).toBe('RS');
    expect(regionOfLocale('en-GB')).toBe('GB');
    expect(regionOfLocale('en')).toBe('US');
    expect(usesTwelveHourClock('US')).toBe(true);
    expect(usesTwelveHourClock('CA')).toBe(true);
    expect(usesTwelveHourClock('RS')).toBe(false);
    expect(usesTwelveHourClock('BR')).toBe(false);
  });
});

describe('durations and placeholders', () => {
  it('rounds to whole minutes and groups long hours', () => {
    expect(formatsFor('EN', serbia).duration(0)).toBe('0 min');
    expect(formatsFor('EN', serbia).duration(89.6)).toBe('1 h 30 min');
    expect(formatsFor('EN', serbia).duration(2070)).toBe('34 h 30 min');
  });

  it('gives each language one set of field placeholders', () => {
    const hours = languageSchema.options.map((language) => formatsFor(language, serbia).placeholders.hours);
    expect(hours).toEqual(['hh', 'hh', 'чч', 'ss', 'hh']);
  });
});

describe('English dates follow the branch’s country', () => {
  it('writes the day first on a Serbian branch and the month first on an American one', () => {
    const onSerbian = formatsFor('EN', serbia);
    expect(onSerbian.locale).toBe('en-GB');
    expect(onSerbian.dateOrder).toBe('dmy');
    expect(spaced(onSerbian.date('2026-11-25'))).toBe('25 Nov 2026');
    const onAmerican = formatsFor('EN', usa);
    expect(onAmerican.locale).toBe('en-US');
    expect(onAmerican.dateOrder).toBe('mdy');
    expect(spaced(onAmerican.date('2026-11-25'))).toBe('Nov 25, 2026');
  });

  it('takes the country’s own English where Intl has one, else British or American by the country’s main language', () => {
    expect(englishLocaleOf('GB')).toBe('en-GB');
    expect(englishLocaleOf('IN')).toBe('en-IN');
    expect(englishLocaleOf('DE')).toBe('en-DE');
    expect(englishLocaleOf('RS')).toBe('en-GB');
    expect(englishLocaleOf(undefined)).toBe('en');
  });

  it('leaves the other languages’ date order alone', () => {
    for (const language of languageSchema.options.filter((one) => one !== 'EN')) {
      expect(formatsFor(language, usa).dateOrder).toBe('dmy');
      expect(formatsFor(language, usa).locale).toBe(formatsFor(language, serbia).locale);
    }
  });
});

describe('the week starts on the branch’s country’s first day', () => {
  it('is Monday in Serbia and most of Europe, Sunday in the US, Saturday in Egypt, in every language', () => {
    expect(firstDayOfWeek('RS')).toBe(1);
    expect(firstDayOfWeek('DE')).toBe(1);
    expect(firstDayOfWeek('GB')).toBe(1);
    expect(firstDayOfWeek('US')).toBe(0);
    expect(firstDayOfWeek('BR')).toBe(0);
    expect(firstDayOfWeek('EG')).toBe(6);
    expect(firstDayOfWeek(undefined)).toBe(1);
    for (const language of languageSchema.options) {
      expect(formatsFor(language, serbia).firstDayOfWeek).toBe(1);
      expect(formatsFor(language, usa).firstDayOfWeek).toBe(0);
    }
  });
});

describe('amount inputs show the language’s decimal separator', () => {
  it.each([
    ['EN', '.'],
    ['SR', ','],
    ['RU', ','],
    ['TR', ','],
    ['PT', ','],
  ] as const)('%s writes %s', (language, separator) => {
    const { decimalSeparator } = formatsFor(language, serbia);
    expect(decimalSeparator).toBe(separator);
    expect(amountInputText('1800.50', decimalSeparator)).toBe(`1800${separator}50`);
  });

  it('shows nothing for an empty amount and a whole number as it is', () => {
    expect(amountInputText(null, ',')).toBe('');
    expect(amountInputText(undefined, ',')).toBe('');
    expect(amountInputText('2100', ',')).toBe('2100');
  });
});

describe('one clock: instants on the branch’s zone, never the device’s', () => {
  /** A sale at 07:52 in Belgrade on 2 June 2025 (05:52 UTC), and a late one that is still 1 June in UTC. */
  const sale = '2025-06-02T05:52:00.000Z';
  const lateSale = '2025-06-01T22:30:00.000Z';

  it('writes a time, a date and time, and the day of an instant on the zone the formats were made for', () => {
    const inBelgrade = formatsFor('EN', serbia, belgrade);
    expect(inBelgrade.timeZone).toBe(belgrade);
    expect(inBelgrade.time(Date.parse(sale))).toBe('07:52');
    expect(spaced(inBelgrade.dateTime(sale))).toBe('2 Jun 2025, 07:52');
    expect(inBelgrade.date(lateSale)).toBe('2 Jun 2025');
    const inNewYork = formatsFor('SR', usa, 'America/New_York');
    expect(inNewYork.time(Date.parse(sale))).toBe('01:52');
    expect(inNewYork.date(lateSale)).toBe('1. 6. 2025.');
  });

  it('still writes another zone’s clock when asked, and calendar days as they are', () => {
    const inBelgrade = formatsFor('EN', serbia, belgrade);
    expect(inBelgrade.time(Date.parse(sale), 'UTC')).toBe('05:52');
    expect(spaced(inBelgrade.dateTime(sale, 'UTC'))).toBe('2 Jun 2025, 05:52');
    expect(inBelgrade.date('2025-06-01')).toBe('1 Jun 2025');
  });

  it('takes the device’s zone without a branch (account pages)', () => {
    expect(formatsFor('EN', serbia).timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
