import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PermissionAction } from '../../../src/schema/access';
import { paymentLinkSchema, paymentLinkSendSchema, paymentLinkSentSchema, paymentProviderSetupSchema, paymentProviderWriteSchema, publicPaymentStateSchema } from '../../../src/schema/payments/online-payments';
import { idParamSchema } from '../../../src/schema/primitives';
import { notFound } from '../../plugins/app/domain-error';
import { bearerAuth, errorResponses } from '../../plugins/external/openapi';
import { serverOrigin } from '../id/request-helpers';
import { authorizeSalesRecord } from '../sales/sales-access';
import { authorizeInstalment } from '../sold-memberships/sold-membership-access';
import { openIntegrationsBranch } from '../integrations/ips.routes';
import { createDebtLink, publicPaymentState, receiveNotification } from './online-payments.service';
import type { OnlinePaymentsDeps } from './payment-attempts';
import { createInstalmentLink } from './instalment-link';
import { sendPaymentLink } from './payment-link-message';
import { readPaymentSetup, removePaymentSetup, savePaymentSetup } from './payment-setup.service';

const branchParams = z.object({ branchId: idParamSchema });
const docs = (summary: string) => ({ tags: ['online-payments'], summary, security: bearerAuth });

/**
 * Online payments under /api/v1 (docs/online-payments.md): Integrations → Payments of a branch (the Integrations
 * area's licence key and role: administrators read, owners change), a payment link for a sale's debt or a membership
 * instalment (who may take a payment of it may make one), the attempt's state for the public pages, and the provider's notification.
 */
export const onlinePaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const auth = { preHandler: app.authenticate };
  const deps = (): OnlinePaymentsDeps => ({ db, liveOutbox: app.liveOutbox, key: app.secrets.integrationKey, origin: serverOrigin(app), monriBaseUrl: app.env.MONRI_BASE_URL });
  const open = (userId: number, branchId: number, action: PermissionAction) => openIntegrationsBranch(db, userId, branchId, action);

  app.get(
    '/branches/:branchId/integrations/payments',
    { ...auth, schema: { ...docs('The branch’s payment provider: settings, whether the merchant key is set, the callback address'), params: branchParams, response: { 200: paymentProviderSetupSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => readPaymentSetup(deps(), await open(request.userId, request.params.branchId, 'view')),
  );
  app.put(
    '/branches/:branchId/integrations/payments',
    { ...auth, schema: { ...docs('Save the branch’s payment provider (a blank merchant key keeps the stored one; the version read, 0 at first)'), params: branchParams, body: paymentProviderWriteSchema, response: { 200: paymentProviderSetupSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => savePaymentSetup(deps(), request.userId, await open(request.userId, request.params.branchId, 'edit'), request.body),
  );
  app.delete(
    '/branches/:branchId/integrations/payments',
    { ...auth, schema: { ...docs('Remove the branch’s payment provider: no new payment links'), params: branchParams, response: { 204: z.null(), ...errorResponses(401, 403, 404) } } },
    async (request, reply) => {
      await removePaymentSetup(db, request.userId, await open(request.userId, request.params.branchId, 'edit'));
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/sales/:id/payment-links',
    { ...auth, schema: { ...docs('A payment link for all the sale still owes, paid on the provider’s hosted page'), params: z.object({ id: idParamSchema }), response: { 201: paymentLinkSchema, ...errorResponses(401, 403, 404, 409) } } },
    async (request, reply) => reply.status(201).send(await createDebtLink(deps(), await authorizeSalesRecord(db, request.userId, 'sale', request.params.id, 'create'), request.params.id)),
  );
  app.post(
    '/membership-instalments/:id/payment-links',
    { ...auth, schema: { ...docs('A payment link for what a membership instalment still owes (sent with the membership sale’s link route)'), params: z.object({ id: idParamSchema }), response: { 201: paymentLinkSchema, ...errorResponses(401, 403, 404, 409) } } },
    async (request, reply) => reply.status(201).send(await createInstalmentLink(deps(), await authorizeInstalment(db, request.userId, request.params.id, 'create'), request.params.id)),
  );
  app.post(
    '/sales/:id/payment-links/:linkId/send',
    { ...auth, schema: { ...docs('Send an open payment link to the sale’s client by SMS, e-mail or Telegram (again on each call)'), params: z.object({ id: idParamSchema, linkId: idParamSchema }), body: paymentLinkSendSchema, response: { 200: paymentLinkSentSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => sendPaymentLink(deps(), await authorizeSalesRecord(db, request.userId, 'sale', request.params.id, 'create'), request.params.id, request.params.linkId, request.body.channel),
  );
  app.get(
    '/public/payments/:reference',
    { schema: { tags: ['online-payments'], summary: 'An attempt’s state as the database has it (the result pages poll it while pending)', params: z.object({ reference: z.string().regex(/^[0-9a-f]{32}$/) }), response: { 200: publicPaymentStateSchema, ...errorResponses(400, 404) } } },
    async (request) => {
      const state = await publicPaymentState(db, request.params.reference);
      if (!state) throw notFound('record');
      return state;
    },
  );

  // The provider signs the body's exact bytes: this plugin alone reads bodies raw, whatever they claim to be.
  await app.register(async (callbacks) => {
    callbacks.removeAllContentTypeParsers();
    callbacks.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
    callbacks.post<{ Params: { token: string } }>('/callbacks/payments/monri/:token', { schema: { hide: true } }, async (request, reply) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const outcome = await receiveNotification(deps(), request.params.token, request.headers, rawBody);
      return reply.status(outcome.status).type('text/plain').send(outcome.body);
    });
  });
};
