import type { TFunction } from 'i18next';
import { translateSchemaMessage } from '@/components/forms/schema-messages';

/**
 * Field messages in the reader's language. The shared schemas (src/schema) and the server speak English;
 * the shell translates its own messages, and the engine adds the ones its definitions use ("At least 5
 * minutes", "Use an amount such as 12.50") and zod's type errors, which read as code otherwise.
 */

const exact: Readonly<Record<string, string>> = {
  'Use an amount such as 12.50': 'engine.validation.amount',
  'Use YYYY-MM-DD': 'engine.validation.date',
  'Use a colour such as #3366cc': 'engine.validation.color',
  'Use a Telegram username such as anna_studio': 'engine.validation.telegram',
};

const patterns: readonly [RegExp, string][] = [
  [/^At most (\d+) characters$/, 'engine.validation.maxChars'],
  [/^At least (\d+) minutes$/, 'engine.validation.minMinutes'],
  [/^At most (\d+) hours$/, 'engine.validation.maxHours'],
  [/^At least (\d+)$/, 'engine.validation.atLeast'],
  [/^At most (\d+)$/, 'engine.validation.atMost'],
];

/**
 * The definitions' cross-field rules (src/schema/resource-rules.ts) name the choice in the API's words; on
 * the form the input sits beside that choice, so the short message says enough.
 */
const ruleKeys: readonly [RegExp, string][] = [
  [/^Required when \S+ is .+$/, 'engine.validation.required'],
  [/^Must be empty when \S+ is .+$/, 'engine.validation.mustBeEmpty'],
];

/** zod 4's own messages: "Invalid input: expected number, received null", "Invalid option: …". */
function zodDefault(message: string): string | null {
  const type = /^Invalid input: expected (\w+), received (\w+)/.exec(message);
  if (type) {
    const received = type[2];
    if (received === 'null' || received === 'undefined') return 'engine.validation.required';
    if (type[1] === 'int') return 'engine.validation.wholeNumber';
    return type[1] === 'number' ? 'engine.validation.number' : 'engine.validation.invalid';
  }
  if (message.startsWith('Invalid option')) return 'engine.validation.choose';
  if (message.startsWith('Too big: expected number')) return 'engine.validation.tooBig';
  if (message.startsWith('Too small: expected number')) return 'engine.validation.tooSmall';
  return null;
}

export function translateFieldMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const fromShell = translateSchemaMessage(t, message);
  if (fromShell !== message) return fromShell;
  const key = exact[message] ?? ruleKeys.find(([pattern]) => pattern.test(message))?.[1];
  if (key) return t(key, { ns: 'resources' });
  for (const [pattern, patternKey] of patterns) {
    const match = pattern.exec(message);
    if (match) return t(patternKey, { ns: 'resources', count: Number(match[1]) });
  }
  const zodKey = zodDefault(message);
  return zodKey ? t(zodKey, { ns: 'resources' }) : message;
}
