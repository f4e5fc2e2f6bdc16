import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { Env } from '../../env';

type CspDirectives = Record<string, Iterable<string | ((req: IncomingMessage) => string)> | null>;

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

/**
 * The Content-Security-Policy for the Vite-built SPA, the sign-in pages and the API docs: scripts only from
 * our own files; inline styles allowed because emotion (MUI) injects <style> tags at run time; the live
 * channel's ws:/wss: on our own host spelled out, since older Safari does not count them as 'self'.
 */
export function contentSecurityDirectives(env: Pick<Env, 'AUTH_URL' | 'PUBLIC_URL'>): CspDirectives {
  // A sign-in service on another origin is called by XHR (token refresh) and receives the sign-in form.
  const authOrigin = originOf(env.AUTH_URL);
  const extra = authOrigin ? [authOrigin] : [];
  const https = env.PUBLIC_URL?.startsWith('https://') ?? false;
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      (req) => (safeHost(req) ? `ws://${safeHost(req)}` : "'self'"),
      (req) => (safeHost(req) ? `wss://${safeHost(req)}` : "'self'"),
      ...extra,
    ],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'form-action': ["'self'", ...extra],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    // Only behind HTTPS: on plain http://localhost it would rewrite our own asset URLs to https and break them.
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

export const securityHeadersPlugin = fp(async (app) => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(app.env) },
    // HSTS pins browsers to HTTPS for a year: only when we are actually served over HTTPS.
    strictTransportSecurity: app.env.PUBLIC_URL?.startsWith('https://') ? { maxAge: 31_536_000 } : false,
  });
});
