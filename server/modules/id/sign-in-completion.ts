import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idConfig } from './id-config';
import type { KnownDevices } from './known-device';
import { allowedOrigins, setSessionCookies } from './request-helpers';
import { startSession } from './session.service';
import { destinationOf, type SignInContext } from './sign-in-context';
import type { XsrfTokens } from './signed-tokens';

/** This browser has proven it belongs to the account: strangers' guesses no longer lock it out. */
export function rememberDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  knownDevices: KnownDevices,
  userId: number,
) {
  const device = knownDevices.remember(request.cookies[idConfig.knownDeviceCookie], userId);
  reply.setCookie(idConfig.knownDeviceCookie, device.value, {
    httpOnly: true,
    secure: request.protocol === 'https',
    sameSite: 'lax',
    path: idConfig.basePath,
    expires: device.expiresAt,
  });
}

/**
 * Same ending for sign-in, sign-up and invitations: a new session family, its cookies, the known-device
 * entry for this account (so strangers' guesses cannot lock this browser out), and back to R with state.
 */
export async function completeSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { xsrf: XsrfTokens; knownDevices: KnownDevices; json: boolean; jsonStatus: 200 | 201 },
  userId: number,
  context: SignInContext,
) {
  const session = await startSession(app.db, {
    userId,
    client: context.client,
    userAgent: request.headers['user-agent'],
  });
  setSessionCookies(reply, deps.xsrf, session);
  rememberDevice(request, reply, deps.knownDevices, userId);
  const redirectUrl = destinationOf(context, allowedOrigins(app, request));
  if (deps.json) return reply.status(deps.jsonStatus).send({ redirectUrl });
  return reply.redirect(redirectUrl, 303);
}
