import fp from 'fastify-plugin';
import { createWebhookWorker, type WebhookWorker } from './webhook-worker';
import { webhooksRoutes } from './webhooks.routes';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyInstance {
    /** The webhook worker; tests call `app.webhooks.deliverPending()` instead of waiting for its poll. */
    webhooks: WebhookWorker;
  }
}

/**
 * Webhooks (issue 19, deliverable 6; docs/webhooks.md): the routes under /api/v1 and the worker that delivers what
 * changes wrote to `webhook_deliveries`. Every process polls (SKIP LOCKED shares the work); not under tests, where
 * delivery happens when a test asks for it.
 */
export const webhooksPlugin = fp(async (app) => {
  const worker = createWebhookWorker({ db: app.db, integrationKey: app.secrets.integrationKey, allowPrivate: app.env.WEBHOOKS_ALLOW_PRIVATE, log: app.log });
  app.decorate('webhooks', worker);
  if (app.env.NODE_ENV !== 'test') app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
  await app.register(webhooksRoutes, { prefix: '/api/v1' });
});
