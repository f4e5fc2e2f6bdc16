import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '../../../src/schema/primitives';
import { availabilitySchema } from '../../../src/schema/schedule/availability';
import { availabilityQuerySchema } from '../../../src/schema/schedule/schedule-read';
import { bearerAuth, errorResponses } from '../../plugins/external/openapi';
import { branchAvailability } from './availability.service';

/** Free start times for the order drawer's suggestions (the spec leaves this call out; issue 9 asks for it), as stretches. */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/branches/:branchId/availability',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['schedule'],
        summary: 'Free start times per date and employee for services back to back, as stretches of the step, over up to 7 days',
        security: bearerAuth,
        params: z.object({ branchId: idParamSchema }),
        querystring: availabilityQuerySchema,
        response: { 200: availabilitySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => branchAvailability(app.db, request.userId, request.params.branchId, request.query),
  );
};
