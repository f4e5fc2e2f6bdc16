import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkDatabase } from './health.service';

export const healthResponseSchema = z.object({ status: z.enum(['ok', 'error']), database: z.enum(['ok', 'unreachable']) });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/health',
    {
      // Load balancers poll this every few seconds: keep it out of the info log.
      logLevel: 'warn',
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database reachability',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const database = await checkDatabase(app.pool);
      if (database === 'ok') return { status: 'ok' as const, database };
      return reply.status(503).send({ status: 'error', database });
    },
  );
};
