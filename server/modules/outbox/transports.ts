import type { FastifyBaseLogger } from 'fastify';
import type { OutboxRow } from './outbox.repository';

/** Sends one message or throws; the worker records the outcome and retries. */
export type MessageTransport = { readonly name: string; send(message: OutboxRow): Promise<void> };
export type MessageTransports = Record<OutboxRow['channel'], MessageTransport>;

/**
 * Marks messages sent without sending them anywhere: the default, so a demo runs with no mail server
 * (its mailbox page reads the outbox table). The body is never logged: it may hold a reset link.
 */
export const createLogTransport = (log: FastifyBaseLogger): MessageTransport => ({
  name: 'log',
  async send(message) {
    log.info({ outboxId: message.id, channel: message.channel, to: message.recipient, subject: message.subject }, 'message delivered to the log transport');
  },
});

/** E-mail through SMTP (`SMTP_URL`, e.g. smtps://user:pass@mail.example.com:465). */
export async function createSmtpTransport(smtpUrl: string, from: string): Promise<MessageTransport & { close(): void }> {
  // Loaded only when SMTP is configured: the default start does not pay for it.
  const { default: nodemailer } = await import('nodemailer');
  const mailer = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(message) {
      await mailer.sendMail({ from, to: message.recipient, subject: message.subject, text: message.body });
    },
    close: () => mailer.close(),
  };
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

/** E-mail by SMTP when configured, otherwise the log; SMS and Telegram have no provider yet. */
export async function createTransports(options: { smtpUrl?: string; publicUrl?: string; log: FastifyBaseLogger }): Promise<{
  transports: MessageTransports;
  close: () => void;
}> {
  const logTransport = createLogTransport(options.log);
  const smtp = options.smtpUrl ? await createSmtpTransport(options.smtpUrl, senderAddress(options.publicUrl)) : null;
  return {
    transports: { email: smtp ?? logTransport, sms: logTransport, telegram: logTransport },
    close: () => smtp?.close(),
  };
}
