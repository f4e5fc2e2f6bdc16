import fp from 'fastify-plugin';
import { createMarketingGate, type MarketingGate } from '../broadcasts/marketing-gate';
import { serverOrigin } from '../id/request-helpers';
import { createOutboxWorker, type OutboxWorker } from './outbox.worker';
import { createTransportResolver } from './transport-resolver';
import { createTransports } from './transports';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyInstance {
    /** The outbox worker; tests call `app.outbox.deliverPendingMessages()` instead of waiting for its poll. */
    outbox: OutboxWorker;
    /** Which transport each message takes; `forget` makes a chain's changed integrations count at once. */
    messageTransports: ReturnType<typeof createTransportResolver>;
    /** Broadcasts cancelled and frequency caps, checked before each marketing message; `forget` after a settings change. */
    marketingGate: MarketingGate;
  }
}

/**
 * Delivers queued messages through each chain's integrations, or the server's own transports where it has none. The
 * polling worker runs with the server but not under tests (NODE_ENV=test), where delivery happens exactly when a test
 * asks for it.
 */
export const outboxPlugin = fp(async (app) => {
  const { transports, close } = await createTransports({
    db: app.db,
    smtpUrl: app.env.SMTP_URL,
    publicUrl: app.env.PUBLIC_URL,
    vapid: { publicKey: app.secrets.vapidPublicKey, privateKey: app.secrets.vapidPrivateKey },
    log: app.log,
  });
  const apis = { telegramApiRoot: app.env.TELEGRAM_API_ROOT, manychatApiUrl: app.env.MANYCHAT_API_URL };
  const resolver = createTransportResolver({ db: app.db, integrationKey: app.secrets.integrationKey, fallback: transports, callbackOrigin: () => serverOrigin(app), apis });
  const marketingGate = createMarketingGate(app.db);
  const worker = createOutboxWorker({ db: app.db, transportFor: resolver.transportFor, log: app.log, delivery: { beforeMarketing: marketingGate.check } });
  app.decorate('outbox', worker);
  app.decorate('marketingGate', marketingGate);
  app.decorate('messageTransports', resolver);
  if (app.env.NODE_ENV !== 'test') app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => {
    await worker.stop();
    close();
  });
});
