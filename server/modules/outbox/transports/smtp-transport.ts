import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { SmtpSecrets, SmtpSettings } from '../../../../src/schema/messages/provider-settings';
import type { OutboxRow } from '../outbox.repository';
import { defaultProviderTimeoutMs } from './provider-request';
import { idempotencyKeyOf, PermanentDeliveryError, type MessageTransport } from './transport';

/**
 * E-mail through SMTP: the server's own `SMTP_URL` (smtps://user:pass@mail.example.com:465) with its sender, or a
 * chain's settings and password (src/schema/messages/provider-settings.ts).
 */
export type SmtpTransportConfig = ({ url: string; from: string } | (SmtpSettings & SmtpSecrets)) & {
  /** For connecting, the greeting and each reply; nodemailer's own defaults run to minutes. */
  timeoutMs?: number;
};

export type SmtpTransport = MessageTransport & {
  /** Connects, logs in and quits without sending: what "send a test message" checks first. Throws as `send` does. */
  testConnection(): Promise<void>;
  close(): void;
};

export async function createSmtpTransport(config: SmtpTransportConfig): Promise<SmtpTransport>;
/** The `SMTP_URL` form the transports' index still calls; the same as `{ url, from }`. */
export async function createSmtpTransport(url: string, from: string): Promise<SmtpTransport>;
export async function createSmtpTransport(
  config: SmtpTransportConfig | string,
  from = '',
): Promise<SmtpTransport> {
  const options = typeof config === 'string' ? { url: config, from } : config;
  const timeout = options.timeoutMs ?? defaultProviderTimeoutMs;
  // Loaded only when SMTP is configured: the default start does not pay for it.
  const { default: nodemailer } = await import('nodemailer');
  const mailer = nodemailer.createTransport({
    ...('url' in options
      ? { url: options.url }
      : {
          host: options.host,
          port: options.port,
          secure: options.secure,
          ...(options.user && options.password
            ? { auth: { user: options.user, pass: options.password } }
            : {}),
        }),
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    dnsTimeout: timeout,
  });
  const sender =
    'url' in options
      ? options.from
      : options.fromName
        ? { name: options.fromName, address: options.fromAddress }
        : options.fromAddress;
  const senderDomain = domainOf('url' in options ? options.from : options.fromAddress);
  return {
    name: 'smtp',
    async send(message) {
      const unsubscribe = message.kind === 'marketing' ? oneClickUnsubscribe(message) : {};
      try {
        const sent = await mailer.sendMail({
          from: sender,
          to: message.recipient,
          subject: message.subject,
          text: message.body,
          ...(message.html ? { html: message.html } : {}),
          messageId: messageIdOf(message, senderDomain),
          ...unsubscribe,
        });
        return { providerMessageId: sent.messageId };
      } catch (error) {
        throw refusalOf(error);
      }
    },
    async testConnection() {
      try {
        await mailer.verify();
      } catch (error) {
        throw refusalOf(error);
      }
    },
    close: () => mailer.close(),
  };
}

/**
 * The same on every attempt, so a receiving server that took the first attempt (and we never heard its answer) can
 * tell the second is the same message. Hashed: a dedupe key holds characters a Message-ID may not.
 */
export const messageIdOf = (message: Pick<OutboxRow, 'id' | 'dedupeKey'>, domain: string): string =>
  `<${createHash('sha256').update(idempotencyKeyOf(message)).digest('hex').slice(0, 32)}@${domain}>`;

const domainOf = (address: string): string => /@([^\s<>@]+)>?\s*$/.exec(address)?.[1] ?? 'localhost';

const unsubscribeLinksSchema = z.object({
  unsubscribeUrl: z.url({ protocol: /^https$/ }),
  unsubscribeMailto: z.string().startsWith('mailto:').optional(),
});

/**
 * RFC 8058 one-click unsubscribe, which Gmail and Yahoo require of bulk senders: the https link (and a mailto, when
 * the message has one) in List-Unsubscribe, and List-Unsubscribe-Post telling the mailbox to POST to it. A marketing
 * message without its link is refused rather than sent without a way out.
 */
function oneClickUnsubscribe(message: OutboxRow) {
  const links = unsubscribeLinksSchema.safeParse(message.meta);
  if (!links.success)
    throw new PermanentDeliveryError(
      'a marketing e-mail needs its https one-click unsubscribe link (meta.unsubscribeUrl)',
    );
  const { unsubscribeUrl, unsubscribeMailto } = links.data;
  return {
    // One header holding both addresses: nodemailer writes each outer entry as a header of its own.
    list: { unsubscribe: [[unsubscribeUrl, ...(unsubscribeMailto ? [unsubscribeMailto] : [])]] },
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/**
 * nodemailer marks an error `permanent` when the server's reply was a 5xx other than 503 (550 no such user, 535 login
 * refused, 552 too large): the same message would be refused again. 4xx replies, time-outs and dropped connections
 * stay ordinary errors, for the worker to retry.
 */
function refusalOf(error: unknown): Error {
  if (!(error instanceof Error)) return new Error(String(error));
  if ('permanent' in error && error.permanent === true)
    return new PermanentDeliveryError(`SMTP server refused: ${error.message}`);
  return error;
}

/** The sender address: `MAIL_FROM`-style config does not exist yet, so no-reply at the public host. */
export function senderAddress(publicUrl: string | undefined): string {
  let host = 'localhost';
  try {
    if (publicUrl) host = new URL(publicUrl).hostname;
  } catch {
    // keep localhost
  }
  return `BranchBook <no-reply@${host}>`;
}
