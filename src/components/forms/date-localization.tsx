import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, hrHR, ptPT, ruRU, trTR } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
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

/** dayjs's `sr` is Latin script, as our Serbian is; its `en` is American, `en-gb` writes the day first. */
const dayjsLocales = { en: 'en', sr: 'sr', ru: 'ru', tr: 'tr', pt: 'pt' } as const;

/**
 * The dayjs locale of the pickers: the language's (British English where the branch's country writes the day
 * first), with the week starting on the country's first day. dayjs ties the week's start to the locale, so
 * each language and first day is registered once under its own name ("sr-w0": Serbian, Sunday first).
 */
function pickerLocale(language: keyof typeof dayjsLocales, dayFirst: boolean, firstDayOfWeek: number): string {
  const base = language === 'en' && dayFirst ? 'en-gb' : dayjsLocales[language];
  const name = `${base}-w${firstDayOfWeek}`;
  if (!dayjs.Ls[name]) {
    const definition = dayjs.Ls[base];
    if (!definition) return base;
    dayjs.locale({ ...definition, name, weekStart: firstDayOfWeek }, undefined, true);
  }
  return name;
}

/**
 * Date and time pickers in the UI language: month names, the pickers' button texts and the empty sections'
 * placeholders of src/i18n/formats.ts; the date order and the week's first day of the branch's country. Whether times are 24-hour is each picker's `ampm`, from
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
  const adapterLocale = pickerLocale(code, formats.dateOrder === 'dmy', formats.firstDayOfWeek);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={adapterLocale} localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}
