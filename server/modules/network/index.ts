import type { FastifyPluginAsync } from 'fastify';
import { networkRoutes } from './network.routes';

export { networkSiteModule } from './site-page.routes';

/** Network, the chain's public site (issue 20; docs/network-site.md): the staff's API under /api/v1. */
export const networkModule: FastifyPluginAsync = async (app) => {
  await app.register(networkRoutes);
};
