import type { FastifyPluginAsync } from 'fastify';
import { chainRoutes } from './chain.routes';
import { membersRoutes } from './members.routes';
import { staffAccountsRoutes } from './staff-accounts.routes';

/** Chain and branch settings under /api/v1 (prefix given by app.ts): general settings, branches, people, invitations, staff accounts. */
export const settingsModule: FastifyPluginAsync = async (app) => {
  await app.register(chainRoutes);
  await app.register(membersRoutes);
  await app.register(staffAccountsRoutes);
};
