import type { Language } from '../../../src/schema/enums';
import type { BroadcastChannel, BroadcastRefusal } from '../../../src/schema/messages/broadcast';
import type { TemplateValues } from '../../../src/schema/messages/template-text';
import { renderMessage, type RenderedMessage } from '../../../src/schema/messages/template-text';
import { signUnsubscribeToken, unsubscribeUrl } from './unsubscribe-token';

/**
 * One client's copy of a broadcast: the words with the client's and the branch's values, escaped for the channel, and
 * for e-mail the client's own signed unsubscribe link (in the footer, in `{{unsubscribeLink}}` and in `meta` for the
 * List-Unsubscribe header).
 */

export type BroadcastWords = { id: number; channel: BroadcastChannel; subject: string; body: string };
export type BroadcastSender = {
  organizationId: number;
  branchName: string;
  branchAddress: string;
  /** The language of the e-mail's frame (its unsubscribe label): the branch's clients' language. */
  language: Language;
  /** Where links point: PUBLIC_URL, else the server's own address. */
  origin: string;
  unsubscribeKey: Buffer;
};
export type BroadcastReader = { id: number; firstName: string; lastName: string };
export type BroadcastCopy = RenderedMessage & { meta: Record<string, unknown> };

/**
 * Why every copy would be refused on the way out: the SMTP transport gives a marketing e-mail to a real server only
 * with an https unsubscribe link (smtp-transport.ts), and the link is built on `origin`. The log transport takes any.
 */
export const broadcastRefusal = (channel: BroadcastChannel, transport: string, origin: string): BroadcastRefusal | null =>
  channel === 'email' && transport === 'smtp' && !origin.startsWith('https://') ? 'unsubscribe_link_not_https' : null;

export function broadcastCopy(broadcast: BroadcastWords, reader: BroadcastReader, sender: BroadcastSender): BroadcastCopy {
  const values: TemplateValues = {
    clientName: reader.firstName,
    clientFullName: [reader.firstName, reader.lastName].filter(Boolean).join(' '),
    branchName: sender.branchName,
    branchAddress: sender.branchAddress,
  };
  if (broadcast.channel !== 'email') return { ...renderMessage(broadcast, values, broadcast.channel, sender.language), meta: {} };
  const token = signUnsubscribeToken(sender.unsubscribeKey, { organizationId: sender.organizationId, clientId: reader.id, channel: 'email', broadcastId: broadcast.id });
  const link = unsubscribeUrl(sender.origin, token);
  return { ...renderMessage(broadcast, { ...values, unsubscribeLink: link }, 'email', sender.language), meta: { unsubscribeUrl: link } };
}
