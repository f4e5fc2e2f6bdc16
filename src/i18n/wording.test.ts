import { describe, expect, it } from 'vitest';

/**
 * One word for one thing (docs/decisions.md, "Front desk (issue 16)"): a booked visit is an appointment on
 * every screen, in every language, while the code and the API keep calling it an order. These tests read every
 * namespace's values and fail on the words that drifted in before.
 */

type Messages = { [key: string]: string | Messages };

const files = import.meta.glob<Messages>('./*/*.json', { eager: true, import: 'default' });

/** Every value of a language as `namespace:key.path` → text. */
function valuesOf(language: string): Map<string, string> {
  const values = new Map<string, string>();
  const walk = (node: Messages, path: string) => {
    for (const [key, value] of Object.entries(node)) {
      const at = path.endsWith(':') ? `${path}${key}` : `${path}.${key}`;
      if (typeof value === 'string') values.set(at, value);
      else walk(value, at);
    }
  };
  for (const [file, messages] of Object.entries(files)) {
    const [, folder, namespace] = /^\.\/([a-z]+)\/(\w+)\.json$/.exec(file) ?? [];
    if (folder === language && namespace) walk(messages, `${namespace}:`);
  }
  return values;
}

/** English values where "order" is an arrangement, not a visit. */
const sortOrderKeys = new Set(['catalog:sort.hint', 'catalog:sort.viewOnly', 'catalog:sort.failed', 'shell:pages.sort', 'shell:setup.intro']);

/** Words each language used for an appointment before it settled on one (whole words, any case). */
const driftedWords: Record<string, RegExp> = {
  en: /\borders?\b/i,
  sr: /porud[žz]bin|narud[žz]bin/i,
  // Not inside a word: реквизиты (a company's details) holds визит.
  ru: /(?<![а-яё])(заказ|визит)/iu,
  tr: /sipariş/i,
  pt: /agendamento/i,
};

describe('wording', () => {
  it('finds every language', () => {
    for (const language of Object.keys(driftedWords)) expect(valuesOf(language).size, language).toBeGreaterThan(500);
  });

  it.each(Object.entries(driftedWords))('%s calls a booked visit by one word', (language, drifted) => {
    const offending = [...valuesOf(language)].filter(([key, text]) => drifted.test(text) && !(language === 'en' && sortOrderKeys.has(key)));
    expect(offending).toEqual([]);
  });

  it('the sort-order allow-list names English values that still exist and still say "order"', () => {
    const english = valuesOf('en');
    for (const key of sortOrderKeys) expect(english.get(key), key).toMatch(/\border\b/i);
  });
});
