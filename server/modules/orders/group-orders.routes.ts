import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '../../../src/schema/primitives';
import { errorEnvelopeSchema } from '../../../src/schema/protocol';
import { groupOrderClientSchema, groupOrderCreatedSchema, groupOrderCreateSchema, orderSchema } from '../../../src/schema/schedule/order';
import { replyLanguage } from '../../i18n/language';
import { renderSentence } from '../../i18n/sentence';
import { bearerAuth, errorResponses } from '../../plugins/external/openapi';
import { createGroupOrders, joinGroupOrder, leaveGroupOrder, noneBookedMessage } from './group-orders.service';
import { authorizeBooking, authorizeChange } from './order-access';
import type { OrderDeps } from './order-writer';

const docs = (summary: string) => ({ tags: ['group orders'], summary, security: bearerAuth });
/** When no date could be booked: the error envelope, with the dates refused and why (other conflicts lack them). */
const noneBookedSchema = errorEnvelopeSchema.extend(groupOrderCreatedSchema.partial().shape);

/** Group classes: book them (repeated weekly), and their clients joining and leaving. */
export const groupOrderRoutes: FastifyPluginAsyncZod<{ deps: OrderDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.post(
    '/branches/:branchId/group-orders',
    {
      preHandler: app.authenticate,
      schema: {
        ...docs('Book a group class, once or weekly: 201 with the dates booked and those refused and why, 409 when none could be'),
        params: z.object({ branchId: idParamSchema }),
        body: groupOrderCreateSchema,
        response: { 201: groupOrderCreatedSchema, ...errorResponses(400, 401, 403, 404), 409: noneBookedSchema },
      },
    },
    async (request, reply) => {
      const result = await createGroupOrders(deps, await authorizeBooking(db, request.userId, request.params.branchId, [request.body.employeeId]), request.body);
      if (result.created.length > 0) return reply.status(201).send(result);
      return reply.status(409).send({ statusCode: 409, error: 'Conflict', code: 'conflict', message: renderSentence(noneBookedMessage(result.refused), replyLanguage(request.headers['accept-language'])), ...result });
    },
  );

  app.post(
    '/orders/:id/clients',
    {
      preHandler: app.authenticate,
      schema: {
        ...docs('A client joins a group class (409 when full, already in it, or the class is over)'),
        params: z.object({ id: idParamSchema }),
        body: groupOrderClientSchema,
        response: { 201: orderSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const caller = await authorizeChange(db, request.userId, request.params.id, 'order');
      return reply.status(201).send(await joinGroupOrder(deps, caller, request.params.id, request.body.clientId));
    },
  );

  app.delete(
    '/orders/:id/clients/:clientId',
    {
      preHandler: app.authenticate,
      schema: {
        ...docs('A client leaves a group class'),
        params: z.object({ id: idParamSchema, clientId: idParamSchema }),
        response: { 200: orderSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => leaveGroupOrder(deps, await authorizeChange(db, request.userId, request.params.id, 'order'), request.params.id, request.params.clientId),
  );
};
