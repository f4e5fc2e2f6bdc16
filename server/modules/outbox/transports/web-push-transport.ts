import webPush, { type Urgency } from 'web-push';
import type { OutboxRow } from '../outbox.repository';
import type { PushSubscriptionRow } from '../push-subscriptions.repository';
import { idempotencyKeyOf, PermanentDeliveryError, type MessageTransport } from './transport';

/** What sending to one browser needs: its push service address and the keys its payload is encrypted for. */
export type PushTarget = Pick<PushSubscriptionRow, 'endpoint' | 'p256dh' | 'auth'>;

export type WebPushTransportConfig = {
  vapidPublicKey: string;
  vapidPrivateKey: string;
  /** Who push services may contact about our pushes: a `mailto:` or `https:` address (VAPID's `sub`). */
  subject: string;
  /** The staff account's subscriptions (push-subscriptions.repository.ts `subscriptionsOf`). */
  lookupSubscriptions(userId: number): Promise<PushTarget[]>;
  /** A push service said the subscription is gone (404, 410): it never comes back, so it is dropped. */
  forgetSubscription(endpoint: string): Promise<unknown>;
  /** How long a push service keeps a message for a device that is offline; a row's expiry shortens it. */
  ttlSeconds?: number;
  timeoutMs?: number;
};

const defaultTtlSeconds = 24 * 60 * 60;
const defaultTimeoutMs = 10_000;

/**
 * Push services take at least 4096 bytes of message body (RFC 8030 §7.2); aes128gcm adds an 86-byte header (salt,
 * record size, key) and per record a 16-byte tag and a padding delimiter (RFC 8188, 8291): 4096 − 86 − 17 is left
 * for the JSON.
 */
export const maxPushPayloadBytes = 4096 - 86 - 16 - 1;

/** What the app's service worker shows: title, text, where a tap leads, and the tag that replaces an earlier one. */
export type PushPayload = { title: string; body: string; url?: string; tag: string };

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * The row as the notification's JSON. The tag is the row's idempotency key, so a retry replaces the notification it
 * may already have shown instead of showing a second. A body too long is cut (by characters, never mid-character).
 */
export function pushPayload(
  message: Pick<OutboxRow, 'id' | 'dedupeKey' | 'subject' | 'body' | 'meta'>,
): string {
  const url = typeof message.meta['url'] === 'string' ? message.meta['url'] : undefined;
  const payload: PushPayload = {
    title: message.subject,
    body: message.body,
    ...(url ? { url } : {}),
    tag: idempotencyKeyOf(message),
  };
  const whole = JSON.stringify(payload);
  if (bytes(whole) <= maxPushPayloadBytes) return whole;
  const characters = [...message.body];
  const cutTo = (length: number) =>
    JSON.stringify({ ...payload, body: `${characters.slice(0, length).join('')}…` });
  if (bytes(cutTo(0)) > maxPushPayloadBytes)
    throw new PermanentDeliveryError('push payload too large (title or address)');
  // The longest cut that fits (escapes make bytes per character uneven, so search rather than compute).
  let fits = 0;
  let tooLong = characters.length;
  while (tooLong - fits > 1) {
    const middle = Math.floor((fits + tooLong) / 2);
    if (bytes(cutTo(middle)) <= maxPushPayloadBytes) fits = middle;
    else tooLong = middle;
  }
  return cutTo(fits);
}

/** RFC 8030 §5.3: codes and a client's own bookings go at once; a broadcast may wait for a charger. */
const urgencyOf = (priority: number): Urgency => (priority <= 1 ? 'high' : priority <= 3 ? 'normal' : 'low');

type Outcome = { kind: 'sent' | 'gone' } | { kind: 'retry' | 'refused'; reason: string };

/**
 * Web push to every browser the staff account (`userId`) subscribed, encrypted for each (RFC 8291) and signed with
 * our VAPID key (RFC 8292), by the web-push package. Sent when at least one push service took it; retried when none
 * did and one may later; failed when every one refused for good. The request goes by fetch rather than web-push's
 * own https call: a time-out, and error messages that never quote the endpoint (it is the subscription's secret).
 */
export function createWebPushTransport(config: WebPushTransportConfig): MessageTransport {
  const vapidDetails = {
    subject: config.subject,
    publicKey: config.vapidPublicKey,
    privateKey: config.vapidPrivateKey,
  };

  async function pushTo(
    target: PushTarget,
    payload: string,
    options: { TTL: number; urgency: Urgency },
  ): Promise<Outcome> {
    let request: ReturnType<typeof webPush.generateRequestDetails> & { body: Buffer };
    try {
      request = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        { ...options, vapidDetails },
      );
    } catch {
      // Keys no browser made, or a VAPID subject web-push refuses: no retry changes either.
      return { kind: 'refused', reason: 'push could not be encrypted or signed for this subscription' };
    }
    let status: number;
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
        ),
        body: new Uint8Array(request.body),
        signal: AbortSignal.timeout(config.timeoutMs ?? defaultTimeoutMs),
      });
      await response.arrayBuffer();
      status = response.status;
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      return {
        kind: 'retry',
        reason: timedOut ? 'push service did not answer in time' : 'push service could not be reached',
      };
    }
    if (status >= 200 && status < 300) return { kind: 'sent' };
    if (status === 404 || status === 410) {
      await config.forgetSubscription(target.endpoint);
      return { kind: 'gone' };
    }
    if (status === 429 || status >= 500) return { kind: 'retry', reason: `push service answered ${status}` };
    return { kind: 'refused', reason: `push service refused ${status}` };
  }

  return {
    name: 'web-push',
    async send(message) {
      const targets = message.userId === null ? [] : await config.lookupSubscriptions(message.userId);
      if (targets.length === 0) throw new PermanentDeliveryError('no_subscription');
      const payload = pushPayload(message);
      const untilExpiry = message.expiresAt
        ? Math.floor((message.expiresAt.getTime() - Date.now()) / 1000)
        : Infinity;
      const options = {
        TTL: Math.max(0, Math.min(config.ttlSeconds ?? defaultTtlSeconds, untilExpiry)),
        urgency: urgencyOf(message.priority),
      };
      const outcomes = await Promise.all(targets.map((target) => pushTo(target, payload, options)));
      if (outcomes.some((outcome) => outcome.kind === 'sent')) return;
      const retry = outcomes.find((outcome) => outcome.kind === 'retry');
      if (retry && 'reason' in retry) throw new Error(retry.reason);
      const refused = outcomes.find((outcome) => outcome.kind === 'refused');
      throw new PermanentDeliveryError(refused && 'reason' in refused ? refused.reason : 'no_subscription');
    },
  };
}
