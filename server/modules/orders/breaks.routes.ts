import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '../../../src/schema/primitives';
import { breakCreateSchema, breakSchema, breakUpdateSchema } from '../../../src/schema/schedule/order';
import { noContent } from '../../crud/crud.schemas';
import { bearerAuth, errorResponses } from '../../plugins/external/openapi';
import { createBreak, editBreak, removeBreak } from './breaks.service';
import { authorizeBooking, authorizeChange } from './order-access';
import type { OrderDeps } from './order-writer';

const docs = (summary: string) => ({ tags: ['breaks'], summary, security: bearerAuth });
const breakParams = z.object({ id: idParamSchema });

/** An employee's breaks: time no order may take. */
export const breakRoutes: FastifyPluginAsyncZod<{ deps: OrderDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.post(
    '/branches/:branchId/breaks',
    { preHandler: app.authenticate, schema: { ...docs('Add a break (409 over an order or another break)'), params: z.object({ branchId: idParamSchema }), body: breakCreateSchema, response: { 201: breakSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request, reply) => reply.status(201).send(await createBreak(deps, await authorizeBooking(db, request.userId, request.params.branchId, [request.body.employeeId]), request.body)),
  );

  app.patch(
    '/breaks/:id',
    { preHandler: app.authenticate, schema: { ...docs('Move or change a break (send the version you read)'), params: breakParams, body: breakUpdateSchema, response: { 200: breakSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => editBreak(
        deps,
        await authorizeChange(db, request.userId, request.params.id, 'break', { employeeIds: request.body.employeeId === undefined ? [] : [request.body.employeeId] }),
        request.params.id,
        request.body,
      ),
  );

  app.delete(
    '/breaks/:id',
    { preHandler: app.authenticate, schema: { ...docs('Remove a break'), params: breakParams, response: { 204: noContent, ...errorResponses(400, 401, 403, 404) } } },
    async (request, reply) => {
      await removeBreak(deps, await authorizeChange(db, request.userId, request.params.id, 'break'), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
