import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, hrHR, ptPT, ruRU, trTR } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/pt';
import 'dayjs/locale/ru';
import 'dayjs/locale/sr';
import 'dayjs/locale/tr';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The pickers' own texts per UI language; Croatian is the nearest the pickers have to Serbian (Latin). */
const pickerTexts = {
  en: enUS,
  sr: hrHR,
  ru: ruRU,
  tr: trTR,
  pt: ptPT,
} as const;

const dayjsLocales = { en: 'en', sr: 'sr', ru: 'ru', tr: 'tr', pt: 'pt' } as const;
type Code = keyof typeof dayjsLocales;

const codeOf = (language: string | undefined): Code => {
  const code = (language ?? 'en').split(/[-_]/)[0] as Code;
  return code in dayjsLocales ? code : 'en';
};

/** Date pickers in the UI language: month names, week start and the pickers' button texts. */
export function DateLocalization({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const code = codeOf(i18n.resolvedLanguage ?? i18n.language);
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={dayjsLocales[code]}
      localeText={pickerTexts[code].components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {children}
    </LocalizationProvider>
  );
}
