import { z } from 'zod';
import { isManychatSubscriberId, type ManychatSecrets, type ManychatSettings } from '../../../../src/schema/messages/provider-settings';
import { callProvider, isTransientStatus, type ProviderAnswer } from './provider-request';
import { PermanentDeliveryError, type MessageTransport } from './transport';

/**
 * Instagram messages through ManyChat's public API: `POST /fb/sending/sendContent` with `Authorization: Bearer <API
 * key>`, the subscriber's id and the Dynamic Block v2 body (`data: { version: 'v2', content: { type: 'instagram',
 * messages: [{ type: 'text', text }] } }`), and the account's message tag when one is chosen (outside Instagram's
 * 24-hour window). The message's `recipient` is the ManyChat subscriber id. ManyChat takes no idempotency key.
 */
export type ManychatTransportConfig = ManychatSettings &
  ManychatSecrets & {
    timeoutMs?: number;
    /** https://api.manychat.com unless given (the tests' stand-in). */
    apiBaseUrl?: string | undefined;
  };

export const manychatApiBaseUrl = 'https://api.manychat.com';

/** Instagram refuses a text over 1000 characters; ManyChat takes up to 10 messages a call, so a long one is split. */
export const manychatTextLimit = 1000;
const maxMessages = 10;

export function createManychatTransport(config: ManychatTransportConfig): MessageTransport {
  const url = `${(config.apiBaseUrl ?? manychatApiBaseUrl).replace(/\/+$/, '')}/fb/sending/sendContent`;
  const headers = {
    authorization: `Bearer ${config.apiKey}`,
    'content-type': 'application/json',
    accept: 'application/json',
  };
  return {
    name: 'manychat',
    async send(message) {
      const subscriberId = subscriberIdOf(message.recipient);
      const body = {
        subscriber_id: subscriberId,
        data: { version: 'v2', content: { type: 'instagram', messages: textMessages(message.body) } },
        ...(config.messageTag ? { message_tag: config.messageTag } : {}),
      };
      const answer = await callProvider('ManyChat', url, { method: 'POST', headers, body: JSON.stringify(body) }, config.timeoutMs);
      accepted(answer);
    },
  };
}

/** ManyChat's API wants the subscriber id as a number: a recipient of anything else is never sendable. */
function subscriberIdOf(recipient: string): number {
  const id = recipient.trim();
  if (!isManychatSubscriberId(id)) throw new PermanentDeliveryError('ManyChat needs the client’s ManyChat subscriber id (a number)');
  return Number(id);
}

/** The text in parts Instagram takes, cut at a line or a space where one is near the limit. */
export function textMessages(text: string): { type: 'text'; text: string }[] {
  const parts: string[] = [];
  let rest = text.trim();
  while (rest.length > manychatTextLimit && parts.length < maxMessages - 1) {
    const window = rest.slice(0, manychatTextLimit);
    const cut = Math.max(window.lastIndexOf('\n'), window.lastIndexOf(' '));
    const at = cut > manychatTextLimit / 2 ? cut : manychatTextLimit;
    parts.push(rest.slice(0, at).trimEnd());
    rest = rest.slice(at).trimStart();
  }
  parts.push(rest.slice(0, manychatTextLimit));
  return parts.map((part) => ({ type: 'text', text: part }));
}

/** `{ status: 'success' }`, or `{ status: 'error', message, details: { messages: [{ message }] } }`. */
const answerSchema = z.object({
  status: z.string(),
  message: z.string().optional(),
  details: z.object({ messages: z.array(z.object({ message: z.string() })).optional() }).loose().optional(),
});

function accepted({ status, body }: ProviderAnswer): void {
  const parsed = answerSchema.safeParse(body);
  if (status >= 200 && status < 300 && parsed.success && parsed.data.status === 'success') return;
  const detail = parsed.success ? [parsed.data.message, ...(parsed.data.details?.messages ?? []).map((m) => m.message)].filter(Boolean).join(': ') : '';
  const said = detail ? ` (${status}, ${detail})` : ` (${status})`;
  if (status >= 200 && status < 300) throw new Error(`ManyChat answered ${status} without success`);
  if (status === 401 || status === 403) throw new PermanentDeliveryError(`ManyChat refused the API key${said}`);
  if (isTransientStatus(status)) throw new Error(`ManyChat answered${said}`);
  // A 400 is the request as it stands: an unknown subscriber, a closed 24-hour window, a tag Instagram does not take.
  throw new PermanentDeliveryError(`ManyChat refused the message${said}`);
}
