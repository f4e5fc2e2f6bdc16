import type { FastifyPluginAsync } from 'fastify';
import { cashRegisterRoutes } from './cash-register.routes';

/** The cash register under /api/v1 (prefix given by app.ts): the branch's setting and its cash shifts. */
export const cashRegisterModule: FastifyPluginAsync = async (app) => {
  await app.register(cashRegisterRoutes);
};
