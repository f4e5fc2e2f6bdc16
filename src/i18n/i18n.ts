import i18next, { type i18n as I18nInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@/schema/enums';
import { applyDocumentLanguage, defaultLanguage, i18nCodeOf, initialLanguage, i18nCodes } from './languages';

/**
 * One i18next instance for the app. Translation files are `src/i18n/<lang>/<namespace>.json`; each language's
 * files are their own chunks, fetched the first time the language is used (spec §7 "loaded lazily").
 */
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { import: 'default' });

const fileKey = /^\.\/([a-z]+)\/([\w-]+)\.json$/;

/** `common` (providers and shared components) and `shell` (app shell); any further file adds its namespace. */
export const namespaces: readonly string[] = Array.from(
  new Set(['common', 'shell', ...Object.keys(files).flatMap((key) => fileKey.exec(key)?.[2] ?? [])]),
);
export const defaultNamespace = 'common';

export const i18n: I18nInstance = i18next.createInstance();

let initialised: Promise<void> | null = null;

/** Initialises the instance once, with no translations yet (they arrive through loadLanguage). */
export function initI18n(language: Language = initialLanguage()): Promise<void> {
  initialised ??= i18n
    .use(initReactI18next)
    .init({
      lng: i18nCodeOf(language),
      fallbackLng: i18nCodeOf(defaultLanguage),
      supportedLngs: i18nCodes,
      load: 'languageOnly',
      ns: [...namespaces],
      defaultNS: defaultNamespace,
      fallbackNS: defaultNamespace,
      resources: {},
      // Bundles are added by hand below; this tells i18next that an empty start is not a missing backend.
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      // Keeps the console for our own messages.
      showSupportNotice: false,
      // Screens render while a language loads (and re-render once it has), rather than suspending.
      react: { useSuspense: false, bindI18nStore: 'added' },
    })
    .then(() => undefined);
  return initialised;
}

const loading = new Map<string, Promise<void>>();

function loadBundles(language: Language): Promise<void> {
  const code = i18nCodeOf(language);
  let pending = loading.get(code);
  if (!pending) {
    pending = Promise.all(
      Object.entries(files).map(async ([key, load]) => {
        const match = fileKey.exec(key);
        if (!match || match[1] !== code || !match[2]) return;
        i18n.addResourceBundle(code, match[2], await load(), true, true);
      }),
    ).then(() => undefined);
    // A failed chunk (offline, new deployment) may be retried on the next change of language.
    pending.catch(() => loading.delete(code));
    loading.set(code, pending);
  }
  return pending;
}

/** Loads a language's files (and the EN fallback), switches to it and sets <html lang>. */
export async function loadLanguage(language: Language): Promise<void> {
  await initI18n(language);
  await Promise.all([loadBundles(defaultLanguage), loadBundles(language)]);
  await i18n.changeLanguage(i18nCodeOf(language));
  applyDocumentLanguage(language);
}

/** Spec §2 guard 5: the login route only sends the browser to the sign-in service, so it loads no language. */
export const isLanguageLoadingExempt = (pathname: string): boolean =>
  pathname === '/login' || pathname.startsWith('/login/');

/** What the router calls on start and on entering a route: loads the language unless the route is exempt. */
export async function ensureLanguage(
  pathname: string,
  language: Language = initialLanguage(),
): Promise<void> {
  if (isLanguageLoadingExempt(pathname)) {
    await initI18n(language);
    return;
  }
  // Cheap when nothing changed: the bundles are cached and changeLanguage to the same code is a no-op.
  await loadLanguage(language);
}
