import type { Language } from '../../../src/schema/enums';
import type { DbTransaction } from '../../db/client';
import { outbox } from '../../db/tables';
import { renderSentence } from '../../i18n/sentence';

/**
 * The code's message, queued in the request's transaction at the outbox's first priority (codes 0: never behind a
 * reminder or a broadcast), in the page's language. Its key is the hold's and the code's creation, so asking again
 * sends a new message while the outbox never sends one twice. With no provider set up it lands in the message log,
 * where the demo reads it.
 */
export type CodeMessage = {
  organizationId: number;
  branchId: number;
  orderId: number;
  channel: 'sms' | 'email';
  target: string;
  code: string;
  branchName: string;
  language: Language;
  expiresAt: Date;
};

export async function bookingCodeMessage(tx: DbTransaction, message: CodeMessage): Promise<void> {
  const values = { code: message.code, branch: message.branchName, minutes: Math.round((message.expiresAt.getTime() - Date.now()) / 60_000) };
  await queueCustomerMessage(tx, {
    ...message,
    subject: renderSentence((m) => m.onlineBooking.codeSubject(values), message.language),
    body: renderSentence((m) => m.onlineBooking.codeBody(values), message.language),
    event: 'customer.bookingCode',
    dedupeKey: `booking-code:${message.organizationId}:${message.orderId}:${Date.now()}`,
  });
}

/** A message to a booking page's client that cannot wait (a code, a waitlist offer): the outbox's first priority, until it expires. */
export type CustomerMessage = {
  organizationId: number;
  branchId: number;
  orderId?: number | null;
  clientId?: number | null;
  /** Telegram's target is the client's linked chat id. */
  channel: 'sms' | 'email' | 'telegram';
  target: string;
  subject: string;
  body: string;
  event: string;
  language: Language;
  dedupeKey: string;
  expiresAt: Date;
};

export async function queueCustomerMessage(tx: DbTransaction, message: CustomerMessage): Promise<void> {
  await tx.insert(outbox).values({
    organizationId: message.organizationId,
    branchId: message.branchId,
    orderId: message.orderId ?? null,
    clientId: message.clientId ?? null,
    channel: message.channel,
    recipient: message.target,
    subject: message.subject,
    body: message.body,
    kind: 'system',
    priority: 0,
    event: message.event,
    recipientType: 'customer',
    language: message.language,
    dedupeKey: message.dedupeKey,
    expiresAt: message.expiresAt,
  });
}
