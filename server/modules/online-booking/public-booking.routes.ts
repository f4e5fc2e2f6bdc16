import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicTimesQuerySchema, publicTimesSchema } from '../../../src/schema/online-booking/public-times';
import { errorResponses } from '../../plugins/external/openapi';
import { publicTimes } from './public-times.service';

/** Per address: a person paging through weeks asks a few times a minute; a scraper is stopped. */
const timesPerAddress = { max: 300, timeWindow: '1 minute' };

/** The booking page's calls, without sign-in (docs/online-booking.md). */
export const publicBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/book/:slug/times',
    {
      config: { rateLimit: timesPerAddress },
      schema: {
        tags: ['online booking'],
        summary: "A day or a week of a visit's free start times on a branch's booking page",
        params: z.object({ slug: z.string().max(60) }),
        querystring: publicTimesQuerySchema,
        response: { 200: publicTimesSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      // Browsers and shared caches may keep it as briefly as the server does (public-times-cache.ts).
      reply.header('cache-control', 'public, max-age=5');
      return publicTimes(app.db, request.params.slug.toLowerCase(), request.query);
    },
  );
};
