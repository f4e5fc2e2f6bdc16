import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signInQuery } from './id-support';

/**
 * Browsers ask every page for its icon: the sign-in pages link icons that answer. (/favicon.ico at the root,
 * built or not, is the web app module's: server/modules/web-app/web-app.test.ts.)
 */
describe('sign-in pages icons', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('link icons the sign-in service serves, on every page', async () => {
    for (const url of [`/id/me?${signInQuery()}`, `/id/signup?${signInQuery()}`, '/id/forgot']) {
      const page = await t.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      const hrefs = [...page.body.matchAll(/<link rel="icon" href="([^"]+)"/g)].map((match) => match[1]!);
      expect(hrefs, url).toEqual(['/id/assets/favicon.ico', '/id/assets/icon.svg']);
      for (const href of hrefs) {
        const icon = await t.app.inject({ url: href });
        expect(icon.statusCode, href).toBe(200);
        expect(icon.headers['content-type'], href).toMatch(/^image\/(vnd\.microsoft\.icon|svg\+xml)/);
        expect(icon.rawPayload.length, href).toBeGreaterThan(0);
      }
    }
  });
});
