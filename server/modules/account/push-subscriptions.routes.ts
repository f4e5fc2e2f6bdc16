import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pushSubscriptionSchema } from '../../../src/schema/messages/push-subscription';
import { bearerAuth, errorResponses } from '../../plugins/external/openapi';
import { forgetOwnSubscription, saveSubscription } from '../outbox/push-subscriptions.repository';

const docs = (summary: string) => ({ tags: ['account'], summary, security: bearerAuth });

/**
 * Web push to staff (issue 17): the installed app asks for the server's VAPID public key, subscribes the browser
 * with it, and posts the subscription here; turning notifications off deletes it (the person's own only).
 */
export const pushSubscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.authenticate };
  app.get(
    '/me/push-key',
    { ...auth, schema: { ...docs('The VAPID public key browsers subscribe with (base64url)'), response: { 200: z.object({ publicKey: z.string() }), ...errorResponses(401) } } },
    async () => ({ publicKey: app.secrets.vapidPublicKey }),
  );
  app.post(
    '/me/push-subscriptions',
    { ...auth, schema: { ...docs('Keep this browser’s push subscription for the signed-in person'), body: pushSubscriptionSchema, response: { 204: z.null(), ...errorResponses(400, 401) } } },
    async (request, reply) => {
      await saveSubscription(app.db, request.userId, request.body, request.headers['user-agent']?.slice(0, 300));
      return reply.status(204).send(null);
    },
  );
  app.delete(
    '/me/push-subscriptions',
    { ...auth, schema: { ...docs('Stop push notifications to this browser'), body: z.object({ endpoint: z.string().max(2048) }), response: { 204: z.null(), ...errorResponses(400, 401) } } },
    async (request, reply) => {
      await forgetOwnSubscription(app.db, request.userId, request.body.endpoint);
      return reply.status(204).send(null);
    },
  );
};
