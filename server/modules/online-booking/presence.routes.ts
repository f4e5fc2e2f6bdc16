import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { domainAddSchema, domainCheckSchema, domainNameSchema, presenceDomainsSchema } from '../../../src/schema/online-booking/presence-domain';
import { presenceImagesSchema, presenceImagesUpdateSchema } from '../../../src/schema/online-booking/presence-images';
import { presenceMarketingSchema, presenceMarketingUpdateSchema } from '../../../src/schema/online-booking/presence-marketing';
import { presenceSeoSchema, presenceSeoUpdateSchema } from '../../../src/schema/online-booking/presence-seo';
import { photoLimits } from '../../../src/schema/photos';
import { idParamSchema } from '../../../src/schema/primitives';
import { bearerAuth, errorResponses } from '../../plugins/external/openapi';
import { photoStoreOf } from '../photos/photo-store';
import { linkOrigin } from '../id/request-helpers';
import { bookingPage } from './booking-page.service';
import { bookingPageLanguage } from './booking-page-language';
import { bookingPageStrings } from './booking-page-strings';
import { addDomain, checkDomain, getDomains, removeDomain, type DomainOrigins } from './domain.service';
import { businessName } from './pages/booking.page';
import { defaultDescription } from './pages/seo-head';
import { removeGalleryFiles, uploadGalleryPhoto } from './presence-images.service';
import { getPresenceImages, getPresenceMarketing, getPresenceSeo, setPresenceImages, setPresenceMarketing, setPresenceSeo } from './presence.service';

const params = z.object({ branchId: idParamSchema });
const domainParams = params.extend({ domain: domainNameSchema });
const docs = (summary: string) => ({ tags: ['online booking'], summary, security: bearerAuth });
const read = errorResponses(400, 401, 403, 404);
const written = errorResponses(400, 401, 403, 404, 409);
const base = '/branches/:branchId/online-booking/presence';

/**
 * Online booking → Presence → Images, Marketing, SEO and Domain of a branch (area `onlineBooking`). Encapsulated: the
 * gallery's upload takes any body as bytes, as the photos' routes do, and sharp decides whether they are a photo.
 */
export const presenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = { store: await photoStoreOf(app.env), log: app.log };
  app.addContentTypeParser(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/heic', 'image/heif', 'image/tiff', 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: photoLimits.maxBytes }, (_request, body, done) => done(null, body));
  const origins = (request: Parameters<typeof linkOrigin>[1]): DomainOrigins => {
    const origin = linkOrigin(app, request);
    return { pageUrl: (slug) => `${origin}/book/${slug}`, cnameTarget: new URL(origin).hostname };
  };
  // What the page shows with the SEO fields empty, in the language the person reads the screen in.
  const fallbacks = (request: Parameters<typeof linkOrigin>[1]) => async (slug: string) => {
    const page = await bookingPage(app.db, slug).catch(() => null);
    const pageUrl = `${linkOrigin(app, request)}/book/${slug}`;
    if (page?.kind !== 'branch') return { fallbackTitle: '', fallbackDescription: '', pageUrl };
    const t = bookingPageStrings[bookingPageLanguage(request, page.branch.timeZone)];
    const name = businessName(page);
    return { fallbackTitle: t.title(name), fallbackDescription: defaultDescription(t, page, name), pageUrl };
  };

  app.get(`${base}/images`, { preHandler: app.authenticate, schema: { ...docs("The branch page's gallery, its cover and logo"), params, response: { 200: presenceImagesSchema, ...read } } }, (request) =>
    getPresenceImages(app.db, request.userId, request.params.branchId),
  );
  app.post(
    `${base}/images`,
    {
      preHandler: app.authenticate,
      bodyLimit: photoLimits.maxBytes,
      schema: { ...docs('A photo added at the end of the gallery (the image file as the body): a 512 px square WebP without metadata'), params, response: { 200: presenceImagesSchema, ...errorResponses(400, 401, 403, 404, 409, 413) } },
    },
    (request) => uploadGalleryPhoto(app.db, files, request.userId, request.params.branchId, request.body),
  );
  app.put(`${base}/images`, { preHandler: app.authenticate, schema: { ...docs('The gallery ordered, photos removed, the cover and logo picked (stale version: 409)'), params, body: presenceImagesUpdateSchema, response: { 200: presenceImagesSchema, ...written } } }, (request) =>
    setPresenceImages(app.db, request.userId, request.params.branchId, request.body, removeGalleryFiles(files)),
  );

  app.get(`${base}/marketing`, { preHandler: app.authenticate, schema: { ...docs('The promo text and tracking ids'), params, response: { 200: presenceMarketingSchema, ...read } } }, (request) =>
    getPresenceMarketing(app.db, request.userId, request.params.branchId, app.env.ENABLE_TRACKING),
  );
  app.put(`${base}/marketing`, { preHandler: app.authenticate, schema: { ...docs('The promo text and tracking ids, replaced (stale version: 409)'), params, body: presenceMarketingUpdateSchema, response: { 200: presenceMarketingSchema, ...written } } }, (request) =>
    setPresenceMarketing(app.db, request.userId, request.params.branchId, request.body, app.env.ENABLE_TRACKING),
  );

  app.get(`${base}/seo`, { preHandler: app.authenticate, schema: { ...docs("The page's title, description and share image for search engines and shared links"), params, response: { 200: presenceSeoSchema, ...read } } }, (request) =>
    getPresenceSeo(app.db, request.userId, request.params.branchId, fallbacks(request)),
  );
  app.put(`${base}/seo`, { preHandler: app.authenticate, schema: { ...docs('The SEO title, description and share image, replaced (stale version: 409)'), params, body: presenceSeoUpdateSchema, response: { 200: presenceSeoSchema, ...written } } }, (request) =>
    setPresenceSeo(app.db, request.userId, request.params.branchId, request.body, fallbacks(request)),
  );

  app.get(`${base}/domains`, { preHandler: app.authenticate, schema: { ...docs("The branch's custom domains with the DNS records to set"), params, response: { 200: presenceDomainsSchema, ...read } } }, (request) =>
    getDomains(app.db, request.userId, request.params.branchId, origins(request)),
  );
  app.post(`${base}/domains`, { preHandler: app.authenticate, schema: { ...docs('A custom domain added, pending until its TXT record is found (another business has it: 409)'), params, body: domainAddSchema, response: { 200: presenceDomainsSchema, ...written } } }, (request) =>
    addDomain(app.db, request.userId, request.params.branchId, request.body.domain, origins(request)),
  );
  app.delete(`${base}/domains/:domain`, { preHandler: app.authenticate, schema: { ...docs('A custom domain removed: no longer served'), params: domainParams, response: { 200: presenceDomainsSchema, ...read } } }, (request) =>
    removeDomain(app.db, request.userId, request.params.branchId, request.params.domain, origins(request)),
  );
  app.post(`${base}/domains/:domain/check`, { preHandler: app.authenticate, schema: { ...docs("Looks the domain's TXT record up: found with its token, the domain is verified and served"), params: domainParams, response: { 200: domainCheckSchema, ...read } } }, (request) =>
    checkDomain(app.db, request.userId, request.params.branchId, request.params.domain, app.resolveTxt),
  );
};

