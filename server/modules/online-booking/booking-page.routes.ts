import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '../../../src/schema/enums';
import { DomainError } from '../../plugins/app/domain-error';
import { sendPage } from '../id/page-reply';
import { linkOrigin } from '../id/request-helpers';
import { bookingPage } from './booking-page.service';
import { bookingPageLanguage, bookingPageLocale } from './booking-page-language';
import { bookingPageStrings } from './booking-page-strings';
import { embedScript } from './embed-script';
import type { IslandAssets } from './island-assets';
import { bookingNoticePage, branchBookingPage, chainBookingPage } from './pages/booking.page';
import { allowTrackers } from './pages/consent';
import { presenceView } from './pages/presence-view';
import { presenceForSlug } from './presence-page';
import { chainPlaces, profileForSlug } from './profile-page';
import { nearestScript } from './pages/nearest-script';
import { pageWidget } from './widget-settings.service';
import { pageClasses } from './classes.service';

/** Per client address, as the page's own data call (public-booking.routes.ts). */
const perMinute = { rateLimit: { max: 120, timeWindow: '1 minute' } };

const slugOf = (request: FastifyRequest) => String((request.params as { slug?: unknown }).slug ?? '').toLowerCase().slice(0, 60);

const embedAsked = (request: FastifyRequest) => (request.query as { embed?: unknown }).embed === '1';

/**
 * The framed page (the widget) may be shown only by the branch's listed sites: `frame-ancestors` lists them (none:
 * 'none', as every other page), read from the branch's settings, never from a Host or Referer header. The policy set
 * for every answer (security-headers.ts) is kept but for that directive; X-Frame-Options would forbid any other site.
 */
function allowFramingBy(reply: FastifyReply, sites: readonly string[]) {
  if (sites.length === 0) return;
  const policy = String(reply.raw.getHeader('content-security-policy') ?? '');
  reply.header('content-security-policy', policy.replace("frame-ancestors 'none'", `frame-ancestors ${sites.join(' ')}`));
  reply.raw.removeHeader('x-frame-options');
}

/**
 * `/book/{slug}`: a branch's booking page, or a chain's list of branches, server-rendered from the same description
 * the API gives (`bookingPage`). Unknown or closed online: the 404 page, in the visitor's language. A verified custom
 * domain's `/` is the same page (domain-host.ts), its canonical still the slug's address.
 */
export async function sendBookingPage(app: FastifyInstance, island: IslandAssets | null, slug: string, request: FastifyRequest, reply: Parameters<typeof sendPage>[0]) {
  const page = await bookingPage(app.db, slug).catch((error: unknown) => {
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
  const widget = page.kind === 'branch' ? await pageWidget(app.db, page.slug) : null;
  const embed = widget !== null && embedAsked(request);
  if (embed) allowFramingBy(reply, widget.allowedSites);
  const [presenceRow, profile] = page.kind === 'branch' ? await Promise.all([presenceForSlug(app.db, page.slug), profileForSlug(app.db, page.slug)]) : [null, null];
  const presence = presenceRow ? presenceView(presenceRow, page.slug, origin, app.env.ENABLE_TRACKING) : undefined;
  if (presence?.tracking) allowTrackers(reply);
  const frame = {
    lang,
    locale: bookingPageLocale(lang, timeZone),
    urlFor: (other?: Language) => `${origin}/book/${page.slug}${other ? `?lang=${other}` : ''}`,
    embed,
    accentColor: widget?.accentColor ?? null,
    presence,
    profile: profile ?? undefined,
    places: page.kind === 'chain' ? await chainPlaces(app.db, page.slug) : undefined,
    classes: page.kind === 'branch' ? await pageClasses(app.db, page.slug, page.branch.timeZone) : undefined,
  };
  return sendPage(reply, 200, page.kind === 'branch' ? branchBookingPage(page, frame, island) : chainBookingPage(page, frame));
}

export function bookingPageRoutes(app: FastifyInstance, island: IslandAssets | null) {
  const show = (request: FastifyRequest, reply: Parameters<typeof sendPage>[0]) => sendBookingPage(app, island, slugOf(request), request, reply);
  app.get('/book/:slug', { config: perMinute, schema: { hide: true } }, show);
  app.get('/book/:slug/', { config: perMinute, schema: { hide: true } }, show);
  // The chain page's "Nearest to me" (pages/nearest-script.ts): the same for everyone, kept a day.
  app.get('/book/nearest.js', { schema: { hide: true } }, (_request, reply) => reply.type('application/javascript; charset=utf-8').header('cache-control', 'public, max-age=86400').send(nearestScript));

  // The widget's script: the same for every visitor of a site, so kept by browsers and proxies for five minutes (a
  // changed colour or mode shows within them); loaded by other sites' pages, hence the cross-origin resource policy.
  app.get('/book/:slug/embed.js', { config: perMinute, schema: { hide: true } }, async (request, reply) => {
    const slug = slugOf(request);
    const widget = await pageWidget(app.db, slug);
    if (!widget) return reply.status(404).type('application/javascript; charset=utf-8').header('cache-control', 'no-store').send('/* no booking page here */\n');
    return reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(embedScript(linkOrigin(app, request), slug, widget));
  });
}
