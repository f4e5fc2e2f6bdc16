import type { FastifyPluginAsync } from 'fastify';
import { reportsRoutes } from './reports.routes';

/** Reports and key indicators (issue 11) under /api/v1. */
export const reportsModule: FastifyPluginAsync = async (app) => {
  await app.register(reportsRoutes);
};
