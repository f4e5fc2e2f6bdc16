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

const directive = (csp: string, name: string) => csp.split(';').find((d) => d.trim().startsWith(`${name} `))?.trim();

describe('content security policy', () => {
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
