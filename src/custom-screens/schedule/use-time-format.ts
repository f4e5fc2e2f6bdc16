import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Intl's locale for a UI language: our Serbian is written in Latin script (Intl's `sr` is Cyrillic). */
const intlLocaleOf = (language: string): string => (language.startsWith('sr') ? 'sr-Latn' : language);

export type TimeFormat = {
  /** "10:30" or "10:30 AM", as the language writes times, on the branch's clock. */
  time: (instant: number) => string;
  /** "Mon 2 Jun". */
  day: (date: string) => string;
  /** "Monday, 2 June 2025" for headings and labels. */
  longDay: (date: string) => string;
  /** Hours and minutes of free time: "34 h 30 min" in the language's units. */
  duration: (minutes: number) => string;
  locale: string;
};

export function useTimeFormat(timeZone: string): TimeFormat {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const locale = intlLocaleOf(language);
    const time = new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' });
    const day = new Intl.DateTimeFormat(locale, {
      timeZone: 'UTC',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    });
    const longDay = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', dateStyle: 'full' });
    const hours = new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'narrow' });
    const minutes = new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'narrow' });
    const dateOf = (date: string) => Date.parse(`${date}T00:00:00Z`);
    return {
      time: (instant) => time.format(instant),
      day: (date) => day.format(dateOf(date)),
      longDay: (date) => longDay.format(dateOf(date)),
      duration: (total) => {
        const whole = Math.floor(total / 60);
        const rest = Math.round(total % 60);
        return rest === 0 ? hours.format(whole) : `${hours.format(whole)} ${minutes.format(rest)}`;
      },
      locale,
    };
  }, [language, timeZone]);
}

/** The first day of the week in the language's main region (0 = Sunday), Monday where Intl cannot say. */
export function firstWeekday(locale: string): number {
  try {
    const info = (
      new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?: () => { firstDay: number } }
    ).getWeekInfo?.();
    return info ? info.firstDay % 7 : 1;
  } catch {
    return 1;
  }
}
