import type { FastifyPluginAsync } from 'fastify';
import { buildCrudRegistry } from '../../crud/crud-registry';
import { photoStoreOf } from './photo-store';
import { registerPhotoRoutes } from './photos.routes';

/**
 * Faces of clients and team members under /api/v1 (prefix given by app.ts): upload, remove and read a record's
 * photo, beside the record's own routes. Not wrapped in fastify-plugin: its body parser (any bytes) stays here.
 */
export const photosModule: FastifyPluginAsync = async (app) => {
  const store = await photoStoreOf(app.env);
  app.log.debug({ where: store.where }, 'photos: storage');
  registerPhotoRoutes(app, { db: app.db, store, liveOutbox: app.liveOutbox, log: app.log }, buildCrudRegistry());
};
