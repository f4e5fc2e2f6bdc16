import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Webhook } from 'standardwebhooks';
import { guardedLookup, refusedLiteral } from './webhook-address';

/** What one attempt got back: an HTTP answer (any status), or no answer and why. */
export type WebhookAnswer = { statusCode: number | null; responseBody: string | null; durationMs: number; error: string | null };
/** `secrets`: the endpoint's secret, and for a day after a rotation its previous one too (docs/webhooks.md). */
export type WebhookMessage = { url: string; secrets: readonly string[]; messageId: string; timestamp: Date; body: string };
export type SendOptions = { allowPrivate: boolean; timeoutMs?: number };

/** The log keeps the answer's first 2 KB; more is neither read nor kept. */
export const responseBodyCap = 2048;
const defaultTimeoutMs = 10_000;

/**
 * Standard Webhooks' three headers: the message id, the Unix time in seconds, and `v1,<HMAC-SHA256>` of both with the
 * body — one per secret, separated by spaces (the scheme's way to rotate: a verifier accepts any one that matches).
 */
export function signedHeaders(message: Omit<WebhookMessage, 'url'>): Record<string, string> {
  const signatures = message.secrets.map((secret) => new Webhook(secret).sign(message.messageId, message.timestamp, message.body));
  return {
    'webhook-id': message.messageId,
    'webhook-timestamp': String(Math.floor(message.timestamp.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
  };
}

/** Reads at most `responseBodyCap` bytes of the answer, then lets the rest go. */
function readCapped(response: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const done = () => resolve(Buffer.concat(chunks).subarray(0, responseBodyCap).toString('utf8'));
    response.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= responseBodyCap) {
        response.destroy();
        done();
      }
    });
    response.on('end', done);
    response.on('error', done);
  });
}

/**
 * POSTs one signed message. node:http(s) rather than fetch: its `lookup` hook lets the SSRF guard judge the very address
 * connected to. Never throws: a refused address, a time-out or a reset is an answer with an error.
 */
export function sendWebhook(message: WebhookMessage, options: SendOptions): Promise<WebhookAnswer> {
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const started = performance.now();
  const url = new URL(message.url);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  if (refusedLiteral(url, options.allowPrivate)) return Promise.resolve({ statusCode: null, responseBody: null, durationMs: 0, error: `${url.hostname} is a private or reserved address` });
  return new Promise((resolve) => {
    // One deadline for the whole exchange (connect, answer, body): a receiver dripping bytes cannot hold a worker.
    const deadline = setTimeout(() => request.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)), timeoutMs);
    const finish = (answer: Omit<WebhookAnswer, 'durationMs'>) => {
      clearTimeout(deadline);
      resolve({ ...answer, durationMs: Math.round(performance.now() - started) });
    };
    const request = send(
      url,
      {
        method: 'POST',
        lookup: guardedLookup(options.allowPrivate),
        headers: { 'content-type': 'application/json', 'user-agent': 'BranchBook-Webhooks/1', ...signedHeaders(message) },
      },
      (response) => {
        void readCapped(response).then((body) => finish({ statusCode: response.statusCode ?? null, responseBody: body, error: null }));
      },
    );
    request.on('error', (error) => finish({ statusCode: null, responseBody: null, error: error.message.slice(0, 500) }));
    request.end(message.body);
  });
}

export const isSuccess = (answer: WebhookAnswer) => answer.statusCode !== null && answer.statusCode >= 200 && answer.statusCode < 300;
