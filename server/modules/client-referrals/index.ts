import type { FastifyPluginAsync } from 'fastify';
import { clientReferralRoutes } from './client-referrals.routes';

/**
 * Branch referrals and the client's balance under /api/v1 (prefix given by app.ts; docs/client-referrals.md). The
 * balance pays at checkout through the sales module (sale-payments.ts) and the reward is given in the checkout's
 * transaction (referral-reward.ts); the chain's own referrals are the chain-referrals module's.
 */
export const clientReferralsModule: FastifyPluginAsync = async (app) => {
  await app.register(clientReferralRoutes);
};
