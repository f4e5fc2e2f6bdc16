import type { I18nProvider } from '@refinedev/core';
import type { TOptions } from 'i18next';
import { languageSchema, type Language } from '@/schema/enums';
import { i18n, loadLanguage } from '@/i18n/i18n';
import { languageOfCode, storeLanguage } from '@/i18n/languages';

// The shell imports the language helpers from here as well as from src/i18n; one place to look for them.
export { ensureLanguage, initI18n, isLanguageLoadingExempt, loadLanguage } from '@/i18n/i18n';
export { applyDocumentLanguage, countryOfLanguage, initialLanguage, pickLanguage } from '@/i18n/languages';

/** Accepts our codes (`SR`) and i18next/BCP 47 ones (`sr`, `sr-Latn`); anything else is EN. */
const toLanguage = (locale: string): Language => {
  const exact = languageSchema.safeParse(locale);
  return exact.success ? exact.data : languageOfCode(locale);
};

/** Switches the UI language, loading its files first, and remembers the choice (storageKeys.language). */
export async function changeLanguage(locale: string): Promise<Language> {
  const language = toLanguage(locale);
  storeLanguage(language);
  await loadLanguage(language);
  return language;
}

/** The UI language as our code (EN, SR, RU, TR, PT). */
export const currentLanguage = (): Language => languageOfCode(i18n.resolvedLanguage ?? i18n.language);

export const i18nProvider: I18nProvider = {
  // Refine calls translate(key, options, defaultMessage) and, in places, translate(key, defaultMessage).
  translate: (key: string, options?: unknown, defaultMessage?: string): string => {
    const fallback = typeof options === 'string' ? options : defaultMessage;
    const tOptions: TOptions = options && typeof options === 'object' ? { ...(options as TOptions) } : {};
    if (fallback !== undefined) tOptions.defaultValue = fallback;
    return String(i18n.t(key, tOptions as Record<string, unknown>));
  },
  changeLocale: (locale: string) => changeLanguage(locale),
  getLocale: () => currentLanguage(),
};
