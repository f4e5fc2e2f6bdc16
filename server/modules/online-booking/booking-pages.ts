import type { FastifyPluginAsync } from 'fastify';
import { buildCrudRegistry } from '../../crud/crud-registry';
import { DomainError, statusOf } from '../../plugins/app/domain-error';
import { sendPage } from '../id/page-reply';
import { defaultWebAppRoot } from '../web-app';
import { bookingPageLanguage } from './booking-page-language';
import { bookingPageRoutes } from './booking-page.routes';
import { bookingPageStrings } from './booking-page-strings';
import { bookingKeysOf } from './booking-tokens';
import { readIslandAssets } from './island-assets';
import { managePageRoutes } from './manage-page.routes';
import { bookingNoticePage } from './pages/booking.page';
import { presencePageRoutes } from './presence-page.routes';
import { sitemapRoutes } from './sitemap.routes';
import { waitlistDepsOf, waitlistPageRoutes } from '../waitlist';
import { classSeatDepsOf, seatPageRoutes } from '../class-seats';

/**
 * The public booking pages, server-rendered, outside /api/v1 (docs/online-booking.md decision 8): `/book/{slug}` with
 * its steps' island, the manage link `/book/m/{token}`, and `robots.txt` and `sitemap.xml` for search engines.
 * Encapsulated, so the form parser and the error pages stay in here: whatever goes wrong, a page answers, never the
 * API's JSON.
 */
export const bookingPagesModule: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.setErrorHandler((error, request, reply) => {
    const status = error instanceof DomainError ? statusOf(error.code) : (error as { statusCode?: number }).statusCode ?? 500;
    const lang = bookingPageLanguage(request);
    const t = bookingPageStrings[lang];
    if (status === 404) return sendPage(reply, 404, bookingNoticePage(lang, t.notFoundTitle, t.notFoundText));
    if (status === 429) return sendPage(reply, 429, bookingNoticePage(lang, t.tooManyTitle, t.tooMany));
    // A 5xx says nothing of its internals (the log has them).
    if (status >= 500) request.log.error({ err: error }, 'booking page failed');
    return sendPage(reply, status >= 400 && status < 500 ? status : 500, bookingNoticePage(lang, t.errorTitle, t.errorText));
  });
  const deps = { db: app.db, live: app.live, liveOutbox: app.liveOutbox, registry: buildCrudRegistry(), keys: bookingKeysOf(app.secrets.integrationKey) };
  bookingPageRoutes(app, readIslandAssets(defaultWebAppRoot));
  managePageRoutes(app, deps);
  waitlistPageRoutes(app, waitlistDepsOf(app));
  seatPageRoutes(app, classSeatDepsOf(app));
  sitemapRoutes(app);
  await presencePageRoutes(app);
};
