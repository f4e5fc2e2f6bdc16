import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, statusOf } from '../../plugins/app/domain-error';
import { sendPage } from '../id/page-reply';
import { bodyFields } from '../id/request-helpers';
import { bookingPageLanguage, bookingPageLocale } from '../online-booking/booking-page-language';
import { bookingNoticePage } from '../online-booking/pages/booking.page';
import type { ClassSeatDeps } from './class-seat-deps';
import { classSeatWords } from './class-seat-strings';
import { findSeat, leaveSeat } from './seat.service';
import { seatPage } from './seat.page';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
const tokenOf = (request: FastifyRequest) => String((request.params as { token?: unknown }).token ?? '').slice(0, 200);

/**
 * `/book/c/{token}`: a class place and a button to give it up; posting leaves and redirects back to the same link,
 * which then says so. No script. Registered inside the booking pages (booking-pages.ts), so their form parser and
 * error pages apply.
 */
export function seatPageRoutes(app: FastifyInstance, deps: ClassSeatDeps) {
  const show = async (request: FastifyRequest, reply: FastifyReply, chosen: unknown, refusal?: string) => {
    const token = tokenOf(request);
    const found = await findSeat(deps, token);
    const lang = bookingPageLanguage(request, found?.timeZone, chosen);
    const w = classSeatWords[lang];
    if (!found) return sendPage(reply, 404, bookingNoticePage(lang, w.seatGoneTitle, w.seatGoneText));
    const view = { lang, locale: bookingPageLocale(lang, found.timeZone), path: `/book/c/${encodeURIComponent(token)}`, seat: found.seat, state: found.state, currency: found.currency, ...(refusal ? { refusal } : {}) };
    return sendPage(reply, refusal ? 409 : 200, seatPage(view));
  };

  app.get('/book/c/:token', { config: perMinute(60), schema: { hide: true } }, (request, reply) => show(request, reply, undefined));

  app.post('/book/c/:token', { config: perMinute(20), schema: { hide: true } }, async (request, reply) => {
    const lang = bookingPageLanguage(request, undefined, bodyFields(request).lang);
    try {
      await leaveSeat(deps, tokenOf(request));
    } catch (error) {
      // Past the cut-off: the page again, saying to call.
      if (!(error instanceof DomainError) || statusOf(error.code) !== 409) throw error;
      return show(request, reply, lang, error.render(lang).message);
    }
    return reply.header('cache-control', 'no-store').redirect(`/book/c/${encodeURIComponent(tokenOf(request))}?lang=${lang}`, 303);
  });
}
