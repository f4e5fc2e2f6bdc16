import type { FastifyPluginAsync } from 'fastify';
import { configRoutes } from './config.routes';

export const configModule: FastifyPluginAsync = async (app) => {
  await app.register(configRoutes);
};
