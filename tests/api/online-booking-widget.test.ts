import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { widgetSchema } from '../../src/schema/online-booking/widget';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { pageSlugOf } from './online-booking-support';
import {
  addEmployee,
  addService,
  call,
  issuePaths,
  performs,
  scheduleChain,
  type ScheduleChain,
} from './schedule-support';

/**
 * Online booking → Settings → Widget (issue 18, decision 9): the sites that may frame a branch's booking page, saved
 * with the version read; `/book/{slug}/embed.js` from PUBLIC_URL; the framed page (`?embed=1`) framable by exactly the
 * listed sites, and every other page by none.
 */
describe('online booking: the widget', () => {
  let t: TestApp;
  let chain: ScheduleChain;
  let other: ScheduleChain;
  let slug: string;
  const publicUrl = 'https://book.example.test';

  const url = (c: ScheduleChain) => `/branches/${c.branchId}/online-booking/widget`;
  const read = async () => widgetSchema.parse((await call(t.app, 'GET', url(chain), chain.owner)).json());
  const put = (body: object) => call(t.app, 'PUT', url(chain), chain.owner, body);
  const settings = (extra: object = {}) => ({
    allowedSites: [],
    accentColor: null,
    mode: 'inline',
    buttonText: '',
    version: 0,
    ...extra,
  });
  const frameAncestors = (policy: unknown) => /frame-ancestors ([^;]*)/.exec(String(policy))![1];

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: publicUrl });
    chain = await scheduleChain(t.app, 'Widget Chain');
    other = await scheduleChain(t.app, 'Widget Other');
    const anna = await addEmployee(t.app, chain, 'Anna');
    const cut = await addService(t.app, chain, 'Cut', 30);
    await performs(t.app, chain, anna, [cut]);
    slug = await pageSlugOf(t.app.db, chain.orgId, chain.branchId);
  });
  afterAll(() => t.close());

  it('reads the defaults before anything is saved, with the script on the public origin', async () => {
    expect(await read()).toEqual({
      allowedSites: [],
      accentColor: null,
      mode: 'inline',
      buttonText: '',
      version: 0,
      scriptUrl: `${publicUrl}/book/${slug}/embed.js`,
    });
  });

  it('saves the sites, colour, mode and words with the version read: stale 409, bad input 400 naming the field', async () => {
    for (const [body, field] of [
      [settings({ allowedSites: ['http://salon.example'] }), 'allowedSites.0'],
      [settings({ allowedSites: ['https://salon.example', 'https://salon.example/book'] }), 'allowedSites.1'],
      [settings({ allowedSites: ['https://salon.example/?a=1'] }), 'allowedSites.0'],
      [settings({ allowedSites: ['salon.example'] }), 'allowedSites.0'],
      [settings({ allowedSites: ['https://salon.example', 'https://SALON.example/'] }), 'allowedSites.1'],
      [
        settings({ allowedSites: Array.from({ length: 21 }, (_, i) => `https://s${i}.example`) }),
        'allowedSites',
      ],
      [settings({ accentColor: 'red' }), 'accentColor'],
      [settings({ mode: 'sidebar' }), 'mode'],
      [settings({ buttonText: 'x'.repeat(41) }), 'buttonText'],
    ] as const) {
      const refused = await put(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(issuePaths(refused.json()), JSON.stringify(body)).toEqual([field]);
    }
    const saved = await put(
      settings({
        allowedSites: [' https://Salon.example/ ', 'http://localhost:8080', 'http://127.0.0.1:5173'],
        accentColor: '#AA3355',
        mode: 'button',
        buttonText: ' Book now ',
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      allowedSites: ['https://salon.example', 'http://localhost:8080', 'http://127.0.0.1:5173'],
      accentColor: '#aa3355',
      mode: 'button',
      buttonText: 'Book now',
      version: 1,
    });
    const stale = await put(settings({ version: 0 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale_version' });
    expect((await read()).version).toBe(1);
  });

  it('serves embed.js as cacheable script naming the public origin, and 404 for an unknown page', async () => {
    const res = await t.app.inject({ url: `/book/${slug}/embed.js`, headers: { host: 'evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.body).toContain(`"origin":"${publicUrl}"`);
    expect(res.body).toContain(`"page":"${publicUrl}/book/${slug}"`);
    expect(res.body).toContain('"buttonText":"Book now"');
    expect(res.body).not.toContain('evil.example');
    expect((await t.app.inject({ url: '/book/no-such-page/embed.js' })).statusCode).toBe(404);
  });

  it("lets exactly the listed sites frame the embed page; the normal page and a branch with none list 'none'", async () => {
    const framed = await t.app.inject({
      url: `/book/${slug}?embed=1&lang=EN`,
      headers: { referer: 'https://evil.example/', host: 'evil.example' },
    });
    expect(framed.statusCode).toBe(200);
    expect(frameAncestors(framed.headers['content-security-policy'])).toBe(
      'https://salon.example http://localhost:8080 http://127.0.0.1:5173',
    );
    expect(framed.headers['x-frame-options']).toBeUndefined();
    expect(framed.body).toContain('--primary:#aa3355');
    expect(framed.body).toContain('<meta name="robots" content="noindex">');
    expect(framed.body).toContain('href="?embed=1&amp;lang=SR"');
    const normal = await t.app.inject({ url: `/book/${slug}` });
    expect(frameAncestors(normal.headers['content-security-policy'])).toBe("'none'");
    expect(normal.headers['x-frame-options']).toBe('SAMEORIGIN');
    // The salon's colour is the page's own too, with text that contrasts with it.
    expect(normal.body).toContain('--primary:#aa3355;--primary-hover:#aa3355;--on-primary:#fff');
    // No site listed: nothing may frame it; no colour: the page's own.
    expect((await put(settings({ version: 1 }))).statusCode).toBe(200);
    const unlisted = await t.app.inject({ url: `/book/${slug}?embed=1` });
    expect(frameAncestors(unlisted.headers['content-security-policy'])).toBe("'none'");
    expect(unlisted.body).not.toContain('--primary:#aa3355');
  });

  it("answers another chain's branch as unknown, reading or writing", async () => {
    expect((await call(t.app, 'GET', url(chain), other.owner)).statusCode).toBe(404);
    expect((await call(t.app, 'PUT', url(chain), other.owner, settings({ version: 2 }))).statusCode).toBe(
      404,
    );
    expect((await read()).allowedSites).toEqual([]);
  });
});
