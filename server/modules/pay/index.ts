import type { FastifyPluginAsync } from 'fastify';
import { payRoutes } from './pay.routes';
import { paySlipRoutes } from './pay-slip.routes';

/** Staff pay (issue 11 item 8) under /api/v1 (prefix given by app.ts): pay schemes, assignments, calculations, pay slips (PDF). */
export const payModule: FastifyPluginAsync = async (app) => {
  await app.register(payRoutes);
  await app.register(paySlipRoutes);
};
