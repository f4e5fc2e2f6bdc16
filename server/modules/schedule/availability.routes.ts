import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '../../../src/schema/primitives';
import { availableTimesSchema } from '../../../src/schema/schedule/availability';
import { availabilityQuerySchema } from '../../../src/schema/schedule/schedule-read';
import { bearerAuth, errorResponses } from '../../plugins/external/openapi';
import { branchAvailability } from './availability.service';
import { sendJsonText } from './json-text-reply';

/** Free start times for the order drawer's suggestions (the spec leaves this call out; issue 9 asks for it). */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/branches/:branchId/availability',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['schedule'],
        summary: 'Free start times per date and employee for services back to back, over up to 31 days',
        security: bearerAuth,
        params: z.object({ branchId: idParamSchema }),
        querystring: availabilityQuerySchema,
        response: { 200: z.object({ items: z.array(availableTimesSchema) }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    // A month of 40 members is some 57 000 start times: checking each against its pattern again on the way out
    // cost as much as finding them, so the answer is serialised as it is (the API tests parse it with the schema).
    async (request, reply) => sendJsonText(reply, JSON.stringify(await branchAvailability(app.db, request.userId, request.params.branchId, request.query))),
  );
};
