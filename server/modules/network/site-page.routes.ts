import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { photoIdSchema, photoKey } from '../../../src/schema/photos';
import { publicConfigOf } from '../../../src/schema/public-config';
import { DomainError, statusOf } from '../../plugins/app/domain-error';
import { sendPage } from '../id/page-reply';
import { linkOrigin } from '../id/request-helpers';
import { bookingPageLanguage, bookingPageLocale } from '../online-booking/booking-page-language';
import { bookingPageStrings } from '../online-booking/booking-page-strings';
import { bookingNoticePage } from '../online-booking/pages/booking.page';
import { profileForSlug } from '../online-booking/profile-page';
import { photoStoreOf } from '../photos/photo-store';
import { findPublishedPost, imageIsPublic, listPublishedPosts, listPublishedVacancies } from './network.repository';
import type { SiteFrame } from './site-frame';
import { aboutPage, blogPage, branchPage, jobsPage, postPage } from './site-pages';
import { openSite, type OpenSite } from './site-data';

/** Per client address, as the booking pages. */
const perMinute = { rateLimit: { max: 120, timeWindow: '1 minute' } };

const param = (request: FastifyRequest, name: string) => String((request.params as Record<string, unknown>)[name] ?? '').toLowerCase().slice(0, 80);

/** Public images are the photo pipeline's output: never changing under their id, so kept by anyone for a year. */
const immutablePublic = 'public, max-age=31536000, immutable';

/**
 * The chain's public site, server-rendered outside /api/v1 (docs/network-site.md): `/n/{chain}` (About),
 * `/n/{chain}/about/{branch}`, `/n/{chain}/blog`, `/n/{chain}/blog/{post}`, `/n/{chain}/jobs` and the posts' images at
 * `/n/-/images/{id}`. An unknown chain, a closed licence, a hidden or another chain's branch and an unpublished post
 * all answer the same 404 page, in the visitor's language. Encapsulated so its error pages stay here.
 */
export const networkSiteModule: FastifyPluginAsync = async (app) => {
  const store = await photoStoreOf(app.env);
  const help = publicConfigOf(app.env).help;
  const links = { communityUrl: help.communityUrl, jobsUrl: help.jobsUrl, siteUrl: help.siteUrl };
  const notFoundPage = (request: FastifyRequest) => {
    const lang = bookingPageLanguage(request);
    const t = bookingPageStrings[lang];
    return bookingNoticePage(lang, t.notFoundTitle, t.notFoundText);
  };
  app.setErrorHandler((error, request, reply) => {
    const status = error instanceof DomainError ? statusOf(error.code) : (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 404) return sendPage(reply, 404, notFoundPage(request));
    const lang = bookingPageLanguage(request);
    const t = bookingPageStrings[lang];
    if (status === 429) return sendPage(reply, 429, bookingNoticePage(lang, t.tooManyTitle, t.tooMany));
    // A 5xx says nothing of its internals (the log has them).
    if (status >= 500) request.log.error({ err: error }, 'network site page failed');
    return sendPage(reply, status >= 400 && status < 500 ? status : 500, bookingNoticePage(lang, t.errorTitle, t.errorText));
  });

  const frameOf = (request: FastifyRequest, site: OpenSite): SiteFrame => {
    const lang = bookingPageLanguage(request);
    return { lang, locale: bookingPageLocale(lang), origin: linkOrigin(app, request), chainSlug: site.slug, chainName: site.chainName, links };
  };

  /** Reads the chain's site, then answers its page (or the 404 page). The language follows the browser unless named. */
  const page = (render: (request: FastifyRequest, site: OpenSite, frame: SiteFrame) => Promise<string | null>) => async (request: FastifyRequest, reply: Parameters<typeof sendPage>[0]) => {
    reply.header('vary', 'accept-language');
    const site = await openSite(app.db, param(request, 'chain'));
    const body = site ? await render(request, site, frameOf(request, site)) : null;
    return body === null ? sendPage(reply, 404, notFoundPage(request)) : sendPage(reply, 200, body);
  };

  const about = page(async (_request, site, frame) => aboutPage(frame, site.about, site.branches));
  app.get('/n/:chain', { config: perMinute, schema: { hide: true } }, about);
  app.get('/n/:chain/', { config: perMinute, schema: { hide: true } }, about);
  app.get('/n/:chain/about', { config: perMinute, schema: { hide: true } }, about);

  app.get(
    '/n/:chain/about/:alias',
    { config: perMinute, schema: { hide: true } },
    page(async (request, site, frame) => {
      const branch = site.branches.find((one) => one.alias === param(request, 'alias'));
      return branch ? branchPage(frame, site.about, branch, await profileForSlug(app.db, branch.alias)) : null;
    }),
  );

  app.get(
    '/n/:chain/blog',
    { config: perMinute, schema: { hide: true } },
    page(async (_request, site, frame) => {
      const own = await listPublishedPosts(app.db, site.organizationId, frame.lang);
      if (own.length > 0) return blogPage(frame, own, false);
      const all = await listPublishedPosts(app.db, site.organizationId);
      return blogPage(frame, all, all.length > 0);
    }),
  );

  app.get(
    '/n/:chain/blog/:post',
    { config: perMinute, schema: { hide: true } },
    page(async (request, site, frame) => {
      const post = await findPublishedPost(app.db, site.organizationId, param(request, 'post'));
      return post ? postPage(frame, post) : null;
    }),
  );

  app.get(
    '/n/:chain/jobs',
    { config: perMinute, schema: { hide: true } },
    page(async (_request, site, frame) => jobsPage(frame, await listPublishedVacancies(app.db, site.organizationId))),
  );

  for (const variant of ['full', 'thumb'] as const) {
    app.get(variant === 'full' ? '/n/-/images/:photoId' : '/n/-/images/:photoId/thumb', { config: { rateLimit: { max: 600, timeWindow: '1 minute' } }, schema: { hide: true } }, async (request, reply) => {
      const id = photoIdSchema.safeParse(param(request, 'photoId'));
      const file = id.success && (await imageIsPublic(app.db, id.data)) ? await store.get(photoKey(id.data, variant)) : null;
      if (!file) return reply.status(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found\n');
      return reply.header('cache-control', immutablePublic).type('image/webp').send(file);
    });
  }
};

