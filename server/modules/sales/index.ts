import type { FastifyPluginAsync } from 'fastify';
import { salesRoutes } from './sales.routes';

/** Sales, payments, refunds and the branch's money lists under /api/v1 (prefix given by app.ts). */
export const salesModule: FastifyPluginAsync = async (app) => {
  await app.register(salesRoutes, { deps: { db: app.db, liveOutbox: app.liveOutbox } });
};
