import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { clientSavedCardSchema } from '../../../src/schema/payments/saved-cards';
import { idParamSchema } from '../../../src/schema/primitives';
import { bearerAuth, errorResponses } from '../../plugins/external/openapi';
import { authorizeBranch } from '../orders/order-access';
import { createSavedCardChargeWorker, type SavedCardChargeWorker } from './saved-card-charges.worker';
import { readClientSavedCard, removeClientSavedCard } from './saved-cards.service';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyInstance {
    /** The saved-card charges worker; tests call `app.savedCardCharges.chargePending()` instead of waiting for its poll. */
    savedCardCharges: SavedCardChargeWorker;
  }
}

/** The worker that charges no-show fees to saved cards: polling with the server, under tests when a test asks. */
export const savedCardChargesPlugin = fp(async (app) => {
  const worker = createSavedCardChargeWorker({ db: app.db, liveOutbox: app.liveOutbox, key: app.secrets.integrationKey, monriBaseUrl: app.env.MONRI_BASE_URL, log: app.log });
  app.decorate('savedCardCharges', worker);
  if (app.env.NODE_ENV !== 'test') app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
});

const params = z.object({ branchId: idParamSchema, clientId: idParamSchema });
const docs = (summary: string) => ({ tags: ['online-payments'], summary, security: bearerAuth });

/**
 * The client card's saved card under /api/v1 (docs/online-payments.md "Saved cards"): read with the branch's
 * charges to it, and removed, with the schedule area's access like the no-show charges the card pays.
 */
export const savedCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get(
    '/branches/:branchId/clients/:clientId/saved-card',
    { preHandler: app.authenticate, schema: { ...docs('The client’s saved card (masked) and the no-show fees charged to it in this branch'), params, response: { 200: clientSavedCardSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => readClientSavedCard(db, (await authorizeBranch(db, request.userId, request.params.branchId, 'list')).scope, request.params.clientId),
  );
  app.delete(
    '/branches/:branchId/clients/:clientId/saved-card',
    { preHandler: app.authenticate, schema: { ...docs('Remove the client’s saved card: no fee is charged to it afterwards (audited)'), params, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) } } },
    async (request, reply) => {
      const caller = await authorizeBranch(db, request.userId, request.params.branchId, 'edit');
      const event = await db.transaction((tx) => removeClientSavedCard(tx, { ...caller.scope, userId: request.userId, channel: caller.branch.guid }, request.params.clientId));
      await app.liveOutbox.publishAfterCommit([event]);
      return reply.status(204).send(null);
    },
  );
};
