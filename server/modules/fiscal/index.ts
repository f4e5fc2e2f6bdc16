import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createFiscalReceiptWorker, type FiscalReceiptWorker } from './fiscal-receipt-worker';
import { fiscalRoutes } from './fiscal.routes';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyInstance {
    /** The fiscal receipts worker; tests call `app.fiscalReceipts.issuePending()` instead of waiting for its poll. */
    fiscalReceipts: FiscalReceiptWorker;
  }
}

/**
 * Fiscal receipts (issue 19, docs/fiscal-receipts.md): the worker that sends pending receipts to each branch's
 * V-SDC, polling with the server but not under tests (NODE_ENV=test), where it runs when a test asks.
 */
export const fiscalReceiptsPlugin = fp(async (app) => {
  const worker = createFiscalReceiptWorker({ db: app.db, key: app.secrets.integrationKey, log: app.log });
  app.decorate('fiscalReceipts', worker);
  if (app.env.NODE_ENV !== 'test') app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
});

/** Integrations → Fiscal and the receipts' reads under /api/v1 (prefix given by app.ts). */
export const fiscalModule: FastifyPluginAsync = async (app) => {
  await app.register(fiscalRoutes);
};
