import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PermissionAction } from '../../../src/schema/access';
import { parseLicenceKey } from '../../../src/schema/licence-gates';
import { idParamSchema } from '../../../src/schema/primitives';
import * as schema from '../../../src/schema/webhooks/webhooks';
import { bearerAuth, errorResponses } from '../../plugins/external/openapi';
import { openChain, requireGate } from '../settings/settings-access';
import * as service from './webhooks.service';

const chainParams = z.object({ orgId: idParamSchema });
const endpointParams = chainParams.extend({ id: idParamSchema });
const deliveryParams = chainParams.extend({ deliveryId: idParamSchema });
const docs = (summary: string) => ({ tags: ['webhooks'], summary, security: bearerAuth });
const integrationsGate = parseLicenceKey('integrations');

/**
 * The chain's webhooks under /api/v1 (docs/webhooks.md): the Integrations area's licence key and role decide, as for
 * its other integrations (administrators read the endpoints and the log; owners change them, see and rotate secrets,
 * test and redeliver). Another chain's endpoint or delivery answers 404.
 */
export const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.authenticate };
  const scopeOf = async (userId: number, organizationId: number, action: PermissionAction): Promise<service.WebhookScope> => {
    requireGate(await openChain(app.db, userId, organizationId), integrationsGate, 'integrations', action);
    return { db: app.db, integrationKey: app.secrets.integrationKey, allowPrivate: app.env.WEBHOOKS_ALLOW_PRIVATE, organizationId, userId };
  };
  const base = '/organizations/:orgId/webhooks';

  app.get(base, { ...auth, schema: { ...docs('The chain’s webhook endpoints and their state'), params: chainParams, response: { 200: z.object({ items: z.array(schema.webhookEndpointSchema) }), ...errorResponses(401, 403, 404) } } }, async (request) => ({
    items: await service.listWebhookEndpoints(await scopeOf(request.userId, request.params.orgId, 'view')),
  }));
  app.get(`${base}/event-types`, { ...auth, schema: { ...docs('The events an endpoint can subscribe to'), params: chainParams, response: { 200: z.object({ items: z.array(schema.webhookEventTypeSchema) }), ...errorResponses(401, 403, 404) } } }, async (request) => {
    await scopeOf(request.userId, request.params.orgId, 'view');
    return { items: [...schema.webhookEventTypes] };
  });
  app.post(base, { ...auth, schema: { ...docs('Subscribe an address; the answer carries its signing secret, shown this once'), params: chainParams, body: schema.webhookEndpointWriteSchema, response: { 201: schema.webhookEndpointCreatedSchema, ...errorResponses(400, 401, 403, 404) } } }, async (request, reply) => {
    const created = await service.createWebhookEndpoint(await scopeOf(request.userId, request.params.orgId, 'edit'), request.body);
    return reply.status(201).send(created);
  });
  app.put(`${base}/:id`, { ...auth, schema: { ...docs('Change an endpoint (the version read); enabling a disabled one starts afresh'), params: endpointParams, body: schema.webhookEndpointUpdateSchema, response: { 200: schema.webhookEndpointSchema, ...errorResponses(400, 401, 403, 404, 409) } } }, async (request) =>
    service.updateWebhookEndpoint(await scopeOf(request.userId, request.params.orgId, 'edit'), request.params.id, request.body),
  );
  app.delete(`${base}/:id`, { ...auth, schema: { ...docs('Remove an endpoint and its log'), params: endpointParams, response: { 204: z.null(), ...errorResponses(401, 403, 404) } } }, async (request, reply) => {
    await service.deleteWebhookEndpoint(await scopeOf(request.userId, request.params.orgId, 'edit'), request.params.id);
    return reply.status(204).send(null);
  });
  app.post(`${base}/:id/secret`, { ...auth, schema: { ...docs('Show the endpoint’s signing secret (owners only)'), params: endpointParams, response: { 200: schema.webhookSecretSchema, ...errorResponses(401, 403, 404) } } }, async (request) =>
    service.revealWebhookSecret(await scopeOf(request.userId, request.params.orgId, 'edit'), request.params.id),
  );
  app.post(`${base}/:id/secret/rotate`, { ...auth, schema: { ...docs('A new signing secret, shown this once; the old one signs beside it for 24 hours'), params: endpointParams, body: z.object({ version: z.number().int().min(1) }), response: { 200: schema.webhookRotatedSecretSchema, ...errorResponses(400, 401, 403, 404, 409) } } }, async (request) =>
    service.rotateWebhookSecret(await scopeOf(request.userId, request.params.orgId, 'edit'), request.params.id, request.body.version),
  );
  app.post(`${base}/:id/ping`, { ...auth, schema: { ...docs('Queue a signed `webhook.ping` to the endpoint; the log shows its answer'), params: endpointParams, response: { 202: schema.webhookDeliverySchema, ...errorResponses(401, 403, 404, 409) } } }, async (request, reply) => {
    const delivery = await service.pingWebhookEndpoint(await scopeOf(request.userId, request.params.orgId, 'edit'), request.params.id);
    return reply.status(202).send(delivery);
  });
  app.get(`${base}/deliveries`, { ...auth, schema: { ...docs('The delivery log, newest first, a page at a time'), params: chainParams, querystring: schema.webhookDeliveryQuerySchema, response: { 200: schema.webhookDeliveryListSchema, ...errorResponses(400, 401, 403, 404) } } }, async (request) =>
    service.listWebhookDeliveries(await scopeOf(request.userId, request.params.orgId, 'view'), request.query),
  );
  app.get(`${base}/deliveries/:deliveryId`, { ...auth, schema: { ...docs('One delivery: what was sent and every attempt’s answer'), params: deliveryParams, response: { 200: schema.webhookDeliveryDetailSchema, ...errorResponses(401, 403, 404) } } }, async (request) =>
    service.webhookDeliveryDetail(await scopeOf(request.userId, request.params.orgId, 'view'), request.params.deliveryId),
  );
  app.post(`${base}/deliveries/:deliveryId/redeliver`, { ...auth, schema: { ...docs('Send the same message again (same webhook-id), now'), params: deliveryParams, response: { 202: schema.webhookDeliveryDetailSchema, ...errorResponses(401, 403, 404, 409) } } }, async (request, reply) => {
    const detail = await service.redeliverWebhook(await scopeOf(request.userId, request.params.orgId, 'edit'), request.params.deliveryId);
    return reply.status(202).send(detail);
  });
};
