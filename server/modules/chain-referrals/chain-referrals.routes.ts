import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chainReferralSummarySchema, referredChainSchema } from '../../../src/schema/chain-referrals/chain-referrals';
import { idParamSchema } from '../../../src/schema/primitives';
import { itemsResponseSchema } from '../../../src/schema/protocol';
import { bearerAuth, errorResponses } from '../../plugins/external/openapi';
import { linkOrigin } from '../id/request-helpers';
import { openChain, requireRole } from '../settings/settings-access';
import { chainReferralSummary, referredChains } from './chain-referrals.read';

const orgParams = z.object({ orgId: idParamSchema });
const docs = (summary: string) => ({ tags: ['referrals'], summary, security: bearerAuth });

/**
 * Chain referrals under /api/v1 (docs/chain-referrals.md): the owner's, as billing is (they earn billing credit; the
 * role table's `billing` area). Not behind the licence: a chain whose plan lapsed may still bring others and earn
 * what pays its way back.
 */
export const chainReferralsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get(
    '/organizations/:orgId/referrals',
    { preHandler: app.authenticate, schema: { ...docs('The chain’s referral code and link, the reward, and how many chains signed up and were rewarded'), params: orgParams, response: { 200: chainReferralSummarySchema, ...errorResponses(401, 403, 404) } } },
    async (request) => {
      const context = await openChain(db, request.userId, request.params.orgId);
      requireRole(context.access.role, 'billing', 'view');
      return chainReferralSummary(db, request.params.orgId, linkOrigin(app, request), app.env.CHAIN_REFERRAL_REWARD);
    },
  );
  app.get(
    '/organizations/:orgId/referrals/chains',
    { preHandler: app.authenticate, schema: { ...docs('The chains this one referred: name, sign-up date and where the referral stands'), params: orgParams, response: { 200: itemsResponseSchema(referredChainSchema), ...errorResponses(401, 403, 404) } } },
    async (request) => {
      const context = await openChain(db, request.userId, request.params.orgId);
      requireRole(context.access.role, 'billing', 'view');
      return { items: await referredChains(db, request.params.orgId) };
    },
  );
};
