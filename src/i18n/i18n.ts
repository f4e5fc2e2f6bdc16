import i18next, { type i18n as I18nInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@/schema/enums';
import type { LanguageBundle } from './bundles/namespace-bundle';
import { applyDocumentLanguage, defaultLanguage, i18nCodeOf, initialLanguage, i18nCodes, languageOfCode } from './languages';

/**
 * One i18next instance for the app. Translation files are `src/i18n/<lang>/<namespace>.json`; each language is
 * one chunk (`bundles/<lang>.ts`, all its namespaces), fetched the first time the language is used (spec §7
 * "loaded lazily"). One entry a language, not one a file, keeps the shell's map of chunks small: every namespace
 * a feature adds would otherwise add five entries to the first download.
 */
const languageBundles = import.meta.glob<LanguageBundle>(['./bundles/*.ts', '!./bundles/namespace-bundle.ts'], { import: 'default' });

/** `common` (providers and shared components) and `shell` (app shell); a language's bundle brings the rest. */
const initialNamespaces = ['common', 'shell'];
export const defaultNamespace = 'common';

export const i18n: I18nInstance = i18next.createInstance();

/** The language the person reads now, as a BCP 47 tag (`sr`): what the API is asked to answer in. */
export const currentLanguageTag = (): string => i18nCodeOf(languageOfCode(i18n.resolvedLanguage ?? i18n.language));

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
      ns: initialNamespaces,
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
    const load = languageBundles[`./bundles/${code}.ts`];
    pending = (load ? load() : Promise.resolve({})).then(async (bundle) => {
      for (const [namespace, data] of Object.entries(bundle)) i18n.addResourceBundle(code, namespace, data, true, true);
      // No backend: this only tells i18next the namespaces exist, so screens asking for them count as ready.
      await i18n.loadNamespaces(Object.keys(bundle));
    });
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
