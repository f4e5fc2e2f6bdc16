import type { FastifyInstance } from 'fastify';
import { languageSchema } from '../../../src/schema/enums';
import { html } from '../id/pages/html';
import { linkOrigin } from '../id/request-helpers';
import { bookingPageStrings } from './booking-page-strings';
import { openBookingPages } from './open-pages.repository';

/** Crawlers fetch these now and then; a few a minute per address is plenty and keeps a scraper from looping on them. */
const perMinute = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/**
 * For search engines (issue 18's SEO): `robots.txt` opens the booking pages and nothing else (the staff app, the API,
 * sign-in, manage links and message links are no one's search result), and `sitemap.xml` lists every page open online
 * with its languages. Addresses come from PUBLIC_URL (`linkOrigin`), never from a Host anyone can send.
 */
export function sitemapRoutes(app: FastifyInstance) {
  app.get('/robots.txt', { config: perMinute, schema: { hide: true } }, async (request, reply) => {
    const origin = linkOrigin(app, request);
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return ['User-agent: *', 'Disallow: /book/m/', 'Allow: /book/', 'Disallow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  });

  app.get('/sitemap.xml', { config: perMinute, schema: { hide: true } }, async (request, reply) => {
    const origin = linkOrigin(app, request);
    const pages = await openBookingPages(app.db);
    const urls = pages.map(({ slug }) => {
      const page = `${origin}/book/${slug}`;
      const alternates = languageSchema.options.map((lang) => html`<xhtml:link rel="alternate" hreflang="${bookingPageStrings[lang].htmlLang}" href="${page}?lang=${lang}"/>`);
      return html`<url><loc>${page}</loc>${alternates}<xhtml:link rel="alternate" hreflang="x-default" href="${page}"/></url>\n`;
    });
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600');
    return html`<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls}</urlset>
`.value;
  });
}
