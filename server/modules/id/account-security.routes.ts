import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  passwordChangeSchema,
  totpConfirmSchema,
  totpDisableSchema,
  totpEnrolmentSchema,
} from '../../../src/schema/auth';
import { bearerAuth, errorResponses } from '../../plugins/external/openapi';
import { changePassword, confirmTotpSetup, disableTotp, startTotpSetup } from './account-security.service';
import { ThrottledError } from './failure-throttle.service';
import { idConfig } from './id-config';
import { findLiveSession } from './session.service';

/** The account area's security screen: bearer access token, JSON only (no cookies, so no XSRF needed). */
const noContent = z.null().describe('No content');

/** A throttled re-check answers 429 with Retry-After (the error handler makes the envelope). */
async function withRetryAfter(reply: FastifyReply, run: () => Promise<void>) {
  try {
    await run();
  } catch (error) {
    if (error instanceof ThrottledError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
  return reply.status(204).send(null);
}

export function accountSecurityRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // onRequest, not preHandler: a caller without a valid token hears 401 before anything reads the body.
  const authenticated = { onRequest: app.authenticate };
  const security = bearerAuth;

  routes.post(
    '/password/change',
    {
      ...authenticated,
      schema: {
        security,
        body: passwordChangeSchema,
        response: { 204: noContent, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      // The refresh cookie (path /id reaches here) tells which session to keep signed in.
      const current = await findLiveSession(app.db, request.cookies[idConfig.refreshCookie]);
      const familyId = current?.userId === request.userId ? current.familyId : undefined;
      return withRetryAfter(reply, () => changePassword(app.db, request.userId, request.body, familyId));
    },
  );

  routes.post(
    '/2fa/setup',
    {
      ...authenticated,
      schema: { security, response: { 200: totpEnrolmentSchema, ...errorResponses(401, 409) } },
    },
    async (request) => startTotpSetup(app.db, request.userId),
  );

  routes.post(
    '/2fa/confirm',
    {
      ...authenticated,
      schema: {
        security,
        body: totpConfirmSchema,
        response: { 204: noContent, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      return withRetryAfter(reply, () => confirmTotpSetup(app.db, request.userId, request.body.code));
    },
  );

  routes.post(
    '/2fa/disable',
    {
      ...authenticated,
      schema: {
        security,
        body: totpDisableSchema,
        response: { 204: noContent, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      return withRetryAfter(reply, () => disableTotp(app.db, request.userId, request.body.password));
    },
  );
}
