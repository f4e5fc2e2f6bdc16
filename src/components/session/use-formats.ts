import { useTranslation } from 'react-i18next';
import { countryOfTimeZone } from '@/schema/time-zone-country';
import { formatsFor, regionOfLocale, type Formats } from '@/i18n/formats';
import { languageOfCode } from '@/i18n/languages';
import { useWorkspace } from './use-workspace';

/**
 * The formats of the person's language for the branch on screen (src/i18n/formats.ts), the one helper every time
 * on screen goes through. Instants are written on the clock of the branch's time zone, and English takes the
 * 12- or 24-hour clock of the country that zone lies in: the current branch's, on a chain's pages its first
 * branch's (a chain's branches share a country and a zone as a rule, and one screen must not mix clocks), and the
 * device's zone and the browser's region outside a chain.
 */
export function useFormats(): Formats {
  const { i18n } = useTranslation();
  const workspace = useWorkspace();
  const language = languageOfCode(i18n.resolvedLanguage ?? i18n.language);
  const branch = workspace?.branch ?? workspace?.organization.branches[0];
  const region =
    (branch && countryOfTimeZone(branch.timeZone)) ?? regionOfLocale(typeof navigator === 'undefined' ? undefined : navigator.language);
  return formatsFor(language, region, branch?.timeZone);
}
