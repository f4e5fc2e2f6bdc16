import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { photoFilePath, photoLimits, photoPath, photoResources, photoVariants } from '../../../src/schema/photos';
import type { CrudRegistry } from '../../crud/crud-registry';
import { resourceSchemas } from '../../crud/crud.schemas';
import { errorResponses } from '../../plugins/external/openapi';
import { DomainError } from '../../plugins/app/domain-error';
import { readPhoto, removePhoto, uploadPhoto, type PhotoDeps, type PhotoTarget } from './photos.service';

/**
 * Why photos are read through an authenticated route rather than by signed URLs: a photo is personal data and
 * only those who may see the record may see its face. The route checks that on every read, with the same rules
 * as the record itself, so a person who loses access (a role changed, a member removed) loses the photos at
 * once; a signed URL would keep working until it expired, would change on every read of a list (or live as long
 * as its expiry allows), and its secret would be one more to rotate. The web app fetches a photo with its bearer
 * token into an object URL and keeps it (src/lib/photo-cache.ts); the address holds the photo's id, so it
 * never changes and the browser may keep the answer privately for a year.
 */
const immutablePrivate = 'private, max-age=31536000, immutable';

/** MB for the sentence: 10 MB, as people count. */
const maxMegabytes = photoLimits.maxBytes / (1024 * 1024);

/** A declared length over the limit is refused before a byte of it is read, with a sentence saying the limit. */
const refuseTooLarge = async (request: FastifyRequest) => {
  if (Number(request.headers['content-length'] ?? 0) > photoLimits.maxBytes) {
    throw new DomainError('payload_too_large', (m) => m.photos.tooLarge({ megabytes: maxMegabytes }));
  }
};

/** PUT, DELETE and GET of the photo of clients and team members, beside their records' routes. */
export function registerPhotoRoutes(app: FastifyInstance, deps: PhotoDeps, registry: CrudRegistry): void {
  // In this plugin only: any body is taken as bytes, and sharp decides whether they are a photo (never the
  // declared type, which a renamed file carries too).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: photoLimits.maxBytes }, (_request, body, done) => done(null, body));

  const zapp = app.withTypeProvider<ZodTypeProvider>();
  for (const name of photoResources) {
    const resource = registry.find(name);
    if (!resource) throw new Error(`photos: no resource ${name} in the registry`);
    const s = resourceSchemas(resource.definition);
    const recordPath = `${s.basePath}/:id`;
    const fileParams = s.recordParams.extend({ photoId: z.uuid() });
    const target = (request: FastifyRequest & { params: { id: number } }): PhotoTarget => ({
      resource,
      userId: request.userId,
      params: request.params as PhotoTarget['params'],
      id: request.params.id,
    });

    zapp.put(
      photoPath(recordPath),
      {
        onRequest: refuseTooLarge,
        preHandler: app.authenticate,
        bodyLimit: photoLimits.maxBytes,
        schema: {
          ...s.docs(`A new photo (the image file as the body, at most ${maxMegabytes} MB): kept as a ${photoVariants.full} px square WebP without metadata`),
          params: s.recordParams,
          response: { 200: s.record, ...errorResponses(400, 401, 403, 404, 413) },
        },
      },
      async (request) => uploadPhoto(deps, target(request), request.body),
    );

    zapp.delete(
      photoPath(recordPath),
      { preHandler: app.authenticate, schema: { ...s.docs('Remove the photo'), params: s.recordParams, response: { 200: s.record, ...errorResponses(400, 401, 403, 404) } } },
      async (request) => removePhoto(deps, target(request)),
    );

    for (const variant of ['full', 'thumb'] as const) {
      // The plain instance: a typed reply would hold the 200 to a JSON schema, and this one is the image's bytes.
      app.get<{ Params: z.infer<typeof fileParams> }>(
        photoFilePath(recordPath, ':photoId', variant),
        {
          preHandler: app.authenticate,
          schema: { ...s.docs(`The photo, ${photoVariants[variant]} px square WebP`), params: fileParams, response: errorResponses(400, 401, 403, 404) },
        },
        async (request, reply) => {
          const file = await readPhoto(deps, target(request), request.params.photoId.toLowerCase(), variant);
          return reply.header('cache-control', immutablePrivate).type('image/webp').send(file);
        },
      );
    }
  }
}
