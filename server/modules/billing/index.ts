import type { FastifyPluginAsync } from 'fastify';
import { repeatingJob } from '../../plugins/app/repeating-job';
import { serverOrigin } from '../id/request-helpers';
import { billingProviderName, billingProviderOf, receiveBillingNotification, type BillingPaymentDeps } from './billing-payments';
import { billingRoutes } from './billing.routes';
import { sellerOf } from './billing.service';
import { billingJobMs, runBillingRenewals } from './renewals';

/**
 * Billing (issue 20, docs/billing.md): plans, the chain's subscription and the licence it issues, invoices and their
 * card payments; its API under /api/v1, the provider's notifications at /api/v1/callbacks/billing/{provider}.
 */
export const billingModule: FastifyPluginAsync = async (app) => {
  const publishLive = (ids: readonly number[]) => app.liveOutbox.publishAfterCommit(ids);
  const payments: BillingPaymentDeps = {
    db: app.db,
    get origin() {
      return serverOrigin(app);
    },
    provider: billingProviderOf(app.env),
    publishLive,
  };
  await app.register(billingRoutes, { payments });
  // The provider signs the body's exact bytes: this plugin alone reads bodies raw, whatever they claim to be.
  await app.register(async (callbacks) => {
    callbacks.removeAllContentTypeParsers();
    callbacks.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
    callbacks.post(`/callbacks/billing/${billingProviderName}`, { schema: { hide: true } }, async (request, reply) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const outcome = await receiveBillingNotification(payments, request.headers, rawBody);
      return reply.status(outcome.status).type('text/plain').send(outcome.body);
    });
  });
  repeatingJob(app, 'billing renewals', billingJobMs, () => runBillingRenewals(app.db, sellerOf(app.env), publishLive));
};
