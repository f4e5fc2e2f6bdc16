import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import type { Env } from '../../env';
import { monriBaseUrls } from '../../modules/online-payments/monri';

type SecurityEnv = Pick<Env, 'AUTH_URL' | 'PUBLIC_URL'> & Partial<Pick<Env, 'MONRI_BASE_URL' | 'BILLING_MONRI_AUTHENTICITY_TOKEN'>>;

/** A Host header is attacker-controlled: only a plain host[:port] may be echoed into the policy. */
const safeHost = (req: IncomingMessage): string | null => {
  const host = req.headers.host ?? '';
  return /^[a-z0-9.-]+(:\d{1,5})?$/i.test(host) || /^\[[0-9a-f:.]+\](:\d{1,5})?$/i.test(host) ? host : null;
};

const originOf = (url: string | undefined): string | null => {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

const servedOverHttps = (env: SecurityEnv) => env.PUBLIC_URL?.startsWith('https://') ?? false;

/**
 * The Content-Security-Policy for the Vite-built SPA, the sign-in pages and the API docs: scripts only from
 * our own files; inline styles allowed because emotion (MUI) injects <style> tags at run time; the live
 * channel's ws:/wss: on our own host spelled out, since older Safari does not count them as 'self'.
 * Only that host varies between requests, so the rest of the policy is joined once.
 */
export function contentSecurityPolicy(env: SecurityEnv): (req: IncomingMessage) => string {
  // A sign-in service on another origin is called by XHR (token refresh) and receives the sign-in form.
  const authOrigin = originOf(env.AUTH_URL);
  const extra = authOrigin ? ` ${authOrigin}` : '';
  // With the product's own payment account set up, Billing posts the owner's browser to the provider's hosted page.
  const billingOrigin = env.BILLING_MONRI_AUTHENTICITY_TOKEN ? originOf(env.MONRI_BASE_URL ?? monriBaseUrls.production) : null;
  const formTargets = `${extra}${billingOrigin ? ` ${billingOrigin}` : ''}`;
  const before = [
    "default-src 'self'",
    "base-uri 'self'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
  ].join(';');
  const after = [
    // The web app's manifest and service worker (sw.js) are our own files; no blob: or data: worker is needed.
    "manifest-src 'self'",
    "worker-src 'self'",
    `form-action 'self'${formTargets}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    // Only behind HTTPS: on plain http://localhost it would rewrite our own asset URLs to https and break them.
    ...(servedOverHttps(env) ? ['upgrade-insecure-requests'] : []),
  ].join(';');
  const withoutHost = `${before};connect-src 'self' 'self' 'self'${extra};${after}`;
  return (req) => {
    const host = safeHost(req);
    return host ? `${before};connect-src 'self' ws://${host} wss://${host}${extra};${after}` : withoutHost;
  };
}

/**
 * Helmet 8's other headers with its defaults, as @fastify/helmet sent them (security-headers.test.ts compares
 * the two). @fastify/helmet rebuilt helmet's whole middleware, re-validating every directive, on each request.
 */
export function fixedSecurityHeaders(env: SecurityEnv): ReadonlyArray<readonly [string, string]> {
  return [
    ['cross-origin-opener-policy', 'same-origin'],
    ['cross-origin-resource-policy', 'same-origin'],
    ['origin-agent-cluster', '?1'],
    ['referrer-policy', 'no-referrer'],
    // HSTS pins browsers to HTTPS for a year: only when we are actually served over HTTPS.
    ...(servedOverHttps(env) ? [['strict-transport-security', 'max-age=31536000; includeSubDomains'] as const] : []),
    ['x-content-type-options', 'nosniff'],
    ['x-dns-prefetch-control', 'off'],
    ['x-download-options', 'noopen'],
    ['x-frame-options', 'SAMEORIGIN'],
    ['x-permitted-cross-domain-policies', 'none'],
    ['x-xss-protection', '0'],
  ];
}

/** Set on the raw response before routing, like helmet: every answer carries them, 404s and errors included. */
export const securityHeadersPlugin = fp(async (app) => {
  const policyFor = contentSecurityPolicy(app.env);
  const fixed = fixedSecurityHeaders(app.env);
  const apply = (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('content-security-policy', policyFor(req));
    for (const [name, value] of fixed) res.setHeader(name, value);
  };
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw);
    done();
  });
});
