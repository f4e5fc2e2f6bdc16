import { useMemo } from 'react';
import { useFormats } from '@/components/session/use-formats';

export type TimeFormat = {
  /** "10:30" or "10:30 AM", as the language writes times for this branch, on the branch's clock. */
  time: (instant: number) => string;
  /** "Mon, Jun 2". */
  day: (date: string) => string;
  /** "Monday, June 2, 2025" for headings and labels. */
  longDay: (date: string) => string;
  /** Hours and minutes of free time: "34 h 30 min" in the language's units. */
  duration: (minutes: number) => string;
  locale: string;
};

/** The schedule's formats (src/i18n/formats.ts) on the clock of the branch's time zone. */
export function useTimeFormat(timeZone: string): TimeFormat {
  const formats = useFormats();
  return useMemo(
    () => ({
      time: (instant) => formats.time(instant, timeZone),
      day: formats.shortDay,
      longDay: formats.longDate,
      duration: formats.duration,
      locale: formats.locale,
    }),
    [formats, timeZone],
  );
}
