import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientBalanceSchema,
  clientReferralCardSchema,
  clientReferralListQuerySchema,
  clientReferralListSchema,
  referralProgrammeSchema,
  referralProgrammeUpdateSchema,
  referralSendRequestSchema,
  referralSentSchema,
  referredByRequestSchema,
} from '../../../src/schema/client-referrals/client-referrals';
import { idParamSchema } from '../../../src/schema/primitives';
import { clientsResource } from '../../../src/schema/resources/clients';
import type { ResourceAction } from '../../../src/schema/resource-definition';
import { areaResource, authorizeBranchCaller } from '../../crud/branch-records';
import { clients } from '../../db/tables';
import { forbidden } from '../../plugins/app/domain-error';
import { bearerAuth, errorResponses } from '../../plugins/external/openapi';
import { serverOrigin } from '../id/request-helpers';
import { authorizeSalesBranch } from '../sales/sales-access';
import { branchClient, readClientBalance } from './client-balance.service';
import { sendReferralCode } from './referral-message';
import { readProgramme, updateProgramme } from './referral-programme.service';
import { listReferrals, readReferralCard, setReferredBy } from './referrals.service';

const clientCardResource = areaResource(clientsResource, clients);
const branchParams = z.object({ branchId: idParamSchema });
const clientParams = z.object({ branchId: idParamSchema, clientId: idParamSchema });
const docs = (summary: string) => ({ tags: ['client-referrals'], summary, security: bearerAuth });

/**
 * Branch referrals and the client's balance under /api/v1 (docs/client-referrals.md). The client card's parts go
 * with the client's own access for managers (whoever may open the card reads them; whoever may edit it sends and
 * sets; employees not at all); the
 * programme and the list of referrals are the sales area's, whose money they move.
 */
export const clientReferralRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const cardCaller = async (userId: number, params: z.infer<typeof clientParams>, action: ResourceAction) => {
    const caller = await authorizeBranchCaller(db, clientCardResource, userId, params.branchId, action);
    // Money and referrals are the managers' part of the card, as its payments are: an employee sees their clients' visits only.
    if (caller.role === 'employee') throw forbidden();
    await branchClient(db, caller, params.clientId);
    return caller;
  };

  app.get(
    '/branches/:branchId/clients/:clientId/balance',
    { preHandler: app.authenticate, schema: { ...docs('The client’s balance and its history'), params: clientParams, response: { 200: clientBalanceSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => readClientBalance(db, await cardCaller(request.userId, request.params, 'show'), request.params.clientId),
  );
  app.get(
    '/branches/:branchId/clients/:clientId/referral',
    { preHandler: app.authenticate, schema: { ...docs('The client’s referral code and link, who referred them and whom they referred'), params: clientParams, response: { 200: clientReferralCardSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => readReferralCard(db, (await cardCaller(request.userId, request.params, 'show')).scope, request.params.clientId, serverOrigin(app)),
  );
  app.post(
    '/branches/:branchId/clients/:clientId/referral/send',
    { preHandler: app.authenticate, schema: { ...docs('Send the client their referral code and link by SMS, e-mail or Telegram'), params: clientParams, body: referralSendRequestSchema, response: { 200: referralSentSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => sendReferralCode(db, await cardCaller(request.userId, request.params, 'edit'), request.params.clientId, request.body.channel, serverOrigin(app)),
  );
  app.put(
    '/branches/:branchId/clients/:clientId/referral/referred-by',
    { preHandler: app.authenticate, schema: { ...docs('Record who referred this new client, by the referrer’s code (audited)'), params: clientParams, body: referredByRequestSchema, response: { 200: clientReferralCardSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => {
      const caller = await cardCaller(request.userId, request.params, 'edit');
      await db.transaction((tx) => setReferredBy(tx, caller.scope, request.params.clientId, request.body.code, request.userId));
      return readReferralCard(db, caller.scope, request.params.clientId, serverOrigin(app));
    },
  );
  app.get(
    '/branches/:branchId/referral-programme',
    { preHandler: app.authenticate, schema: { ...docs('The branch’s referral programme and its figures'), params: branchParams, response: { 200: referralProgrammeSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => readProgramme(db, await authorizeSalesBranch(db, request.userId, request.params.branchId, 'list')),
  );
  app.put(
    '/branches/:branchId/referral-programme',
    { preHandler: app.authenticate, schema: { ...docs('Change the branch’s referral programme (with the version read; audited)'), params: branchParams, body: referralProgrammeUpdateSchema, response: { 200: referralProgrammeSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => updateProgramme(db, await authorizeSalesBranch(db, request.userId, request.params.branchId, 'edit'), request.body),
  );
  app.get(
    '/branches/:branchId/client-referrals',
    { preHandler: app.authenticate, schema: { ...docs('The branch’s referrals, newest first'), params: branchParams, querystring: clientReferralListQuerySchema, response: { 200: clientReferralListSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => listReferrals(db, (await authorizeSalesBranch(db, request.userId, request.params.branchId, 'list')).scope, request.query.page, request.query.perPage),
  );
};
