import { languageSchema, type Language } from '../../src/schema/enums';
import { defaultLanguage, languageOfBrowserTag } from '../../src/schema/languages';

export function languageFromQuery(value: unknown): Language | undefined {
  if (typeof value !== 'string') return undefined;
  const parsed = languageSchema.safeParse(value.trim().toUpperCase());
  return parsed.success ? parsed.data : undefined;
}

/** The first language the browser prefers (by q weight) that we speak. */
export function languageFromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      const [primary = ''] = tag.split('-');
      return { primary: primary.toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    const language = languageOfBrowserTag(entry.primary);
    if (language) return language;
  }
  return undefined;
}

/** `lang` in the query wins (the switcher sets it), then the browser's languages, then English. */
export const pickLanguage = (query: unknown, acceptLanguage: string | undefined): Language =>
  languageFromQuery(query) ?? languageFromAcceptLanguage(acceptLanguage) ?? defaultLanguage;

/** The language of an API answer: the request's Accept-Language, else English (every client that sends none). */
export const replyLanguage = (acceptLanguage: string | string[] | undefined): Language =>
  (typeof acceptLanguage === 'string' ? languageFromAcceptLanguage(acceptLanguage) : undefined) ?? defaultLanguage;
