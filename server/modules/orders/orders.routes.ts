import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema } from '../../../src/schema/list-query';
import { idParamSchema } from '../../../src/schema/primitives';
import { listResponseSchema } from '../../../src/schema/protocol';
import { orderCancelSchema, orderCreateSchema, orderDetailSchema, orderSchema, orderUpdateSchema } from '../../../src/schema/schedule/order';
import { auditHistorySchema, historyQuerySchema } from '../../crud/crud.schemas';
import { bearerAuth, errorResponses } from '../../plugins/external/openapi';
import { authorizeBooking, authorizeBranch, authorizeChange, authorizeRecord } from './order-access';
import { listOrders } from './order-list.query';
import type { OrderDeps } from './order-writer';
import { cancelOrder, createOrder, editOrder, orderHistory, showOrder } from './orders.service';

const branchParams = z.object({ branchId: idParamSchema });
const orderParams = z.object({ id: idParamSchema });
const docs = (summary: string) => ({ tags: ['orders'], summary, security: bearerAuth });

/** Single orders: book, read, list, change, cancel, history. Each handler authorises, then hands over to the service. */
export const orderRoutes: FastifyPluginAsyncZod<{ deps: OrderDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.post(
    '/branches/:branchId/orders',
    { preHandler: app.authenticate, schema: { ...docs('Book an order (409 when someone is busy, or outside hours unless confirmed)'), params: branchParams, body: orderCreateSchema, response: { 201: orderSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request, reply) => reply.status(201).send(await createOrder(deps, await authorizeBooking(db, request.userId, request.params.branchId, request.body.services.map((line) => line.employeeId)), request.body)),
  );

  app.get(
    '/branches/:branchId/orders',
    { preHandler: app.authenticate, schema: { ...docs("The branch's orders (paging, sort, q, filters)"), params: branchParams, querystring: listQuerySchema, response: { 200: listResponseSchema(orderSchema), ...errorResponses(400, 401, 403, 404) } } },
    // A list (and the CSV made from it) may lag: the replica once it has the caller's own writes (app.laggingRead).
    async (request, reply) => {
      const caller = await authorizeBranch(db, request.userId, request.params.branchId, 'list');
      return app.laggingRead(request, reply, ({ db }) => listOrders({ ...deps, db }, caller, request.query));
    },
  );

  app.get(
    '/orders/:id',
    { preHandler: app.authenticate, schema: { ...docs('One order, with its payments and refunds'), params: orderParams, response: { 200: orderDetailSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => showOrder(deps, await authorizeRecord(db, request.userId, request.params.id, 'order', 'show'), request.params.id),
  );

  app.patch(
    '/orders/:id',
    { preHandler: app.authenticate, schema: { ...docs('Change an order or its status (send the version you read)'), params: orderParams, body: orderUpdateSchema, response: { 200: orderSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => editOrder(
        deps,
        await authorizeChange(db, request.userId, request.params.id, 'order', { employeeIds: request.body.services?.map((line) => line.employeeId), rebooks: request.body.services !== undefined }),
        request.params.id,
        request.body,
      ),
  );

  app.patch(
    '/orders/:id/cancel',
    { preHandler: app.authenticate, schema: { ...docs('Cancel an order: its time is free again'), params: orderParams, body: orderCancelSchema.nullish(), response: { 200: orderSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => cancelOrder(deps, await authorizeChange(db, request.userId, request.params.id, 'order'), request.params.id, request.body?.version),
  );

  app.get(
    '/orders/:id/history',
    { preHandler: app.authenticate, schema: { ...docs('Who changed this order, newest first'), params: orderParams, querystring: historyQuerySchema, response: { 200: auditHistorySchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => {
      const caller = await authorizeRecord(db, request.userId, request.params.id, 'order', 'show');
      return orderHistory(deps, caller, request.params.id, request.query.page, request.query.perPage);
    },
  );
};
