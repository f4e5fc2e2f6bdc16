/** A language's translation files by namespace (`../sr/pay.json` → `pay`), as one bundle. */
export type LanguageBundle = Record<string, Record<string, unknown>>;

export const namespaceBundle = (files: Record<string, Record<string, unknown>>): LanguageBundle =>
  Object.fromEntries(Object.entries(files).map(([path, data]) => [/([\w-]+)\.json$/.exec(path)![1]!, data]));
