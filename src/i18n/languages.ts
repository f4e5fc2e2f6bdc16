import { appConfig } from '@/schema/config';
import { defaultLanguage, pickLanguage } from '@/schema/languages';
import { languageSchema, type Language } from '@/schema/enums';

export { defaultLanguage, pickLanguage } from '@/schema/languages';

/** Every language as an i18next code. */
export const i18nCodes: string[] = languageSchema.options.map((language) => language.toLowerCase());

/** i18next language codes (lower-case BCP 47, so Intl.PluralRules picks the right plural rules). */
export const i18nCodeOf = (language: Language): string => language.toLowerCase();

/** The reverse of i18nCodeOf; anything unknown is EN. */
export const languageOfCode = (code: string | undefined): Language => {
  const parsed = languageSchema.safeParse(code?.split(/[-_]/)[0]?.toUpperCase());
  return parsed.success ? parsed.data : defaultLanguage;
};

/** Our Serbian texts are written in Latin script; saying so lets screen readers and hyphenation pick it. */
const htmlLangOf: Readonly<Record<Language, string>> = {
  EN: 'en',
  SR: 'sr-Latn',
  RU: 'ru',
  TR: 'tr',
  PT: 'pt',
};

export function applyDocumentLanguage(
  language: Language,
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): void {
  if (doc) doc.documentElement.lang = htmlLangOf[language];
}

export type Country = 'serbia' | 'russia';

/** Spec §9: SR → serbia, RU → russia, everything else serbia. */
export const countryOfLanguage = (language: Language): Country => (language === 'RU' ? 'russia' : 'serbia');

export function getStoredLanguage(): Language | null {
  try {
    const parsed = languageSchema.safeParse(globalThis.localStorage?.getItem(appConfig.storageKeys.language));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function storeLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(appConfig.storageKeys.language, language);
  } catch {
    // Not remembered across visits; the browser language is picked again next time.
  }
}

/** The language to start with: the one chosen before, else the browser's. */
export const initialLanguage = (
  navigatorLanguages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Language => getStoredLanguage() ?? pickLanguage(navigatorLanguages);
