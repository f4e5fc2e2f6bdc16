import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainCheckSchema, presenceDomainsSchema } from '../../src/schema/online-booking/presence-domain';
import { presenceImagesSchema } from '../../src/schema/online-booking/presence-images';
import { pageSlugOf } from './online-booking-support';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { addEmployee, addService, call, issuePaths, performs, scheduleChain, type ScheduleChain } from './schedule-support';

/**
 * Online booking → Presence → Images, Marketing, SEO and Domain (issue 18 deliverables 1 and 5): the gallery through
 * the photo pipeline, served publicly only for listed photos; tracking ids checked by format and loaded only behind
 * the server's switch and the visitor's consent; the SEO fields in the page's head; custom domains proved by a TXT
 * record looked up through a stand-in resolver (DNS is the one thing outside), and served by Host only once proved.
 */
describe('online booking: presence', () => {
  let t: TestApp;
  let chain: ScheduleChain;
  let other: ScheduleChain;
  let slug: string;
  let dataDir: string;
  const publicUrl = 'https://book.example.test';
  /** The stand-in DNS: TXT records by name, as node's resolveTxt answers them (chunks of one record). */
  const txt = new Map<string, string[][]>();

  const base = (c: ScheduleChain) => `/branches/${c.branchId}/online-booking/presence`;
  const image = (color: string) => sharp({ create: { width: 800, height: 600, channels: 3, background: color } }).jpeg().toBuffer();
  const upload = async (c: ScheduleChain, body: Buffer) =>
    t.app.inject({ method: 'POST', url: `/api/v1${base(c)}/images`, headers: { ...c.owner, 'content-type': 'image/jpeg' }, payload: body });
  const page = (headers: Record<string, string> = {}, url = `/book/${slug}`) => t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en', ...headers } });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'presence-'));
    t = await createTestApp(
      { PUBLIC_URL: publicUrl, DATA_DIR: dataDir, ENABLE_TRACKING: 'true' },
      {
        resolveTxt: async (name) => {
          const records = txt.get(name);
          if (!records) throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
          return records;
        },
      },
    );
    chain = await scheduleChain(t.app, 'Presence Chain');
    other = await scheduleChain(t.app, 'Presence Other');
    const anna = await addEmployee(t.app, chain, 'Anna');
    const cut = await addService(t.app, chain, 'Cut', 30);
    await performs(t.app, chain, anna, [cut]);
    slug = await pageSlugOf(t.app.db, chain.orgId, chain.branchId);
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('adds photos through the pipeline, orders them, picks the cover and logo, removes one; the page serves only listed ones', async () => {
    const empty = presenceImagesSchema.parse((await call(t.app, 'GET', `${base(chain)}/images`, chain.owner)).json());
    expect(empty).toMatchObject({ photos: [], cover: null, logo: null, version: 0 });
    const first = await upload(chain, await image('#c0392b'));
    expect(first.statusCode, first.body).toBe(200);
    const second = presenceImagesSchema.parse((await upload(chain, await image('#2e86c1'))).json());
    const third = presenceImagesSchema.parse((await upload(chain, await image('#27ae60'))).json());
    expect(third.photos).toHaveLength(3);
    // The first photo is the cover until another is picked.
    expect(second.cover).toBe(third.photos[0]);
    const [a, b, c] = third.photos as [string, string, string];
    const stored = await sharp((await page({}, `/book/${slug}/images/${a}`)).rawPayload).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['webp', 512, 512]);

    const put = (body: object) => call(t.app, 'PUT', `${base(chain)}/images`, chain.owner, body);
    expect((await put({ photos: [c, b, a], cover: b, logo: c, version: 1 })).statusCode).toBe(409);
    const saved = await put({ photos: [c, b], cover: b, logo: c, version: third.version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ photos: [c, b], cover: b, logo: c, version: third.version + 1 });
    // A removed photo is no longer served; a cover not in the gallery is a 400 naming it.
    expect((await page({}, `/book/${slug}/images/${a}`)).statusCode).toBe(404);
    const bad = await put({ photos: [c, b], cover: a, logo: null, version: third.version + 1 });
    expect(bad.statusCode).toBe(400);
    expect(issuePaths(bad.json())).toEqual(['cover']);
    // Another chain's branch sees none of it and cannot touch it.
    expect((await call(t.app, 'GET', `${base(chain)}/images`, other.owner)).statusCode).toBe(404);
    expect((await upload(chain, await image('#000000'))).statusCode).toBe(200);
    const notAPhoto = await t.app.inject({ method: 'POST', url: `/api/v1${base(chain)}/images`, headers: { ...chain.owner, 'content-type': 'image/png' }, payload: Buffer.from('not a png') });
    expect(notAPhoto.statusCode).toBe(400);

    const html = (await page()).body;
    expect(html).toContain(`<img class="logo" src="/book/${slug}/images/${c}/thumb" width="96" height="96"`);
    expect(html).toMatch(new RegExp(`<figure class="cover"><img src="/book/${slug}/images/${b}" width="512" height="512"`));
    expect(html).toMatch(/<ul class="gallery"><li><a href="[^"]+"><img src="[^"]+" width="512" height="512" loading="lazy"/);
  });

  it('checks the tracking ids by format (400 naming each), shows the promo, and loads trackers only behind the consent bar', async () => {
    const url = `${base(chain)}/marketing`;
    const bad = await call(t.app, 'PUT', url, chain.owner, { promoText: 'x', ga4Id: 'UA-1234-5', metaPixelId: '12ab', version: 0 });
    expect(bad.statusCode).toBe(400);
    expect(issuePaths(bad.json()).sort()).toEqual(['ga4Id', 'metaPixelId']);
    const saved = await call(t.app, 'PUT', url, chain.owner, { promoText: '  20 % off colour in June  ', ga4Id: 'g-abc123xyz9', metaPixelId: '123456789012345', version: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ promoText: '20 % off colour in June', ga4Id: 'G-ABC123XYZ9', metaPixelId: '123456789012345', version: 1, trackingEnabled: true });
    expect((await call(t.app, 'PUT', url, chain.owner, { promoText: '', ga4Id: '', metaPixelId: '', version: 0 })).statusCode).toBe(409);

    const answer = await page();
    expect(answer.body).toContain('<aside class="promo" aria-label="News from the salon">20 % off colour in June</aside>');
    // The bar is there, hidden until our script reads the visitor's answer; no tracker's script is in the HTML.
    expect(answer.body).toMatch(/<div class="consent" id="bb-consent"[^>]* hidden data-ga4="G-ABC123XYZ9" data-pixel="123456789012345">/);
    expect(answer.body).toContain('<script src="/book/consent.js" defer></script>');
    expect(answer.body).not.toContain('googletagmanager');
    expect(answer.headers['content-security-policy']).toContain("script-src 'self' https://www.googletagmanager.com https://connect.facebook.net;");
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const script = await page({}, '/book/consent.js');
    expect(script.headers['content-type']).toContain('application/javascript');
    expect(script.body).toContain('localStorage');
  });

  it('puts the SEO title, description and share image in the head, the canonical address unchanged', async () => {
    const url = `${base(chain)}/seo`;
    const before = (await call(t.app, 'GET', url, chain.owner)).json();
    expect(before).toMatchObject({ title: '', description: '', shareImage: null, version: 0, pageUrl: `${publicUrl}/book/${slug}` });
    expect(before.fallbackTitle).toContain('Presence Chain');
    const long = await call(t.app, 'PUT', url, chain.owner, { title: 'x'.repeat(71), description: 'y'.repeat(161), shareImage: null, version: 0 });
    expect(issuePaths(long.json()).sort()).toEqual(['description', 'title']);
    const notListed = await call(t.app, 'PUT', url, chain.owner, { title: 'T', description: '', shareImage: '00000000-0000-4000-8000-000000000000', version: 0 });
    expect(issuePaths(notListed.json())).toEqual(['shareImage']);
    const photos = presenceImagesSchema.parse((await call(t.app, 'GET', `${base(chain)}/images`, chain.owner)).json()).photos;
    const saved = await call(t.app, 'PUT', url, chain.owner, { title: 'Best cuts in town', description: 'Walk in happy & leave happier.', shareImage: photos[1], version: 0 });
    expect(saved.statusCode, saved.body).toBe(200);

    const html = (await page()).body;
    expect(html).toContain('<title>Best cuts in town</title>');
    expect(html).toContain('<meta name="description" content="Walk in happy &amp; leave happier.">');
    expect(html).toContain('<meta property="og:title" content="Best cuts in town">');
    expect(html).toContain(`<meta property="og:image" content="${publicUrl}/book/${slug}/images/${photos[1]}">`);
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).toContain(`<link rel="canonical" href="${publicUrl}/book/${slug}`);
  });

  it('adds a domain pending with its DNS records, 409s another chain, verifies by TXT, serves it by Host only once proved', async () => {
    const url = `${base(chain)}/domains`;
    const bad = await call(t.app, 'POST', url, chain.owner, { domain: 'not a domain' });
    expect(issuePaths(bad.json())).toEqual(['domain']);
    expect((await call(t.app, 'POST', url, chain.owner, { domain: 'book.example.test' })).statusCode).toBe(400);
    const added = presenceDomainsSchema.parse((await call(t.app, 'POST', url, chain.owner, { domain: 'https://Salon-Anna.Example/' })).json());
    expect(added.cnameTarget).toBe('book.example.test');
    const [domain] = added.domains;
    expect(domain).toMatchObject({ domain: 'salon-anna.example', status: 'pending', txtName: '_branchbook.salon-anna.example', checkedAt: null });
    expect(domain!.txtValue).toMatch(/^branchbook-verify=[A-Za-z0-9_-]{22}$/);

    const taken = await call(t.app, 'POST', `${base(other)}/domains`, other.owner, { domain: 'salon-anna.example' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toContain('Another business');

    // Unproved: the Host gets the normal app's answer (no booking page, no redirect).
    const before = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'salon-anna.example' } });
    expect(before.body).not.toContain('<h1>');
    expect(before.headers.location).toBeUndefined();

    const check = (c: ScheduleChain, name: string) => call(t.app, 'POST', `${base(c)}/domains/${name}/check`, c.owner);
    txt.set('_branchbook.salon-anna.example', [['branchbook-verify=wrong']]);
    const wrong = domainCheckSchema.parse((await check(chain, 'salon-anna.example')).json());
    expect(wrong.found).toBe(false);
    expect(wrong.domain.status).toBe('pending');
    expect(wrong.domain.checkedAt).not.toBeNull();
    // A long record comes in chunks: they are one value.
    const value = domain!.txtValue;
    txt.set('_branchbook.salon-anna.example', [['v=spf1 -all'], [value.slice(0, 10), value.slice(10)]]);
    const right = domainCheckSchema.parse((await check(chain, 'salon-anna.example')).json());
    expect(right).toMatchObject({ found: true, domain: { status: 'verified' } });
    expect((await check(other, 'salon-anna.example')).statusCode).toBe(404);

    const served = await t.app.inject({ method: 'GET', url: '/?lang=EN', headers: { host: 'Salon-Anna.example:443' } });
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('<title>Best cuts in town</title>');
    expect(served.body).toContain(`<link rel="canonical" href="${publicUrl}/book/${slug}`);
    // The page's own calls are paths that answer on any Host.
    const times = await t.app.inject({ method: 'GET', url: `/api/v1/public/book/${slug}/page`, headers: { host: 'salon-anna.example' } });
    expect(times.statusCode).toBe(200);
    // An unlisted Host is the normal app's.
    const unlisted = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'evil.example' } });
    expect(unlisted.body).not.toContain('Best cuts in town');
    expect(unlisted.headers.location).toBeUndefined();

    const removed = presenceDomainsSchema.parse((await call(t.app, 'DELETE', `${url}/salon-anna.example`, chain.owner)).json());
    expect(removed.domains).toEqual([]);
    const after = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'salon-anna.example' } });
    expect(after.body).not.toContain('Best cuts in town');
    // Freed: another chain may take it now, with a new token.
    const retaken = presenceDomainsSchema.parse((await call(t.app, 'POST', `${base(other)}/domains`, other.owner, { domain: 'salon-anna.example' })).json());
    expect(retaken.domains[0]!.txtValue).not.toBe(value);
    expect((await call(t.app, 'GET', url, other.owner)).statusCode).toBe(404);
  });
});
