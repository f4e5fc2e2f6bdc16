import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema } from '../../../src/schema/list-query';
import {
  clientMoneySummarySchema,
  instalmentReceiptSchema,
  instalmentViewSchema,
  membershipCancelSchema,
  soldMembershipDetailsSchema,
  soldMembershipSchema,
} from '../../../src/schema/memberships/sold-membership';
import { idParamSchema } from '../../../src/schema/primitives';
import { listResponseSchema } from '../../../src/schema/protocol';
import { paymentRequestSchema } from '../../../src/schema/sales/checkout';
import { bearerAuth, errorResponses } from '../../plugins/external/openapi';
import { idempotencyHeadersSchema, keyedWrite } from '../sales/idempotency';
import { authorizeBranch, authorizeClient, authorizeInstalment, authorizeSoldMembership } from './sold-membership-access';
import { listSoldMemberships } from './sold-membership-list.query';
import { clientMoneySummary, instalmentView, soldMembershipDetails } from './sold-membership.read';
import { cancelSoldMembership, payInstalment } from './sold-membership.write';

const branchParams = z.object({ branchId: idParamSchema });
const idParams = z.object({ id: idParamSchema });
const docs = (summary: string) => ({ tags: ['sold memberships'], summary, security: bearerAuth });

/** Memberships sold and used: the branch's list, one with its visits and instalments, paying an instalment, cancelling, a client's money. */
export const soldMembershipRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const deps = { db, liveOutbox: app.liveOutbox };

  app.get(
    '/branches/:branchId/sold-memberships',
    { preHandler: app.authenticate, schema: { ...docs("The branch's sold memberships (paging, sort, q, filters)"), params: branchParams, querystring: listQuerySchema, response: { 200: listResponseSchema(soldMembershipSchema), ...errorResponses(400, 401, 403, 404) } } },
    async (request) => listSoldMemberships(db, await authorizeBranch(db, request.userId, request.params.branchId, 'list'), request.query),
  );

  app.get(
    '/sold-memberships/:id',
    { preHandler: app.authenticate, schema: { ...docs('A sold membership: terms, visits drawn, instalments, payments, trail'), params: idParams, response: { 200: soldMembershipDetailsSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => soldMembershipDetails(db, await authorizeSoldMembership(db, request.userId, request.params.id, 'show'), request.params.id),
  );

  app.post(
    '/sold-memberships/:id/cancel',
    { preHandler: app.authenticate, schema: { ...docs('Cancel a sold membership (refunds go through its payments)'), params: idParams, body: membershipCancelSchema, response: { 200: soldMembershipDetailsSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => cancelSoldMembership(deps, await authorizeSoldMembership(db, request.userId, request.params.id, 'edit'), request.params.id, request.body.reason),
  );

  app.get(
    '/membership-instalments/:id',
    { preHandler: app.authenticate, schema: { ...docs('An instalment with its membership'), params: idParams, response: { 200: instalmentViewSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => instalmentView(db, await authorizeInstalment(db, request.userId, request.params.id, 'show'), request.params.id),
  );

  app.post(
    '/membership-instalments/:id/payments',
    { preHandler: app.authenticate, schema: { ...docs('Pay (part of) an instalment by cash, card or both; cash beyond it is change'), params: idParams, headers: idempotencyHeadersSchema, body: paymentRequestSchema, response: { 200: instalmentReceiptSchema, ...errorResponses(400, 401, 403, 404, 409, 422) } } },
    async (request) => {
      const caller = await authorizeInstalment(db, request.userId, request.params.id, 'create');
      return payInstalment(deps, caller, request.params.id, request.body, keyedWrite(request, caller.organizationId));
    },
  );

  app.get(
    '/clients/:id/money-summary',
    { preHandler: app.authenticate, schema: { ...docs("A client's debt and the memberships they can still use"), params: idParams, response: { 200: clientMoneySummarySchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => clientMoneySummary(db, await authorizeClient(db, request.userId, request.params.id, 'show'), request.params.id),
  );
};
