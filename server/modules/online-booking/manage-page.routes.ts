import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '../../../src/schema/enums';
import { bookingCalendarText } from '../../../src/schema/online-booking/visit-ics';
import { DomainError, statusOf } from '../../plugins/app/domain-error';
import { sendPage } from '../id/page-reply';
import { bodyFields, linkOrigin, queryFields } from '../id/request-helpers';
import { bookingPageLanguage, bookingPageLocale } from './booking-page-language';
import { bookingPageStrings } from './booking-page-strings';
import type { PublicDeps } from './holds.service';
import { moveManagedBooking, moveWeek } from './manage-move.service';
import { cancelManagedBooking, showManagedBooking } from './manage.service';
import { bookingPlace } from './manage-page.repository';
import { bookingNoticePage } from './pages/booking.page';
import { managePage, type ManageView } from './pages/manage.page';
import { movePage } from './pages/move.page';

const tokenOf = (request: FastifyRequest) => String((request.params as { token?: unknown }).token ?? '').slice(0, 200);
const pathOf = (token: string) => `/book/m/${encodeURIComponent(token)}`;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A wrong, altered or expired link: one page whatever the reason, which says nothing about any booking. */
const isGone = (error: unknown) => error instanceof DomainError && error.code === 'not_found';
/** What the page says in its own alert rather than as an error page: past a cut-off, a time taken, a bad date. */
const isRefusal = (error: unknown): error is DomainError => error instanceof DomainError && (error.code === 'conflict' || error.code === 'bad_request');

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/**
 * The manage link (`/book/m/{token}`, docs/online-booking.md decision 7) as a page, with its move and cancel forms and
 * its calendar file. The token in the path is the whole capability, as on the review page: a cross-site post can do
 * nothing the link's holder could not. Post, then redirect: reloading the "moved" or "cancelled" page posts nothing
 * again.
 */
export function managePageRoutes(app: FastifyInstance, deps: PublicDeps) {
  const gone = (reply: FastifyReply, lang: Language) => sendPage(reply, 404, bookingNoticePage(lang, bookingPageStrings[lang].goneTitle, bookingPageStrings[lang].goneText));

  /** What the page writes a booking in: the language, its locale and the order's currency; null when the link opens nothing. */
  const frameOf = async (request: FastifyRequest, token: string, chosen: unknown, opened: boolean) => {
    const place = opened ? await bookingPlace(app.db, deps.keys, token) : null;
    const lang = bookingPageLanguage(request, place?.timeZone, chosen);
    const view: Omit<ManageView, 'booking'> = { lang, locale: bookingPageLocale(lang, place?.timeZone), currency: place?.currency ?? null, path: pathOf(token) };
    return { place, view };
  };

  /** The booking behind the token with what the page writes it in, or null when the link opens nothing. */
  const open = async (request: FastifyRequest, token: string, chosen: unknown) => {
    const booking = await showManagedBooking(deps, token).catch((error: unknown) => {
      if (isGone(error)) return null;
      throw error;
    });
    return { booking, ...(await frameOf(request, token, chosen, booking !== null)) };
  };

  /** The week of times to move to, from `week` (else this week), showing `day`; with the sentence of a refused move. */
  const moving = async (request: FastifyRequest, reply: FastifyReply, token: string, chosen: unknown, week: unknown, day: unknown, refusal?: string, status = 200) => {
    const found = await moveWeek(deps, token, week).catch((error: unknown) => {
      if (isGone(error)) return null;
      throw error;
    });
    const { view } = await frameOf(request, token, chosen, found !== null);
    if (!found) return gone(reply, view.lang);
    if (!found.booking.canMove) {
      // Past the cut-off or cancelled meanwhile: the booking as it is, saying why.
      return sendPage(reply, status, managePage({ ...view, booking: found.booking, refusal }));
    }
    return sendPage(reply, status, movePage({ ...view, booking: found.booking, week: found.week, days: found.days, day, refusal }));
  };

  app.get('/book/m/:token', { config: perMinute(60), schema: { hide: true } }, async (request, reply) => {
    const query = queryFields(request);
    const token = tokenOf(request);
    if (query.move === '1') return moving(request, reply, token, query.lang, query.week, query.day);
    const { booking, view } = await open(request, token, query.lang);
    if (!booking) return gone(reply, view.lang);
    return sendPage(reply, 200, managePage({ ...view, booking, confirming: query.cancel === '1', cancelledNow: query.cancelled === '1', movedNow: query.moved === '1' }));
  });

  /** "Add to calendar": the visit as an .ics file, at the salon's time, the one builder the booking page uses too. */
  app.get('/book/m/:token/visit.ics', { config: perMinute(60), schema: { hide: true } }, async (request, reply) => {
    const token = tokenOf(request);
    const { booking, place, view } = await open(request, token, queryFields(request).lang);
    if (!booking || !place || booking.status === 'canceled') return gone(reply, view.lang);
    const calendar = bookingCalendarText(booking, { timeZone: place.timeZone, origin: linkOrigin(app, request), managePath: `${view.path}?lang=${view.lang}`, now: Date.now() });
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="booking-${booking.date}.ics"`)
      .header('cache-control', 'no-store')
      .send(calendar);
  });

  app.post('/book/m/:token/move', { config: perMinute(20), schema: { hide: true } }, async (request, reply) => {
    const token = tokenOf(request);
    const body = bodyFields(request);
    const date = text(body.date);
    try {
      await moveManagedBooking(deps, token, { date, time: text(body.time) });
    } catch (error) {
      if (isGone(error)) return gone(reply, bookingPageLanguage(request, undefined, body.lang));
      if (!isRefusal(error)) throw error;
      // Taken meanwhile, past the cut-off: the week again (read anew), with the server's sentence.
      const lang = bookingPageLanguage(request, undefined, body.lang);
      return moving(request, reply, token, body.lang, date, date, error.render(lang).message, statusOf(error.code));
    }
    const lang = bookingPageLanguage(request, undefined, body.lang);
    return reply.header('cache-control', 'no-store').redirect(`${pathOf(token)}?${new URLSearchParams({ lang, moved: '1' })}`, 303);
  });

  app.post('/book/m/:token/cancel', { config: perMinute(20), schema: { hide: true } }, async (request, reply) => {
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
