import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { allowedOrigins, setSessionCookies } from './request-helpers';
import { startSession } from './session.service';
import { destinationOf, type SignInContext } from './sign-in-context';
import type { XsrfTokens } from './signed-tokens';

/** Same ending for sign-in and sign-up: a new session family, its cookies, and back to R with state. */
export async function completeSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { xsrf: XsrfTokens; json: boolean; jsonStatus: 200 | 201 },
  userId: number,
  context: SignInContext,
) {
  const session = await startSession(app.db, {
    userId,
    client: context.client,
    userAgent: request.headers['user-agent'],
  });
  setSessionCookies(reply, deps.xsrf, session);
  const redirectUrl = destinationOf(context, allowedOrigins(app, request));
  if (deps.json) return reply.status(deps.jsonStatus).send({ redirectUrl });
  return reply.redirect(redirectUrl, 303);
}
