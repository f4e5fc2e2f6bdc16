import fp from 'fastify-plugin';
import { createOutboxWorker, type OutboxWorker } from './outbox.worker';
import { createTransports } from './transports';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyInstance {
    /** The outbox worker; tests call `app.outbox.deliverPendingMessages()` instead of waiting for its poll. */
    outbox: OutboxWorker;
  }
}

/**
 * Delivers queued messages. The polling worker runs with the server but not under tests (NODE_ENV=test),
 * where delivery happens exactly when a test asks for it.
 */
export const outboxPlugin = fp(async (app) => {
  const { transports, close } = await createTransports({ smtpUrl: app.env.SMTP_URL, publicUrl: app.env.PUBLIC_URL, log: app.log });
  const worker = createOutboxWorker({ db: app.db, transports, log: app.log });
  app.decorate('outbox', worker);
  if (app.env.NODE_ENV !== 'test') app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => {
    await worker.stop();
    close();
  });
});
