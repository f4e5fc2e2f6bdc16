import type { FastifyInstance } from 'fastify';
import { languageSchema } from '../../../src/schema/enums';
import { presenceImagePath } from '../../../src/schema/online-booking/presence-images';
import { html, type SafeHtml } from '../id/pages/html';
import { linkOrigin } from '../id/request-helpers';
import { sitePagesForSitemap } from '../network/site-data';
import { bookingPageStrings } from './booking-page-strings';
import { customDomainOf } from './domain-host';
import { openBookingPages } from './open-pages.repository';

/** Crawlers fetch these now and then; a few a minute per address is plenty and keeps a scraper from looping on them. */
const perMinute = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** One page of a sitemap with its languages (`?lang=` on the page's address) and the address itself as the default. */
const urlEntry = (page: string) => {
  const alternates = languageSchema.options.map((lang) => html`<xhtml:link rel="alternate" hreflang="${bookingPageStrings[lang].htmlLang}" href="${page}?lang=${lang}"/>`);
  return html`<url><loc>${page}</loc>${alternates}<xhtml:link rel="alternate" hreflang="x-default" href="${page}"/></url>\n`;
};

const urlSet = (urls: SafeHtml[]) => html`<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls}</urlset>
`.value;

/**
 * For search engines (issue 18's SEO): `robots.txt` opens the booking pages and the chains' sites (`/n/`) and nothing else (the staff app, the API,
 * sign-in, manage links and message links are no one's search result), and `sitemap.xml` lists every page open online
 * with its languages. Addresses come from PUBLIC_URL (`linkOrigin`), never from a Host anyone can send.
 *
 * On a salon's verified domain (domain-host.ts) both are that domain's own: its `/` (and the page's photos) open, every
 * other path closed (they answer on any Host, another salon's page included), and a sitemap of that one page while it
 * is open online. The domain named is the listed one the Host was found as; an unverified or unlisted Host gets the
 * product's answers.
 */
export function sitemapRoutes(app: FastifyInstance) {
  app.get('/robots.txt', { config: perMinute, schema: { hide: true } }, async (request, reply) => {
    const domain = await customDomainOf(app, request);
    const lines = domain
      ? ['User-agent: *', 'Allow: /$', 'Allow: /?lang=', `Allow: ${presenceImagePath(domain.slug, '')}`, 'Disallow: /', '', `Sitemap: https://${domain.domain}/sitemap.xml`]
      : ['User-agent: *', 'Disallow: /book/m/', 'Allow: /book/', 'Allow: /n/', 'Disallow: /', '', `Sitemap: ${linkOrigin(app, request)}/sitemap.xml`];
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return [...lines, ''].join('\n');
  });

  app.get('/sitemap.xml', { config: perMinute, schema: { hide: true } }, async (request, reply) => {
    const domain = await customDomainOf(app, request);
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600');
    if (domain) {
      const open = (await openBookingPages(app.db, domain.organizationId)).some((page) => page.slug === domain.slug);
      return urlSet(open ? [urlEntry(`https://${domain.domain}/`)] : []);
    }
    const origin = linkOrigin(app, request);
    // The chains' public sites (docs/network-site.md) beside the booking pages.
    const [pages, sites] = await Promise.all([openBookingPages(app.db), sitePagesForSitemap(app.db)]);
    return urlSet([...pages.map(({ slug }) => urlEntry(`${origin}/book/${slug}`)), ...sites.map((path) => urlEntry(`${origin}${path}`))]);
  });
}
