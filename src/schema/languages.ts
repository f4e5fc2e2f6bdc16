import type { Language } from './enums';

/** Spec §9: EN is the default and the fallback. */
export const defaultLanguage: Language = 'EN';

/**
 * Browser language (primary subtag) → our language, for the web app and the sign-in pages alike. Serbian
 * also serves the neighbouring languages its readers read without effort: Slovenian, Croatian, Bosnian,
 * Macedonian, Montenegrin (me, cnr) and Serbo-Croatian (spec §9).
 */
const browserLanguageMap: Readonly<Record<string, Language>> = {
  en: 'EN',
  sr: 'SR',
  sl: 'SR',
  hr: 'SR',
  bs: 'SR',
  mk: 'SR',
  me: 'SR',
  cnr: 'SR',
  sh: 'SR',
  ru: 'RU',
  tr: 'TR',
  pt: 'PT',
};

/** Our language for one browser language tag (`sr-Latn-RS`, `pt_BR`), or undefined when we do not speak it. */
export const languageOfBrowserTag = (tag: string): Language | undefined =>
  browserLanguageMap[tag.trim().toLowerCase().split(/[-_]/)[0] ?? ''];

/** The first of the browser's preferred languages that we speak; EN when none is. */
export function pickLanguage(browserLanguages: readonly string[]): Language {
  for (const tag of browserLanguages) {
    const language = languageOfBrowserTag(tag);
    if (language) return language;
  }
  return defaultLanguage;
}
