import type { FastifyPluginAsync } from 'fastify';
import { meRoutes } from './me.routes';
import { organizationsRoutes } from './organizations.routes';
import { pushSubscriptionsRoutes } from './push-subscriptions.routes';

/** The account API under /api/v1 (prefix given by app.ts): the user, their chains, a chain's licence, their in-app feed and push subscriptions. */
export const accountModule: FastifyPluginAsync = async (app) => {
  await app.register(meRoutes);
  await app.register(organizationsRoutes);
  await app.register(pushSubscriptionsRoutes);
};
