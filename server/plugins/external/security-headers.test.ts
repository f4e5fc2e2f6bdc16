import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../env';
import { securityHeadersPlugin } from './security-headers';

async function cspFor(env: Record<string, string>, host = 'localhost:3000') {
  const app = Fastify({ logger: false });
  app.decorate('env', parseEnv({ NODE_ENV: 'test', ...env }));
  await app.register(securityHeadersPlugin);
  app.get('/', async () => 'ok');
  const res = await app.inject({ url: '/', headers: { host } });
  await app.close();
  return { csp: String(res.headers['content-security-policy']), hsts: res.headers['strict-transport-security'] };
}

/** Every header but the policy, from our plugin or from @fastify/helmet configured as it used to be. */
async function otherHeaders(env: Record<string, string>, withHelmet: boolean) {
  const app = Fastify({ logger: false });
  const parsed = parseEnv({ NODE_ENV: 'test', ...env });
  app.decorate('env', parsed);
  if (withHelmet) {
    const https = parsed.PUBLIC_URL?.startsWith('https://') ?? false;
    await app.register(helmet, { contentSecurityPolicy: false, strictTransportSecurity: https ? { maxAge: 31_536_000 } : false });
  } else {
    await app.register(securityHeadersPlugin);
  }
  app.get('/', async () => 'ok');
  const res = await app.inject({ url: '/' });
  await app.close();
  const { 'content-security-policy': _csp, date: _date, ...rest } = res.headers;
  return rest;
}

const directive = (csp: string, name: string) => csp.split(';').find((d) => d.trim().startsWith(`${name} `))?.trim();

describe('content security policy', () => {
  it('is the policy helmet built from our directives', async () => {
    const { csp } = await cspFor({});
    expect(csp).toBe(
      "default-src 'self';base-uri 'self';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self' ws://localhost:3000 wss://localhost:3000;manifest-src 'self';worker-src 'self';form-action 'self';frame-ancestors 'none';object-src 'none'",
    );
  });

  it('allows only our own scripts, inline styles for emotion, data/blob images and our live channel', async () => {
    const { csp, hsts } = await cspFor({});
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob:");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' ws://localhost:3000 wss://localhost:3000");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(hsts).toBeUndefined();
  });

  it('allows our own service worker and manifest, and no other worker', async () => {
    const { csp } = await cspFor({ AUTH_URL: 'https://id.example.com/id' });
    expect(directive(csp, 'worker-src')).toBe("worker-src 'self'");
    expect(directive(csp, 'manifest-src')).toBe("manifest-src 'self'");
  });

  it('never echoes a forged Host header into the policy', async () => {
    const { csp } = await cspFor({}, "evil.test; script-src 'unsafe-inline'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' 'self' 'self'");
    expect(csp).not.toContain('evil');
  });

  it('allows an external sign-in service and turns on HTTPS-only headers behind HTTPS', async () => {
    const { csp, hsts } = await cspFor({ AUTH_URL: 'https://id.example.com/id', PUBLIC_URL: 'https://app.example.com' });
    expect(directive(csp, 'connect-src')).toContain('https://id.example.com');
    expect(directive(csp, 'form-action')).toBe("form-action 'self' https://id.example.com");
    expect(csp).toContain('upgrade-insecure-requests');
    expect(hsts).toContain('max-age=31536000');
  });
});

describe('other security headers', () => {
  it('are the ones @fastify/helmet sends with its defaults, over HTTP and behind HTTPS', async () => {
    for (const env of [{}, { PUBLIC_URL: 'https://app.example.com' }] as Record<string, string>[]) {
      expect(await otherHeaders(env, false)).toEqual(await otherHeaders(env, true));
    }
  });

  it('are sent on 404s too', async () => {
    const app = Fastify({ logger: false });
    app.decorate('env', parseEnv({ NODE_ENV: 'test' }));
    await app.register(securityHeadersPlugin);
    const res = await app.inject({ url: '/missing' });
    await app.close();
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
