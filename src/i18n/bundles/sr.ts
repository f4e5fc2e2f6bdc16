import { namespaceBundle } from './namespace-bundle';

/** Every namespace of this language in one chunk: the app loads a language whole (../i18n.ts). */
export default namespaceBundle(import.meta.glob<Record<string, unknown>>('../sr/*.json', { import: 'default', eager: true }));
