import type { Language } from '../enums';
import { english } from './default-templates/en';
import type { LanguagePack } from './default-templates/language-pack';
import { portuguese } from './default-templates/pt';
import { russian } from './default-templates/ru';
import { serbian } from './default-templates/sr';
import { turkish } from './default-templates/tr';
import { notificationEvents, type MessageChannel, type NotificationEventKey } from './notification-events';
import type { TemplateText } from './template-text';

/**
 * What every notification says until a chain or branch writes its own: one subject (the e-mail's, and the title of a
 * push or in-app message) and one body for all channels, in each of the five languages. Client texts are written to
 * fit one SMS part; the words a client replies with (to confirm, cancel or stop) live beside them.
 */

const packs: Record<Language, LanguagePack> = { EN: english, SR: serbian, RU: russian, TR: turkish, PT: portuguese };
const languages = Object.keys(packs) as Language[];
const byLanguage = <T>(pick: (pack: LanguagePack) => T): Record<Language, T> =>
  Object.fromEntries(languages.map((language) => [language, pick(packs[language])])) as Record<Language, T>;

/** The words a confirm request asks for (the first of each), and the others each language also takes. */
export const confirmReplyWords = byLanguage(({ confirm, cancel }) => ({ confirm, cancel }));

/** The replies that end a client's marketing messages, per language; any language's word is taken. */
export const stopWords = byLanguage((pack) => pack.stop);

/** The last line of a marketing SMS, naming the stop word. */
export const optOutHints = byLanguage((pack) => pack.optOutHint);

/**
 * The default template for one event, language and channel. A marketing SMS ends with the opt-out hint (an e-mail
 * carries its unsubscribe link in the layout instead). No default names `{{manageLink}}` yet: there is no page to
 * manage a booking on until online booking lands, and an empty link would leave "Manage:" hanging.
 */
export function defaultTemplate(event: NotificationEventKey, language: Language, channel: MessageChannel): TemplateText {
  const template = packs[language].templates[event];
  if (channel !== 'sms' || notificationEvents[event].kind !== 'marketing') return template;
  return { subject: template.subject, body: `${template.body}\n${packs[language].optOutHint}` };
}

const pluralLocales: Record<Language, string> = { EN: 'en', SR: 'sr-Latn', RU: 'ru', TR: 'tr', PT: 'pt' };

/** A count with its noun in the language: "1 visit", "3 posete", "5 визитов", "2 gün", "7 dias". */
export function countWords(language: Language, what: keyof LanguagePack['counts'], count: number): string {
  const words = packs[language].counts[what];
  return `${count} ${words[new Intl.PluralRules(pluralLocales[language]).select(count)] ?? words.other}`;
}

/** A reply as a word to compare: capitals, no accents, no punctuation, spaces or emoji around it. */
const replyWord = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/^[\s\p{P}\p{S}\p{Cf}]+|[\s\p{P}\p{S}\p{Cf}]+$/gu, '');

const wordsOf = (lists: readonly (readonly string[])[]): ReadonlySet<string> => new Set(lists.flat().map(replyWord));
const confirmWords = wordsOf(languages.map((language) => packs[language].confirm));
const cancelWords = wordsOf(languages.map((language) => packs[language].cancel));
const anyStopWord = wordsOf(languages.map((language) => packs[language].stop));

/**
 * A client's answer to a confirm request, in any of the five languages: the reply must be the word alone (give or
 * take case, accents, punctuation and an emoji), so "No problem, I'll be there" is never read as a cancellation.
 */
export function parseConfirmReply(text: string): 'confirm' | 'cancel' | null {
  const word = replyWord(text);
  if (confirmWords.has(word)) return 'confirm';
  if (cancelWords.has(word)) return 'cancel';
  return null;
}

/** Whether a reply asks to stop marketing messages (STOP, UNSUBSCRIBE, ОТПИСКА, RET, PARAR, …). */
export const isStopWord = (text: string): boolean => anyStopWord.has(replyWord(text));
