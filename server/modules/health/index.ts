import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health.routes';

export const healthModule: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
};
