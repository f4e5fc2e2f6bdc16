import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { forgetSubscription, subscriptionsOf } from '../push-subscriptions.repository';
import { createLogTransport } from './log-transport';
import { createSmtpTransport, senderAddress } from './smtp-transport';
import type { MessageTransport, MessageTransports } from './transport';
import { createWebPushTransport } from './web-push-transport';

export type { MessageTransport, MessageTransports } from './transport';

/** In-app messages are the feed itself: the row is the message, so "sending" it only marks it sent. */
const inAppTransport: MessageTransport = { name: 'in-app', send: async () => {} };

/**
 * The server's own transports, used where a chain has set up nothing of its own (transport-resolver.ts): e-mail by
 * `SMTP_URL` when configured, otherwise the log; web push with the server's VAPID pair; SMS, Telegram and Instagram to the
 * log until a chain connects a provider, a bot or ManyChat.
 */
export async function createTransports(options: {
  db: Db;
  smtpUrl?: string | undefined;
  publicUrl?: string | undefined;
  vapid: { publicKey: string; privateKey: string };
  log: FastifyBaseLogger;
}): Promise<{ transports: MessageTransports; close: () => void }> {
  const logTransport = createLogTransport(options.log);
  const smtp = options.smtpUrl ? await createSmtpTransport({ url: options.smtpUrl, from: senderAddress(options.publicUrl) }) : null;
  const push = createWebPushTransport({
    vapidPublicKey: options.vapid.publicKey,
    vapidPrivateKey: options.vapid.privateKey,
    subject: options.publicUrl?.startsWith('https://') ? options.publicUrl : `mailto:${senderAddress(options.publicUrl).replace(/^.*<|>$/g, '')}`,
    lookupSubscriptions: (userId) => subscriptionsOf(options.db, userId),
    forgetSubscription: (endpoint) => forgetSubscription(options.db, endpoint),
  });
  return {
    transports: { email: smtp ?? logTransport, sms: logTransport, telegram: logTransport, push, inApp: inAppTransport, instagram: logTransport },
    close: () => smtp?.close(),
  };
}
