import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { funnelBeaconSchema, funnelQuerySchema, funnelSchema } from '../../../src/schema/online-booking/funnel';
import { idParamSchema } from '../../../src/schema/primitives';
import { noContent } from '../../crud/crud.schemas';
import { bearerAuth, errorResponses } from '../../plugins/external/openapi';
import { countBeacon, readFunnel } from './funnel.service';
import { slugParams } from './public-booking.routes';

const tags = ['online booking'];

/** The booking funnel (docs/online-booking.md decision 10): the page's beacon and Presence → Analytics' read. */
export const funnelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/public/book/:slug/funnel',
    {
      // Per client address, as the page's other calls: a visitor sends two beacons a page load.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "The booking page's beacon: it hydrated (a view) or its first service was ticked; counted per day, never per visitor",
        params: slugParams,
        body: funnelBeaconSchema,
        response: { 204: noContent, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      await countBeacon(app.db, request.params.slug, request.body.step);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/branches/:branchId/online-booking/funnel',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security: bearerAuth,
        summary: "A branch page's funnel per day of a period (at most 366 days, every day with zeros too)",
        params: z.object({ branchId: idParamSchema }),
        querystring: funnelQuerySchema,
        response: { 200: funnelSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => readFunnel(app.db, request.userId, request.params.branchId, request.query),
  );
};
