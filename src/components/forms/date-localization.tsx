import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, hrHR, ptPT, ruRU, trTR } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/pt';
import 'dayjs/locale/ru';
import 'dayjs/locale/sr';
import 'dayjs/locale/tr';
import { useMemo, type ReactNode } from 'react';
import { useFormats } from '@/components/session/use-formats';

/** The pickers' own texts per UI language; Croatian is the nearest the pickers have to Serbian (Latin). */
const pickerTexts = {
  en: enUS,
  sr: hrHR,
  ru: ruRU,
  tr: trTR,
  pt: ptPT,
} as const;

/** dayjs's `sr` is Latin script, as our Serbian is. */
const dayjsLocales = { en: 'en', sr: 'sr', ru: 'ru', tr: 'tr', pt: 'pt' } as const;

/**
 * Date and time pickers in the UI language: month names, week start, the pickers' button texts and the empty
 * sections' placeholders of src/i18n/formats.ts. Whether times are 24-hour is each picker's `ampm`, from
 * `useFormats().hour12` (dayjs's English would make them 12-hour on a Serbian branch).
 */
export function DateLocalization({ children }: { children: ReactNode }) {
  const formats = useFormats();
  const code = formats.language.toLowerCase() as keyof typeof dayjsLocales;
  const localeText = useMemo(() => {
    const { year, month, day, hours, minutes, meridiem } = formats.placeholders;
    return {
      ...pickerTexts[code].components.MuiLocalizationProvider.defaultProps.localeText,
      fieldYearPlaceholder: ({ digitAmount }: { digitAmount: number }) => year.repeat(digitAmount),
      fieldMonthPlaceholder: ({ contentType }: { contentType: string }) => (contentType === 'letter' ? month.repeat(2) : month),
      fieldDayPlaceholder: () => day,
      fieldHoursPlaceholder: () => hours,
      fieldMinutesPlaceholder: () => minutes,
      fieldMeridiemPlaceholder: () => meridiem,
    };
  }, [code, formats.placeholders]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={dayjsLocales[code]} localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}
