import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '../../../src/schema/primitives';
import { workSlotMonthQuerySchema, workSlotSchema, workSlotsCreateBodySchema, workSlotsDeleteBodySchema } from '../../../src/schema/schedule/work-slot';
import { bearerAuth, errorResponses } from '../../plugins/external/openapi';
import { branchMonthSlots, monthSlots, removeSlot, removeSlots, saveSlots } from './work-slots.service';

const docs = (summary: string) => ({ tags: ['schedule'], summary, security: bearerAuth });
const slotsAnswer = z.object({ items: z.array(workSlotSchema) });

/** Work slots (shifts), spec §7: a member's or a branch's month, a batch set at once, one or a batch removed. */
export const workSlotsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/employees/:employeeId/slots',
    { preHandler: app.authenticate, schema: { ...docs("A team member's work slots in a month (m 1–12, y)"), params: z.object({ employeeId: idParamSchema }), querystring: workSlotMonthQuerySchema, response: { 200: slotsAnswer, ...errorResponses(400, 401, 403, 404) } } },
    (request) => monthSlots(app.db, request.userId, request.params.employeeId, request.query),
  );

  app.get(
    '/branches/:branchId/slots',
    { preHandler: app.authenticate, schema: { ...docs("The work slots of every live team member of a branch in a month (m 1–12, y)"), params: z.object({ branchId: idParamSchema }), querystring: workSlotMonthQuerySchema, response: { 200: slotsAnswer, ...errorResponses(400, 401, 403, 404) } } },
    (request) => branchMonthSlots(app.db, request.userId, request.params.branchId, request.query),
  );

  app.post(
    '/slots',
    { preHandler: app.authenticate, schema: { ...docs("Set work slots: each replaces the member's slot that day; all or none"), body: workSlotsCreateBodySchema, response: { 200: slotsAnswer, ...errorResponses(400, 401, 403) } } },
    (request) => saveSlots(app.db, request.userId, request.body),
  );

  app.delete(
    '/slots/:slotId',
    { preHandler: app.authenticate, schema: { ...docs('Remove a work slot'), params: z.object({ slotId: idParamSchema }), response: { 204: z.null().describe('No content'), ...errorResponses(400, 401, 403, 404) } } },
    async (request, reply) => {
      await removeSlot(app.db, request.userId, request.params.slotId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/slots/delete',
    { preHandler: app.authenticate, schema: { ...docs('Remove work slots: all or none; an id unknown or out of reach is named as ids.N'), body: workSlotsDeleteBodySchema, response: { 204: z.null().describe('No content'), ...errorResponses(400, 401, 403) } } },
    async (request, reply) => {
      await removeSlots(app.db, request.userId, request.body);
      return reply.status(204).send(null);
    },
  );
};
