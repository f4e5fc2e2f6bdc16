import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '../../../src/schema/primitives';
import { classCodeRequestSchema, classCodeSentSchema, classJoinSchema, classSeatSchema } from '../../../src/schema/online-booking/class-seats';
import { errorResponses } from '../../plugins/external/openapi';
import { addressKey } from '../id/client-address';
import { pageLanguage, slugParams } from '../online-booking/public-booking.routes';
import type { ClassSeatDeps } from './class-seat-deps';
import { joinClass, requestClassCode } from './join.service';

/** Per client address, as the booking page's own calls (public-booking.routes.ts). */
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
const docs = (summary: string) => ({ tags: ['online booking'], summary });

/** Joining a group class from the booking page, no sign-in: the details and a code, then the code takes the place. */
export const classSeatRoutes: FastifyPluginAsyncZod<{ deps: ClassSeatDeps }> = async (app, { deps }) => {
  app.post(
    '/public/book/:slug/classes/:classId/code',
    {
      config: perMinute(20),
      schema: { ...docs('Ask to join a class: the details are checked and a code sent by SMS or e-mail'), params: slugParams.extend({ classId: idParamSchema }), body: classCodeRequestSchema, response: { 202: classCodeSentSchema, ...errorResponses(400, 404, 409, 429) } },
    },
    async (request, reply) => reply.code(202).send(await requestClassCode(deps, request.params.slug, request.params.classId, request.body, addressKey(request.ip), pageLanguage(request))),
  );

  app.post(
    '/public/book/:slug/classes/join',
    {
      config: perMinute(30),
      schema: { ...docs('Prove the code: the client takes a place in the class, with the link to see or leave it'), params: slugParams, body: classJoinSchema, response: { 201: classSeatSchema, ...errorResponses(400, 403, 404, 409, 429) } },
    },
    async (request, reply) => reply.code(201).send(await joinClass(deps, request.params.slug, request.body.joinToken, request.body.code)),
  );
};
