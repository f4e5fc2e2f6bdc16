import type { FastifyInstance } from 'fastify';
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
import { idConfig } from './id-config';
import { findLiveSession } from './session.service';

/** The account area's security screen: bearer access token, JSON only (no cookies, so no XSRF needed). */
const noContent = z.null().describe('No content');

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
        response: { 204: noContent, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      // The refresh cookie (path /id reaches here) tells which session to keep signed in.
      const current = await findLiveSession(app.db, request.cookies[idConfig.refreshCookie]);
      const familyId = current?.userId === request.userId ? current.familyId : undefined;
      await changePassword(app.db, request.userId, request.body, familyId);
      return reply.status(204).send(null);
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
        response: { 204: noContent, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      await confirmTotpSetup(app.db, request.userId, request.body.code);
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/2fa/disable',
    {
      ...authenticated,
      schema: {
        security,
        body: totpDisableSchema,
        response: { 204: noContent, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      await disableTotp(app.db, request.userId, request.body.password);
      return reply.status(204).send(null);
    },
  );
}
