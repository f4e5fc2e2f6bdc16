import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ownOrigin } from '../../own-origin';
import { idConfig } from './id-config';
import type { CookieRequest, IssuedSession } from './session.service';
import type { XsrfTokens } from './signed-tokens';

/** Normalised the way URL does it (no default port), so it compares equal to `new URL(r).origin`. */
export function requestOrigin(request: FastifyRequest): string {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return `${request.protocol}://localhost`;
  }
}

function publicOrigin(app: FastifyInstance): string | undefined {
  try {
    return app.env.PUBLIC_URL ? new URL(app.env.PUBLIC_URL).origin : undefined;
  } catch {
    return undefined;
  }
}

/** Redirects may go to the origin the browser used or the configured public one, nowhere else. */
export const allowedOrigins = (app: FastifyInstance, request: FastifyRequest): string[] => {
  const configured = publicOrigin(app);
  const own = requestOrigin(request);
  return configured && configured !== own ? [own, configured] : [own];
};

function listeningOrigin(app: FastifyInstance): string {
  const address = app.server.address();
  return ownOrigin(app.env.HOST, typeof address === 'object' && address ? address.port : app.env.PORT);
}

/**
 * Links in e-mails point at this server whoever asked for them: PUBLIC_URL when set; behind a proxy that TRUST_PROXY
 * names, the address the proxy says the browser used; otherwise the address the server was started on. Never a Host
 * header any client can set: a reset asked for with `Host: evil.example` would mail the token to evil.example.
 */
/** The address outside services reach this server at, with no request to go by (provider callbacks): PUBLIC_URL, else the one it listens on. */
export const serverOrigin = (app: FastifyInstance): string => publicOrigin(app) ?? listeningOrigin(app);

export const linkOrigin = (app: FastifyInstance, request: FastifyRequest) =>
  publicOrigin(app) ?? (app.env.TRUST_PROXY ? requestOrigin(request) : listeningOrigin(app));

/** Forms from our pages get pages back; API clients (JSON) get JSON and the error envelope. */
export const wantsJson = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').includes('application/json');

export const bodyFields = (request: FastifyRequest): Record<string, unknown> =>
  request.body && typeof request.body === 'object' && !Array.isArray(request.body)
    ? (request.body as Record<string, unknown>)
    : {};

export const queryFields = (request: FastifyRequest): Record<string, unknown> =>
  request.query && typeof request.query === 'object' ? (request.query as Record<string, unknown>) : {};

export const cookieRequest = (request: FastifyRequest): CookieRequest => {
  const header = request.headers[idConfig.xsrfHeader];
  return {
    refreshToken: request.cookies[idConfig.refreshCookie],
    xsrfHeader: typeof header === 'string' ? header : undefined,
    xsrfCookie: request.cookies[idConfig.xsrfCookie],
  };
};

/**
 * The refresh token lives in an httpOnly cookie that only /id sees; the XSRF token sits in a readable cookie
 * at / so the web app can copy it into the X-XSRF-TOKEN header.
 */
export function setSessionCookies(reply: FastifyReply, xsrf: XsrfTokens, session: IssuedSession) {
  reply.setCookie(idConfig.refreshCookie, session.refreshToken, {
    ...cookieBase(reply, session.expiresAt),
    httpOnly: true,
    path: idConfig.refreshCookiePath,
  });
  setXsrfCookie(reply, xsrf, session);
}

export function setXsrfCookie(
  reply: FastifyReply,
  xsrf: XsrfTokens,
  session: { familyId: string; expiresAt: Date },
) {
  reply.setCookie(idConfig.xsrfCookie, xsrf.tokenFor(session.familyId), {
    ...cookieBase(reply, session.expiresAt),
    httpOnly: false,
    path: '/',
  });
}

const cookieBase = (reply: FastifyReply, expires: Date) =>
  ({ secure: reply.request.protocol === 'https', sameSite: 'lax', expires }) as const;

export function clearSessionCookies(reply: FastifyReply) {
  reply.clearCookie(idConfig.refreshCookie, { path: idConfig.refreshCookiePath });
  reply.clearCookie(idConfig.xsrfCookie, { path: '/' });
}
