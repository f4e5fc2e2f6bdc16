import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addressKey } from './client-address';
import { idConfig, rateLimits } from './id-config';
import type { KnownDevices } from './known-device';
import { sendRateLimited } from './page-reply';
import { hitRateLimit } from './rate-limit.service';
import { allowedOrigins, bodyFields, queryFields, wantsJson } from './request-helpers';
import { plainContext, readSignInContext, type ContextResult, type SignInContext } from './sign-in-context';
import type { SignInClient } from './sign-in.service';

/** What every page request and form post of the sign-in service starts from. */
export type FormRequest = {
  json: boolean;
  fields: Record<string, unknown>;
  result: ContextResult;
  /** The context to render with even when the one sent was refused (then: home, no state). */
  context: SignInContext;
};

export function readFormRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  from: 'query' | 'body',
): FormRequest {
  const fields = from === 'query' ? queryFields(request) : bodyFields(request);
  const result = readSignInContext(fields, request.headers['accept-language'], allowedOrigins(app, request));
  const context = result.ok ? result.context : plainContext(result.lang);
  return { json: from === 'body' && wantsJson(request), fields, result, context };
}

/**
 * The per-address limit every sign-in POST passes first (counted in PostgreSQL, so all processes share it).
 * Returns the 429 answer when the address is over it, or null when the request may go on.
 */
export async function refuseBusyAddress(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  action: 'login' | 'signup' | 'forgot' | 'reset',
  form: Pick<FormRequest, 'json' | 'context'>,
  page: (message: string) => string,
): Promise<FastifyReply | null> {
  const verdict = await hitRateLimit(app.db, rateLimits.perAddress(action), addressKey(request.ip));
  if (verdict.allowed) return null;
  const answer = { json: form.json, lang: form.context.lang };
  return sendRateLimited(reply, answer, verdict.retryAfterSeconds, 'tooManyRequests', page);
}

/** The caller as the failure counts see it: where from, and which accounts this browser signed in to before. */
export const signInClient = (request: FastifyRequest, knownDevices: KnownDevices): SignInClient => ({
  address: addressKey(request.ip),
  knowsDevice: (userId) => knownDevices.knows(request.cookies[idConfig.knownDeviceCookie], userId),
});

export const textField = (fields: Record<string, unknown>, name: string) =>
  typeof fields[name] === 'string' ? fields[name] : undefined;
