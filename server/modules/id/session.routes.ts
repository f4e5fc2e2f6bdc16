import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authClientSchema,
  tokenRefreshRequestSchema,
  tokenRefreshResponseSchema,
} from '../../../src/schema/auth';
import { DomainError, forbidden } from '../../plugins/app/domain-error';
import { errorResponses } from '../../plugins/external/openapi';
import type { IdDeps } from './id-deps';
import { clearSessionCookies, cookieRequest, setSessionCookies } from './request-helpers';
import { endSession, refreshSession } from './session.service';

const xsrfRefused = () =>
  forbidden((m) => m.common.missingXsrf);

/** The cookie endpoints: both need the refresh cookie and the signed XSRF header of the same session. */
export function sessionRoutes(app: FastifyInstance, { xsrf }: IdDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/token/refresh',
    {
      schema: {
        body: tokenRefreshRequestSchema,
        response: { 200: tokenRefreshResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const outcome = await refreshSession(app.db, xsrf, request.body.client, cookieRequest(request));
      switch (outcome.kind) {
        case 'xsrf-failed':
          throw xsrfRefused();
        case 'unauthorized':
          // A dead session's cookies are of no further use; dropping them spares the browser pointless retries.
          if (outcome.reason !== 'missing') clearSessionCookies(reply);
          throw new DomainError('unauthorized', (m) => m.common.sessionEnded);
        case 'refreshed':
          setSessionCookies(reply, xsrf, outcome.session);
          return app.tokens.issue(outcome.userId);
      }
    },
  );

  routes.post(
    '/logout',
    // The web app sends {client}; a bare POST is fine too, since signing out must never fail for lack of a body.
    { schema: { body: z.object({ client: authClientSchema.optional() }).nullish() } },
    async (request, reply) => {
      const outcome = await endSession(app.db, xsrf, cookieRequest(request));
      if (outcome === 'xsrf-failed') throw xsrfRefused();
      clearSessionCookies(reply);
      return reply.status(204).send();
    },
  );
}
