import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { billingOverviewSchema, planOfferSchema } from '../../../src/schema/billing/billing-overview';
import { parseLicenceKey } from '../../../src/schema/licence-gates';
import { idParamSchema } from '../../../src/schema/primitives';
import { bearerAuth, errorResponses } from '../../plugins/external/openapi';
import { openChain, requireGate, requireRole } from '../settings/settings-access';
import { billingOverview, planOffers } from './billing.read';

const orgParams = z.object({ orgId: idParamSchema });
const docs = (summary: string) => ({ tags: ['billing'], summary, security: bearerAuth });
const billingGate = parseLicenceKey('org:billing');

/**
 * Billing under /api/v1 (docs/billing.md), the owner's (the role table's `billing` area). The overview follows the
 * licence's `billing` key like any area; the plans, as the Subscription page that shows them, are exempt from the
 * licence (spec §2), so a chain whose licence closed everything can still see its way out.
 */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get(
    '/organizations/:orgId/billing',
    { preHandler: app.authenticate, schema: { ...docs('The chain’s plan, period, price, when it turns read-only, usage against its limits'), params: orgParams, response: { 200: billingOverviewSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => {
      const context = await openChain(db, request.userId, request.params.orgId);
      requireGate(context, billingGate, 'billing', 'view');
      return billingOverview(db, request.params.orgId, context.license);
    },
  );
  app.get(
    '/organizations/:orgId/plans',
    { preHandler: app.authenticate, schema: { ...docs('The plans on sale in the chain’s currency, its own marked (exempt from the licence)'), params: orgParams, response: { 200: z.array(planOfferSchema), ...errorResponses(401, 403, 404) } } },
    async (request) => {
      const context = await openChain(db, request.userId, request.params.orgId);
      requireRole(context.access.role, 'billing', 'view');
      return planOffers(db, request.params.orgId);
    },
  );
};
