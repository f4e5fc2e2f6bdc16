import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { userWithToken } from './account-support';

describe('platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('health answers ok with the database reachable, without a token', async () => {
    const res = await t.app.inject({ url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('refuses a body over the limit with 413 in the error envelope', async () => {
    const { auth } = await userWithToken(t.app);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ firstName: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large', code: 'payload_too_large' });
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/v1/no-such-thing', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('sends the security headers and the strict CSP on every answer', async () => {
    const res = await t.app.inject({ url: '/api/v1/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('documents the API at /api/v1/docs, generated from the zod schemas', async () => {
    const ui = await t.app.inject({ url: '/api/v1/docs' });
    expect([200, 302]).toContain(ui.statusCode);
    const res = await t.app.inject({ url: '/api/v1/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const route of ['/api/v1/health', '/api/v1/me', '/api/v1/organizations', '/api/v1/organizations/{orgId}/license']) {
      expect(Object.keys(doc.paths)).toContain(route);
    }
    const patchMe = doc.paths['/api/v1/me'].patch;
    expect(Object.keys(patchMe.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['firstName', 'ISOLanguage', 'hideSnowflake']),
    );
    expect(patchMe.security).toEqual([{ bearerAuth: [] }]);
    const licenseParams = doc.paths['/api/v1/organizations/{orgId}/license'].get.parameters;
    expect(licenseParams[0]).toMatchObject({ name: 'orgId', in: 'path' });
    // Every reference points at a schema the document defines (recursive licence menus included).
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    expect(refs).toContain('MenuItem');
    for (const ref of refs) expect(doc.components.schemas).toHaveProperty(ref);
    // Only the API and the sign-in service are documented.
    expect(Object.keys(doc.paths).every((p: string) => p.startsWith('/api/v1') || p.startsWith('/id'))).toBe(true);
  });
});
