import type { FastifyPluginAsync } from 'fastify';
import { soldMembershipRoutes } from './sold-memberships.routes';

/**
 * Memberships sold and used under /api/v1 (prefix given by app.ts). Selling one is the checkout's (the sales
 * module); drawing visits down and giving them back is membership-draw-down.ts, called by the orders' status
 * changes. Expiry needs no job: a membership's status is derived from its dates on every read.
 */
export const soldMembershipsModule: FastifyPluginAsync = async (app) => {
  await app.register(soldMembershipRoutes);
};
