import type { FastifyPluginAsync } from 'fastify';
import { catalogRoutes } from './catalog.routes';

/** Catalog extras under /api/v1 that the resource engine's CRUD cannot say: employee services and ordering. */
export const catalogModule: FastifyPluginAsync = async (app) => {
  await app.register(catalogRoutes);
};
