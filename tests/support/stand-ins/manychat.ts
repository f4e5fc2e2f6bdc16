import { z } from 'zod';
import { startHttpStandIn, type StandInAnswer, type StandInFailure, type StandInRequest } from './http-stand-in';

/**
 * ManyChat's public API (https://api.manychat.com/swagger, "Sending: sendContent") and its Dynamic Block v2 format
 * (github.com/manychat/dynamic_block_docs, "Response Reference for Instagram, WhatsApp, and Telegram"), as far as a
 * text message goes, checked field by field:
 * - `POST /fb/sending/sendContent`, `Authorization: Bearer <API key>` with the account's key, else 401;
 * - a JSON body of `subscriber_id` (an integer), `data` (`version: 'v2'`, `content` with `type` — `instagram`,
 *   `whatsapp` or `telegram`; none for Messenger — and 1 to 10 `messages`, at most 5 `actions` and 11
 *   `quick_replies`) and optionally `message_tag` and `otn_topic_name`; an unknown field is refused (stricter than
 *   ManyChat, so a misspelt field never passes here and fails there);
 * - a text message `{ type: 'text', text }` of 1 to 1000 characters on Instagram (Meta's limit for a DM);
 * - the subscriber must exist on the account, and Instagram takes a message only within 24 hours of the person's
 *   last message, or within 7 days with the `HUMAN_AGENT` tag; other tags are Messenger's and Instagram refuses them.
 * Answers: `{ status: 'success' }`, or `{ status: 'error', message, details? }` with 400, 401, 429 or 5xx.
 */

export type ManychatSentMessage = { subscriberId: number; contentType: string | undefined; texts: string[]; messageTag: string | undefined };

export type ManychatStandIn = {
  baseUrl: string;
  apiKey: string;
  /** Accepted sends, in order. */
  messages: ManychatSentMessage[];
  requests: StandInRequest[];
  /** A subscriber of the account, who last wrote `lastInteractionAt` (now by default). */
  addSubscriber(id: number, lastInteractionAt?: Date): void;
  failNext(count: number, failure: StandInFailure): void;
  close(): Promise<void>;
};

const hour = 3_600_000;
const textLimit = 1000;

const error = (status: number, message: string, details?: Record<string, unknown>): StandInAnswer => ({
  status,
  body: { status: 'error', message, ...(details ? { details } : {}) },
});
const validation = (messages: string[]): StandInAnswer => error(400, 'Validation error', { messages: messages.map((message) => ({ message })) });

const textMessageSchema = z.strictObject({
  type: z.literal('text'),
  text: z.string().min(1),
  buttons: z.array(z.record(z.string(), z.unknown())).max(3).optional(),
});
const requestSchema = z.strictObject({
  subscriber_id: z.number().int().positive(),
  data: z.strictObject({
    version: z.literal('v2'),
    content: z.strictObject({
      type: z.enum(['instagram', 'whatsapp', 'telegram']).optional(),
      messages: z.array(textMessageSchema).min(1).max(10),
      actions: z.array(z.record(z.string(), z.unknown())).max(5).optional(),
      quick_replies: z.array(z.record(z.string(), z.unknown())).max(11).optional(),
    }),
  }),
  message_tag: z.string().min(1).optional(),
  otn_topic_name: z.string().min(1).optional(),
});

const fieldPath = (path: PropertyKey[]) => path.map(String).join('.');

export async function startManychatStandIn(options: { apiKey?: string } = {}): Promise<ManychatStandIn> {
  const apiKey = options.apiKey ?? '1234567:0a1b2c3d4e5f60718293a4b5c6d7e8f9';
  const subscribers = new Map<number, number>();
  const messages: ManychatSentMessage[] = [];

  const answer = (request: StandInRequest): StandInAnswer => {
    if (request.method !== 'POST' || request.path !== '/fb/sending/sendContent') return error(404, 'Not found');
    if (request.headers.authorization !== `Bearer ${apiKey}`) return error(401, 'Unauthorized: wrong API key');
    if (!(request.headers['content-type'] ?? '').startsWith('application/json')) return validation(['Content-Type must be application/json']);
    let json: unknown;
    try {
      json = JSON.parse(request.body);
    } catch {
      return validation(['The body is not JSON']);
    }
    const parsed = requestSchema.safeParse(json);
    if (!parsed.success) return validation(parsed.error.issues.map((issue) => `${fieldPath(issue.path)}: ${issue.message}`));
    const { subscriber_id: subscriberId, data, message_tag: messageTag } = parsed.data;
    const instagram = data.content.type === 'instagram';
    const long = data.content.messages.find((message) => instagram && message.text.length > textLimit);
    if (long) return validation([`Text is too long: Instagram takes up to ${textLimit} characters`]);
    const lastInteraction = subscribers.get(subscriberId);
    if (lastInteraction === undefined) return validation(['Subscriber does not exist']);
    if (instagram && messageTag && messageTag !== 'HUMAN_AGENT') return validation([`Message tag ${messageTag} is not supported by Instagram`]);
    const since = Date.now() - lastInteraction;
    const window = messageTag === 'HUMAN_AGENT' ? 7 * 24 * hour : 24 * hour;
    if (since > window)
      return validation([messageTag ? 'The message tag window has ended for this subscriber' : 'Subscriber is outside of the 24 hour window: use a message tag']);
    messages.push({ subscriberId, contentType: data.content.type, texts: data.content.messages.map((message) => message.text), messageTag });
    return { status: 200, body: { status: 'success' } };
  };

  const standIn = await startHttpStandIn({
    answer,
    failure: (failure) => (failure === 'rate-limit' ? error(429, 'Too many requests') : error(500, 'Internal server error')),
  });
  return {
    baseUrl: standIn.url,
    apiKey,
    messages,
    requests: standIn.requests,
    addSubscriber: (id, lastInteractionAt = new Date()) => void subscribers.set(id, lastInteractionAt.getTime()),
    failNext: standIn.failNext,
    close: standIn.close,
  };
}
