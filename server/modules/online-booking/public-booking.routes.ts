import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Language } from '../../../src/schema/enums';
import { bookingMoveSchema, bookingSchema, codeRequestSchema, codeSentSchema, confirmSchema, depositDueSchema, holdCreateSchema, holdReleaseSchema, holdSchema } from '../../../src/schema/online-booking/public-booking';
import { publicTimesQuerySchema, publicTimesSchema } from '../../../src/schema/online-booking/public-times';
import { publicClassesQuerySchema, publicClassesSchema } from '../../../src/schema/online-booking/classes';
import { bookingPageSchema } from '../../../src/schema/online-booking/booking-page';
import { languageFromAcceptLanguage, languageFromQuery } from '../../i18n/language';
import { noContent } from '../../crud/crud.schemas';
import { errorResponses } from '../../plugins/external/openapi';
import { addressKey } from '../id/client-address';
import { serverOrigin } from '../id/request-helpers';
import { bookingPage } from './booking-page.service';
import { publicClasses } from './classes.service';
import { requestCode } from './codes.service';
import { confirmHold } from './confirm.service';
import { createHold, releaseHold, type PublicDeps } from './holds.service';
import { moveManagedBooking } from './manage-move.service';
import { cancelManagedBooking, showManagedBooking } from './manage.service';
import { publicTimes } from './public-times.service';

/** Per client address: a person paging through weeks asks a few times a minute, holds and confirms a few times. */
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
/** A booking page's address in a public call's path, as its pages read it (lower case). */
export const slugParams = z.object({ slug: z.string().max(60).transform((slug) => slug.toLowerCase()) });
const docs = (summary: string) => ({ tags: ['online booking'], summary });

/** The page's language: its switcher (`?lang=`), else the browser's, else English. */
export const pageLanguage = (request: FastifyRequest): Language =>
  languageFromQuery((request.query as { lang?: unknown } | undefined)?.lang) ?? languageFromAcceptLanguage(request.headers['accept-language']) ?? 'EN';

/**
 * `POST /public/book/holds/release`, rather than DELETE /holds/{token}: the page lets go of its hold when the client
 * leaves, and navigator.sendBeacon, the one request a closing page is sure to send, can only POST; a form body is what
 * it sends without a CORS preflight (the steps' own fetch sends JSON). And a token in the body stays out of addresses
 * and the logs that keep them. The form parser is this route's alone.
 */
const holdReleaseRoute: FastifyPluginAsyncZod<{ deps: PublicDeps }> = async (app, { deps }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.post(
    '/public/book/holds/release',
    {
      config: perMinute(30),
      schema: { ...docs('Let go of a held time at once (idempotent: a hold gone already, or confirmed, answers the same)'), body: holdReleaseSchema, response: { 204: noContent, ...errorResponses(400, 404, 429) } },
    },
    async (request, reply) => {
      await releaseHold(deps, request.body.holdToken);
      return reply.code(204).send(null);
    },
  );
};

/** The booking page's calls, without sign-in (docs/online-booking.md). */
export const publicBookingRoutes: FastifyPluginAsyncZod<{ deps: PublicDeps }> = async (app, { deps }) => {
  app.get(
    '/public/book/:slug/page',
    { config: perMinute(120), schema: { ...docs("A booking page's services, team and rules; or a chain's branches"), params: slugParams, response: { 200: bookingPageSchema, ...errorResponses(404, 429) } } },
    (request) => bookingPage(app.db, request.params.slug),
  );

  app.get(
    '/public/book/:slug/times',
    {
      config: perMinute(300),
      schema: { ...docs("A day or a week of a visit's free start times on a branch's booking page"), params: slugParams, querystring: publicTimesQuerySchema, response: { 200: publicTimesSchema, ...errorResponses(400, 404, 429) } },
    },
    async (request, reply) => {
      // Browsers and shared caches may keep it as briefly as the server does (public-times-cache.ts).
      reply.header('cache-control', 'public, max-age=5');
      return publicTimes(app.db, request.params.slug, request.query);
    },
  );

  app.get(
    '/public/book/:slug/classes',
    {
      config: perMinute(300),
      schema: { ...docs("Up to two weeks of a branch's group classes with places left"), params: slugParams, querystring: publicClassesQuerySchema, response: { 200: publicClassesSchema, ...errorResponses(400, 404, 429) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=5');
      return publicClasses(app.db, request.params.slug, request.query);
    },
  );

  app.post(
    '/public/book/:slug/holds',
    {
      config: perMinute(30),
      schema: { ...docs('Hold a time for a few minutes while the client enters their details (taken: 409 naming the next free times)'), params: slugParams, body: holdCreateSchema, response: { 201: holdSchema, ...errorResponses(400, 404, 409, 429) } },
    },
    async (request, reply) => reply.code(201).send(await createHold(deps, request.params.slug, request.body)),
  );

  await app.register(holdReleaseRoute, { deps });

  app.post(
    '/public/book/:slug/code',
    {
      config: perMinute(20),
      schema: { ...docs('Send the code that confirms a hold, by SMS or e-mail, or give the Telegram bot link that sends it'), params: slugParams, body: codeRequestSchema, response: { 202: codeSentSchema, ...errorResponses(400, 404, 409, 429) } },
    },
    async (request, reply) => reply.code(202).send(await requestCode(app.db, deps.keys, request.params.slug, request.body, addressKey(request.ip), pageLanguage(request))),
  );

  app.post(
    '/public/book/:slug/confirm',
    {
      config: perMinute(30),
      schema: {
        ...docs('Confirm a hold with its code: the booking, with its manage link (201); where the branch takes a deposit at booking, where to pay it (202), the booking following the payment'),
        params: slugParams,
        body: confirmSchema,
        response: { 201: bookingSchema, 202: depositDueSchema, ...errorResponses(400, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const answer = await confirmHold(deps, request.params.slug, request.body.holdToken, request.body.code, serverOrigin(app));
      return 'payment' in answer ? reply.code(202).send(answer) : reply.code(201).send(answer);
    },
  );

  const tokenParams = z.object({ token: z.string().max(200) });
  app.get(
    '/public/book/manage/:token',
    { config: perMinute(60), schema: { ...docs("A booking behind its manage link, until its visit ends"), params: tokenParams, response: { 200: bookingSchema, ...errorResponses(404, 429) } } },
    (request) => showManagedBooking(deps, request.params.token),
  );

  app.post(
    '/public/book/manage/:token/move',
    {
      config: perMinute(20),
      schema: {
        ...docs('Move the booking behind a manage link to another time the page offers, up to the move cut-off (taken: 409 naming the next free times; later: 409 saying to call)'),
        params: tokenParams,
        body: bookingMoveSchema,
        response: { 200: bookingSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    (request) => moveManagedBooking(deps, request.params.token, request.body),
  );

  app.post(
    '/public/book/manage/:token/cancel',
    { config: perMinute(20), schema: { ...docs('Cancel the booking behind a manage link, up to the cut-off (later: 409 saying to call)'), params: tokenParams, response: { 200: bookingSchema, ...errorResponses(404, 409, 429) } } },
    (request) => cancelManagedBooking(deps, request.params.token),
  );
};
