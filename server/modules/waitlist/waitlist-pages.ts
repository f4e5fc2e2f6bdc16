import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '../../../src/schema/enums';
import { branches } from '../../db/tables';
import { DomainError, statusOf } from '../../plugins/app/domain-error';
import { sendPage } from '../id/page-reply';
import { bodyFields } from '../id/request-helpers';
import { bookingPageLanguage, bookingPageLocale } from '../online-booking/booking-page-language';
import { bookingNoticePage } from '../online-booking/pages/booking.page';
import { and, eq } from 'drizzle-orm';
import { acceptOffer, findPlace, leaveWaitlist, showOffer } from './offer-accept.service';
import type { WaitlistDeps } from './waitlist-deps';
import { offerPage, placePage } from './waitlist.page';
import { waitlistWords } from './waitlist-strings';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
const tokenOf = (request: FastifyRequest) => String((request.params as { token?: unknown }).token ?? '').slice(0, 200);

/**
 * `/book/w/{token}`: an offer and its one button; posting books it and redirects to the booking's manage link.
 * `/book/wl/{token}`: one's place on the list and a button to leave it. No script: both work with JavaScript off.
 * Registered inside the booking pages (booking-pages.ts), so their form parser and error pages apply.
 */
export function waitlistPageRoutes(app: FastifyInstance, deps: WaitlistDeps) {
  const offerGone = (reply: FastifyReply, lang: Language, status = 404) => sendPage(reply, status, bookingNoticePage(lang, waitlistWords[lang].offerGoneTitle, waitlistWords[lang].offerGoneText));

  app.get('/book/w/:token', { config: perMinute(60), schema: { hide: true } }, async (request, reply) => {
    const token = tokenOf(request);
    const offer = await showOffer(deps, token);
    const lang = bookingPageLanguage(request, offer?.timeZone);
    if (!offer) return offerGone(reply, lang);
    return sendPage(reply, 200, offerPage({ lang, locale: bookingPageLocale(lang, offer.timeZone), path: `/book/w/${encodeURIComponent(token)}`, ...offer }));
  });

  app.post('/book/w/:token', { config: perMinute(20), schema: { hide: true } }, async (request, reply) => {
    const lang = bookingPageLanguage(request, undefined, bodyFields(request).lang);
    try {
      const booking = await acceptOffer(deps, tokenOf(request));
      return reply.header('cache-control', 'no-store').redirect(`/book/m/${encodeURIComponent(booking.manageToken)}?lang=${lang}`, 303);
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'conflict') throw error;
      // Expired or taken meanwhile, or the client's limit of bookings: the server's sentence.
      return sendPage(reply, statusOf(error.code), bookingNoticePage(lang, waitlistWords[lang].offerGoneTitle, error.render(lang).message));
    }
  });

  const place = async (request: FastifyRequest, reply: FastifyReply, chosen: unknown, leftNow = false) => {
    const token = tokenOf(request);
    const entry = await findPlace(deps, token);
    const [branch] = entry ? await deps.db.select({ name: branches.name, timeZone: branches.timeZone }).from(branches).where(and(eq(branches.organizationId, entry.organizationId), eq(branches.id, entry.branchId))) : [];
    const lang = bookingPageLanguage(request, branch?.timeZone, chosen);
    const w = waitlistWords[lang];
    if (!entry || !branch) return sendPage(reply, 404, bookingNoticePage(lang, w.placeGoneTitle, w.placeGoneText));
    const view = { lang, locale: bookingPageLocale(lang, branch.timeZone), path: `/book/wl/${encodeURIComponent(token)}`, branchName: branch.name, ...entry, leftNow };
    return sendPage(reply, 200, placePage(view));
  };

  app.get('/book/wl/:token', { config: perMinute(60), schema: { hide: true } }, (request, reply) => place(request, reply, undefined));

  app.post('/book/wl/:token', { config: perMinute(20), schema: { hide: true } }, async (request, reply) => {
    const entry = await findPlace(deps, tokenOf(request));
    if (entry) await leaveWaitlist(deps, entry.organizationId, entry.id);
    const lang = bookingPageLanguage(request, undefined, bodyFields(request).lang);
    return reply.header('cache-control', 'no-store').redirect(`/book/wl/${encodeURIComponent(tokenOf(request))}?lang=${lang}`, 303);
  });
}
