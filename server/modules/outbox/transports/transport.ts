import type { MessageChannel } from '../../../../src/schema/messages/notification-events';
import type { OutboxRow } from '../outbox.repository';

/**
 * The one interface every channel's provider sits behind (issue 17): SMTP, Infobip, Twilio, the Telegram Bot API,
 * web push, and the log transport used when nothing is configured. `send` delivers one outbox row or throws; the
 * worker records the outcome, retries a transient failure with back-off and fails a permanent one at once.
 */
export type MessageTransport = {
  /** Stored on the row as `provider` (`log`, `smtp`, `infobip`, `twilio`, `telegram`, `web-push`). */
  readonly name: string;
  send(message: OutboxRow): Promise<SendResult | void>;
};

/** What the provider answered: its own id for the message, which its delivery reports will name. */
export type SendResult = { providerMessageId?: string };

export type MessageTransports = Record<MessageChannel, MessageTransport>;

/**
 * A refusal that no retry will change (an invalid number, a blocked bot, a gone push subscription): the message is
 * failed at once with this reason instead of being tried eight times.
 */
export class PermanentDeliveryError extends Error {
  override readonly name = 'PermanentDeliveryError';
}

/**
 * The key a provider that takes one is given, so a process killed between the provider's answer and our record
 * never makes a second message: the row's dedupe key when it has one, its id otherwise.
 */
export const idempotencyKeyOf = (message: Pick<OutboxRow, 'id' | 'dedupeKey'>): string => message.dedupeKey ?? `outbox-${message.id}`;
