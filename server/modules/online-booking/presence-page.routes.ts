import type { FastifyInstance } from 'fastify';
import { photoIdSchema } from '../../../src/schema/photos';
import { photoStoreOf } from '../photos/photo-store';
import { consentScript, consentScriptPath } from './pages/consent';
import { readGalleryPhoto } from './presence-images.service';

/** As the page itself (booking-page.routes.ts): per client address. */
const perMinute = { rateLimit: { max: 600, timeWindow: '1 minute' } };

/**
 * The public side of Presence: a branch page's gallery photos (only ids its gallery lists: any other id, a face of a
 * client, is the 404 of an unknown one) and the consent bar's script. A photo id names one unchanging image, so
 * browsers and proxies may keep it; a removed photo stops answering once the page's kept gallery is dropped.
 */
export async function presencePageRoutes(app: FastifyInstance) {
  const files = { store: await photoStoreOf(app.env), log: app.log };
  for (const variant of ['full', 'thumb'] as const) {
    app.get<{ Params: { slug: string; photoId: string } }>(
      `/book/:slug/images/:photoId${variant === 'thumb' ? '/thumb' : ''}`,
      { config: perMinute, schema: { hide: true } },
      async (request, reply) => {
        const photoId = photoIdSchema.safeParse(request.params.photoId);
        const file = photoId.success ? await readGalleryPhoto(app.db, files, request.params.slug.toLowerCase(), photoId.data.toLowerCase(), variant) : null;
        if (!file) return reply.status(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found\n');
        // Shown in a salon's own site by the widget, and as og:image by link previews: readable from other origins.
        return reply.header('cache-control', 'public, max-age=86400').header('cross-origin-resource-policy', 'cross-origin').type('image/webp').send(file);
      },
    );
  }
  app.get(consentScriptPath, { config: perMinute, schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').type('application/javascript; charset=utf-8').send(consentScript),
  );
}
