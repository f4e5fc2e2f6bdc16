import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messageStatuses, skipReasons } from '@/schema/messages/message-log';
import {
  messageChannels,
  notificationEventKeys,
  recipientTypes,
} from '@/schema/messages/notification-events';
import { ruleSourceSchema } from '@/schema/messages/notification-rule';
import { spanUnits } from './rule-timing';

/**
 * The notification screens ask the `messages` namespace for words by the catalog's names (events, channels, statuses,
 * reasons): keys no literal-key check can see. Every one must exist in every language, and every literal key these
 * screens ask for must exist in English.
 */
type Tree = { [key: string]: string | Tree };
const files = import.meta.glob<Tree>('../../i18n/*/messages.json', { eager: true, import: 'default' });
const languages = Object.fromEntries(
  Object.entries(files).map(([file, tree]) => [/i18n\/(\w+)\//.exec(file)![1]!, tree]),
);

/** The text at a dotted path, with any plural form standing for the key. */
function textAt(tree: Tree, key: string): string | undefined {
  const parts = key.split('.');
  const last = parts.pop()!;
  let node: Tree | string | undefined = tree;
  for (const part of parts) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'object') return undefined;
  const found = node[last] ?? node[`${last}_other`];
  return typeof found === 'string' ? found : undefined;
}

const catalogKeys = [
  ...notificationEventKeys.flatMap((event) => [`events.${event}.name`, `events.${event}.description`]),
  ...messageChannels.map((channel) => `channels.${channel}`),
  ...recipientTypes.map((recipient) => `recipients.${recipient}`),
  ...messageStatuses.map((status) => `statuses.${status}`),
  ...skipReasons.map((reason) => `reasons.${reason}`),
  ...ruleSourceSchema.options.map((source) => `source.${source}`),
  ...spanUnits.map((unit) => `form.units.${unit}`),
  ...['channels', 'noChannel', 'lead', 'delay', 'time', 'weeks', 'number', 'invalid'].map(
    (error) => `form.errors.${error}`,
  ),
];

describe('the messages namespace', () => {
  it('is there in the five languages', () => {
    expect(Object.keys(languages).sort()).toEqual(['en', 'pt', 'ru', 'sr', 'tr']);
  });

  it.each(['en', 'sr', 'ru', 'tr', 'pt'])(
    '%s names every event, channel, recipient, status, reason and source',
    (language) => {
      const missing = catalogKeys.filter((key) => !textAt(languages[language]!, key));
      expect(missing).toEqual([]);
    },
  );

  it('has every literal key the notification screens ask for', () => {
    const folder = path.dirname(new URL(import.meta.url).pathname);
    const sources = readdirSync(folder).filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts'));
    const missing = sources.flatMap((name) =>
      [
        ...readFileSync(path.join(folder, name), 'utf8').matchAll(
          /\bt\(\s*'([a-zA-Z][\w.]*)'(\s*,\s*\{\s*ns:)?/g,
        ),
      ]
        .filter((match) => match[2] === undefined && !textAt(languages['en']!, match[1]!))
        .map((match) => `${name}: ${match[1]}`),
    );
    expect(missing).toEqual([]);
  });
});
