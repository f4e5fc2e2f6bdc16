import type { FastifyPluginAsync } from 'fastify';
import { integrationsRoutes } from './integrations.routes';
import { ipsRoutes } from './ips.routes';

/** The chain's messaging integrations (issue 17) under /api/v1 (prefix given by app.ts). */
export const integrationsModule: FastifyPluginAsync = async (app) => {
  await app.register(integrationsRoutes);
  await app.register(ipsRoutes);
};
