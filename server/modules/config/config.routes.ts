import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigOf, publicConfigSchema } from '../../../src/schema/public-config';

/**
 * The deployment's configuration the web app shows (spec §9: support links, the community, jobs and public
 * sites, the legal footer), read from the environment once at start. No sign-in: it is what a public page
 * shows anyway, and the sign-in pages may link to support too.
 */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = publicConfigSchema.parse(publicConfigOf(app.env));
  app.get(
    '/config',
    {
      schema: {
        tags: ['platform'],
        summary: "The deployment's support links, sites and legal details (absent ones are null)",
        response: { 200: publicConfigSchema },
      },
    },
    async () => config,
  );
};
