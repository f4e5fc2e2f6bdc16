import { useMemo } from 'react';
import { useFormats } from '@/components/session/use-formats';
import type { IsoDate } from '@/schema/schedule/calendar';
import type { Month } from './work-slot-grid-model';

export type DayFormat = {
  /** "Mon". */
  weekday: (date: IsoDate) => string;
  /** "Monday, June 2, 2025", each cell's and day head's accessible name. */
  longDay: (date: IsoDate) => string;
  /** "June 2025". */
  month: (month: Month) => string;
};

/** Dates as the interface language writes them (src/i18n/formats.ts: Serbian in Latin script). */
export function useDayFormat(): DayFormat {
  const formats = useFormats();
  return useMemo(
    () => ({
      weekday: formats.weekday,
      longDay: formats.longDate,
      month: ({ year, month }) => formats.month(year, month),
    }),
    [formats],
  );
}
