import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema } from '../../../src/schema/list-query';
import { idParamSchema } from '../../../src/schema/primitives';
import { listResponseSchema } from '../../../src/schema/protocol';
import { reviewHideSchema, reviewLinkRequestSchema, reviewLinkSchema, reviewReplySchema, reviewSchema, reviewSummarySchema, reviewUnhideSchema } from '../../../src/schema/reviews';
import { bearerAuth, errorResponses } from '../../plugins/external/openapi';
import { linkOrigin } from '../id/request-helpers';
import { createReviewLink } from './review-links.service';
import { listReviews, memberSummary } from './review-reads';
import { authorizeClientReviews, authorizeMemberSummary, authorizeOrderReviewLink, authorizeReview, authorizeReviewBranch } from './reviews-access';
import { hideReview, replyToReview, unhideReview } from './reviews.service';

const branchParams = z.object({ branchId: idParamSchema });
const idParams = z.object({ id: idParamSchema });
const docs = (summary: string) => ({ tags: ['reviews'], summary, security: bearerAuth });
const read = errorResponses(400, 401, 403, 404);
const write = errorResponses(400, 401, 403, 404, 409);

/**
 * Reviews after a visit under /api/v1: the link staff copy for a client, the branch's and a client's reviews (the
 * engine's list grammar), a member's average, and a manager's reply and hiding. Each handler authorises
 * (reviews-access.ts), then hands over.
 */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const auth = { preHandler: app.authenticate };

  app.post(
    '/orders/:id/review-link',
    {
      ...auth,
      schema: { ...docs('A new link asking a client of a completed visit for a review (valid 30 days)'), params: idParams, body: reviewLinkRequestSchema, response: { 201: reviewLinkSchema, ...write } },
    },
    async (request, reply) => {
      const caller = await authorizeOrderReviewLink(db, request.userId, request.params.id);
      return reply.status(201).send(await createReviewLink(db, caller, request.params.id, request.body.clientId, linkOrigin(app, request)));
    },
  );
  app.get(
    '/branches/:branchId/reviews',
    { ...auth, schema: { ...docs("The branch's reviews (paging, sort, filters by rating, employeeId, clientId, hidden, createdAt)"), params: branchParams, querystring: listQuerySchema, response: { 200: listResponseSchema(reviewSchema), ...read } } },
    async (request) => listReviews(db, await authorizeReviewBranch(db, request.userId, request.params.branchId, 'list'), request.query),
  );
  app.get(
    '/clients/:id/reviews',
    { ...auth, schema: { ...docs("A client's reviews (the same list grammar)"), params: idParams, querystring: listQuerySchema, response: { 200: listResponseSchema(reviewSchema), ...read } } },
    async (request) => listReviews(db, await authorizeClientReviews(db, request.userId, request.params.id), request.query, request.params.id),
  );
  app.get(
    '/employees/:id/reviews/summary',
    { ...auth, schema: { ...docs("A team member's average rating and count (hidden reviews left out)"), params: idParams, response: { 200: reviewSummarySchema, ...read } } },
    async (request) => memberSummary(db, await authorizeMemberSummary(db, request.userId, request.params.id), request.params.id),
  );
  app.put(
    '/reviews/:id/reply',
    { ...auth, schema: { ...docs('Reply to a review (send the version you read)'), params: idParams, body: reviewReplySchema, response: { 200: reviewSchema, ...write } } },
    async (request) => replyToReview(db, await authorizeReview(db, request.userId, request.params.id, 'edit'), request.params.id, request.body),
  );
  app.post(
    '/reviews/:id/hide',
    { ...auth, schema: { ...docs('Hide a review, with the reason (owners and administrators)'), params: idParams, body: reviewHideSchema, response: { 200: reviewSchema, ...write } } },
    async (request) => hideReview(db, await authorizeReview(db, request.userId, request.params.id, 'edit', true), request.params.id, request.body),
  );
  app.post(
    '/reviews/:id/unhide',
    { ...auth, schema: { ...docs('Show a hidden review again (owners and administrators)'), params: idParams, body: reviewUnhideSchema, response: { 200: reviewSchema, ...write } } },
    async (request) => unhideReview(db, await authorizeReview(db, request.userId, request.params.id, 'edit', true), request.params.id, request.body),
  );
};
