import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { networkAboutSchema, networkAboutUpdateSchema, networkImageSchema, postInputSchema, postListSchema, postSchema, postUpdateSchema } from '../../../src/schema/network/network-site';
import { photoLimits } from '../../../src/schema/photos';
import { idParamSchema } from '../../../src/schema/primitives';
import { bearerAuth, errorResponses } from '../../plugins/external/openapi';
import { linkOrigin } from '../id/request-helpers';
import { photoStoreOf } from '../photos/photo-store';
import { createPost, getAbout, getPost, getPosts, removePost, saveAbout, savePost, uploadImage } from './network.service';

const params = z.object({ orgId: idParamSchema });
const postParams = params.extend({ postId: idParamSchema });
const docs = (summary: string) => ({ tags: ['network'], summary, security: bearerAuth });
const read = errorResponses(400, 401, 403, 404);
const written = errorResponses(400, 401, 403, 404, 409);
const base = '/organizations/:orgId/network';

/**
 * Network → About and Blog of a chain (licence key `network`; docs/network-site.md). Encapsulated: the images'
 * upload takes any body as bytes, as the photos' routes do, and sharp decides whether they are a photo.
 */
export const networkRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = { store: await photoStoreOf(app.env), log: app.log };
  app.addContentTypeParser(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/heic', 'image/heif', 'image/tiff', 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: photoLimits.maxBytes }, (_request, body, done) => done(null, body));
  const origin = (request: Parameters<typeof linkOrigin>[1]) => linkOrigin(app, request);

  app.get(`${base}/about`, { preHandler: app.authenticate, schema: { ...docs("The site's About page: the chain's words, its branches shown and each one's words"), params, response: { 200: networkAboutSchema, ...read } } }, (request) =>
    getAbout(app.db, request.userId, request.params.orgId, origin(request)),
  );
  app.put(`${base}/about`, { preHandler: app.authenticate, schema: { ...docs('The About settings, replaced (stale version: 409)'), params, body: networkAboutUpdateSchema, response: { 200: networkAboutSchema, ...written } } }, (request) =>
    saveAbout(app.db, request.userId, request.params.orgId, request.body, origin(request)),
  );

  app.get(`${base}/posts`, { preHandler: app.authenticate, schema: { ...docs("The blog's posts, drafts and published, newest change first"), params, response: { 200: postListSchema, ...read } } }, (request) =>
    getPosts(app.db, request.userId, request.params.orgId, origin(request)),
  );
  app.post(`${base}/posts`, { preHandler: app.authenticate, schema: { ...docs('A new post; its HTML is sanitised (slug taken in the chain: 409)'), params, body: postInputSchema, response: { 201: postSchema, ...written } } }, async (request, reply) =>
    reply.status(201).send(await createPost(app.db, request.userId, request.params.orgId, request.body, origin(request))),
  );
  app.get(`${base}/posts/:postId`, { preHandler: app.authenticate, schema: { ...docs('One post with its HTML'), params: postParams, response: { 200: postSchema, ...read } } }, (request) =>
    getPost(app.db, request.userId, request.params.orgId, request.params.postId, origin(request)),
  );
  app.put(`${base}/posts/:postId`, { preHandler: app.authenticate, schema: { ...docs('The post replaced, published or back to a draft by its status (stale version or slug taken: 409)'), params: postParams, body: postUpdateSchema, response: { 200: postSchema, ...written } } }, (request) =>
    savePost(app.db, request.userId, request.params.orgId, request.params.postId, request.body, origin(request)),
  );
  app.delete(`${base}/posts/:postId`, { preHandler: app.authenticate, schema: { ...docs('The post removed'), params: postParams, response: { 204: z.null(), ...read } } }, async (request, reply) => {
    await removePost(app.db, request.userId, request.params.orgId, request.params.postId);
    return reply.status(204).send(null);
  });

  app.post(
    `${base}/images`,
    {
      preHandler: app.authenticate,
      bodyLimit: photoLimits.maxBytes,
      schema: { ...docs("An image for a post (the image file as the body): a 512 px square WebP without metadata, public at once at the address answered"), params, response: { 200: networkImageSchema, ...errorResponses(400, 401, 403, 404, 413) } },
    },
    (request) => uploadImage(app.db, files, request.userId, request.params.orgId, request.body),
  );
};
