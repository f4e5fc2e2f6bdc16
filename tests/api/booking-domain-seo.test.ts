import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presenceDomainsSchema, type PresenceDomain } from '../../src/schema/online-booking/presence-domain';
import { auditLog } from '../../server/db/tables';
import { recheckDomains } from '../../server/modules/online-booking/domain-recheck';
import { pageSlugOf } from './online-booking-support';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { addEmployee, addService, call, performs, scheduleChain, type ScheduleChain } from './schedule-support';

/**
 * A salon's verified domain after it was proved (issue 18, Presence → Domain): its own robots.txt and sitemap.xml, which
 * an unverified domain or the product's own host never get; and the daily re-check through a stand-in resolver (DNS is
 * the one thing outside), run by calling the job with the time it runs at: a found record keeps the domain, a missing
 * one takes it off only after three days of checks, and no answer changes nothing.
 */
describe('online booking: custom domains, SEO and re-check', () => {
  let t: TestApp;
  let chain: ScheduleChain;
  let slug: string;
  const publicUrl = 'https://book.example.test';
  /** The stand-in DNS: a name's TXT records, or the error code its look-up fails with. */
  const txt = new Map<string, string[][] | { code: string }>();
  const resolveTxt = async (name: string) => {
    const answer = txt.get(name) ?? { code: 'ENOTFOUND' };
    if ('code' in answer) throw Object.assign(new Error(`queryTxt ${answer.code} ${name}`), { code: answer.code });
    return answer;
  };
  const hours = (from: Date, count: number) => new Date(from.getTime() + count * 3_600_000);

  const domainsUrl = () => `/branches/${chain.branchId}/online-booking/presence/domains`;
  const domains = async () => presenceDomainsSchema.parse((await call(t.app, 'GET', domainsUrl(), chain.owner)).json()).domains;
  const domainOf = async (name: string): Promise<PresenceDomain> => (await domains()).find((row) => row.domain === name)!;
  /** Lists a domain, sets its TXT record and checks it: verified, as the owner would. */
  const verify = async (name: string) => {
    const added = presenceDomainsSchema.parse((await call(t.app, 'POST', domainsUrl(), chain.owner, { domain: name })).json());
    txt.set(`_branchbook.${name}`, [[added.domains.find((row) => row.domain === name)!.txtValue]]);
    const checked = await call(t.app, 'POST', `${domainsUrl()}/${name}/check`, chain.owner);
    expect(checked.json()).toMatchObject({ found: true, domain: { status: 'verified', missingSince: null } });
  };
  const get = (url: string, host: string) => t.app.inject({ method: 'GET', url, headers: { host } });
  const servesPage = async (host: string) => (await get('/', host)).body.includes(`<link rel="canonical" href="${publicUrl}/book/${slug}`);

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: publicUrl }, { resolveTxt });
    chain = await scheduleChain(t.app, 'Domain SEO Chain');
    const anna = await addEmployee(t.app, chain, 'Anna');
    const cut = await addService(t.app, chain, 'Cut', 30);
    await performs(t.app, chain, anna, [cut]);
    slug = await pageSlugOf(t.app.db, chain.orgId, chain.branchId);
    await verify('salon-seo.example');
    await verify('back-again.example');
    // Listed but never proved: its Host is anyone's.
    expect((await call(t.app, 'POST', domainsUrl(), chain.owner, { domain: 'pending-seo.example' })).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it("answers robots.txt and sitemap.xml for a verified domain's one page, and the product's for any other Host", async () => {
    const robots = await get('/robots.txt', 'Salon-SEO.example:443');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body.split('\n')).toEqual(['User-agent: *', 'Allow: /$', 'Allow: /?lang=', `Allow: /book/${slug}/images/`, 'Disallow: /', '', 'Sitemap: https://salon-seo.example/sitemap.xml', '']);

    const sitemap = await get('/sitemap.xml', 'salon-seo.example');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"/);
    const entries = [...sitemap.body.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)];
    expect(entries.map((entry) => entry[1])).toEqual(['https://salon-seo.example/']);
    const alternates = [...entries[0]![2]!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => `${match[1]} ${match[2]}`);
    expect(alternates.sort()).toEqual(
      ['en EN', 'pt PT', 'ru RU', 'sr-Latn SR', 'tr TR'].map((pair) => pair.replace(/ (\w+)$/, ' https://salon-seo.example/?lang=$1')).concat('x-default https://salon-seo.example/').sort(),
    );
    // The page itself keeps the slug's address as its canonical.
    expect(await servesPage('salon-seo.example')).toBe(true);

    // A listed domain not proved, and the product's own host: the product's answers, built from PUBLIC_URL.
    for (const host of ['pending-seo.example', 'book.example.test', 'unlisted.example']) {
      const other = await get('/robots.txt', host);
      expect(other.body.split('\n').slice(0, 5)).toEqual(['User-agent: *', 'Disallow: /book/m/', 'Allow: /book/', 'Allow: /n/', 'Disallow: /']);
      expect(other.body).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
      const main = (await get('/sitemap.xml', host)).body;
      expect(main).toContain(`<loc>${publicUrl}/book/${slug}</loc>`);
      expect(main).toContain(`href="${publicUrl}/book/${slug}?lang=SR"`);
      expect(main).not.toContain('.example/');
    }
  });

  it('re-checks verified domains daily: found stays, missing for three days goes back to pending and unserved, no answer changes nothing', async () => {
    const start = new Date();
    // Checked just now by hand: not due yet.
    const manual = (await domainOf('salon-seo.example')).checkedAt;
    expect(await recheckDomains({ db: t.app.db, resolveTxt }, hours(start, 1))).toBe(0);
    expect((await domainOf('salon-seo.example')).checkedAt).toBe(manual);

    const found = hours(start, 25);
    expect(await recheckDomains({ db: t.app.db, resolveTxt }, found)).toBe(0);
    expect(await domainOf('salon-seo.example')).toMatchObject({ status: 'verified', checkedAt: found.toISOString(), missingSince: null });
    // The one never proved is not the job's.
    expect(await domainOf('pending-seo.example')).toMatchObject({ status: 'pending', checkedAt: null });

    // Both records go: missing since this check, still served.
    txt.delete('_branchbook.salon-seo.example');
    const backValue = txt.get('_branchbook.back-again.example')!;
    txt.set('_branchbook.back-again.example', [['v=spf1 -all']]);
    const missing = hours(found, 25);
    expect(await recheckDomains({ db: t.app.db, resolveTxt }, missing)).toBe(0);
    expect(await domainOf('salon-seo.example')).toMatchObject({ status: 'verified', checkedAt: missing.toISOString(), missingSince: missing.toISOString() });
    expect(await domainOf('back-again.example')).toMatchObject({ status: 'verified', missingSince: missing.toISOString() });
    expect(await servesPage('salon-seo.example')).toBe(true);

    // The name servers do not answer: nothing learnt, nothing changed (due again at the next run).
    for (const code of ['ESERVFAIL', 'ETIMEOUT']) {
      txt.set('_branchbook.salon-seo.example', { code });
      expect(await recheckDomains({ db: t.app.db, resolveTxt }, hours(missing, 25))).toBe(0);
      expect(await domainOf('salon-seo.example')).toMatchObject({ status: 'verified', checkedAt: missing.toISOString(), missingSince: missing.toISOString() });
    }

    // Two days missing: still served; the other's record is back, so its clock stops.
    txt.set('_branchbook.salon-seo.example', { code: 'ENODATA' });
    txt.set('_branchbook.back-again.example', backValue);
    const later = hours(missing, 50);
    expect(await recheckDomains({ db: t.app.db, resolveTxt }, later)).toBe(0);
    expect(await domainOf('salon-seo.example')).toMatchObject({ status: 'verified', checkedAt: later.toISOString(), missingSince: missing.toISOString() });
    expect(await domainOf('back-again.example')).toMatchObject({ status: 'verified', checkedAt: later.toISOString(), missingSince: null });
    expect(await servesPage('salon-seo.example')).toBe(true);

    // Missing on checks spanning 72 hours: pending, no longer served, and audited with no one as its author.
    const gone = hours(missing, 75);
    expect(await recheckDomains({ db: t.app.db, resolveTxt }, gone)).toBe(1);
    expect(await domainOf('salon-seo.example')).toMatchObject({ status: 'pending', checkedAt: gone.toISOString(), verifiedAt: null, missingSince: null });
    expect(await servesPage('salon-seo.example')).toBe(false);
    expect((await get('/robots.txt', 'salon-seo.example')).body).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
    expect(await servesPage('back-again.example')).toBe(true);
    const audited = await t.app.db
      .select({ actorUserId: auditLog.actorUserId, entityId: auditLog.entityId, branchId: auditLog.branchId, action: auditLog.action, changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, chain.orgId), eq(auditLog.entity, 'booking_domain'), eq(auditLog.action, 'update')));
    expect(audited).toContainEqual({ actorUserId: null, entityId: chain.branchId, branchId: null, action: 'update', changes: { 'salon-seo.example': { from: 'verified', to: 'pending' } } });
    // A pending domain is the owner's to check again: the job leaves it.
    expect(await recheckDomains({ db: t.app.db, resolveTxt }, hours(gone, 100))).toBe(0);
    expect((await domainOf('salon-seo.example')).checkedAt).toBe(gone.toISOString());
  });
});
