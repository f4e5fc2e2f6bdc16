import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { IsoDate } from '@/schema/schedule/calendar';
import type { Month } from './work-slot-grid-model';

export type DayFormat = {
  /** "Mon". */
  weekday: (date: IsoDate) => string;
  /** "Monday, 2 June 2025", each cell's and day head's accessible name. */
  longDay: (date: IsoDate) => string;
  /** "June 2025". */
  month: (month: Month) => string;
};

/**
 * Dates as the interface language writes them. The page's `lang` is the Intl locale the shell chose for the
 * language (our Serbian is Latin script, which Intl's plain `sr` is not).
 */
export function useDayFormat(): DayFormat {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const locale = (typeof document === 'undefined' ? '' : document.documentElement.lang) || language;
    const weekday = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short' });
    const longDay = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', dateStyle: 'full' });
    const month = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'long', year: 'numeric' });
    const at = (date: IsoDate) => Date.parse(`${date}T00:00:00Z`);
    return {
      weekday: (date) => weekday.format(at(date)),
      longDay: (date) => longDay.format(at(date)),
      month: ({ year, month: number }) => month.format(Date.UTC(year, number - 1, 1)),
    };
  }, [language]);
}
