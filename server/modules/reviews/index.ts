import type { FastifyPluginAsync } from 'fastify';
import { reviewPageRoutes } from './review-page.routes';
import { reviewsRoutes } from './reviews.routes';

/** Reviews after a visit (issue 15): the staff API under /api/v1 (prefix given by app.ts). */
export const reviewsModule: FastifyPluginAsync = async (app) => {
  await app.register(reviewsRoutes);
};

/**
 * The public review page at `/r/{token}`: its own server-rendered entry, no staff shell. Encapsulated, so the form
 * parser stays in here (as the sign-in service's does).
 */
export const reviewPagesModule: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  reviewPageRoutes(app);
};
