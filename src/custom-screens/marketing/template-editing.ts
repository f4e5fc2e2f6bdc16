import type { MessageChannel } from '@/schema/messages/notification-events';

/** What the template editor does to text, apart from React: which channels carry a subject, inserting a variable. */

/** An e-mail's subject, a push or in-app message's title; SMS and Telegram are the body alone. */
export const channelHasSubject = (channel: MessageChannel): boolean =>
  channel === 'email' || channel === 'push' || channel === 'inApp';

export type Selection = { start: number; end: number };

/**
 * `{{name}}` in place of the selection (at the caret when nothing is selected), with the caret after it. A space is
 * put between it and a word it would otherwise stick to, so "Hello{{clientName}}" never happens by a click.
 */
export function insertVariable(
  text: string,
  selection: Selection,
  name: string,
): { text: string; caret: number } {
  const start = Math.max(0, Math.min(selection.start, text.length));
  const end = Math.max(start, Math.min(selection.end, text.length));
  const before = text.slice(0, start);
  const after = text.slice(end);
  const token = `${/[\p{L}\p{N}]$/u.test(before) ? ' ' : ''}{{${name}}}${/^[\p{L}\p{N}]/u.test(after) ? ' ' : ''}`;
  return { text: before + token + after, caret: start + token.length };
}
