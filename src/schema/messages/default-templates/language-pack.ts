import type { NotificationEventKey } from '../notification-events';
import type { TemplateText } from '../template-text';

/** A counted noun by the language's plural category (Intl.PluralRules): `{ one: 'visit', other: 'visits' }`. */
export type CountWords = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** What one language says by default: every event's text, and the words a client answers a text message with. */
export type LanguagePack = {
  /** Replies that confirm a visit, and that cancel it; the first of each is the one the confirm request asks for. */
  confirm: readonly string[];
  cancel: readonly string[];
  /** Replies that end marketing messages; the first is the one the opt-out hint names. */
  stop: readonly string[];
  /** The last line of a marketing SMS. */
  optOutHint: string;
  /** What a membership has left, as `{{remaining}}` says it: visits, or days until it ends. */
  counts: { visits: CountWords; days: CountWords };
  templates: Record<NotificationEventKey, TemplateText>;
};
