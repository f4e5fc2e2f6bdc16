import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '../../../src/schema/primitives';
import {
  waitlistAddSchema,
  waitlistCodeSentSchema,
  waitlistConfirmSchema,
  waitlistEntrySchema,
  waitlistJoinSchema,
  waitlistOfferNowSchema,
  waitlistPlaceSchema,
  waitlistQuerySchema,
} from '../../../src/schema/online-booking/waitlist';
import { noContent } from '../../crud/crud.schemas';
import { bearerAuth, errorResponses } from '../../plugins/external/openapi';
import { addressKey } from '../id/client-address';
import { pageLanguage, slugParams } from '../online-booking/public-booking.routes';
import { confirmWaitlist, requestWaitlistCode } from './join.service';
import { addToWaitlist, listWaitlist, offerNow, removeFromWaitlist } from './staff-waitlist';
import type { WaitlistDeps } from './waitlist-deps';

/** Per client address, as the booking page's own calls (public-booking.routes.ts). */
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
const docs = (summary: string) => ({ tags: ['online booking'], summary });
const branchParams = z.object({ branchId: idParamSchema });
const entryParams = branchParams.extend({ entryId: idParamSchema });

/** The waitlist's calls: joining from the booking page (no sign-in), and the staff's list beside the schedule. */
export const waitlistRoutes: FastifyPluginAsyncZod<{ deps: WaitlistDeps }> = async (app, { deps }) => {
  app.post(
    '/public/book/:slug/waitlist',
    {
      config: perMinute(20),
      schema: { ...docs('Ask to join the waitlist: the wish is checked and a code sent by SMS or e-mail'), params: slugParams, body: waitlistJoinSchema, response: { 202: waitlistCodeSentSchema, ...errorResponses(400, 404, 429) } },
    },
    async (request, reply) => reply.code(202).send(await requestWaitlistCode(deps, request.params.slug, request.body, addressKey(request.ip), pageLanguage(request))),
  );

  app.post(
    '/public/book/:slug/waitlist/confirm',
    {
      config: perMinute(30),
      schema: { ...docs('Prove the code: the client is on the waitlist, with the link to leave it'), params: slugParams, body: waitlistConfirmSchema, response: { 201: waitlistPlaceSchema, ...errorResponses(400, 403, 404, 409, 429) } },
    },
    async (request, reply) => reply.code(201).send(await confirmWaitlist(deps, request.params.slug, request.body.entryToken, request.body.code)),
  );

  app.get(
    '/branches/:branchId/waitlist',
    {
      preHandler: app.authenticate,
      schema: { ...docs("A branch's live waitlist (waiting or offered), of one day when `date` is given"), security: bearerAuth, params: branchParams, querystring: waitlistQuerySchema, response: { 200: z.object({ items: z.array(waitlistEntrySchema) }), ...errorResponses(400, 401, 403, 404) } },
    },
    (request) => listWaitlist(deps, request.userId, request.params.branchId, request.query.date),
  );

  app.post(
    '/branches/:branchId/waitlist',
    {
      preHandler: app.authenticate,
      schema: {
        ...docs("Staff put a client of the chain on the waitlist, waiting at once; offers go to the card's phone, else its e-mail"),
        security: bearerAuth,
        params: branchParams,
        body: waitlistAddSchema,
        response: { 201: waitlistEntrySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await addToWaitlist(deps, request.userId, request.params.branchId, request.body)),
  );

  app.post(
    '/branches/:branchId/waitlist/:entryId/offer',
    {
      preHandler: app.authenticate,
      schema: {
        ...docs("Offer a waiting entry the first free time of its visit in its window on a day, as the offer worker would (none: 409)"),
        security: bearerAuth,
        params: entryParams,
        body: waitlistOfferNowSchema,
        response: { 200: waitlistEntrySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => offerNow(deps, request.userId, request.params.branchId, request.params.entryId, request.body.date),
  );

  app.delete(
    '/branches/:branchId/waitlist/:entryId',
    {
      preHandler: app.authenticate,
      schema: { ...docs('Take an entry off the waitlist (an offer out to it is withdrawn and passed on)'), security: bearerAuth, params: entryParams, response: { 204: noContent, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      await removeFromWaitlist(deps, request.userId, request.params.branchId, request.params.entryId);
      return reply.code(204).send(null);
    },
  );
};
