import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '../../../src/schema/enums';
import { DomainError } from '../../plugins/app/domain-error';
import { sendPage } from '../id/page-reply';
import { linkOrigin } from '../id/request-helpers';
import { bookingPage } from './booking-page.service';
import { bookingPageLanguage, bookingPageLocale } from './booking-page-language';
import { bookingPageStrings } from './booking-page-strings';
import type { IslandAssets } from './island-assets';
import { bookingNoticePage, branchBookingPage, chainBookingPage } from './pages/booking.page';

/** Per client address, as the page's own data call (public-booking.routes.ts). */
const perMinute = { rateLimit: { max: 120, timeWindow: '1 minute' } };

const slugOf = (request: FastifyRequest) => String((request.params as { slug?: unknown }).slug ?? '').toLowerCase().slice(0, 60);

/**
 * `/book/{slug}`: a branch's booking page, or a chain's list of branches, server-rendered from the same description
 * the API gives (`bookingPage`). Unknown or closed online: the 404 page, in the visitor's language.
 */
export function bookingPageRoutes(app: FastifyInstance, island: IslandAssets | null) {
  const show = async (request: FastifyRequest, reply: Parameters<typeof sendPage>[0]) => {
    const page = await bookingPage(app.db, slugOf(request)).catch((error: unknown) => {
      if (error instanceof DomainError && error.code === 'not_found') return null;
      throw error;
    });
    const timeZone = page?.kind === 'branch' ? page.branch.timeZone : undefined;
    const lang = bookingPageLanguage(request, timeZone);
    // The answer differs by the browser's language when the address names none.
    reply.header('vary', 'accept-language');
    if (!page) {
      const t = bookingPageStrings[lang];
      return sendPage(reply, 404, bookingNoticePage(lang, t.notFoundTitle, t.notFoundText));
    }
    // Links for search engines from a trusted origin (PUBLIC_URL), never from a Host header anyone can send.
    const origin = linkOrigin(app, request);
    const frame = { lang, locale: bookingPageLocale(lang, timeZone), urlFor: (other?: Language) => `${origin}/book/${page.slug}${other ? `?lang=${other}` : ''}` };
    return sendPage(reply, 200, page.kind === 'branch' ? branchBookingPage(page, frame, island) : chainBookingPage(page, frame));
  };
  app.get('/book/:slug', { config: perMinute, schema: { hide: true } }, show);
  app.get('/book/:slug/', { config: perMinute, schema: { hide: true } }, show);
}
