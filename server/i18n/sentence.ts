import type { Language } from '../../src/schema/enums';
import { defaultLanguage } from '../../src/schema/languages';
import type { ServerMessages } from './messages/en';
import { messagesByLanguage } from './messages/messages-by-language';

/**
 * A sentence the API writes, picked from the catalog and rendered in the request's language only at the edge
 * (error-handler.ts). The language is passed too, for the sign-in service's own catalog (server/modules/id/i18n).
 */
export type Sentence = (messages: ServerMessages, language: Language) => string;

/** Text that arrives already written: a shared schema's English message, which the web app maps itself. */
export const verbatim =
  (text: string): Sentence =>
  () =>
    text;

/** Never throws: a sentence that fails in a language falls back to English, then to the general apology. */
export function renderSentence(sentence: Sentence, language: Language): string {
  for (const tried of [language, defaultLanguage]) {
    try {
      const text = sentence(messagesByLanguage[tried], tried);
      if (typeof text === 'string' && text.length > 0) return text;
    } catch {
      // The next language, then the apology: an error's sentence must never turn its answer into a 500.
    }
  }
  return messagesByLanguage[language].common.unexpected;
}
