import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingAddresses } from '../../server/db/tables';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, scheduleChain, type ScheduleChain } from './schedule-support';

/**
 * robots.txt and sitemap.xml (issue 18's SEO): only pages open online are listed, each with its languages; a chain's
 * page lists only its open branches, and is closed with the last of them.
 */
describe('robots.txt and sitemap.xml', () => {
  let t: TestApp;
  let chain: ScheduleChain;
  let slugs: { chain: string; branch: string };

  beforeAll(async () => {
    t = await createTestApp();
    chain = await scheduleChain(t.app, 'Sitemap Chain');
    const rows = await t.app.db.select({ address: bookingAddresses.address, branchId: bookingAddresses.branchId }).from(bookingAddresses).where(eq(bookingAddresses.organizationId, chain.orgId));
    slugs = { chain: rows.find((row) => row.branchId === null)!.address, branch: rows.find((row) => row.branchId === chain.branchId)!.address };
  });
  afterAll(() => t.close());

  const sitemap = async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    return res.body;
  };

  it("opens the booking pages and the chains' sites to crawlers and closes everything else, manage links included", async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines.slice(0, 5)).toEqual(['User-agent: *', 'Disallow: /book/m/', 'Allow: /book/', 'Allow: /n/', 'Disallow: /']);
    expect(lines).toContainEqual(expect.stringMatching(/^Sitemap: http:\/\/[^/]+\/sitemap\.xml$/));
  });

  it('lists the branch and its chain with every language while the branch takes bookings, and neither once it is closed', async () => {
    const chainPage = () => t.app.inject({ url: `/api/v1/public/book/${slugs.chain}/page` });
    expect(((await chainPage()).json() as { branches: { slug: string }[] }).branches.map((branch) => branch.slug)).toEqual([slugs.branch]);
    const open = await sitemap();
    expect(open).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"/);
    const entry = new RegExp(`<url><loc>http://[^<]+/book/${slugs.branch}</loc>(.*?)</url>`).exec(open);
    expect(entry, open).not.toBeNull();
    const languages = [...entry![1]!.matchAll(/hreflang="([^"]+)" href="[^"]+\/book\/[^"?]+(\?lang=[A-Z]+)?"/g)].map((match) => match[1]);
    expect(languages.sort()).toEqual(['en', 'pt', 'ru', 'sr-Latn', 'tr', 'x-default']);
    expect(open).toContain(`/book/${slugs.chain}</loc>`);

    const closed = await call(t.app, 'PUT', `/branches/${chain.branchId}/online-booking/rules`, chain.owner, { overrides: { bookable: false }, version: 0 });
    expect(closed.statusCode).toBe(200);
    const after = await sitemap();
    expect(after).not.toContain(`/book/${slugs.branch}</loc>`);
    // The chain's only branch is closed, so the chain's page is closed too.
    expect(after).not.toContain(`/book/${slugs.chain}</loc>`);
    expect((await chainPage()).statusCode).toBe(404);
  });
});
