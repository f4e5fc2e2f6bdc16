import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '../../../src/schema/enums';
import { DomainError } from '../../plugins/app/domain-error';
import { sendPage } from '../id/page-reply';
import { bodyFields, queryFields } from '../id/request-helpers';
import { bookingPageLanguage, bookingPageLocale } from './booking-page-language';
import { bookingPageStrings } from './booking-page-strings';
import type { PublicDeps } from './holds.service';
import { cancelManagedBooking, showManagedBooking } from './manage.service';
import { bookingPlace } from './manage-page.repository';
import { bookingNoticePage } from './pages/booking.page';
import { managePage, type ManageView } from './pages/manage.page';

const tokenOf = (request: FastifyRequest) => String((request.params as { token?: unknown }).token ?? '').slice(0, 200);
const pathOf = (token: string) => `/book/m/${encodeURIComponent(token)}`;

/** A wrong, altered or expired link: one page whatever the reason, which says nothing about any booking. */
const isGone = (error: unknown) => error instanceof DomainError && error.code === 'not_found';

/**
 * The manage link (`/book/m/{token}`, docs/online-booking.md decision 7) as a page, and its cancel form. The token in
 * the path is the whole capability, as on the review page: a cross-site post can do nothing the link's holder could
 * not. Post, then redirect: reloading the "cancelled" page posts nothing again.
 */
export function managePageRoutes(app: FastifyInstance, deps: PublicDeps) {
  const gone = (reply: FastifyReply, lang: Language) => sendPage(reply, 404, bookingNoticePage(lang, bookingPageStrings[lang].goneTitle, bookingPageStrings[lang].goneText));

  /** The booking behind the token with what the page writes it in, or null when the link opens nothing. */
  const open = async (request: FastifyRequest, token: string, chosen: unknown) => {
    const booking = await showManagedBooking(deps, token).catch((error: unknown) => {
      if (isGone(error)) return null;
      throw error;
    });
    const place = booking && (await bookingPlace(app.db, deps.keys, token));
    const lang = bookingPageLanguage(request, place?.timeZone, chosen);
    const view: Omit<ManageView, 'booking'> = { lang, locale: bookingPageLocale(lang, place?.timeZone), currency: place?.currency ?? null, path: pathOf(token) };
    return { booking, view };
  };

  app.get('/book/m/:token', { config: { rateLimit: { max: 60, timeWindow: '1 minute' } }, schema: { hide: true } }, async (request, reply) => {
    const query = queryFields(request);
    const { booking, view } = await open(request, tokenOf(request), query.lang);
    if (!booking) return gone(reply, view.lang);
    return sendPage(reply, 200, managePage({ ...view, booking, confirming: query.cancel === '1', cancelledNow: query.cancelled === '1' }));
  });

  app.post('/book/m/:token/cancel', { config: { rateLimit: { max: 20, timeWindow: '1 minute' } }, schema: { hide: true } }, async (request, reply) => {
    const token = tokenOf(request);
    const chosen = bodyFields(request).lang;
    try {
      await cancelManagedBooking(deps, token);
    } catch (error) {
      if (!(error instanceof DomainError) || (error.code !== 'conflict' && !isGone(error))) throw error;
      const { booking, view } = await open(request, token, chosen);
      if (!booking) return gone(reply, view.lang);
      // Past the cut-off: the booking as it is, with the server's sentence naming the salon's phone.
      return sendPage(reply, 409, managePage({ ...view, booking, refusal: error.render(view.lang).message }));
    }
    const lang = bookingPageLanguage(request, undefined, chosen);
    return reply.header('cache-control', 'no-store').redirect(`${pathOf(token)}?${new URLSearchParams({ lang, cancelled: '1' })}`, 303);
  });
}
